import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ApiError } from '../../errors';
import { changesState, STATE_CHANGING } from './state-changing';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false for server-to-server callers that send no Origin and prove themselves another way
     * (payment-provider webhooks verify a signature).
     */
    csrf?: boolean;
  }
}

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence for cookie sessions: a state-changing request must come from an allowed origin (Origin header,
 * or Referer when a browser omits Origin). Together with JSON-only bodies (text/plain is not parsed, and
 * application/json cannot be sent cross-site without a CORS preflight), a foreign page cannot act with
 * the visitor's cookie.
 */
export default fp(
  async (fastify) => {
    const allowed = new Set([...fastify.config.shellOrigins, new URL(fastify.config.publicApiUrl).origin]);

    // Fastify parses text/plain by default; a form or fetch can send it cross-site without a preflight.
    fastify.removeContentTypeParser('text/plain');

    // Calls without a payload (logout) may still say application/json; an empty body then means "no body"
    // instead of a parse error. Non-empty bodies go through Fastify's own parser (prototype-poisoning checks).
    const defaultJson = fastify.getDefaultJsonParser('error', 'error');
    fastify.removeContentTypeParser('application/json');
    fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '' || (typeof body === 'string' && body.trim() === '')) {
        done(null, undefined);
        return;
      }
      defaultJson(request, body as string, done);
    });

    // Cache-Control: no-store on every answer is set with helmet's headers (helmet.ts), before any route runs.

    const guard = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
      // A route may answer several methods; its reads pass.
      if (!STATE_CHANGING.has(request.method)) {
        done();
        return;
      }
      const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
      if (origin === null || !allowed.has(origin)) {
        done(
          new ApiError(
            403,
            'csrf_origin_refused',
            origin === null
              ? 'State-changing requests must carry an Origin header from an allowed site.'
              : `Origin ${origin} is not allowed to change state here.`,
          ),
        );
        return;
      }
      done();
    };
    // Only the routes that change state carry the check, first among their own hooks (issue 29: a hook on every
    // request is paid by every read too). Routes added later anywhere in the app get it as they are added.
    fastify.addHook('onRoute', (route) => {
      if (!changesState(route.method) || route.config?.csrf === false) return;
      const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
      route.onRequest = [guard, ...own] as typeof route.onRequest;
    });
  },
  { name: 'request-guard' },
);
