// More than one listening socket on the api's port, all in this one process (issue 29: the crowd at the door).
//
// A Node server accepts one new connection per turn of its event loop (libuv/libuv#3696), and under load a turn
// lasts as long as the answers ready in it. When hundreds of connections open at once (a balancer reconnecting
// its pool after a deploy, a burst of browsers), the last of them waits for hundreds of turns before its first
// request is even read. With `sockets` listening sockets bound to the same address with SO_REUSEPORT, the kernel
// spreads new connections over them, and each accepts one per turn: `sockets` per turn in all. Every connection is
// handed to the api's own HTTP server, so timeouts, keep-alive and closing treat it like any other.
//
// SO_REUSEPORT through Node's `reusePort` needs Node 22.12+ (or 23.1+) and Linux's load-balancing semantics; elsewhere
// (Node 20, macOS) the api listens on one socket, as before.
import net from 'node:net';
import type { FastifyInstance, FastifyListenOptions } from 'fastify';

export interface WideListening {
  /** Listening sockets on the port, the api's own included. */
  sockets: number;
  /**
   * Stops the extra sockets accepting at once, and resolves when the connections they took have ended: called just
   * before `app.close()`, which closes the api's own socket and waits for its requests in flight. Meanwhile the
   * connections left idle are closed every 100 ms, so a request in flight still gets its answer.
   */
  close(): Promise<void>;
}

/** Whether this runtime can share a port between sockets of one process with the kernel spreading connections. */
export function reusePortWorks(nodeVersion = process.versions.node, platform = process.platform): boolean {
  if (platform !== 'linux') return false;
  const [major = 0, minor = 0] = nodeVersion.split('.').map(Number);
  return major >= 23 ? major > 23 || minor >= 1 : major === 22 && minor >= 12;
}

function listenOne(host: string, port: number, server: FastifyInstance['server']): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const extra = net.createServer((socket) => server.emit('connection', socket));
    extra.once('error', reject);
    extra.listen({ host, port, reusePort: true } as net.ListenOptions, () => {
      extra.off('error', reject);
      resolve(extra);
    });
  });
}

/**
 * Binds `host`:`port` alone for a moment and lets go (the port it got, for port 0). A socket without SO_REUSEPORT
 * cannot share a port, so this fails with EADDRINUSE where another process listens, as a plain `listen` would: two
 * apis started on one port must not quietly split its connections between them.
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

/**
 * `app.listen` on `host` and `port`, then `sockets - 1` more listening sockets on each address it bound (when the
 * runtime supports it; otherwise one, and `sockets` in the answer says so).
 */
export async function listenWide(
  app: FastifyInstance,
  options: { host: string; port: number; sockets: number; supported?: boolean },
): Promise<WideListening> {
  const wide = options.sockets > 1 && (options.supported ?? reusePortWorks());
  if (!wide) await app.listen({ host: options.host, port: options.port });
  else {
    // Fastify hands its listen options to `server.listen` whole; its types do not name `reusePort`.
    const shared: FastifyListenOptions & { reusePort: true } = {
      host: options.host,
      port: await portFree(options.host, options.port),
      reusePort: true,
    };
    await app.listen(shared);
  }
  const extras: net.Server[] = [];
  const close = async () => {
    const closing = extras.map((s) => new Promise<void>((resolve) => s.close(() => resolve())));
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await Promise.all(closing);
    } finally {
      clearInterval(idle);
    }
  };
  if (!wide) return { sockets: 1, close };
  try {
    for (const address of app.addresses()) {
      if (typeof address === 'string') continue; // a Unix socket path: no port to share
      for (let i = 1; i < options.sockets; i += 1)
        extras.push(await listenOne(address.address, address.port, app.server));
    }
  } catch (err) {
    await close();
    throw err;
  }
  return { sockets: options.sockets, close };
}
