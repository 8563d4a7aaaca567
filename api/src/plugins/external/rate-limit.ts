import fp from 'fastify-plugin';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import Redis from 'ioredis';
import { ApiError } from '../../errors';
import { postgresStore } from './rate-limit-stores';

// Not global: only the routes that guard against guessing or flooding (login, restore_password,
// frontend_error...) opt in through `config.rateLimit`. Where the counters live (config.rateLimitStore):
// - redis: REDIS_URL is set; every replica counts in one place (the plugin's own Lua-scripted store);
// - postgres: DATABASE_URL without Redis; replicas on one server share the rate_limit_counters table;
// - memory: the embedded database, which only one process can open anyway.
// A store that cannot be reached lets requests through (skipOnError) rather than locking everyone out of
// signing in; /ready reports it, so the load balancer and the on-call person see it (README: operations).
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
      // Short timeouts: a counter that cannot be read in half a second is skipped, not waited for.
      const redis = new Redis(config.redisUrl!, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: true });
      redis.on('error', (err) => fastify.log.warn({ err: err.message }, 'redis (rate limits) unreachable'));
      await redis.connect().catch((err: Error) => fastify.log.warn({ err: err.message }, 'redis not reachable yet'));
      options.redis = redis;
      options.nameSpace = config.rateLimitNamespace;
      fastify.readiness.add('redis', async () => {
        await redis.ping();
      });
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
