import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { isShellOrigin } from './cors';

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

    // One callback hook sets every header that does not depend on the route (issue 29: each hook and each
    // promise is paid on every request): helmet's, the request id (reqId of every log line, echoed for a proxy's
    // log), and Cache-Control: no-store. Answers carry personal data more often than not, so no shared cache keeps
    // one unless the route says otherwise: a route that sets its own Cache-Control (public therapist photos)
    // replaces this one.
    headers['cache-control'] = 'no-store';
    // And CORS's part of an ordinary answer (cors.ts): the answer depends on Origin, and a shell origin may read it
    // with its cookies. Preflights (OPTIONS) are @fastify/cors's, in cors.ts.
    headers.vary = 'Origin';
    const mayRead = isShellOrigin(fastify.config.shellOrigins);
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      reply.header('x-request-id', request.id);
      const origin = request.headers.origin;
      if (mayRead(origin) && request.method !== 'OPTIONS') {
        reply.header('access-control-allow-origin', origin);
        reply.header('access-control-allow-credentials', 'true');
      }
      done();
    });
  },
  { name: 'helmet' },
);
