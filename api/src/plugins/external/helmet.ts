import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { isShellOrigin } from './cors';

// What helmet sets for a document and that means nothing on a JSON (or calendar, image) answer: the opener
// policy and origin-keyed agent clusters concern a window, the rest switch off features of old browsers' pages.
// The three HTML pages the api serves (the sign-in link, the sandbox checkout, the cancel link) add them with
// `documentHeaders` (issue 29: every answer carried these six and helmet's eleven-directive policy, 661 bytes
// that the hello route's answer spent most of its extra time on, against a bare Fastify's, in writing and reading).
const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Runs helmet's middleware once against a recorder: its headers depend only on its options. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
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
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err ?? null;
  });
  if (failure) throw failure;
  if (Object.keys(headers).length === 0) throw new Error('helmet produced no headers');
  return headers;
}

const pick = (headers: Record<string, string>, keep: (name: string) => boolean) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => keep(name)));

/** The headers only a document needs, for the api's few HTML pages (each sets its own policy and referrer). */
export const documentHeaders: Readonly<Record<string, string>> = pick(
  helmetHeaders({ contentSecurityPolicy: false, xPoweredBy: false }),
  (name) => DOCUMENT_ONLY.includes(name),
);

// Every answer: a policy that lets the answer load nothing and be framed by nobody (default-src covers every fetch;
// base-uri and form-action, which it does not cover, act only in a document), the resource policy against reads
// from other sites, no Referer, nosniff, no framing (also for browsers without frame-ancestors), HSTS over https.
//
// Helmet's headers depend only on these options, never on the request, so they are worked out once, here, and
// every answer gets the same list. (@fastify/helmet, used before, rebuilt helmet's middleware from the options on
// every request: parsing the policy again each time was about a tenth of the api's CPU under load.) A route that
// sets one of these headers itself (the HTML pages) still replaces it: its header is set later.
export default fp(
  async (fastify) => {
    const headers = pick(
      helmetHeaders({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
        },
        crossOriginResourcePolicy: { policy: 'same-site' },
        // As frame-ancestors 'none' says, for browsers that know only this header.
        xFrameOptions: { action: 'deny' },
        strictTransportSecurity: fastify.config.secureCookies ? { maxAge: 15_552_000, includeSubDomains: true } : false,
        // Fastify sends no X-Powered-By: nothing to remove.
        xPoweredBy: false,
      }),
      (name) => !DOCUMENT_ONLY.includes(name),
    );

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
