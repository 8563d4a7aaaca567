// More than one listening socket on the api's port, all in this one process (issue 29: the crowd at the door).
//
// A Node server accepts one new connection per turn of its event loop (libuv/libuv#3696), and under load a turn
// lasts as long as the answers ready in it. When hundreds of connections open at once (a balancer reconnecting
// its pool after a deploy, a burst of browsers), the last of them waits for hundreds of turns before its first
// request is even read. With `sockets` listening sockets bound to the same address with SO_REUSEPORT, the kernel
// spreads new connections over them, and each accepts one per turn: `sockets` per turn in all. Every connection is
// handed to the api's own HTTP server, so timeouts, keep-alive and closing treat it like any other.
//
// SO_REUSEPORT through Node's `reusePort` needs Node 22.12+ (or 23.1+) and Linux's load-balancing semantics, and
// the api goes wide only on an IP address (a name may stand for several); elsewhere it listens on one socket.
import fs from 'node:fs';
import net from 'node:net';
import type { FastifyInstance, FastifyListenOptions } from 'fastify';

export interface WideListener {
  /**
   * `app.listen` on `host` and `port`, then `sockets - 1` more listening sockets on the same address where the
   * runtime and the address allow; resolves with the number of listening sockets.
   */
  listen(options: { host: string; port: number; sockets: number; supported?: boolean }): Promise<number>;
}

/** Whether this runtime can share a port between sockets of one process with the kernel spreading connections. */
export function reusePortWorks(nodeVersion = process.versions.node, platform = process.platform): boolean {
  if (platform !== 'linux') return false;
  const [major = 0, minor = 0] = nodeVersion.split('.').map(Number);
  return major >= 23 ? major > 23 || minor >= 1 : major === 22 && minor >= 12;
}

/** An address as Linux's /proc/net/tcp{,6} writes it: 32-bit words in host order (little-endian here), in hex. */
export function procAddress(ip: string): string {
  const bytes = net.isIPv4(ip) ? ip.split('.').map(Number) : ipv6Bytes(ip);
  let out = '';
  for (let i = 0; i < bytes.length; i += 4) {
    for (let j = 3; j >= 0; j -= 1) out += bytes[i + j]!.toString(16).padStart(2, '0');
  }
  return out.toUpperCase();
}

function ipv6Bytes(ip: string): number[] {
  const [head = '', tail] = ip.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail ?? '').length;
  const all = [...groups(head), ...(tail === undefined ? [] : Array(missing).fill('0')), ...groups(tail ?? '')];
  return all.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 0xff]);
}

/**
 * Listening sockets of other processes on `address`:`port` (the address itself or the wildcard), found by their
 * inodes in /proc/net/tcp{,6} against this process's own descriptors.
 */
export function othersListeningOn(address: string, port: number): number {
  const own = new Set<string>();
  for (const fd of fs.readdirSync('/proc/self/fd')) {
    try {
      const target = fs.readlinkSync(`/proc/self/fd/${fd}`);
      if (target.startsWith('socket:[')) own.add(target.slice(8, -1));
    } catch {
      // closed while being read
    }
  }
  const wanted = new Set([procAddress(address), procAddress(net.isIPv4(address) ? '0.0.0.0' : '::')]);
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  let others = 0;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const rows = fs.existsSync(table) ? fs.readFileSync(table, 'utf8').split('\n').slice(1) : [];
    for (const row of rows) {
      const cells = row.trim().split(/\s+/);
      const [local, state, inode] = [cells[1], cells[3], cells[9]];
      if (!local || state !== '0A' || !inode) continue;
      const [ip, p] = local.split(':');
      if (p === portHex && wanted.has(ip!) && !own.has(inode)) others += 1;
    }
  }
  return others;
}

/**
 * Binds `host`:`port` alone for a moment and lets go (the port it got, for port 0). A socket without SO_REUSEPORT
 * cannot share a port, so this fails with EADDRINUSE where another process listens, as a plain `listen` would.
 */
function portFree(host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ host, port }, () => {
      const bound = (probe.address() as net.AddressInfo).port;
      probe.close(() => resolve(bound));
    });
  });
}

function listenOne(host: string, port: number, server: FastifyInstance['server']): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    // The HTTP server's own socket options: no Nagle delay, half-open connections left to HTTP.
    const extra = net.createServer({ noDelay: true, allowHalfOpen: true }, (socket) =>
      server.emit('connection', socket),
    );
    extra.once('error', reject);
    extra.listen({ host, port, reusePort: true } as net.ListenOptions, () => {
      extra.off('error', reject);
      resolve(extra);
    });
  });
}

const closeServer = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * Call before `app.ready()`: the close hook needs registering. On `app.close()` every socket stops accepting at
 * once (Fastify answers 503 to requests from then on), connections left idle are closed every 100 ms, those that
 * fall idle after answering a request in flight included, and the close hooks (the database) wait until every
 * socket's connections have ended: Node counts a connection only on the socket that accepted it, so Fastify's own
 * wait would not see the extra sockets' (it finds the server closed already, and goes on).
 */
export function wideListener(app: FastifyInstance): WideListener {
  const extras: net.Server[] = [];
  let listening = false;
  app.addHook('preClose', async () => {
    if (!listening) return;
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    idle.unref();
    try {
      await Promise.all([app.server, ...extras].map(closeServer));
    } finally {
      clearInterval(idle);
    }
  });

  return {
    async listen({ host, port, sockets, supported = reusePortWorks() }) {
      if (sockets <= 1 || !supported || net.isIP(host) === 0) {
        await app.listen({ host, port });
        listening = true;
        return 1;
      }
      // Fastify hands its listen options to `server.listen` whole; its types do not name `reusePort`.
      const shared: FastifyListenOptions & { reusePort: true } = {
        host,
        port: await portFree(host, port),
        reusePort: true,
      };
      await app.listen(shared);
      listening = true;
      try {
        for (let i = 1; i < sockets; i += 1) extras.push(await listenOne(host, shared.port!, app.server));
        // Two apis started on one port at the same instant can both pass the probe: then both refuse to start,
        // rather than quietly splitting the port's connections between them.
        if (othersListeningOn(host, shared.port!) > 0) {
          throw Object.assign(new Error(`listen EADDRINUSE: address already in use ${host}:${shared.port}`), {
            code: 'EADDRINUSE',
          });
        }
      } catch (err) {
        await Promise.all(extras.splice(0).map(closeServer));
        throw err;
      }
      return sockets;
    },
  };
}
