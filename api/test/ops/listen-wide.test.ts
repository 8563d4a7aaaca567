// The api's port held by several listening sockets of one process (src/listen-wide.ts, issue 29), where the runtime
// can (Node 22.12+ on Linux: the CI runs this suite under Node 20 and 24), and one socket elsewhere: every connection
// is answered either way, and closing refuses new connections while the requests in flight still get their answers
// before the close hooks (the database) run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { othersListeningOn, procAddress, reusePortWorks, wideListener } from '../../src/listen-wide';

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

/** One GET; on a connection of its own unless an agent is given. */
function get(port: number, path: string, agent: http.Agent | false = false) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

const portOf = (app: FastifyInstance) => (app.server.address() as { port: number }).port;

describe('listening on several sockets of one process', () => {
  let app: FastifyInstance;
  let release: () => void = () => undefined;
  let arrived = 0;
  /** Whether the app's close hooks (where the database closes) have run. */
  let closedHooks = false;

  beforeEach(() => {
    arrived = 0;
    closedHooks = false;
    const held = new Promise<void>((resolve) => (release = resolve));
    app = Fastify();
    app.addHook('onClose', async () => {
      closedHooks = true;
    });
    app.get('/hello', async () => ({ hello: 'world' }));
    app.get('/held', async (request) => {
      arrived += 1;
      await held;
      // Which socket took the connection (Node's `socket._server`), and whether the close hooks had run.
      const extra = (request.raw.socket as { _server?: unknown })._server !== app.server;
      return { extra, closedHooks };
    });
  });

  afterEach(async () => {
    release();
    await app.close();
  });

  async function waitForArrivals(n: number) {
    const deadline = Date.now() + 20_000;
    while (arrived < n) {
      if (Date.now() > deadline) throw new Error(`only ${arrived} of ${n} requests arrived`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

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
    const sockets = await wideListener(app).listen({ host: '127.0.0.1', port: 0, sockets: 8 });
    const expected = reusePortWorks() ? 8 : 1;
    expect(sockets).toBe(expected);
    expect(listeningSockets(portOf(app))).toBe(expected);

    const answers = await Promise.all(Array.from({ length: 100 }, () => get(portOf(app), '/hello')));
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['{"hello":"world"}']));
  });

  it('listens on one socket where the runtime cannot share the port, or the host is a name', async () => {
    expect(await wideListener(app).listen({ host: '127.0.0.1', port: 0, sockets: 8, supported: false })).toBe(1);
    expect(listeningSockets(portOf(app))).toBe(1);
    expect((await get(portOf(app), '/hello')).status).toBe(200);

    const named = Fastify();
    try {
      expect(await wideListener(named).listen({ host: 'localhost', port: 0, sockets: 8, supported: true })).toBe(1);
    } finally {
      await named.close();
    }
  });

  it('refuses a port another process of the api already holds, as one socket would', async () => {
    const sockets = await wideListener(app).listen({ host: '127.0.0.1', port: 0, sockets: 8 });
    const second = Fastify();
    try {
      await expect(
        wideListener(second).listen({ host: '127.0.0.1', port: portOf(app), sockets: 8 }),
      ).rejects.toMatchObject({ code: 'EADDRINUSE' });
      expect(listeningSockets(portOf(app))).toBe(sockets);
    } finally {
      await second.close();
    }
  });

  it("tells another process's listening socket on the address from this process's own", async () => {
    expect(procAddress('127.0.0.1')).toBe('0100007F');
    expect(procAddress('0.0.0.0')).toBe('00000000');
    expect(procAddress('::1')).toBe('00000000000000000000000001000000');
    await wideListener(app).listen({ host: '127.0.0.1', port: 0, sockets: 4 });
    expect(othersListeningOn('127.0.0.1', portOf(app))).toBe(0);

    const other = spawn(
      process.execPath,
      ['-e', "require('net').createServer().listen(0, '127.0.0.1', function () { console.log(this.address().port) })"],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const port = await new Promise<number>((resolve) => other.stdout.once('data', (d) => resolve(Number(String(d)))));
      expect(othersListeningOn('127.0.0.1', port)).toBe(1);
    } finally {
      other.kill();
    }
  });

  it('on closing, answers every request in flight on every socket before the close hooks, and refuses new ones', async () => {
    await wideListener(app).listen({ host: '127.0.0.1', port: 0, sockets: 8 });
    const port = portOf(app);
    // 32 connections: spread by the kernel over the sockets, so some are the extra sockets' own (checked below).
    const inFlight = Array.from({ length: 32 }, () => get(port, '/held'));
    await waitForArrivals(32);

    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listeningSockets(port)).toBe(0);
    await expect(get(port, '/hello')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(closedHooks).toBe(false);

    release();
    const answers = (await Promise.all(inFlight)).map(
      (a) => JSON.parse(a.body) as { extra: boolean; closedHooks: boolean },
    );
    await closed;
    expect(answers.filter((a) => a.closedHooks)).toEqual([]);
    expect(answers.some((a) => a.extra)).toBe(reusePortWorks());
  });

  it('on closing, ends kept-alive connections once their answers are out, instead of waiting for their timeout', async () => {
    await wideListener(app).listen({ host: '127.0.0.1', port: 0, sockets: 8 });
    app.server.keepAliveTimeout = 600_000;
    // Each client keeps its own connection alive after the answer, as a browser or a balancer's pool does.
    const agents = Array.from({ length: 16 }, () => new http.Agent({ keepAlive: true }));
    try {
      const inFlight = agents.map((agent) => get(portOf(app), '/held', agent));
      await waitForArrivals(16);
      const closed = app.close().then(() => 'closed');
      // The answers leave after every socket has closed: their connections fall idle only then.
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      expect((await Promise.all(inFlight)).map((a) => a.status)).toEqual(Array(16).fill(200));
      // Within the keep-alive timeout by far: the connections left idle are closed, not waited out.
      const timer = new Promise((resolve) => setTimeout(() => resolve('still open after 20 s'), 20_000).unref());
      expect(await Promise.race([closed, timer])).toBe('closed');
    } finally {
      for (const agent of agents) agent.destroy();
    }
  });
});
