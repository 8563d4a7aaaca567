// PGlite on a worker thread (issue 29), seen from the api's thread as the same PGliteLike that createPGlite
// (db.ts) returns. Its WebAssembly PostgreSQL ran on the api's own event loop: under load /health waited seconds
// behind it. Now the loop only posts a message and reads the answer; db-pglite-thread.mjs runs the database.
//
// A transaction stays open on the worker until this side says commit or roll back. A worker that stops (a crash,
// terminate()) fails every pending call with "PGlite is closed", which db-unreachable.ts reads as a database that
// cannot be reached: requests get 503 database_unavailable, not a hang. The api opens its files through
// supervisePGliteWorker (below), which starts a stopped worker again on the same files.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { PGliteEngine, PGliteLike, PGliteTxLike } from './db-types';

/** The worker's file: a plain .mjs beside this one (`__dirname` works under tsx and jest's CommonJS alike). */
export const PGLITE_THREAD_FILE = path.join(__dirname, 'db-pglite-thread.mjs');

interface ErrorFields {
  message: string;
  name?: string;
  [field: string]: unknown;
}

type Reply = { id: number; busy?: number } & ({ ok: true; value: unknown } | { ok: false; error: ErrorFields });
type Ready = { ready: true } | { ready: false; error: ErrorFields };
type Notification = { notify: number; payload: string };

interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
}

interface QueryResult {
  rows: unknown[];
  affectedRows?: number;
}

/** The error PostgreSQL (or PGlite) raised on the worker, with its fields: code, constraint, detail, table... */
function rebuild(fields: ErrorFields): Error {
  const err = new Error(fields.message);
  const { message: _message, name, ...rest } = fields;
  Object.assign(err, rest);
  if (typeof name === 'string' && name) err.name = name;
  return err;
}

function closedError(why: string): Error {
  return new Error(`PGlite is closed (${why})`);
}

/** The main thread's handle on PGlite running in a worker; `worker` is exposed for tests that stop it. */
export interface PGliteWorker extends PGliteLike {
  readonly worker: Worker;
  listen: NonNullable<PGliteLike['listen']>;
  /** What the worker itself measures and reports (db-pglite-thread.mjs); see PGliteEngine. */
  readonly engine: PGliteEngine;
}

/** How long the worker may stay silent (no sign of life) before it counts as stuck: a query holds it that long. */
export const WORKER_SILENT_LIMIT_MS = 2_000;

/**
 * How long this thread waits, blocked, for the answer to a statement inside a transaction before it waits the usual
 * way. An open transaction holds PGlite: had each answer waited for a turn of this thread's event loop (tens of ms
 * under load), PGlite would have sat idle and locked for most of every transaction (issue 29 measured 73 % of a
 * transaction's time on the worker so spent, and transactions held it for 70 % of the run). A statement takes
 * PGlite about a millisecond; one that takes longer (a report, a bulk write) is waited for without blocking.
 */
export const STATEMENT_WAIT_MS = 20;

/** Opens PGlite (files in `dataDir`, or in memory) on a worker thread, the way createPGlite opens it here. */
export async function createPGliteWorker(
  dataDir: string | null,
  { statementWaitMs = STATEMENT_WAIT_MS }: { statementWaitMs?: number } = {},
): Promise<PGliteWorker> {
  // Written by the worker, read here without a message: [0] its last sign of life (ms since the epoch).
  const stats = new SharedArrayBuffer(2 * Float64Array.BYTES_PER_ELEMENT);
  const signs = new Float64Array(stats);
  // A transaction's statements are answered on a port of their own, each answer counted up in `answered`.
  const answered = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
  const answers = new Int32Array(answered);
  const { port1: statements, port2: statementsThere } = new MessageChannel();
  const worker = new Worker(PGLITE_THREAD_FILE, {
    workerData: { dataDir, stats, answered, statements: statementsThere },
    transferList: [statementsThere],
  });
  const pending = new Map<number, Pending>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let closedWhy: string | null = null;
  /** PGlite's occupied time as of the latest answer, ms (the worker's own measure). */
  let busy = 0;

  // The worker keeps the process alive only while something waits for it.
  const settle = (): void => {
    if (pending.size === 0) worker.unref();
  };

  const stopped = (why: string): void => {
    if (closedWhy === null) closedWhy = why;
    const err = closedError(closedWhy);
    for (const call of pending.values()) call.reject(err);
    pending.clear();
    listeners.clear();
  };

  const ready = new Promise<void>((resolve, reject) => {
    const onFirst = (msg: Ready): void => {
      if (!('ready' in msg)) return;
      worker.off('message', onFirst);
      if (msg.ready) resolve();
      else reject(rebuild(msg.error));
    };
    worker.on('message', onFirst);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(closedError(`the database worker stopped with code ${code}`)));
  });

  const answer = (msg: Reply): void => {
    const call = pending.get(msg.id);
    if (!call) return;
    pending.delete(msg.id);
    settle();
    if (typeof msg.busy === 'number' && msg.busy > busy) busy = msg.busy;
    if (msg.ok) call.resolve(msg.value);
    else call.reject(rebuild(msg.error));
  };
  worker.on('message', (msg: Reply | Notification | Ready) => {
    if ('notify' in msg) {
      listeners.get(msg.notify)?.(msg.payload);
      return;
    }
    if ('id' in msg) answer(msg);
  });
  // An answer not taken at once (`inTransaction` waited `statementWaitMs` for it in vain) arrives here.
  statements.on('message', answer);
  statements.unref();
  worker.on('error', (err) => stopped(`the database worker failed: ${err.message}`));
  worker.on('exit', (code) => stopped(`the database worker stopped with code ${code}`));

  const call = <T>(message: Record<string, unknown>, id = nextId++): Promise<T> => {
    if (closedWhy !== null) return Promise.reject(closedError(closedWhy));
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      try {
        worker.postMessage({ ...message, id });
      } catch (err) {
        // A parameter that cannot be copied to the worker (a function, a class with private state).
        pending.delete(id);
        settle();
        reject(err as Error);
      }
    });
  };

  /**
   * A transaction's start or one of its statements: posted like any call, then its answer is waited for here,
   * blocking this thread for at most `statementWaitMs`, so the transaction goes on the moment PGlite has answered.
   */
  const inTransaction = <T>(message: Record<string, unknown>): Promise<T> => {
    let count = Atomics.load(answers, 0);
    const id = nextId++;
    const answered = call<T>(message, id);
    const until = performance.now() + statementWaitMs;
    while (pending.has(id)) {
      for (let got = receiveMessageOnPort(statements); got; got = receiveMessageOnPort(statements)) {
        answer(got.message as Reply);
      }
      const left = until - performance.now();
      if (!pending.has(id) || left <= 0) break;
      Atomics.wait(answers, 0, count, left);
      count = Atomics.load(answers, 0);
    }
    return answered;
  };

  const on = (tx: number | undefined): PGliteTxLike => {
    const send = tx === undefined ? call : inTransaction;
    return {
      query: <T>(sql: string, params?: unknown[]) =>
        send<{ rows: T[]; affectedRows?: number }>({ op: 'query', sql, params, tx }),
      exec: (sql: string) => send<QueryResult[]>({ op: 'exec', sql, tx }),
    };
  };
  const outside = on(undefined);

  try {
    await ready;
  } catch (err) {
    await worker.terminate();
    throw err;
  }
  settle();

  const engine: PGliteEngine = {
    busyMs: () => busy,
    silentMs: () => Math.max(0, performance.timeOrigin + performance.now() - signs[0]!),
    alive: () => closedWhy === null && engine.silentMs() < WORKER_SILENT_LIMIT_MS,
  };

  return {
    worker,
    engine,
    get closed() {
      return closedWhy !== null;
    },
    query: outside.query,
    exec: (sql) => call<Array<{ rows: Record<string, unknown>[] }>>({ op: 'exec', sql }),
    async transaction<T>(fn: (tx: PGliteTxLike) => Promise<T>): Promise<T> {
      const tx = await inTransaction<number>({ op: 'begin' });
      let result: T;
      try {
        result = await fn(on(tx));
      } catch (err) {
        // The caller's error is what it sees; a failed rollback would only say the worker is gone.
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw err;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async listen(channel, callback) {
      const listenId = await call<number>({ op: 'listen', channel });
      listeners.set(listenId, callback);
      return async () => {
        listeners.delete(listenId);
        await call({ op: 'unlisten', listen: listenId });
      };
    },
    async close() {
      if (closedWhy !== null) return;
      try {
        await call({ op: 'close' });
      } finally {
        closedWhy = 'closed by the api';
        await worker.terminate();
      }
    },
  };
}

/** How long after a worker stops the supervisor opens the files again; doubled after each failed try, ≤ 30 s. */
export const RESTART_DELAY_MS = 1_000;
const RESTART_DELAY_MAX_MS = 30_000;

export interface SupervisedPGlite extends PGliteLike {
  /** The worker now serving (tests stop it to play a crash); replaced after a restart. */
  readonly worker: Worker;
  readonly engine: PGliteEngine;
  /** Tells `callback` false when the worker stops and true once the new one listens again (pgliteDb's listen). */
  listenState(callback: (listening: boolean) => void): () => void;
  /** Resolves once the worker serving is alive (at once when it is): tests wait for a restart with it. */
  whenServing(): Promise<void>;
}

export interface SuperviseOptions {
  restartDelayMs?: number;
  /** Told of each stop and each restart (the db plugin logs them). */
  onEvent?(event: { kind: 'stopped' | 'restarted' | 'restart_failed'; detail: string }): void;
}

/**
 * PGlite on a worker thread, opened again on the same files when the worker stops without being asked to (a
 * WebAssembly abort, running out of memory). Without this, one crash left the api answering 503 to every request
 * until someone restarted the process. While the worker is down, calls fail at once as unreachable (503
 * database_unavailable) and /ready says so; a transaction the old worker held is lost with it, so nothing it wrote
 * is kept half-done (PostgreSQL recovers the files to the last commit when they are opened again). Listeners are
 * told their connection was lost, and are listening again, with the usual "whatever you missed" call, once it is back.
 * Only for files: an in-memory database that stops has nothing to reopen.
 */
export async function supervisePGliteWorker(dataDir: string, opts: SuperviseOptions = {}): Promise<SupervisedPGlite> {
  const baseDelay = opts.restartDelayMs ?? RESTART_DELAY_MS;
  let current = await createPGliteWorker(dataDir);
  let closing = false;
  let restartTimer: NodeJS.Timeout | null = null;
  let serving: Promise<void> = Promise.resolve();
  let markServing: () => void = () => undefined;
  /** `busy` of the workers before this one, so the wait line's clock never runs backwards. */
  let busyBefore = 0;
  /** Every LISTEN the api asked for, set up again on each new worker; `stop` ends it on the worker serving. */
  const subscriptions = new Set<{ channel: string; callback: (payload: string) => void; stop?: () => Promise<void> }>();
  const stateListeners = new Set<(listening: boolean) => void>();

  const tell = (listening: boolean): void => {
    for (const callback of stateListeners) callback(listening);
  };

  const watch = (worker: PGliteWorker): void => {
    worker.worker.once('exit', () => {
      if (closing || worker !== current) return;
      busyBefore += worker.engine.busyMs();
      for (const entry of subscriptions) delete entry.stop;
      serving = new Promise<void>((resolve) => {
        markServing = resolve;
      });
      opts.onEvent?.({ kind: 'stopped', detail: 'the database worker stopped; opening the files again' });
      tell(false);
      schedule(baseDelay);
    });
  };

  const schedule = (delay: number): void => {
    restartTimer = setTimeout(() => {
      restartTimer = null;
      void restart(delay);
    }, delay);
    restartTimer.unref();
  };

  const restart = async (delay: number): Promise<void> => {
    let next: PGliteWorker | null = null;
    try {
      next = await createPGliteWorker(dataDir);
      for (const entry of subscriptions) entry.stop = await next.listen(entry.channel, entry.callback);
      // Stopped again while listening was set up: its exit went by before anyone watched for it.
      if (next.closed) throw new Error('the database worker stopped again while starting');
    } catch (err) {
      // A worker that opened but could not listen is not left running beside the next try.
      await next?.close().catch(() => undefined);
      opts.onEvent?.({ kind: 'restart_failed', detail: (err as Error).message });
      if (!closing) schedule(Math.min(delay * 2, RESTART_DELAY_MAX_MS));
      return;
    }
    if (closing) {
      await next.close();
      return;
    }
    current = next;
    watch(next);
    opts.onEvent?.({ kind: 'restarted', detail: 'the database worker is serving again' });
    markServing();
    tell(true);
  };

  watch(current);

  const engine: PGliteEngine = {
    busyMs: () => busyBefore + current.engine.busyMs(),
    silentMs: () => current.engine.silentMs(),
    alive: () => !closing && current.engine.alive(),
  };

  return {
    get worker() {
      return current.worker;
    },
    engine,
    get closed() {
      return closing;
    },
    query: (sql, params) => current.query(sql, params),
    exec: (sql) => current.exec(sql),
    // The transaction stays on the worker it began on: if that one stops, its calls fail and nothing is kept.
    transaction: (fn) => current.transaction(fn),
    async listen(channel, callback) {
      const entry = { channel, callback, stop: await current.listen(channel, callback) };
      subscriptions.add(entry);
      return async () => {
        subscriptions.delete(entry);
        await entry.stop?.().catch(() => undefined);
      };
    },
    listenState(callback) {
      stateListeners.add(callback);
      return () => stateListeners.delete(callback);
    },
    whenServing: () => serving,
    async close() {
      if (closing) return;
      closing = true;
      if (restartTimer) clearTimeout(restartTimer);
      markServing();
      await current.close();
    },
  };
}
