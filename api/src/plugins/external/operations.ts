import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, register as processRegistry, Registry } from 'prom-client';
import type { ApiErrorBody } from '@rozmova/contracts/api-error';
import * as operations from '@rozmova/contracts/endpoints/operations';
import { notReadySchema } from '@rozmova/contracts/schemas/operations';
import { fromTable } from '../../route-from-table';
import { DatabaseBusyError, waitContext } from './db-queue';

/** A readiness check: resolves when its part can serve, throws (or takes too long) when it cannot. */
export type ReadinessCheck = () => Promise<void>;

export interface Readiness {
  /** Adds a check that GET /ready runs (the database is one; the job queue adds itself). */
  add(name: string, check: ReadinessCheck): void;
  /** Runs every check at once; each gets `timeoutMs`. */
  run(timeoutMs?: number): Promise<{ ready: boolean; checks: Record<string, 'ok' | 'failed'> }>;
  /** From now on GET /ready answers 503 `not_ready` whatever the checks say (SIGTERM's first step). */
  stop(): void;
}

export interface GaugeOptions {
  name: string;
  help: string;
  labelNames?: string[];
  /** Called on every scrape; sets the gauge's current value(s). */
  collect: (gauge: Gauge) => void | Promise<void>;
}

export interface Metrics {
  /** This app's registry (one per app, so test apps do not share counters); other parts add their own metrics. */
  registry: Registry;
  /** A gauge read on every scrape: job counts, queue depth, anything whose value is asked for, not counted. */
  gauge(options: GaugeOptions): Gauge;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
    metrics: Metrics;
  }
}

const READY_TIMEOUT_MS = 2_000;
/** How recent the database's last answer to the app must be, and the age at which a reused result is refreshed. */
const READY_FRESH_MS = 1_000;
/** The oldest result of the checks /ready repeats while the database is busy. */
const READY_REUSE_MS = 2_000;
/** The bound of the checks /ready refreshes in the background on PGlite's worker (none of its callers waits). */
const READY_BACKGROUND_TIMEOUT_MS = 10_000;
/** How long one scrape waits for a gauge that asks the database. */
const COLLECT_TIMEOUT_MS = 1_500;
/** database_up's own bound, inside the one above so the gauge always gets its 0. */
const DATABASE_UP_TIMEOUT_MS = 1_000;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

// Process-wide figures (CPU, memory, event-loop lag) are one set per process, whatever the number of apps in it.
let defaultMetricsStarted = false;

function withTimeout(check: ReadinessCheck, ms: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    check().then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

function tokenMatches(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * Loopback callers (a Prometheus on the same host) or, when METRICS_TOKEN is set, `Authorization: Bearer <it>`.
 * "Loopback" is the socket's own peer, never request.ip: that one follows X-Forwarded-For from trusted proxies,
 * and a proxy on this host is itself a loopback peer. A request that a proxy relayed (it carries a forwarding
 * header) came from outside, so it needs the token however local its last hop is.
 */
function mayReadMetrics(request: FastifyRequest, token: string | null): boolean {
  const auth = request.headers.authorization;
  if (token && typeof auth === 'string' && auth.startsWith('Bearer ')) return tokenMatches(auth.slice(7), token);
  const relayed = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !relayed && LOOPBACK.has(request.raw.socket?.remoteAddress ?? '');
}

/**
 * Operations endpoints, outside the product api (hidden from the OpenAPI document):
 * - GET /health: liveness, the process answers (no database call, so a busy database does not get it restarted);
 * - GET /ready: every registered readiness check passes (the load balancer sends traffic only then);
 * - GET /metrics: Prometheus text; request latency by route pattern (never the URL, which may carry ids or
 *   e-mail addresses), plus whatever gauges other parts register.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    const { basePath, metricsToken } = fastify.config;

    const checks = new Map<string, ReadinessCheck>();
    let stopping = false;
    const readiness: Readiness = {
      stop() {
        stopping = true;
      },
      add(name, check) {
        if (checks.has(name)) throw new Error(`readiness check "${name}" is already registered`);
        checks.set(name, check);
      },
      async run(timeoutMs = READY_TIMEOUT_MS) {
        const entries = [...checks.entries()];
        const results = await Promise.allSettled(entries.map(([, check]) => withTimeout(check, timeoutMs)));
        const out: Record<string, 'ok' | 'failed'> = {};
        entries.forEach(([name], i) => {
          out[name] = results[i]!.status === 'fulfilled' ? 'ok' : 'failed';
        });
        return { ready: Object.values(out).every((v) => v === 'ok'), checks: out };
      },
    };
    fastify.decorate('readiness', readiness);
    readiness.add('database', async () => {
      // PGlite on a worker: its own sign of life says it (db-pglite-worker.ts); a query would wait in its line.
      const engine = fastify.db.engine;
      if (engine) {
        if (!engine.alive()) throw new Error('the database worker has stopped or gives no sign of life');
        return;
      }
      try {
        await fastify.db.query('SELECT 1');
      } catch (err) {
        // The embedded database refusing newcomers is alive and working through its line: ready, only busy.
        if (!(err instanceof DatabaseBusyError)) throw err;
      }
    });

    if (!defaultMetricsStarted) {
      defaultMetricsStarted = true;
      collectDefaultMetrics({ register: processRegistry });
    }
    const registry = new Registry();
    const metrics: Metrics = {
      registry,
      gauge({ name, help, labelNames, collect }) {
        return new Gauge({
          name,
          help,
          labelNames: labelNames ?? [],
          registers: [registry],
          async collect() {
            // A figure that cannot be read now (the database is down) is left out of this scrape, not a 500 for
            // the whole page: the process metrics and database_up are what the on-call person needs then.
            try {
              await withTimeout(async () => collect(this), COLLECT_TIMEOUT_MS);
            } catch {
              this.reset();
            }
          },
        });
      },
    };
    fastify.decorate('metrics', metrics);

    metrics.gauge({
      name: 'database_up',
      help: 'Whether the database answered SELECT 1 within a second at this scrape (1) or not (0)',
      collect: async (g) => {
        try {
          await withTimeout(async () => {
            await fastify.db.query('SELECT 1');
          }, DATABASE_UP_TIMEOUT_MS);
          g.set(1);
        } catch (err) {
          // Busy is not down: the embedded database is working through its line.
          g.set(err instanceof DatabaseBusyError ? 1 : 0);
        }
      },
    });

    const waitQueue = fastify.db.waitQueue;
    if (waitQueue) {
      metrics.gauge({
        name: 'db_wait_queue_depth',
        help: 'Queries and transactions waiting for the embedded database (PGlite answers one at a time)',
        collect: (g) => g.set(waitQueue.depth()),
      });
      metrics.gauge({
        name: 'db_wait_queue_refused',
        help: 'Requests answered 503 because their wait for the embedded database would pass the bound',
        collect: (g) => g.set(waitQueue.refused),
      });
      metrics.gauge({
        name: 'db_wait_queue_refused_on_estimate',
        help: 'Of those, the requests refused on arrival because the estimated wait would pass the bound',
        collect: (g) => g.set(waitQueue.refusedOnEstimate),
      });
      metrics.gauge({
        name: 'db_wait_queue_unit_seconds',
        help: 'The smoothed time one query or transaction holds the embedded database (what its line reckons with)',
        collect: (g) => g.set(waitQueue.unitMs() / 1000),
      });
      metrics.gauge({
        name: 'db_wait_queue_longest_wait_seconds',
        help: 'The longest any query or transaction waited in line for the embedded database since start',
        collect: (g) => g.set(waitQueue.longestWaitMs / 1000),
      });
    }

    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request received to response sent, by route pattern',
      labelNames: ['method', 'route', 'status_code'],
      // Buckets around the budgets in docs/rules.md: most answers well under 100 ms, a bound at a few seconds.
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    // The label set of each (route, method, status) is made once and reused: no object per request (issue 29).
    type LabelSet = { method: string; route: string; status_code: string };
    const labelSets = new Map<string, Map<string, LabelSet[]>>();
    const labelsOf = (route: string, method: string, status: number): LabelSet => {
      let byMethod = labelSets.get(route);
      if (!byMethod) labelSets.set(route, (byMethod = new Map()));
      let byStatus = byMethod.get(method);
      if (!byStatus) byMethod.set(method, (byStatus = []));
      return (byStatus[status] ??= { method, route, status_code: String(status) });
    };
    fastify.addHook('onResponse', (request, reply, done) => {
      // The pattern ('/api/therapists/:id'), never the URL; requests that matched no route share one label.
      latency.observe(
        labelsOf(request.routeOptions.url ?? 'unmatched', request.method, reply.statusCode),
        reply.elapsedTime / 1000,
      );
      done();
    });

    // On the embedded database the operations endpoints' own queries go to the front of its line (and are never
    // refused): /ready and a scrape wait at most for the query running now, not behind a crowd of requests.
    // (Only there: on the PostgreSQL server no request context is kept, and entering one would switch on async
    // context tracking for the whole process.)
    const firstInLine = <T>(fn: () => Promise<T>): Promise<T> =>
      fastify.db.waitQueue ? waitContext.run({ arrivedAt: Number.NEGATIVE_INFINITY, admitted: true }, fn) : fn();

    // While the database has work waiting (PGlite's line, the pool's waiting clients) and the app's own queries show
    // it answering, /ready repeats the last result of its checks if that is at most READY_REUSE_MS old (refreshed
    // in the background once it is READY_FRESH_MS old) instead of queuing a probe of its own behind the load. A
    // database found unreachable since its last answer, or silent for READY_FRESH_MS, is checked at once, as is
    // everything when the database is idle or the last result was not ready.
    type ReadyResult = Awaited<ReturnType<Readiness['run']>>;
    let last: { at: number; result: ReadyResult } | null = null;
    let running: Promise<ReadyResult> | null = null;
    const checkNow = (timeoutMs?: number): Promise<ReadyResult> =>
      (running ??= firstInLine(() => readiness.run(timeoutMs))
        .then((result) => {
          last = { at: performance.now(), result };
          return result;
        })
        .finally(() => {
          running = null;
        }));
    const readyResult = (): Promise<ReadyResult> => {
      const live = fastify.db.liveness;
      const now = performance.now();
      const engine = fastify.db.engine;
      // PGlite on a worker whose checks last passed, or whose worker is not alive now: the database's part is its
      // sign of life, read now; the other checks (the job queue asks the database) are repeated from their last
      // run, refreshed in the background once it is READY_FRESH_MS old. /ready never waits for the database's line
      // (issue 29). Nobody waits for that refresh, so a check behind a long line is given its time (a stuck
      // database shows in its sign of life instead). Checks that failed while the worker was down are run again at
      // once when it is back (below: they go to the front of its line), so a restarted worker is ready as soon as
      // it serves, not a refresh later.
      if (engine && last !== null && (last.result.ready || !engine.alive())) {
        if (now - last.at >= READY_FRESH_MS) checkNow(READY_BACKGROUND_TIMEOUT_MS).catch(() => undefined);
        const database = engine.alive() ? 'ok' : 'failed';
        const checks = { ...last.result.checks, database } as Record<string, 'ok' | 'failed'>;
        return Promise.resolve({ ready: Object.values(checks).every((v) => v === 'ok'), checks });
      }
      const answering =
        live !== undefined &&
        live.waiting() > 0 &&
        live.answeredAt > live.unreachableAt &&
        now - live.answeredAt < READY_FRESH_MS;
      if (answering && last !== null && last.result.ready && now - last.at < READY_REUSE_MS) {
        if (now - last.at >= READY_FRESH_MS) checkNow().catch(() => undefined);
        return Promise.resolve(last.result);
      }
      return checkNow();
    };

    // The three come from the endpoint table like every route (operations.ts there), under the base path. Who
    // calls does not matter here: a cookie sent along is not looked up (auth's `sessionless`).
    const config = { sessionless: true };
    await fastify.register(
      async (scope) => {
        scope.route({
          ...fromTable(operations.health, { hide: true }),
          config,
          handler: async () => ({ status: 'ok' }),
        });

        scope.route({
          ...fromTable(operations.ready, { hide: true, response: { 503: notReadySchema } }),
          config,
          handler: async (_request, reply) => {
            if (stopping) {
              const body: ApiErrorBody = {
                error: 'not_ready',
                message: 'Shutting down: finishing the requests in flight; send new ones to another replica.',
              };
              return reply.status(503).header('retry-after', '5').send(body);
            }
            const result = await readyResult();
            if (result.ready) return { status: 'ready', checks: result.checks };
            const failed = Object.keys(result.checks).filter((k) => result.checks[k] === 'failed');
            const body: ApiErrorBody & { checks: Record<string, string> } = {
              error: 'not_ready',
              message: `Not ready: ${failed.join(', ')} did not answer.`,
              checks: result.checks,
            };
            return reply.status(503).header('retry-after', '5').send(body);
          },
        });

        scope.route({
          ...fromTable(operations.metrics, { hide: true }),
          config,
          handler: async (request, reply) => {
            if (!mayReadMetrics(request, metricsToken)) {
              const body: ApiErrorBody = {
                error: 'forbidden',
                message: 'Metrics are served to loopback callers or with the METRICS_TOKEN bearer token.',
              };
              return reply.status(403).send(body);
            }
            const merged = Registry.merge([processRegistry, registry]);
            return reply.type(merged.contentType).send(await firstInLine(() => merged.metrics()));
          },
        });
      },
      { prefix: basePath },
    );
  },
  { name: 'operations', dependencies: ['db'] },
);
