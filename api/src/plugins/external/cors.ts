import fp from 'fastify-plugin';
import cors from '@fastify/cors';

// Only the shell origins may read responses with credentials; every other origin gets no CORS headers at all.
//
// Two halves (issue 29): an ordinary request's CORS headers are set by the one onRequest hook that sets every
// other fixed header (helmet.ts, `isShellOrigin`): `Vary: Origin` always, and for a shell origin
// Access-Control-Allow-Origin with Allow-Credentials. @fastify/cors, which copied its options into a new object
// and made two closures on every request, now only answers preflights: registered in a context of its own, its
// hook runs for its own OPTIONS route and for nothing else.
export default fp(
  async (fastify) => {
    const allowed = new Set(fastify.config.shellOrigins);
    await fastify.register(async (preflight) => {
      await preflight.register(cors, {
        origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
        credentials: true,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: ['Content-Type', 'Accept'],
        maxAge: 600,
      });
    });
  },
  { name: 'cors', dependencies: ['helmet'] },
);

/**
 * The CORS headers of an answer to anything but a preflight, as @fastify/cors set them with the options above:
 * `Vary: Origin` (in the fixed headers), and the origin with credentials for a shell origin.
 */
export function isShellOrigin(shellOrigins: readonly string[]): (origin: string | undefined) => boolean {
  const allowed = new Set(shellOrigins);
  return (origin) => origin !== undefined && allowed.has(origin);
}
