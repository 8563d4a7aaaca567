// A local stand-in for a Yasno-like planned power-outage schedule (api/docs/outages.md): `GET /schedule` answers
// the schedule it was last given with `POST /test/schedule` (the same format: per group, days with `date` and
// `slots` of minutes after local midnight), at first none. Never started in production.
//
//   OUTAGE_SCHEDULE_STAND_IN_PORT=3009 pnpm --filter @rozmova/api outage-schedule-stand-in
import { createServer, type IncomingMessage, type Server } from 'node:http';

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
  } catch {
    return null;
  }
}

export function createOutageScheduleStandIn(): { server: Server; setSchedule(value: unknown): void } {
  let schedule: unknown = {};
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(value));
    };
    if (req.method === 'GET' && url.pathname === '/health') return send(200, { ok: true });
    if (req.method === 'GET' && url.pathname === '/schedule') return send(200, schedule);
    if (req.method === 'POST' && url.pathname === '/test/schedule') {
      const value = await readJson(req);
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return send(400, { error: 'a JSON object per group' });
      schedule = value;
      return send(200, { ok: true });
    }
    return send(404, { message: 'Not found' });
  });
  return {
    server,
    setSchedule(value) {
      schedule = value;
    },
  };
}

if (require.main === module) {
  const port = Number(process.env.OUTAGE_SCHEDULE_STAND_IN_PORT ?? 3009);
  createOutageScheduleStandIn().server.listen(port, process.env.OUTAGE_SCHEDULE_STAND_IN_HOST ?? '127.0.0.1', () => {
    console.log(`outage schedule stand-in on http://127.0.0.1:${port}/schedule`);
  });
}
