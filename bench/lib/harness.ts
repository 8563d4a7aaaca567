// What every api bench shares: a database prepared the way a deploy has it, the api started as deployed
// (`tsx api/src/server.ts`, NODE_ENV=production) in its own process, and a load generator in a third process.
// Each figure is divided by the api's own hello-world route measured in the same run, so a busy machine moves
// the absolute numbers but much less the ratios.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ensureExtensions, pgliteDb, pgPoolDb, MIGRATIONS_DIR, type Db } from '@rozmova/api/plugins/external/db';
import { createPGliteWorker } from '@rozmova/api/plugins/external/db-pglite-worker';
import { runMigrations } from '@rozmova/api/plugins/external/migrations';

export const REPO = path.resolve(__dirname, '..', '..');
const apiRequire = createRequire(require.resolve('@rozmova/api/app'));
const pg = apiRequire('pg') as typeof import('pg');

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 3);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** The database the PostgreSQL runs use; dropped and created afresh each run. */
export const PG_DATABASE = process.env.BENCH_PG_DATABASE ?? 'bench_hot';
const quietLog = { info() {}, warn() {}, error() {}, debug() {} };

export interface BenchDb {
  /** Open for seeding; close it before the api starts (PGlite allows one process on its files). */
  db: Db;
  label: string;
  /** Environment for the api process. */
  env: Record<string, string>;
  cleanup(): void;
}

/** A migrated, empty database: PGlite files in a temporary directory, or a fresh database on the server. */
export async function prepareDatabase(): Promise<BenchDb> {
  const serverUrl = process.env.DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rozmova-bench-'));
  const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
  let db: Db;
  let label: string;
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (!serverUrl) {
    // Opened the way the api opens it (db.ts): on a worker thread. Seeded here, then the api process opens it.
    db = pgliteDb(await createPGliteWorker(path.join(dataDir, 'pglite')), true);
    label = 'PGlite (files, on a worker thread of the api process)';
  } else {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_DATABASE}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${PG_DATABASE}`;
    db = pgPoolDb(url.toString(), null);
    env.DATABASE_URL = url.toString();
    label = `PostgreSQL server (${url.host}${url.pathname})`;
  }
  await ensureExtensions(db);
  await runMigrations(db, MIGRATIONS_DIR, quietLog as never);
  return { db, label, env, cleanup };
}

/** The api's settings for a bench: no demo data, the hello route on, payments configured and never called. */
export const BENCH_API_SETTINGS: Readonly<Record<string, string>> = {
  SHELL_ORIGINS: 'http://localhost:3000',
  SEED_DEMO_DATA: 'false',
  BENCH_HELLO_ROUTE: 'true',
  // The tsx CLI sets this for its child; autoload then loads the .ts plugins.
  FASTIFY_AUTOLOAD_TYPESCRIPT: '1',
  PAYMENT_PROVIDER_UA: 'stripe',
  PAYMENT_PROVIDER_PL: 'stripe',
  PAYMENT_PROVIDER_RO: 'stripe',
  PAYMENT_PROVIDER_EN: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_bench_never_used',
  STRIPE_WEBHOOK_SECRET: 'whsec_bench_never_used',
  PAYMENT_SWEEP_INTERVAL_SECONDS: '0',
};

export interface Api {
  url: string;
  /** The api's process id. */
  pid: number;
  base: string;
  stop(): Promise<void>;
}

/**
 * The api as deployed: production mode (payment keys and the video secret are placeholders: nothing here pays or
 * calls out), logging at warn, the bench-only hello route switched on. BENCH_CPU_PROF=dir writes a .cpuprofile.
 */
export async function startApi(
  port: number,
  env: Record<string, string>,
  /**
   * The checkout whose api/src/server.ts runs (bench/api-hello-ab.ts runs an older one beside this one;
   * BENCH_API_ROOT names one for any bench).
   */
  root: string = process.env.BENCH_API_ROOT ?? REPO,
): Promise<Api> {
  // What `tsx api/src/server.ts` runs, without the tsx launcher in between (so --cpu-prof lands on the api).
  const tsxLoader = pathToFileURL(require.resolve('tsx')).href;
  const profDir = process.env.BENCH_CPU_PROF;
  const profFlags = profDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profDir)}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profFlags, '--import', tsxLoader, 'api/src/server.ts'], {
    cwd: root,
    // Logs at warn: only trouble shows, and it shows here.
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      ...BENCH_API_SETTINGS,
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      // Listening sockets on the port (api/src/listen-wide.ts): the api's default unless the bench is told.
      ...(process.env.API_LISTEN_SOCKETS ? { API_LISTEN_SOCKETS: process.env.API_LISTEN_SOCKETS } : {}),
      JITSI_APP_SECRET: crypto.randomBytes(24).toString('hex'),
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error('the api process exited while starting (its stderr is above)');
    try {
      const res = await fetch(`${url}/api/__bench/hello`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the api did not start within 180 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    pid: child.pid!,
    base: `${url}/api`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface LoadJob {
  paths: string[];
  connections?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Each request its own path, headers and body, taken in turn (load.mjs). */
  variants?: Array<{ path: string; headers?: Record<string, string>; body?: string }>;
}

export interface Row {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  failed: number;
  ratio?: number;
  /** The slowest answer, ms. */
  max: number;
  /** CPU time (user + system) the measured process spent per answer, microseconds (when its pid was given). */
  cpuUs?: number;
  /** The load generator's own longest event-loop stall, ms: a latency it measured may hold that much of its own. */
  generatorStallMs?: number;
  /** p99 of the answers to requests sent after the first second, ms: without the moment every connection opens. */
  settledP99?: number;
  /**
   * p99 of the answers that were not their connection's first, ms. A connection's first answer also waits for the
   * server to accept it, once per turn of its event loop (libuv/libuv#3696): under load, seconds for a crowd.
   */
  openP99?: number;
  /** The slowest first answer on a connection, ms. */
  firstAnswerMax?: number;
  /** Cores the measured process kept busy over the run (CPU time / wall time; when its pid was given). */
  serverCores?: number;
  /** Cores the load generator kept busy over its run: near 1 means it, not the server, set the pace. */
  generatorCores?: number;
}

/** CPU time a process has used so far, ms (Linux /proc; null elsewhere). */
function cpuMsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times. */
const CLOCK_TICKS = 100;

/** Runs the load generator in its own node process against `url`. */
export async function load(
  name: string,
  url: string,
  job: LoadJob,
  seconds = SECONDS,
  /** The server's process: its CPU time per answer is measured too (a figure a busy machine moves far less). */
  pid?: number,
): Promise<Row> {
  const cpuBefore = cpuMsOf(pid);
  const wallBefore = performance.now();
  const spec = JSON.stringify({ url, seconds, connections: job.connections ?? CONNECTIONS, ...job });
  // A long job (one body per booking) goes through a file: a command line holds at most a few hundred KiB.
  const specFile = spec.length > 64_000 ? path.join(os.tmpdir(), `rozmova-load-${crypto.randomUUID()}.json`) : null;
  if (specFile) fs.writeFileSync(specFile, spec);
  const out = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(__dirname, 'load.mjs'), specFile ?? spec],
      { maxBuffer: 1 << 20 },
      (err, stdout) => (err ? reject(err) : resolve(stdout)),
    );
  }).finally(() => {
    if (specFile) fs.rmSync(specFile, { force: true });
  });
  const r = JSON.parse(out.trim().split('\n').pop()!) as {
    reqPerSec: number;
    p50: number;
    p99: number;
    max: number;
    non2xx: number;
    errors: number;
    total: number;
    firstFailure: string | null;
    ownLagMaxMs?: number;
    settledP99?: number | null;
    openP99?: number | null;
    firstAnswerMax?: number;
    ownCores?: number;
  };
  const cpuAfter = cpuMsOf(pid);
  const wallMs = performance.now() - wallBefore;
  const cpuUs =
    cpuBefore !== null && cpuAfter !== null && r.total > 0 ? ((cpuAfter - cpuBefore) * 1000) / r.total : undefined;
  if (r.firstFailure && name !== 'warm-up') process.stderr.write(`${name}: first failure: ${r.firstFailure}\n`);
  // Answers still in flight when the generator stops must not spill into the next scenario.
  await new Promise((res) => setTimeout(res, Math.min(5_000, r.p99 * 2 + 200)));
  return {
    name,
    reqPerSec: Math.round(r.reqPerSec),
    p50: r.p50,
    p99: r.p99,
    max: r.max,
    failed: r.non2xx + r.errors,
    ...(cpuUs !== undefined ? { cpuUs: Math.round(cpuUs * 10) / 10 } : {}),
    ...(r.ownLagMaxMs !== undefined ? { generatorStallMs: r.ownLagMaxMs } : {}),
    ...(typeof r.settledP99 === 'number' ? { settledP99: r.settledP99 } : {}),
    ...(typeof r.openP99 === 'number' ? { openP99: r.openP99 } : {}),
    ...(r.firstAnswerMax !== undefined ? { firstAnswerMax: r.firstAnswerMax } : {}),
    ...(cpuBefore !== null && cpuAfter !== null
      ? { serverCores: Math.round(((cpuAfter - cpuBefore) / wallMs) * 100) / 100 }
      : {}),
    ...(r.ownCores !== undefined ? { generatorCores: r.ownCores } : {}),
  };
}

/** Runs every job briefly unrecorded, so the api's JIT and the database's plans are warm before any figure. */
export async function warmUp(url: string, jobs: LoadJob[]): Promise<void> {
  for (const job of jobs) await load('warm-up', url, job, WARM_SECONDS);
}

/**
 * Hello-world measured before and after the scenarios; the baseline is their mean, so a neighbour's load that
 * comes or goes during the run shifts the ratios less.
 */
export function baseline(before: Row, after: Row): Row {
  return {
    name: 'api hello-world (GET /api/__bench/hello), mean of first and last run',
    reqPerSec: Math.round((before.reqPerSec + after.reqPerSec) / 2),
    p50: Math.max(before.p50, after.p50),
    p99: Math.max(before.p99, after.p99),
    max: Math.max(before.max, after.max),
    failed: before.failed + after.failed,
  };
}

export function header(label: string, extra: string): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown cpu';
  return (
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpu} x${os.cpus().length}, Node ${process.version}; ` +
    `database: ${label}; ${extra}; load average at start ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`
  );
}

/** Prints rows with each throughput as a ratio to the hello-world row measured in the same run. */
export function table(rows: Row[], hello: Row): string {
  const lines = ['| scenario | req/s | x hello-world | p50 ms | p99 ms | failed |', '|---|---:|---:|---:|---:|---:|'];
  for (const r of rows) {
    const ratio = r.reqPerSec / hello.reqPerSec;
    lines.push(`| ${r.name} | ${r.reqPerSec} | ${ratio.toFixed(2)} | ${r.p50} | ${r.p99} | ${r.failed} |`);
  }
  return lines.join('\n');
}
