// Login and auth throughput of the api, beside a bare Fastify hello-world measured in the same run and process.
//
//   pnpm --filter @rozmova/bench exec tsx api-login-auth.ts            # PGlite in memory
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @rozmova/bench exec tsx api-login-auth.ts
//
// Options (env): BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_LOGIN_CONNECTIONS (4). Passwords are hashed at the production cost
// (scrypt N=2^17), so login measures what a real sign-in costs; the login rate limit is lifted for the run.
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '@rozmova/api/app';
import { loadConfig } from '@rozmova/api/config';
import { createPGlite, ensureExtensions, pgliteDb, pgPoolDb, type Db } from '@rozmova/api/plugins/external/db';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
// scrypt runs on libuv's thread pool (4 threads): more concurrent logins only queue.
const LOGIN_CONNECTIONS = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 4);
const ORIGIN = 'http://localhost:3000';

// The api's own Fastify, so the hello-world runs the very same version.
const apiRequire = createRequire(require.resolve('@rozmova/api/app'));
const Fastify = apiRequire('fastify') as typeof import('fastify').default;
const pg = apiRequire('pg') as typeof import('pg');

async function openDb(): Promise<{ db: Db; label: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = pgliteDb(await createPGlite(null), true);
    await ensureExtensions(db);
    return { db, label: 'PGlite (in memory, in process)', drop: async () => undefined };
  }
  const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public');
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = pgPoolDb(url, `${schema},public`, async (pool) => {
    await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });
  return { db, label: `PostgreSQL server (${url.replace(/\/\/[^@]*@/, '//')})`, drop: async () => undefined };
}

interface Row {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface CannonOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}
interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
const cannon = autocannon as unknown as (o: CannonOptions & { connections: number; duration: number }) => Promise<CannonResult>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function measure(name: string, opts: CannonOptions, connections = CONNECTIONS): Promise<Row> {
  const result = await cannon({ connections, duration: SECONDS, ...opts });
  // autocannon stops without waiting for answers still in flight; let them finish before the next scenario.
  await sleep(Math.min(20_000, result.latency.p99 * 2));
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main(): Promise<void> {
  const loadBefore = os.loadavg();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rozmova-bench-'));
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  const helloUrl = await hello.listen({ host: '127.0.0.1', port: 0 });

  const { db, label } = await openDb();
  const config = loadConfig(
    // development: production mode would demand real payment-provider keys; the password cost is the same.
    { NODE_ENV: 'development', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false' },
    { dataDir, loginRateLimitPerMinute: 100_000_000 },
  );
  const app = buildApp({ config, db });
  const apiUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  const email = 'bench@example.com';
  const password = 'Bench-password-2026';
  const reg = await app.inject({
    method: 'POST',
    url: '/api/register?config_id=ua',
    headers: { origin: ORIGIN },
    payload: { email, password, name: 'Bench', oferta_accepted: true },
  });
  if (reg.statusCode !== 200) throw new Error(`register failed: ${reg.body}`);
  const cookie = `sid=${reg.cookies.find((c) => c.name === 'sid')!.value}`;

  const rows: Row[] = [];
  rows.push(await measure('Fastify hello-world (GET /)', { url: helloUrl }));
  rows.push(await measure('GET /api/auth, signed in (session lookup)', { url: `${apiUrl}/api/auth?config_id=ua`, headers: { cookie } }));
  rows.push(await measure('GET /api/auth, anonymous', { url: `${apiUrl}/api/auth?config_id=ua` }));
  rows.push(
    await measure('POST /api/login (scrypt N=2^17)', {
      url: `${apiUrl}/api/login?config_id=ua`,
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }, LOGIN_CONNECTIONS),
  );
  rows.push(
    await measure('POST /api/login, wrong password (401 expected)', {
      url: `${apiUrl}/api/login?config_id=ua`,
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'wrong-password' }),
    }, LOGIN_CONNECTIONS),
  );

  await app.close();
  await hello.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const cpu = os.cpus()[0]?.model ?? 'unknown cpu';
  process.stdout.write(
    `\n${new Date().toISOString().slice(0, 10)}, ${cpu} x${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
      `Node ${process.version}, ${os.platform()} ${os.release()}; database: ${label}; ` +
      `${CONNECTIONS} connections (login: ${LOGIN_CONNECTIONS}), ${SECONDS} s each, load average at start: ${loadBefore.map((l) => l.toFixed(2)).join(' ')}\n\n`,
  );
  process.stdout.write('| scenario | req/s | p50 ms | p99 ms | non-2xx |\n|---|---:|---:|---:|---:|\n');
  for (const r of rows) {
    process.stdout.write(`| ${r.name} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.non2xx + r.errors} |\n`);
  }
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack}\n`);
  process.exit(1);
});
