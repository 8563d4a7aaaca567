// The air-raid alert feed adapter, written against alerts.in.ua's documented format (api/docs/outages.md):
// `GET <ALERTS_API_URL>` with `Authorization: Bearer <token>` answers `{ alerts: [{ location_title, location_type
// (oblast | raion | hromada | city), location_oblast, location_oblast_uid, alert_type, started_at, finished_at,
// ... }] }`, `Last-Modified` to send back as `If-Modified-Since` (then 304 when nothing changed), and 429 above
// the rate limit (8-10 requests a minute). An alert for any part of an oblast counts for the whole oblast.
import { OBLAST_IDS, UA_OBLASTS, type OblastId } from '@rozmova/contracts/schemas/outages';

/** alerts.in.ua's `location_oblast_uid` for each oblast. */
export const OBLAST_UIDS: Readonly<Record<OblastId, number>> = {
  khmelnytska: 3,
  vinnytska: 4,
  rivnenska: 5,
  volynska: 8,
  dnipropetrovska: 9,
  zhytomyrska: 10,
  zakarpatska: 11,
  zaporizka: 12,
  ivano_frankivska: 13,
  kyivska: 14,
  kirovohradska: 15,
  luhanska: 16,
  mykolaivska: 17,
  odeska: 18,
  poltavska: 19,
  sumska: 20,
  ternopilska: 21,
  kharkivska: 22,
  khersonska: 23,
  cherkaska: 24,
  chernihivska: 25,
  chernivetska: 26,
  lvivska: 27,
  donetska: 28,
  krym: 29,
  sevastopol: 30,
  kyiv: 31,
};

const BY_UID = new Map<number, OblastId>(OBLAST_IDS.map((id) => [OBLAST_UIDS[id], id]));
const BY_TITLE = new Map<string, OblastId>([
  ...OBLAST_IDS.map((id) => [UA_OBLASTS[id].ua.toLowerCase(), id] as [string, OblastId]),
  ['м. київ', 'kyiv'],
  ['м. севастополь', 'sevastopol'],
  ['автономна республіка крим', 'krym'],
]);

export interface ActiveAlert {
  oblastId: OblastId;
  startedAt: Date;
  alertType: string;
}

export type FeedAnswer =
  | { kind: 'changed'; alerts: ActiveAlert[]; lastModified: string | null }
  | { kind: 'not_modified' }
  | { kind: 'rate_limited'; retryAfterMs: number | null }
  | { kind: 'failed'; reason: string };

export type FetchLike = (
  url: string,
  init: { headers: Record<string, string>; signal?: AbortSignal },
) => Promise<{
  status: number;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
}>;

function oblastOf(entry: Record<string, unknown>): OblastId | null {
  const uid = Number(entry.location_oblast_uid);
  if (Number.isInteger(uid) && BY_UID.has(uid)) return BY_UID.get(uid)!;
  // An oblast's own record names itself in location_title.
  for (const key of ['location_oblast', 'location_title']) {
    const title = entry[key];
    if (typeof title === 'string' && BY_TITLE.has(title.trim().toLowerCase()))
      return BY_TITLE.get(title.trim().toLowerCase())!;
  }
  return null;
}

/**
 * The active alerts of a documented-format body, one per oblast (the earliest start); unknown places are skipped.
 * An alert without a readable start counts from `nowMs` (fastify.clock's now).
 */
export function parseAlerts(body: unknown, nowMs: number): ActiveAlert[] | null {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { alerts?: unknown }).alerts)) return null;
  const byOblast = new Map<OblastId, ActiveAlert>();
  for (const raw of (body as { alerts: unknown[] }).alerts) {
    if (typeof raw !== 'object' || raw === null) continue;
    const entry = raw as Record<string, unknown>;
    if (entry.finished_at !== null && entry.finished_at !== undefined) continue;
    const oblastId = oblastOf(entry);
    if (!oblastId) continue;
    const started = typeof entry.started_at === 'string' ? Date.parse(entry.started_at) : NaN;
    const startedAt = new Date(Number.isFinite(started) ? started : nowMs);
    const alertType = typeof entry.alert_type === 'string' ? entry.alert_type.slice(0, 64) : 'air_raid';
    const known = byOblast.get(oblastId);
    if (!known || known.startedAt > startedAt) byOblast.set(oblastId, { oblastId, startedAt, alertType });
  }
  return [...byOblast.values()];
}

function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, at - now) : null;
}

/** One request to the feed; never throws (a network failure is `failed`). */
export async function fetchActiveAlerts(
  url: string,
  token: string | null,
  lastModified: string | null,
  options: { fetch?: FetchLike; now: number; timeoutMs?: number },
): Promise<FeedAnswer> {
  const doFetch = options.fetch ?? (globalThis.fetch as unknown as FetchLike);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (lastModified) headers['if-modified-since'] = lastModified;
  try {
    const res = await doFetch(url, { headers, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
    if (res.status === 304) return { kind: 'not_modified' };
    if (res.status === 429)
      return { kind: 'rate_limited', retryAfterMs: retryAfterMs(res.headers.get('retry-after'), options.now) };
    if (res.status !== 200) return { kind: 'failed', reason: `status ${res.status}` };
    const alerts = parseAlerts(await res.json(), options.now);
    if (!alerts) return { kind: 'failed', reason: 'not the documented format' };
    return { kind: 'changed', alerts, lastModified: res.headers.get('last-modified') };
  } catch (err) {
    return { kind: 'failed', reason: (err as Error).message };
  }
}
