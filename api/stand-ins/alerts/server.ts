// A local stand-in for alerts.in.ua (this machine reaches no real feed): serves `GET /v1/alerts/active.json` in the
// provider's documented format, with its Bearer token check, Last-Modified / If-Modified-Since (304) and a 429
// above 8 requests a minute. Tests and e2e journeys say which oblasts are under alert with
// `POST /test/alerts {"oblast_ids": ["kyivska"]}` (an empty list ends them all); `POST /test/rate_limited` makes the
// next request answer 429. Never started in production.
//
//   ALERTS_STAND_IN_PORT=3008 ALERTS_API_TOKEN=dev-token pnpm --filter @rozmova/api alerts-stand-in
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { OBLAST_IDS, UA_OBLASTS, type OblastId } from '@rozmova/contracts/schemas/outages';
import { OBLAST_UIDS } from '../../src/plugins/app/outages/alerts-feed';

export const ALERTS_PATH = '/v1/alerts/active.json';
const RATE_LIMIT_PER_MINUTE = 8;

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16_384) return null;
    chunks.push(chunk as Buffer);
  }
  try {
    const v = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

export interface AlertsStandIn {
  server: Server;
  /** Requests to the feed so far (tests check that nothing was asked). */
  requests(): number;
  setAlerts(oblastIds: OblastId[], at?: Date): void;
}

export function createAlertsStandIn(options: { token?: string | null; now?: () => number } = {}): AlertsStandIn {
  const now = options.now ?? Date.now;
  const token = options.token ?? null;
  let alerts: { oblastId: OblastId; startedAt: string }[] = [];
  // HTTP dates have whole seconds.
  let lastModified = new Date(Math.floor(now() / 1000) * 1000).toUTCString();
  let count = 0;
  let forced429 = false;
  let window: number[] = [];

  const setAlerts = (ids: OblastId[], at = new Date(now())) => {
    const kept = alerts.filter((a) => ids.includes(a.oblastId));
    const added = ids
      .filter((id) => !kept.some((a) => a.oblastId === id))
      .map((oblastId) => ({ oblastId, startedAt: at.toISOString() }));
    alerts = [...kept, ...added];
    lastModified = new Date(Math.floor(now() / 1000) * 1000).toUTCString();
  };

  const body = () => ({
    alerts: alerts.map((a, i) => ({
      id: i + 1,
      location_title: UA_OBLASTS[a.oblastId].ua,
      location_type: a.oblastId === 'kyiv' || a.oblastId === 'sevastopol' ? 'city' : 'oblast',
      started_at: a.startedAt,
      finished_at: null,
      updated_at: a.startedAt,
      alert_type: 'air_raid',
      location_uid: String(OBLAST_UIDS[a.oblastId]),
      location_oblast: UA_OBLASTS[a.oblastId].ua,
      location_oblast_uid: OBLAST_UIDS[a.oblastId],
      location_raion: null,
      notes: null,
      calculated: null,
    })),
    meta: { last_updated_at: lastModified, type: 'full' },
    disclaimer: 'Local stand-in for alerts.in.ua',
  });

  const send = (res: ServerResponse, status: number, value?: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(value === undefined ? undefined : JSON.stringify(value));
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'GET' && url.pathname === '/health') return send(res, 200, { ok: true });
    if (req.method === 'POST' && url.pathname === '/test/alerts') {
      const input = await readJson(req);
      const ids = input?.oblast_ids;
      if (!Array.isArray(ids) || !ids.every((id) => (OBLAST_IDS as string[]).includes(id as string)))
        return send(res, 400, { error: 'oblast_ids must list known oblast ids' });
      setAlerts(ids as OblastId[]);
      return send(res, 200, { oblast_ids: alerts.map((a) => a.oblastId) });
    }
    if (req.method === 'POST' && url.pathname === '/test/rate_limited') {
      forced429 = true;
      return send(res, 200, { ok: true });
    }
    if (req.method === 'GET' && url.pathname === ALERTS_PATH) {
      count += 1;
      if (token && req.headers.authorization !== `Bearer ${token}`) return send(res, 401, { message: 'Unauthorized' });
      const t = now();
      window = window.filter((w) => w > t - 60_000);
      window.push(t);
      if (forced429 || window.length > RATE_LIMIT_PER_MINUTE) {
        forced429 = false;
        return send(res, 429, { message: 'API rate limit exceeded' }, { 'retry-after': '60' });
      }
      const since = req.headers['if-modified-since'];
      if (since && Date.parse(since) >= Date.parse(lastModified)) {
        res.writeHead(304, { 'last-modified': lastModified });
        return res.end();
      }
      return send(res, 200, body(), { 'last-modified': lastModified });
    }
    return send(res, 404, { message: 'Not found' });
  });
  return { server, requests: () => count, setAlerts };
}

if (require.main === module) {
  const port = Number(process.env.ALERTS_STAND_IN_PORT ?? 3008);
  const { server } = createAlertsStandIn({ token: process.env.ALERTS_API_TOKEN?.trim() || null });
  server.listen(port, process.env.ALERTS_STAND_IN_HOST ?? '127.0.0.1', () => {
    console.log(`alerts stand-in on http://127.0.0.1:${port}${ALERTS_PATH}`);
  });
}
