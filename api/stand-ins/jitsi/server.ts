// A local stand-in for a Jitsi deployment (this machine reaches none): serves /external_api.js for
// @jitsi/react-sdk, the room page it frames, and GET /rooms/<room> listing who is in a room with which role.
// Tokens are checked with the same rules Prosody's token plugin applies (verifyJitsiToken), so a token the
// api issues for the wrong room, too early or too late is refused here exactly as a real deployment would.
//
//   JITSI_STAND_IN_PORT=3007 JITSI_DOMAIN=http://localhost:3007 pnpm --filter @rozmova/api jitsi-stand-in
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { verifyJitsiToken, type JitsiConfig } from '../../src/plugins/app/video-call/jitsi-token';
import { loadJitsiConfig } from '../../src/plugins/app/video-call';
import { refusedPage, roomPage } from './room-page';
import { Rooms, type RoomRole } from './rooms';

const EXTERNAL_API = readFileSync(join(__dirname, 'external-api.js'), 'utf8');
const ROOM_NAME = /^[A-Za-z0-9_-]{1,128}$/;
const MAX_BODY = 16_384;

interface Caller {
  id: string;
  name: string;
  email: string;
  role: RoomRole;
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    // The external API is loaded by the web apps' origins and the room list is read by tests and tools.
    'access-control-allow-origin': '*',
  });
  res.end(body);
}

const json = (res: ServerResponse, status: number, value: unknown) =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk as Buffer);
  }
  try {
    const value = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

async function caller(
  config: JitsiConfig,
  jwt: unknown,
  room: string,
  now: () => number,
): Promise<Caller | { refused: string }> {
  if (typeof jwt !== 'string' || jwt === '') return { refused: 'no_token' };
  const verdict = await verifyJitsiToken(config, jwt, room, new Date(now()));
  if (!verdict.ok) return { refused: verdict.reason };
  const user = (decodeJwt(jwt).context as { user: Record<string, string> }).user;
  return {
    id: verdict.userId,
    name: user.name ?? '',
    email: user.email ?? '',
    role: verdict.moderator ? 'moderator' : 'participant',
  };
}

export function createJitsiStandIn(
  config: JitsiConfig,
  now: () => number = Date.now,
): { server: Server; rooms: Rooms } {
  const rooms = new Rooms(now);
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        json(res, 500, { error: 'internal_error', message: error instanceof Error ? error.message : String(error) });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'content-type',
        'access-control-allow-methods': 'GET, POST',
      });
      return void res.end();
    }
    if (req.method === 'GET' && url.pathname === '/external_api.js')
      return send(res, 200, 'application/javascript; charset=utf-8', EXTERNAL_API);
    if (req.method === 'GET' && url.pathname === '/health') return json(res, 200, { ok: true, domain: config.domain });

    if (parts[0] === 'rooms' && parts[1] && ROOM_NAME.test(parts[1])) {
      const room = parts[1];
      if (req.method === 'GET' && parts.length === 2) return json(res, 200, rooms.state(room));
      if (req.method !== 'POST') return json(res, 405, { error: 'method_not_allowed' });
      const body = await readJson(req);
      if (!body) return json(res, 400, { error: 'invalid_body' });
      const who = await caller(config, body.jwt, room, now);
      if ('refused' in who) return json(res, 403, { error: who.refused });
      const answer = (memberId: string) => ({ member: rooms.touch(room, memberId), state: rooms.state(room) });

      if (parts.length === 3 && parts[2] === 'members') {
        const options =
          typeof body.options === 'object' && body.options !== null ? (body.options as Record<string, unknown>) : {};
        rooms.join(room, { id: who.id, name: who.name, email: who.email, role: who.role, options });
        return json(res, 200, answer(who.id));
      }
      // A page acts only for the person its token names.
      if (parts.length === 5 && parts[2] === 'members' && parts[3] === who.id && parts[4] === 'heartbeat')
        return json(res, 200, answer(who.id));
      if (parts.length === 5 && parts[2] === 'members' && parts[3] === who.id && parts[4] === 'leave') {
        rooms.leave(room, who.id);
        return json(res, 200, { ok: true });
      }
      if (parts.length === 3 && (parts[2] === 'lobby' || parts[2] === 'admit')) {
        if (who.role !== 'moderator') return json(res, 403, { error: 'not_moderator' });
        if (parts[2] === 'lobby') {
          rooms.setLobby(room, body.enabled === true);
          return json(res, 200, { lobby: rooms.state(room).lobby });
        }
        return json(res, 200, { admitted: typeof body.id === 'string' && rooms.admit(room, body.id) });
      }
      return json(res, 404, { error: 'not_found' });
    }

    if (req.method === 'GET' && parts.length === 1 && ROOM_NAME.test(parts[0]!)) {
      const who = await caller(config, url.searchParams.get('jwt'), parts[0]!, now);
      if ('refused' in who) return send(res, 403, 'text/html; charset=utf-8', refusedPage(who.refused));
      return send(
        res,
        200,
        'text/html; charset=utf-8',
        roomPage({ room: parts[0]!, jwt: url.searchParams.get('jwt')! }),
      );
    }
    return json(res, 404, { error: 'not_found' });
  }

  return { server, rooms };
}

if (require.main === module) {
  const port = Number(process.env.JITSI_STAND_IN_PORT ?? 3007);
  const config = loadJitsiConfig(
    { ...process.env, JITSI_DOMAIN: process.env.JITSI_DOMAIN || `http://localhost:${port}` },
    false,
  );
  const { server } = createJitsiStandIn(config);
  server.listen(port, process.env.JITSI_STAND_IN_HOST ?? '127.0.0.1', () => {
    console.log(`Jitsi stand-in for ${config.domain} on http://localhost:${port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
