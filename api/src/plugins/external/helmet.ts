import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

// The api serves JSON only, so the strictest content security policy costs nothing.
//
// Helmet's headers depend only on these options, never on the request, so they are worked out once, here, and
// every answer gets the same list. (@fastify/helmet, used before, rebuilt helmet's middleware from the options on
// every request: parsing the policy again each time was about a tenth of the api's CPU under load.) A route that
// sets one of these headers itself (the sandbox checkout page) still replaces it: its header is set later.
export default fp(
  async (fastify) => {
    const middleware = helmet({
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'same-site' },
      strictTransportSecurity: fastify.config.secureCookies ? { maxAge: 15_552_000, includeSubDomains: true } : false,
      // Fastify sends no X-Powered-By: nothing to remove.
      xPoweredBy: false,
    });
    const headers: Record<string, string> = {};
    const recorder = {
      setHeader(name: string, value: string | number | readonly string[]) {
        headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      },
      removeHeader(name: string) {
        delete headers[name.toLowerCase()];
      },
    };
    let failure: unknown = null;
    middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
      failure = err ?? null;
    });
    if (failure) throw failure;
    if (Object.keys(headers).length === 0) throw new Error('helmet produced no headers');

    fastify.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet' },
);
