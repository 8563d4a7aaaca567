// Real api processes (`node --import tsx src/server.ts`) on one PostgreSQL database: what N replicas behind
// a load balancer are. Each gets its own port and data folder, all share one schema (and so one job queue).
// Used by the multi-process tests; a test may pass any extra environment (SMTP_URL, LOG_LEVEL, ...).
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureExtensions } from '../../src/plugins/external/db';
import { TEST_SCRYPT_LOG2N } from '../helpers';

const API_DIR = path.resolve(__dirname, '..', '..');

export interface ApiProcess {
  index: number;
  port: number;
  /** http://127.0.0.1:<port>/api */
  baseUrl: string;
  child: ChildProcess;
  /** Every log line so far, parsed (pino JSON); lines that are not JSON are kept as { msg }. */
  logs: Array<Record<string, unknown>>;
  exited: Promise<number | null>;
  /** Resolves with the first log line (already seen or to come) that `match` accepts. */
  waitForLog(match: (line: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  kill(signal: NodeJS.Signals): void;
}

export interface SharedDatabase {
  /** postgres://…?options=-c search_path=<schema>,public: what each process is given as DATABASE_URL. */
  url: string;
  schema: string;
  drop(): Promise<void>;
}

/** A fresh schema on the server named by DATABASE_URL (dropped with its job queue by drop()). */
export async function sharedDatabase(): Promise<SharedDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('The multi-process tests need DATABASE_URL (a PostgreSQL server)');
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await ensureExtensions({
      query: async (sql: string, params?: unknown[]) => {
        const r = await admin.query(sql, params);
        return { rows: r.rows, rowCount: r.rowCount ?? 0 };
      },
    });
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  const u = new URL(base);
  u.searchParams.set('options', `-c search_path=${schema},public`);
  return {
    url: u.toString(),
    schema,
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        await c.query(`DROP SCHEMA IF EXISTS ${schema}, ${schema}_jobs CASCADE`);
      } finally {
        await c.end();
      }
    },
  };
}

async function waitUntilAnswering(baseUrl: string, proc: { exitCode: number | null }, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`api process exited with ${proc.exitCode} before answering`);
    try {
      const res = await fetch(`${baseUrl}/auth?config_id=ua`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`api at ${baseUrl} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Starts `count` api processes on `db`, one after another (the first one migrates), on ports portBase,
 * portBase + 1, … and waits until each answers.
 */
export async function startApiProcesses(
  count: number,
  opts: { db: SharedDatabase; portBase: number; env?: Record<string, string>; startTimeoutMs?: number },
): Promise<ApiProcess[]> {
  const out: ApiProcess[] = [];
  for (let index = 0; index < count; index += 1) {
    const port = opts.portBase + index;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rozmova-proc-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        NODE_ENV: 'test',
        // Node loads the TypeScript through tsx's --import hook, which @fastify/autoload cannot see by itself.
        FASTIFY_AUTOLOAD_TYPESCRIPT: '1',
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        DATABASE_URL: opts.db.url,
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'false',
        JOB_WORKERS: 'true',
        LOG_LEVEL: 'debug',
        PASSWORD_SCRYPT_LOG2N: String(TEST_SCRYPT_LOG2N),
        ...opts.env,
      },
    });
    const logs: Array<Record<string, unknown>> = [];
    const waiters = new Set<{
      match: (l: Record<string, unknown>) => boolean;
      resolve: (l: Record<string, unknown>) => void;
    }>();
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      let nl: number;
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const text = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        if (!text.trim()) continue;
        let line: Record<string, unknown>;
        try {
          line = JSON.parse(text) as Record<string, unknown>;
        } catch {
          line = { msg: text };
        }
        logs.push(line);
        for (const w of waiters) {
          if (w.match(line)) {
            waiters.delete(w);
            w.resolve(line);
          }
        }
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    void exited.then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const proc: ApiProcess = {
      index,
      port,
      baseUrl: `http://127.0.0.1:${port}/api`,
      child,
      logs,
      exited,
      waitForLog(match, timeoutMs = 60_000) {
        const seen = logs.find(match);
        if (seen) return Promise.resolve(seen);
        return new Promise((resolve, reject) => {
          const waiter = { match, resolve };
          waiters.add(waiter);
          setTimeout(() => {
            if (waiters.delete(waiter)) reject(new Error(`process ${index}: no such log line within ${timeoutMs} ms`));
          }, timeoutMs).unref();
        });
      },
      kill(signal) {
        child.kill(signal);
      },
    };
    out.push(proc);
    try {
      await waitUntilAnswering(proc.baseUrl, child, opts.startTimeoutMs ?? 180_000);
    } catch (err) {
      await stopApiProcesses(out);
      const tail = logs
        .slice(-20)
        .map((l) => JSON.stringify(l))
        .join('\n');
      throw new Error(`${(err as Error).message}\n${tail}`);
    }
  }
  return out;
}

/** SIGTERM to every process still running, then waits for them (SIGKILL after 20 s). */
export async function stopApiProcesses(processes: ApiProcess[]): Promise<void> {
  await Promise.all(
    processes.map(async (p) => {
      if (p.child.exitCode !== null || p.child.signalCode !== null) return;
      p.kill('SIGTERM');
      const timer = setTimeout(() => p.kill('SIGKILL'), 20_000);
      await p.exited;
      clearTimeout(timer);
    }),
  );
}
