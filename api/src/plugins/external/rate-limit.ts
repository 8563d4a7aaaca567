import fp from 'fastify-plugin';
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import Redis from 'ioredis';
import { Counter } from 'prom-client';
import { ApiError } from '../../errors';
import { circuit, postgresStore, resilientStore } from './rate-limit-stores';

// The plugin's own stores, with no type declarations of their own (the package has no `exports` map).
type StoreFactory = new (...args: unknown[]) => FastifyRateLimitStore;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreFactory;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreFactory;

// Not global: only the routes that guard against guessing or flooding (login, restore_password,
// frontend_error...) opt in through `config.rateLimit`. Where the counters live (config.rateLimitStore):
// - redis: REDIS_URL is set; every replica counts in one place (the plugin's own Lua-scripted store), and when
//   Redis fails or is slow the counting falls back (below);
// - postgres: DATABASE_URL without Redis; replicas on one server share the rate_limit_counters table;
// - memory: the embedded database, which only one process can open anyway.
// Redis is a helper, not a dependency: while it is down or slow (REDIS_TIMEOUT_MS) the limits count in the
// database's table (PostgreSQL server) or in process memory (embedded database) for REDIS_RETRY_AFTER_SECONDS,
// with a log line and the rate_limit_redis_up gauge, and /ready stays 200 (a load balancer must not drop every
// replica over a counter). A fallback that fails too lets the request through (skipOnError) rather than locking
// everyone out of signing in. api/docs/operations.md: degrade, don't die.
export default fp(
  async (fastify) => {
    const { config } = fastify;
    const options: RateLimitPluginOptions = {
      global: false,
      skipOnError: config.rateLimitStore !== 'memory',
      errorResponseBuilder: (_request, context) =>
        new ApiError(429, 'rate_limited', `Too many requests; please try again in ${Math.ceil(context.ttl / 1000)} s.`),
    };
    if (config.rateLimitStore === 'redis') {
      const redis = new Redis(config.redisUrl!, {
        lazyConnect: true,
        connectTimeout: config.redisTimeoutMs,
        // How long a request waits for Redis is resilientStore's REDIS_TIMEOUT_MS. ioredis's own timer (it fires
        // before a waiting answer is read, after a stall of this process) only bounds the commands kept for a Redis
        // that stopped answering.
        commandTimeout: Math.max(1_000, config.redisTimeoutMs * 10),
        // A command while disconnected fails at once instead of waiting in ioredis's queue for a reconnect.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        // Reconnects in the background, at most once a second, for as long as the process runs.
        retryStrategy: (times) => Math.min(times * 200, 1_000),
      });
      // ioredis reports every failed reconnect; the circuit below logs the outage once.
      redis.on('error', () => undefined);
      await redis.connect().catch((err: Error) => fastify.log.warn({ err: err.message }, 'redis not reachable yet'));

      const fallbackName = fastify.db.driver === 'pg' ? 'postgres' : 'memory';
      const fellBack = new Counter({
        name: 'rate_limit_fallback_total',
        help: 'Rate-limited requests counted in the fallback store because Redis failed or was slow',
        registers: [fastify.metrics.registry],
      });
      const failures = new Counter({
        name: 'rate_limit_redis_failures_total',
        help: 'Calls to Redis for a rate limit that failed or timed out (the circuit then skips Redis for a while)',
        registers: [fastify.metrics.registry],
      });
      const state = circuit(config.redisRetryAfterSeconds * 1000, {
        opened: (err) =>
          fastify.log.warn(
            { err: err.message, fallback: fallbackName, retryAfterSeconds: config.redisRetryAfterSeconds },
            `redis unreachable: rate limits count in ${fallbackName} for now`,
          ),
        recovered: () => fastify.log.info('redis answers again: rate limits count in redis'),
        failed: () => failures.inc(),
      });
      fastify.metrics.gauge({
        name: 'rate_limit_redis_up',
        help: 'Whether the rate limits count in Redis (1) or in their fallback store because Redis failed (0)',
        collect: (g) => g.set(state.up ? 1 : 0),
      });

      const primary = new RedisStore(false, false, redis, config.rateLimitNamespace);
      const fallback =
        fastify.db.driver === 'pg'
          ? new (postgresStore(fastify.db) as FastifyRateLimitStoreCtor)({})
          : new LocalStore(false, false, 5000);
      const store = resilientStore(primary, fallback, state, { fellBack: () => fellBack.inc() }, config.redisTimeoutMs);
      // The plugin constructs its store from a class; this one is already built.
      options.store = function ResilientStore() {
        return store;
      } as unknown as FastifyRateLimitStoreCtor;
      fastify.addHook('onClose', async () => {
        if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
        else redis.disconnect();
      });
    } else if (config.rateLimitStore === 'postgres') {
      options.store = postgresStore(fastify.db);
    }
    await fastify.register(rateLimit, options);
  },
  { name: 'rate-limit', dependencies: ['db', 'operations'] },
);
