import fp from 'fastify-plugin';
import cors from '@fastify/cors';

// Only the shell origins may read responses with credentials; every other origin gets no CORS headers at all.
export default fp(
  async (fastify) => {
    const allowed = new Set(fastify.config.shellOrigins);
    await fastify.register(cors, {
      origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Accept'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
