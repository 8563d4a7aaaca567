// PGlite is one PostgreSQL backend inside this process (on a worker thread when the api opens it itself,
// db-pglite-worker.ts): it answers one query (or one transaction) at a time.
// Left to itself, a burst of requests piles up on its internal lock in no particular order, and some connections
// wait until their clients give up (issue 13 measured 150 of 150 requests timing out at 10 s). This queue puts
// the waiting in the open:
// - fair: work is served oldest request first (a request's later queries keep its arrival time, so a request
//   that has started is finished before newer ones begin; nothing waits behind an endless stream of newcomers);
// - bounded: a request that has not yet reached the database is refused with 503 + Retry-After as soon as its
//   expected wait would pass DB_QUEUE_MAX_WAIT_MS, or when it has waited that long. A request that has already
//   run a query is never refused halfway (it may have written something); it is served first instead.
import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors';
import type { Db } from './db-types';

/** One request's place in line: when it arrived and whether the database has started work for it. */
export interface WaitContext {
  arrivedAt: number;
  admitted: boolean;
  /** True once the caller has hung up (its connection closed): work not yet started for it is not started. */
  gone?: () => boolean;
}

export const waitContext = new AsyncLocalStorage<WaitContext>();

export class DatabaseBusyError extends ApiError {
  constructor(retryAfterSeconds: number) {
    // No stack trace: it says nothing a 503 needs, and overloaded, thousands are made a second (issue 29's profile
    // had 3 % of the api thread's time in capturing them).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(503, 'database_busy', 'The embedded database is busy; please retry in a few seconds.');
    } finally {
      Error.stackTraceLimit = limit;
    }
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

interface Entry {
  priority: number;
  seq: number;
  /** A transaction: handed over alone, with nothing else in flight (see `next`). */
  alone: boolean;
  start: () => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout | null;
}

/** The smoothed time one unit of work holds the database; starts at a typical indexed query. */
const INITIAL_SERVICE_MS = 2;
const SMOOTHING = 0.1;
/**
 * Units handed at once to PGlite on a worker thread. Each answer takes a turn of this thread's event loop to be
 * read, which under load is tens of ms: with one unit at a time the worker would wait for this thread between
 * all statements. PGlite runs what it is given one at a time, oldest first, and a plain query waits for an open
 * transaction to end, so several handed over at once are still served in order and apart.
 */
const WORKER_IN_FLIGHT = 4;

export class FairQueue {
  private readonly waiting: Entry[] = [];
  /** Units of work handed to the database and not yet finished. */
  private running = 0;
  /** Whether the unit running is a transaction handed over alone. */
  private runningAlone = false;
  private seq = 0;
  private serviceMs = INITIAL_SERVICE_MS;
  /** Requests refused since start (a counter for /metrics). */
  refused = 0;
  /** Of those, the ones refused on arrival because the estimate said they would wait too long. */
  refusedOnEstimate = 0;
  /** The longest any unit of work waited in line before the database took it, ms (for /metrics and bench/). */
  longestWaitMs = 0;

  /** How many units may be handed to the database at once (`later`). */
  private readonly inFlight: number;

  /** `databaseMs` as of the end of the last unit. */
  private databaseMsThen = 0;

  /**
   * `pglite`: whether PGlite runs on this thread (tests' shared in-process instance) or on a worker thread
   * (db-pglite-worker.ts, what the api opens itself); it decides when the next unit starts (`later`).
   * `databaseMs`: how long the database has been occupied so far, by its own measure (the worker's, reported with
   * each answer). Without it a unit's time is its round trip seen from here, which on a worker also holds this
   * thread's lag (tens of ms under load, while PGlite took 1 or 2): the line then refused when the database was
   * idle most of the time (issue 29: 67 000 refusals in 30 s, the worker at 7 % of a core).
   */
  constructor(
    readonly maxWaitMs: number,
    private readonly now: () => number = () => performance.now(),
    private readonly pglite: 'this-thread' | 'worker' = 'this-thread',
    private readonly databaseMs?: () => number,
  ) {
    this.inFlight = pglite === 'worker' ? WORKER_IN_FLIGHT : 1;
    if (databaseMs) this.databaseMsThen = databaseMs();
  }

  /** Units of work waiting (not counting the one running). */
  depth(): number {
    return this.waiting.length;
  }

  /** The smoothed time one unit of work holds the database, ms. */
  unitMs(): number {
    return this.serviceMs;
  }

  /**
   * How long a newcomer would wait now, by the smoothed service time. The database's own measure counts every unit
   * ahead (it serves one at a time); round trips of units handed over together overlap, so they count a share.
   */
  expectedWaitMs(): number {
    const ahead = this.waiting.length + this.running;
    return this.databaseMs ? ahead * this.serviceMs : (ahead * this.serviceMs) / this.inFlight;
  }

  /**
   * `alone`: the unit is a transaction. On a worker it is handed over only once nothing else is in flight, and nothing
   * is handed over with it: it starts at once there, and its statements are answered while this thread waits for them
   * (db-pglite-worker.ts), so it holds PGlite only for its own work.
   */
  run<T>(work: () => Promise<T>, { alone = false }: { alone?: boolean } = {}): Promise<T> {
    const ctx = waitContext.getStore();
    const now = this.now();
    const refusable = ctx !== undefined && !ctx.admitted;
    if (refusable) {
      const waited = now - ctx.arrivedAt;
      const expected = this.expectedWaitMs();
      if (waited + expected > this.maxWaitMs) {
        this.refusedOnEstimate += 1;
        return Promise.reject(this.refuse(expected));
      }
    }
    return new Promise<T>((resolve, reject) => {
      const entry: Entry = {
        priority: ctx?.arrivedAt ?? now,
        seq: this.seq++,
        alone,
        timer: null,
        reject,
        start: () => {
          if (entry.timer) clearTimeout(entry.timer);
          // Overloaded, clients give up (a load balancer's or a browser's timeout) and ask again: serving the
          // requests nobody waits for any more would push every newer one past its own timeout (issue 29).
          if (this.overdue(ctx) || (ctx !== undefined && !ctx.admitted && ctx.gone?.() === true)) {
            reject(this.refuse(this.expectedWaitMs()));
            this.finished();
            return;
          }
          if (ctx) ctx.admitted = true;
          const began = this.now();
          this.longestWaitMs = Math.max(this.longestWaitMs, began - now);
          work()
            .then(resolve, reject)
            .finally(() => {
              this.serviceMs += SMOOTHING * (this.spentSince(began) - this.serviceMs);
              this.finished();
            });
        },
      };
      if (refusable) {
        // The deadline holds even when the estimate was too hopeful.
        const left = Math.max(0, ctx.arrivedAt + this.maxWaitMs - now);
        entry.timer = setTimeout(() => {
          const at = this.waiting.indexOf(entry);
          if (at >= 0) {
            this.waiting.splice(at, 1);
            entry.reject(this.refuse(this.expectedWaitMs()));
          }
        }, left);
      }
      this.insert(entry);
      this.next();
    });
  }

  /**
   * The database's time for the unit just finished: by its own measure, what it spent since the previous unit
   * ended (units handed over together end one after another; over a run these add up to its whole busy time).
   */
  private spentSince(began: number): number {
    if (!this.databaseMs) return this.now() - began;
    const total = this.databaseMs();
    const spent = Math.max(0, total - this.databaseMsThen);
    this.databaseMsThen = Math.max(total, this.databaseMsThen);
    return spent;
  }

  private refuse(expectedMs: number): DatabaseBusyError {
    this.refused += 1;
    return new DatabaseBusyError(Math.max(1, Math.ceil(expectedMs / 1000)));
  }

  /** Keeps `waiting` sorted by (arrival of the request, order of asking): a stable priority queue. */
  private insert(entry: Entry): void {
    let i = this.waiting.length;
    while (i > 0) {
      const before = this.waiting[i - 1]!;
      if (before.priority < entry.priority || (before.priority === entry.priority && before.seq < entry.seq)) break;
      i -= 1;
    }
    this.waiting.splice(i, 0, entry);
  }

  /**
   * Starts the next unit once the finished one's caller has run on (its promise callbacks, which may queue its
   * next statement: a request that has started comes first). PGlite on this thread blocks it while it works, so
   * pending timers and I/O get a turn first: finished responses go out and deadlines fire between queries. PGlite
   * on a worker leaves this thread free while it works, so the worker gets its next query at once
   * (process.nextTick runs when those promise callbacks are done, before any I/O).
   */
  private later(): void {
    if (this.pglite === 'this-thread') setImmediate(() => this.next());
    else process.nextTick(() => this.next());
  }

  private finished(): void {
    this.running -= 1;
    this.runningAlone = false;
    this.later();
  }

  private next(): void {
    while (this.running < this.inFlight && !this.runningAlone) {
      const entry = this.waiting[0];
      if (!entry) return;
      // A transaction waits for the units in flight to finish: on the worker it would wait behind them anyway,
      // holding this thread (db-pglite-worker.ts) instead of waiting here.
      if (entry.alone && this.running > 0) return;
      this.waiting.shift();
      this.running += 1;
      this.runningAlone = entry.alone;
      entry.start();
    }
  }

  /** True when a refusable entry's deadline has passed (a timer may lag behind a busy thread). */
  private overdue(ctx: WaitContext | undefined): boolean {
    return ctx !== undefined && !ctx.admitted && this.now() - ctx.arrivedAt > this.maxWaitMs;
  }
}

/** The same Db with every query and transaction taking its turn in `queue`. */
export function queuedDb(db: Db, queue: FairQueue): Db {
  return {
    driver: db.driver,
    waitQueue: queue,
    ...(db.engine ? { engine: db.engine } : {}),
    query: (sql, params, name) => queue.run(() => db.query(sql, params, name)),
    tx: (fn) => queue.run(() => db.tx(fn), { alone: true }),
    script: (sql) => queue.run(() => db.script(sql)),
    // Its own statement, once: it need not wait for its turn.
    listen: (channel, handlers) => db.listen(channel, handlers),
    close: () => db.close(),
  };
}

const kResource = Symbol('db-wait-resource');

/**
 * Gives every request its place in line (its arrival time). Body parsing runs outside the onRequest context, so
 * the context is carried on into preValidation the way @fastify/request-context does it.
 */
export const waitContextPlugin = fp(
  async (fastify: FastifyInstance) => {
    fastify.addHook('onRequest', (request, _reply, done) => {
      const socket = request.raw.socket as { destroyed?: boolean } | null | undefined;
      const gone = () => socket?.destroyed === true;
      waitContext.run({ arrivedAt: performance.now(), admitted: false, gone }, () => {
        (request as unknown as Record<symbol, AsyncResource>)[kResource] = new AsyncResource('rozmova-db-wait');
        done();
      });
    });
    fastify.addHook('preValidation', (request, _reply, done) => {
      const resource = (request as unknown as Record<symbol, AsyncResource | undefined>)[kResource];
      if (resource) resource.runInAsyncScope(done, request.raw);
      else done();
    });
  },
  { name: 'db-wait-context' },
);
