import { buildApp } from './app';
import { loadConfig } from './config';
import { wideListener } from './listen-wide';
import { runSeed } from './seed';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
  const app = buildApp({ config });

  // Graceful shutdown (SIGTERM from systemd, docker or a deploy), in two steps:
  // 1. drain: /ready answers 503 at once while everything else is served as usual for SHUTDOWN_DRAIN_MS, so the
  //    load balancer stops sending new requests here before anything is refused;
  // 2. close: Fastify stops accepting connections, answers 503 to requests that still arrive on kept-alive ones
  //    (nginx retries them on another replica), lets in-flight requests finish, then runs the onClose hooks:
  //    background work, then the database.
  // Past SHUTDOWN_TIMEOUT_MS (counted from the signal) the process exits anyway, so a stuck request cannot block
  // a deploy.
  // Its close hooks go in before `ready`: on `app.close()` every listening socket stops and their connections end.
  const listener = wideListener(app);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const timer = setTimeout(() => {
      app.log.error(`shutdown took longer than ${config.shutdownTimeoutMs} ms, exiting`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    if (app.hasDecorator('readiness')) app.readiness.stop();
    if (config.shutdownDrainMs > 0) {
      app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: not ready, draining');
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    try {
      await app.close();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.ready();
    if (config.seedDemoData) await runSeed(app);
    const sockets = await listener.listen({ host: config.host, port: config.port, sockets: config.listenSockets });
    if (sockets < config.listenSockets)
      app.log.info('one listening socket: more need Node 22.12+ on Linux and an IP address in API_HOST');
  } catch (err) {
    app.log.error({ err }, 'failed to start');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
