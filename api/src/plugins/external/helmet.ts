import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

// The api serves JSON only, so the strictest content security policy costs nothing.
export default fp(
  async (fastify) => {
    await fastify.register(helmet, {
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'same-site' },
      hsts: fastify.config.secureCookies ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    });
  },
  { name: 'helmet' },
);
