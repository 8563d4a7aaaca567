// The shapes of the database handle, apart from the drivers (db.ts) and the embedded database's wait line
// (db-queue.ts), so both can name them without importing each other.
/** What repositories see: one parameterised query at a time. Inside `tx` use the `q` you are given. */
export interface Queryable {
  /**
   * `name` makes it a prepared statement on the PostgreSQL server: parsed and planned once per connection, then
   * only bound and run. Only for hot queries whose text never changes (one name, one text); PGlite ignores it.
   */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    name?: string,
  ): Promise<{ rows: T[]; rowCount: number }>;
}

/** A transaction handle; `exec` runs several statements without parameters (migrations only). */
export interface TxQueryable extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  tx<T>(fn: (q: TxQueryable) => Promise<T>): Promise<T>;
  readonly driver: 'pglite' | 'pg';
  /**
   * Runs a script of several statements without parameters, outside `tx` (it may hold its own BEGIN/COMMIT),
   * and returns the last statement's rows: the job queue installs and migrates its tables this way.
   */
  script(sql: string): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
  /**
   * Calls `handlers.notify` for every NOTIFY on `channel`, sent by any connection of any process on this database,
   * and `handlers.state` when listening starts (true) or its connection is lost (false; it reconnects every second,
   * and calls `notify` once more when it is back, for whatever it missed). Resolves once the first attempt is done,
   * with a function that stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** The embedded database's wait line (db-queue.ts); absent on the PostgreSQL server, which has a pool. */
  readonly waitQueue?: {
    depth(): number;
    refused: number;
    /** Of `refused`, those refused on arrival by the estimate (the rest waited until the bound). */
    refusedOnEstimate: number;
    longestWaitMs: number;
    readonly maxWaitMs: number;
    /** The smoothed time one unit of work holds the database, ms. */
    unitMs(): number;
  };
  /** Clients waiting for a connection of the PostgreSQL server's pool (absent on PGlite). */
  readonly poolWaiting?: () => number;
  /** Signs of life from the app's own queries (db.ts, `watchedDb`): what /ready reads while the database is busy. */
  readonly liveness?: DbLiveness;
  /** PGlite on a worker thread (db-pglite-worker.ts): what the worker itself reports, read without a query. */
  readonly engine?: PGliteEngine;
}

/** What PGlite's worker thread reports of itself (db-pglite-thread.mjs). */
export interface PGliteEngine {
  /** How long PGlite has been occupied since it opened, ms, as of its latest answer (measured on the worker). */
  busyMs(): number;
  /** How long since the worker last gave a sign of life (a heartbeat, or the end of an operation), ms. */
  silentMs(): number;
  /** Whether the worker runs and gave a sign of life within WORKER_SILENT_LIMIT_MS. */
  alive(): boolean;
}

export interface DbLiveness {
  /** When a query last got an answer from the database, a refusal included (performance.now() ms). */
  answeredAt: number;
  /** When a query last found the database unreachable (performance.now() ms). */
  unreachableAt: number;
  /** Units of work waiting for the database now: PGlite's line, or the pool's waiting clients. */
  waiting(): number;
}

export interface ListenHandlers {
  /** A notification's payload; undefined when listening (re)starts: whatever was sent meanwhile is unknown. */
  notify(payload?: string): void;
  state(listening: boolean): void;
}

/** What the api uses of a PGlite, in this thread (createPGlite, db.ts) or on a worker (db-pglite-worker.ts). */
export interface PGliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
  exec(sql: string): Promise<Array<{ rows: Record<string, unknown>[] }>>;
  transaction<T>(fn: (tx: PGliteTxLike) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  closed?: boolean;
  /** Present on a worker thread (db-pglite-worker.ts). */
  readonly engine?: PGliteEngine;
  listen?(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  /** Present on a supervised worker (supervisePGliteWorker): false when it stops, true once it listens again. */
  listenState?(callback: (listening: boolean) => void): () => void;
}

export interface PGliteTxLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
}
