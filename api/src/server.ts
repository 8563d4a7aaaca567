import { buildApp } from './app';
import { loadConfig } from './config';
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

  // Graceful shutdown (SIGTERM from systemd, docker or a deploy): Fastify stops accepting connections and
  // answers 503 to requests that arrive on kept-alive ones while closing (so nginx retries them on another
  // replica), lets in-flight requests finish, then runs the onClose hooks: background work, then the database.
  // Past SHUTDOWN_TIMEOUT_MS the process exits anyway, so a stuck request cannot block a deploy.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error(`shutdown took longer than ${config.shutdownTimeoutMs} ms, exiting`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
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
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    app.log.error({ err }, 'failed to start');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
