// The per-request cost of the api's global hooks, without the socket (issue 29): one process builds a bare
// Fastify hello-world, the api of git revision BENCH_BEFORE (extracted to a temporary directory) and this
// checkout's api, and answers the hello route through `inject` in turn, BENCH_ROUNDS times, the order rotating.
// The figure is CPU µs per answer (process.cpuUsage); light-my-request's own cost is in all three, so the
// differences are what to read. In one process, chunks of a fraction of a second: a busy machine moves the three
// alike, which it does not do to separate servers measured one after the other.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @rozmova/bench exec tsx api-hooks-inject.ts
//
// Options (env): BENCH_BEFORE (main), BENCH_ROUNDS (15), BENCH_REQUESTS (2000 per chunk), BENCH_PATH
// (/api/__bench/hello). Needs the PostgreSQL server (both apis share one fresh database).
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { BENCH_API_SETTINGS, REPO, header, prepareDatabase } from './lib/harness';
import { apiCheckout, median } from './lib/compare';

const BEFORE = process.env.BENCH_BEFORE ?? 'main';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const PATH = process.env.BENCH_PATH ?? '/api/__bench/hello';

async function chunk(app: FastifyInstance, url: string): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i += 1) {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / REQUESTS;
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL (the PostgreSQL server)');
  const old = apiCheckout(BEFORE, 'inject');
  const root = old.root;
  const database = await prepareDatabase();
  await database.db.close();
  Object.assign(process.env, {
    ...database.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_API_URL: 'http://127.0.0.1:4999',
    ...BENCH_API_SETTINGS,
    JITSI_APP_SECRET: 'bench-secret-bench-secret-bench-secret',
  });
  const apps: Array<{ name: string; app: FastifyInstance; url: string }> = [];
  try {
    const apiRequire = createRequire(path.join(REPO, 'api', 'src', 'app.ts'));
    const Fastify = apiRequire('fastify') as typeof import('fastify').default;
    const promClient = apiRequire('prom-client') as typeof import('prom-client');
    const bare = Fastify();
    bare.get('/hello', async () => ({ hello: 'world' }));
    apps.push({ name: 'bare Fastify hello-world', app: bare, url: '/hello' });
    for (const [name, dir] of [
      [`api ${old.sha} (${BEFORE})`, root],
      ['api (this checkout)', REPO],
    ] as const) {
      const { buildApp } = (await import(path.join(dir, 'api', 'src', 'app.ts'))) as typeof import('@rozmova/api/app');
      // Each copy of the api registers the process-wide metrics in prom-client's one global registry.
      promClient.register.clear();
      const app = buildApp();
      await app.ready();
      apps.push({ name, app, url: PATH });
    }
    for (const a of apps) await chunk(a.app, a.url);
    const started = header(database.label, `${ROUNDS} rounds of ${REQUESTS} injected requests each, ${PATH}`);
    const loads = [os.loadavg()[0]!.toFixed(1)];
    const figures = apps.map(() => [] as number[]);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let k = 0; k < apps.length; k += 1) {
        const i = (k + round) % apps.length;
        figures[i]!.push(await chunk(apps[i]!.app, apps[i]!.url));
      }
      loads.push(os.loadavg()[0]!.toFixed(1));
    }
    process.stdout.write(`${started}\nload average (1 min) at start and after each round: ${loads.join(' ')}\n\n`);
    process.stdout.write(
      '| app | CPU µs per injected answer (median) | min | minus bare (median) |\n|---|---:|---:|---:|\n',
    );
    const bareMedian = median(figures[0]!);
    apps.forEach((a, i) => {
      const m = median(figures[i]!);
      process.stdout.write(
        `| ${a.name} | ${m.toFixed(1)} | ${Math.min(...figures[i]!).toFixed(1)} | ${(m - bareMedian).toFixed(1)} |\n`,
      );
    });
  } finally {
    for (const a of apps) await a.app.close();
    database.cleanup();
    old.remove();
  }
}

void main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
