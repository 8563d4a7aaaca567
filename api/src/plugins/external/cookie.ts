import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';

// Session cookies carry a random id looked up server-side, so they need no signing secret.
export default fp(
  async (fastify) => {
    await fastify.register(cookie);
  },
  { name: 'cookie' },
);
