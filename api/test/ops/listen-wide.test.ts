// The api's port held by several listening sockets of one process (src/listen-wide.ts, issue 29), where the runtime
// can (Node 22.12+ on Linux: the CI runs this suite under Node 20 and 24), and one socket elsewhere: every connection
// is answered either way, and closing refuses new connections while the requests in flight still get their answers.
import fs from 'node:fs';
import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { listenWide, reusePortWorks, type WideListening } from '../../src/listen-wide';

/** Listening TCP sockets on 127.0.0.1:`port`, as the kernel lists them. */
function listeningSockets(port: number): number {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return fs
    .readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .filter((line) => {
      const [, address, , state] = line.trim().split(/\s+/);
      return address === local && state === '0A';
    }).length;
}

/** One GET on a connection of its own. */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

describe('listening on several sockets of one process', () => {
  let app: FastifyInstance;
  let wide: WideListening | null = null;
  let release: () => void = () => undefined;
  let arrived = 0;

  beforeEach(() => {
    arrived = 0;
    const held = new Promise<void>((resolve) => (release = resolve));
    app = Fastify();
    app.get('/hello', async () => ({ hello: 'world' }));
    app.get('/held', async () => {
      arrived += 1;
      await held;
      return { answered: true };
    });
  });

  afterEach(async () => {
    release();
    await Promise.all([wide?.close(), app.close()]);
    wide = null;
  });

  it('knows which runtimes can share a port among sockets of one process', () => {
    expect(reusePortWorks('20.19.0', 'linux')).toBe(false);
    expect(reusePortWorks('22.11.0', 'linux')).toBe(false);
    expect(reusePortWorks('22.12.0', 'linux')).toBe(true);
    expect(reusePortWorks('23.0.1', 'linux')).toBe(false);
    expect(reusePortWorks('23.1.0', 'linux')).toBe(true);
    expect(reusePortWorks('24.21.0', 'linux')).toBe(true);
    expect(reusePortWorks('24.21.0', 'darwin')).toBe(false);
  });

  it('holds the port with as many sockets as asked where the runtime can, and answers a crowd opened at once', async () => {
    wide = await listenWide(app, { host: '127.0.0.1', port: 0, sockets: 8 });
    const expected = reusePortWorks() ? 8 : 1;
    expect(wide.sockets).toBe(expected);
    const { port } = app.server.address() as { port: number };
    expect(listeningSockets(port)).toBe(expected);

    const answers = await Promise.all(Array.from({ length: 100 }, () => get(port, '/hello')));
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['{"hello":"world"}']));
  });

  it('listens on one socket when told the runtime cannot share the port', async () => {
    wide = await listenWide(app, { host: '127.0.0.1', port: 0, sockets: 8, supported: false });
    expect(wide.sockets).toBe(1);
    const { port } = app.server.address() as { port: number };
    expect(listeningSockets(port)).toBe(1);
    expect((await get(port, '/hello')).status).toBe(200);
  });

  it('refuses a port another process of the api already holds, as one socket would', async () => {
    wide = await listenWide(app, { host: '127.0.0.1', port: 0, sockets: 8 });
    const { port } = app.server.address() as { port: number };
    const second = Fastify();
    try {
      await expect(listenWide(second, { host: '127.0.0.1', port, sockets: 8 })).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });
      expect(listeningSockets(port)).toBe(wide.sockets);
    } finally {
      await second.close();
    }
  });

  it('on closing, refuses new connections and still answers every request in flight, whichever socket took it', async () => {
    wide = await listenWide(app, { host: '127.0.0.1', port: 0, sockets: 8 });
    const { port } = app.server.address() as { port: number };
    // 32 connections: spread by the kernel over the sockets, so some are almost surely the extra sockets' own.
    const inFlight = Array.from({ length: 32 }, () => get(port, '/held'));
    while (arrived < 32) await new Promise((resolve) => setTimeout(resolve, 10));

    const closed = Promise.all([wide.close(), app.close()]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listeningSockets(port)).toBe(0);
    await expect(get(port, '/hello')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    release();
    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.body)).toEqual(Array(32).fill('{"answered":true}'));
    await closed;
    wide = null;
  });
});
