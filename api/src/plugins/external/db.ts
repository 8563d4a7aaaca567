import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { runMigrations } from './migrations';
import { FairQueue, queuedDb, waitContextPlugin } from './db-queue';
import { watchedDb } from './db-liveness';
import { supervisePGliteWorker } from './db-pglite-worker';

import type { Db, ListenHandlers, PGliteLike, PGliteTxLike, Queryable, TxQueryable } from './db-types';

export type { Db, ListenHandlers, PGliteLike, Queryable, TxQueryable };

/** How long a lost listening connection waits before it tries again. */
const LISTEN_RETRY_MS = 1_000;

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

// Both drivers return the same JS types: int8 as number (counts, ids; money is kept in integer minor units far
// below 2^53), numeric as string, date as 'YYYY-MM-DD' (pg's default turns it into a local-midnight Date, a
// classic off-by-one-day bug), timestamptz as Date, json/jsonb parsed.
const INT8 = 20;
const DATE = 1082;

const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (v: string) => Number(v);
    if (oid === DATE) return (v: string) => v;
    return pg.types.getTypeParser(oid, format);
  },
};

function pgliteQueryable(target: PGliteTxLike): TxQueryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const r = await target.query<T>(sql, params);
      return { rows: r.rows, rowCount: r.affectedRows || r.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** PGlite on this thread (tests share one per file); the api opens it on a worker (db-pglite-worker.ts). */
export async function createPGlite(dataDir: string | null, loadDataDir?: Blob): Promise<PGliteLike> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const instance = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    // A database dumped by dumpDataDir (the tests' template): opened without initdb's ~2 s.
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { btree_gist },
    parsers: { [DATE]: (v: string) => v },
  });
  return instance as unknown as PGliteLike;
}

/** Wraps a PGlite instance. `owned` decides whether close() shuts it (tests share one per file). */
export function pgliteDb(instance: PGliteLike, owned: boolean, onClose?: () => Promise<void>): Db {
  const base = pgliteQueryable(instance);
  return {
    driver: 'pglite',
    ...(instance.engine ? { engine: instance.engine } : {}),
    query: base.query,
    tx: (fn) => instance.transaction((tx) => fn(pgliteQueryable(tx))),
    async script(sql) {
      const results = await instance.exec(sql);
      return { rows: results[results.length - 1]?.rows ?? [] };
    },
    // One process holds the files, but several apps may share them (tests' second instance): they hear each other.
    async listen(channel, handlers) {
      if (!instance.listen) throw new Error('this PGlite cannot LISTEN');
      const unlisten = await instance.listen(channel, (payload) => handlers.notify(payload));
      handlers.state(true);
      // A supervised worker that stopped and was opened again (supervisePGliteWorker): the loss and the return,
      // with the call for whatever was sent meanwhile, as the server's listener reports a lost connection.
      const stopWatching = instance.listenState?.((listening) => {
        handlers.state(listening);
        if (listening) handlers.notify();
      });
      return async () => {
        stopWatching?.();
        if (!instance.closed) await unlisten().catch(() => undefined);
      };
    },
    async close() {
      if (onClose) await onClose();
      if (owned && !instance.closed) await instance.close();
    },
  };
}

export interface PoolSettings {
  /** Connections kept open (10 unless given). */
  max?: number;
  /** Server-side limit per statement in ms; 0 or absent: none. */
  statementTimeoutMs?: number;
  /** How long to wait for a new connection before failing (an unreachable server must not hang requests). */
  connectTimeoutMs?: number;
}

export function pgPoolDb(
  connectionString: string,
  searchPath: string | null,
  onClose?: (pool: pg.Pool) => Promise<void>,
  settings: PoolSettings = {},
): Db {
  const pool = new pg.Pool({
    connectionString,
    types: pgTypes,
    max: settings.max ?? 10,
    connectionTimeoutMillis: settings.connectTimeoutMs ?? 3_000,
    ...(settings.statementTimeoutMs ? { statement_timeout: settings.statementTimeoutMs } : {}),
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // An idle client dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const fromClient = (client: pg.PoolClient | pg.Pool): TxQueryable => ({
    async query<T>(sql: string, params?: unknown[], name?: string) {
      const r = name
        ? await client.query({ name, text: sql, values: params as unknown[] | undefined })
        : await client.query(sql, params as unknown[] | undefined);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  const base = fromClient(pool);
  return {
    driver: 'pg',
    poolWaiting: () => pool.waitingCount,
    query: base.query,
    async script(sql) {
      const r = (await pool.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(r) ? r[r.length - 1] : r;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(fromClient(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async listen(channel, handlers) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
      let current: pg.Client | null = null;
      let stopped = false;
      let retry: NodeJS.Timeout | null = null;
      const again = () => {
        if (stopped) return;
        retry = setTimeout(() => void connect(), LISTEN_RETRY_MS);
        retry.unref();
      };
      // Its own connection, outside the pool: a LISTEN lasts as long as the connection that issued it.
      const connect = async (): Promise<void> => {
        const client = new pg.Client({
          connectionString,
          connectionTimeoutMillis: settings.connectTimeoutMs ?? 3_000,
          ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
        });
        client.on('notification', (message) => {
          if (message.channel === channel) handlers.notify(message.payload ?? '');
        });
        const lost = () => {
          if (current !== client) return;
          current = null;
          handlers.state(false);
          client.end().catch(() => undefined);
          again();
        };
        client.on('error', lost);
        client.on('end', lost);
        try {
          await client.connect();
          await client.query(`LISTEN ${channel}`);
        } catch {
          client.end().catch(() => undefined);
          again();
          return;
        }
        if (stopped) {
          await client.end().catch(() => undefined);
          return;
        }
        current = client;
        handlers.state(true);
        handlers.notify();
      };
      await connect();
      return async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        const client = current;
        current = null;
        if (client) await client.end().catch(() => undefined);
      };
    },
    async close() {
      if (onClose) await onClose(pool);
      await pool.end();
    },
  };
}

/** Extensions every area may rely on, created once in `public` so per-test schemas share them. */
export async function ensureExtensions(q: Queryable): Promise<void> {
  try {
    await q.query('CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public');
  } catch (err) {
    // Two test workers creating it at the same moment: one wins, the other sees a duplicate.
    const code = (err as { code?: string }).code;
    if (code !== '23505' && code !== '42710') throw err;
  }
}

/**
 * Takes the transaction-scoped advisory locks named by `keys` (released at commit or rollback), one after another in
 * the order given, in one statement: the writers of one key go in turn. Keys are namespaced by their user
 * (`series:<worker id>`, `waitlist:…`, `bookings:…`); a caller taking several always names them in one order, so two
 * transactions never wait for each other in a circle.
 */
export async function lockForTransaction(q: Queryable, ...keys: [string, ...string[]]): Promise<void> {
  await q.query(
    `SELECT pg_advisory_xact_lock(hashtext(key))
       FROM unnest($1::text[]) WITH ORDINALITY AS keys(key, n) ORDER BY n`,
    [keys],
    'advisory_xact_locks',
  );
}

export interface DbFactoryResult {
  db: Db;
}

/** Test hook: buildTestApp passes a ready Db so each app gets a fresh schema; otherwise one is opened here. */
export interface DbPluginOptions {
  db?: Db;
}

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', '..', 'migrations');

export default fp(
  async function dbPlugin(fastify: FastifyInstance, opts: DbPluginOptions) {
    let db = opts.db;
    let onWorker = false;
    if (!db) {
      const { config } = fastify;
      if (config.databaseUrl) {
        db = pgPoolDb(config.databaseUrl, null, undefined, {
          max: config.dbPoolMax,
          statementTimeoutMs: config.dbStatementTimeoutMs,
          connectTimeoutMs: config.dbConnectTimeoutMs,
        });
      } else {
        // On a worker thread: its WebAssembly would otherwise hold this event loop while it works (issue 29).
        // Supervised: a worker that stops is started again on the same files (supervisePGliteWorker).
        const log = fastify.log;
        const worker = await supervisePGliteWorker(path.join(config.dataDir, 'pglite'), {
          onEvent: ({ kind, detail }) =>
            kind === 'restarted' ? log.warn({ event: kind }, detail) : log.error({ event: kind }, detail),
        });
        db = pgliteDb(worker, true);
        onWorker = true;
      }
      await ensureExtensions(db);
    }
    await runMigrations(db, MIGRATIONS_DIR, fastify.log);
    if (db.driver === 'pglite' && !db.waitQueue) {
      const engine = db.engine;
      // On the worker, the line reckons with the time PGlite itself reports, not the round trip seen from here.
      const queue = onWorker
        ? new FairQueue(
            fastify.config.dbQueueMaxWaitMs,
            undefined,
            'worker',
            engine ? () => engine.busyMs() : undefined,
          )
        : new FairQueue(fastify.config.dbQueueMaxWaitMs);
      db = queuedDb(db, queue);
      await fastify.register(waitContextPlugin);
    }
    if (!db.liveness) db = watchedDb(db);
    fastify.decorate('db', db);
    const opened = db;
    fastify.addHook('onClose', async () => {
      await opened.close();
    });
  },
  { name: 'db' },
);
