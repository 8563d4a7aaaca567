import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { ApiError } from '../../errors';

// Not global: only the routes that guard against guessing or flooding (login, restore_password,
// frontend_error...) opt in through `config.rateLimit`. The in-memory store is per process, which matches
// the single-node deployment this api targets (README: security decisions).
export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new ApiError(429, 'rate_limited', `Too many requests; please try again in ${Math.ceil(context.ttl / 1000)} s.`),
    });
  },
  { name: 'rate-limit' },
);
