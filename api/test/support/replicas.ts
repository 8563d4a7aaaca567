// Real api processes (`node --import tsx src/server.ts`) on one PostgreSQL schema: what N replicas behind nginx are. Each
// listens on a free port of its own choosing; its JSON log lines are kept for the test to read.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { TEST_SCRYPT_LOG2N } from '../helpers';

const API_DIR = path.resolve(__dirname, '..', '..');

export interface Replica {
  readonly url: string;
  readonly process: ChildProcess;
  readonly logs: Array<Record<string, unknown>>;
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>;
}

export interface ReplicaSet {
  readonly schema: string;
  readonly replicas: Replica[];
  /** A client on the replicas' schema, for reading what they wrote. */
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Kills what still runs and drops the schema. */
  stop(): Promise<void>;
}

function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema},public`);
  return u.toString();
}

function startOne(env: NodeJS.ProcessEnv, name: string): Promise<Replica> {
  // Node itself, not the tsx CLI: the CLI is a second process that relays SIGTERM and, when the busy child does
  // not acknowledge it within its short grace, kills it (exit 143), which is not what a deployed api sees.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise<Replica>((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (d: Buffer) => {
      buffered += d.toString();
      let nl: number;
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        let entry: Record<string, unknown>;
        try {
          entry = JSON.parse(line) as Record<string, unknown>;
        } catch {
          continue;
        }
        logs.push(entry);
        const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(String(entry.msg ?? ''));
        if (m) {
          clearTimeout(waited);
          resolve({ url: m[1]!, process: child, logs, exited });
        }
      }
    });
    void exited.then((code) => reject(new Error(`replica ${name} exited with ${code} before listening:\n${stderr}`)));
    const waited = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`replica ${name} did not listen within 120 s:\n${stderr}\n${JSON.stringify(logs.slice(-5))}`));
    }, 120_000);
    void exited.finally(() => clearTimeout(waited));
  });
}

/** Starts `count` api processes on a fresh schema of DATABASE_URL; `env` adds or overrides variables. */
export async function startReplicas(count: number, env: NodeJS.ProcessEnv = {}): Promise<ReplicaSet> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('startReplicas needs DATABASE_URL (a PostgreSQL server)');
  const schema = `r_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.query(`SET search_path TO ${schema}, public`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rozmova-replicas-'));
  const common: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    // Node loads the TypeScript through tsx's --import hook, which @fastify/autoload cannot see by itself.
    FASTIFY_AUTOLOAD_TYPESCRIPT: '1',
    LOG_LEVEL: 'info',
    API_HOST: '127.0.0.1',
    API_PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    PASSWORD_SCRYPT_LOG2N: String(TEST_SCRYPT_LOG2N),
    DATABASE_URL: withSearchPath(base, schema),
    ...env,
  };
  const replicas: Replica[] = [];
  const stop = async () => {
    for (const r of replicas) if (r.process.exitCode === null) r.process.kill('SIGKILL');
    await Promise.all(replicas.map((r) => r.exited));
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // One after the other: the first runs the migrations (the others would wait on the migration lock anyway).
    for (let i = 0; i < count; i++) replicas.push(await startOne(common, String(i)));
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    schema,
    replicas,
    async query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]) {
      const r = await admin.query<T>(sql, params);
      return r.rows;
    },
    stop,
  };
}

export interface Answer {
  status: number | null;
  body: string;
  /** A connection-level failure: 'ECONNREFUSED' (nothing was sent, a clean refusal) or anything else. */
  error: string | null;
}

/** One request on its own connection (no keep-alive), so a closing server can only answer or refuse it. */
export function request(
  baseUrl: string,
  method: string,
  urlPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${baseUrl}${urlPath}`,
      {
        method,
        agent: false,
        headers: {
          connection: 'close',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? null, body: text, error: null }));
        res.on('error', (err: NodeJS.ErrnoException) =>
          resolve({ status: null, body: text, error: err.code ?? err.message }),
        );
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ status: null, body: '', error: err.code ?? err.message }),
    );
    if (payload) req.write(payload);
    req.end();
  });
}
