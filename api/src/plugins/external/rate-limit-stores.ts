// Where @fastify/rate-limit keeps its counters when several replicas must share them. Redis has its own store
// in the plugin; this is the PostgreSQL one: a fixed window per key, counted with one atomic upsert, so two
// replicas (or two requests on one) never both see "one left".
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from './db';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** Every this many increments the store deletes windows that ended (a cheap indexed delete). */
const PURGE_EVERY = 500;

const INCR_SQL = `
  INSERT INTO rate_limit_counters AS c (key, hits, expires_at)
  VALUES ($1, 1, now() + $2 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.hits + 1 END,
    expires_at = CASE WHEN c.expires_at <= now() THEN EXCLUDED.expires_at ELSE c.expires_at END
  RETURNING hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (expires_at - now())) * 1000))::int AS ttl`;

const READ_SQL = `
  SELECT hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (expires_at - now())) * 1000))::int AS ttl
  FROM rate_limit_counters WHERE key = $1 AND expires_at > now()`;

/** A store class bound to `db`, in the shape @fastify/rate-limit constructs (`new Store(globalOptions)`). */
export function postgresStore(db: Queryable): FastifyRateLimitStoreCtor {
  let increments = 0;
  const purge = (): void => {
    db.query('DELETE FROM rate_limit_counters WHERE expires_at <= now()').catch(() => undefined);
  };

  class PostgresStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, cb: Callback, timeWindow: number): void {
      increments += 1;
      if (increments % PURGE_EVERY === 0) purge();
      db.query<{ hits: number; ttl: number }>(INCR_SQL, [this.prefix + key, timeWindow], 'rate_limit_incr').then(
        ({ rows }) => cb(null, { current: rows[0]!.hits, ttl: rows[0]!.ttl }),
        (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
      );
    }

    read(key: string, cb: Callback): void {
      db.query<{ hits: number; ttl: number }>(READ_SQL, [this.prefix + key]).then(
        ({ rows }) => cb(null, rows[0] ? { current: rows[0].hits, ttl: rows[0].ttl } : { current: 0, ttl: 0 }),
        (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      // The plugin passes the route as `routeInfo` (its README); its type declarations do not list it.
      const info = (routeOptions as unknown as { routeInfo?: { method: unknown; url: string } }).routeInfo;
      const route = `${String(info?.method ?? routeOptions.method)}${info?.url ?? routeOptions.url}`;
      return new PostgresStore(undefined, `${this.prefix}${route}-`);
    }
  }
  return PostgresStore;
}

/** Whether the primary store (Redis) is asked, shared by every route's store of one app. */
export interface Circuit {
  /** True while the primary store is skipped (it failed less than `retryAfterMs` ago). */
  isOpen(): boolean;
  /** The primary failed or did not answer in time: skip it for a while. */
  trip(err: Error): void;
  /** The primary answered. */
  closed(): void;
}

export interface CircuitEvents {
  /** Called when the circuit opens (once per outage, not per request). */
  opened(err: Error): void;
  /** Called when the primary answers again after an outage. */
  recovered(): void;
  /** Called on every failed or timed-out call of the primary (once per pause while it stays down). */
  failed(): void;
}

export function circuit(
  retryAfterMs: number,
  events: CircuitEvents,
  now: () => number = Date.now,
): Circuit & {
  readonly up: boolean;
} {
  let openUntil = 0;
  let down = false;
  return {
    get up() {
      return !down;
    },
    isOpen: () => now() < openUntil,
    trip(err) {
      openUntil = now() + retryAfterMs;
      events.failed();
      if (!down) {
        down = true;
        events.opened(err);
      }
    },
    closed() {
      if (down) {
        down = false;
        events.recovered();
      }
    },
  };
}

/**
 * A store that counts in `primary` (Redis) and, when it fails or does not answer within `timeoutMs`, in
 * `fallback` (the database's table, or process memory) for the circuit's pause: a limited route then waits at
 * most `timeoutMs` once per pause, and nothing at all in between. A count kept in the fallback during an outage
 * is not carried back: limits restart from the primary's figures when it is back, erring towards letting a
 * person in.
 */
export function resilientStore(
  primary: FastifyRateLimitStore,
  fallback: FastifyRateLimitStore,
  state: Circuit,
  events: { fellBack(): void },
  timeoutMs: number,
): FastifyRateLimitStore {
  // Every store of the plugin has `read` (the counter without counting), which its type declarations omit.
  type Call = (key: string, cb: Callback, timeWindow: number, max: number) => void;
  type Store = { incr: Call; read: Call };
  const call = (method: keyof Store, key: string, cb: Callback, timeWindow: number, max: number) => {
    const useFallback = () => {
      events.fellBack();
      (fallback as unknown as Store)[method](key, cb, timeWindow, max);
    };
    if (state.isOpen()) {
      useFallback();
      return;
    }
    let settled = false;
    const timer = setTimeout(() => {
      // After a stall of this process (a long synchronous step, the system giving the core to another process),
      // Redis's answer may already wait in the socket: the loop runs expired timers before it reads sockets. The
      // verdict waits for that read (setImmediate runs after it), so only a Redis that has really not answered
      // counts as slow, and a stall here never sends a count to the fallback (where two replicas count apart).
      setImmediate(() => {
        if (settled) return;
        settled = true;
        state.trip(new Error(`no answer within ${timeoutMs} ms`));
        useFallback();
      });
    }, timeoutMs);
    (primary as unknown as Store)[method](
      key,
      (err, result) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (err || !result) {
          state.trip(err ?? new Error('no result'));
          useFallback();
          return;
        }
        state.closed();
        cb(null, result);
      },
      timeWindow,
      max,
    );
  };
  type RouteOpts = Parameters<FastifyRateLimitStore['child']>[0];
  return {
    incr: (key: string, cb: Callback, timeWindow: number, max: number) => call('incr', key, cb, timeWindow, max),
    read: (key: string, cb: Callback, timeWindow: number, max: number) => call('read', key, cb, timeWindow, max),
    child: (routeOptions: RouteOpts) =>
      resilientStore(primary.child(routeOptions), fallback.child(routeOptions), state, events, timeoutMs),
  } as unknown as FastifyRateLimitStore;
}
