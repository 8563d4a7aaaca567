import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../../errors';
import { SESSION_COOKIE, type SessionUser } from '../sessions';
import { deviceOf } from '../sessions/sessions-contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route never asks who is calling (liveness, readiness, metrics): a session cookie it is sent is not looked
     * up, so on the embedded database such a request never waits in the database's line for it.
     */
    sessionless?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in person, from the `sid` cookie; null for anonymous callers. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    // Guards run as `onRequest` hooks, before the body is parsed and validated.
    /** 401 `not_authenticated` without a session; 403 `registration_incomplete` until a Google sign-up is confirmed. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** A session of any kind, even one whose Google sign-up is still unconfirmed (completing or deleting it). */
    requireSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Clients only (role user): 403 `forbidden` for therapists and admins. */
    requireClient: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Therapists only: 403 `forbidden` for clients and admins; 403 `second_factor_enrolment_required` past the
     * grace period without a second factor (requireAdmin likewise).
     */
    requireWorker: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Admins only. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new ApiError(401, 'not_authenticated', 'Sign in to continue.');
  return request.user;
}

function registeredUser(request: FastifyRequest): SessionUser {
  const user = sessionUser(request);
  if (!user.isRegistered || user.hasToConfirmRegGoogle) {
    throw new ApiError(
      403,
      'registration_incomplete',
      'Accept the offer terms (login/complete/google) before using the account.',
    );
  }
  return user;
}

export default fp(
  async (fastify) => {
    fastify.decorateRequest('user', null);

    // A callback hook: a request without a session cookie (most of them) costs no promise.
    fastify.addHook('onRequest', (request, _reply, done) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || request.routeOptions.config?.sessionless === true) {
        request.user = null;
        done();
        return;
      }
      fastify.sessions.findByToken(token, deviceOf(request)).then(
        (user) => {
          request.user = user;
          done();
        },
        (err: Error) => done(err),
      );
    });

    fastify.decorate('requireSession', async (request: FastifyRequest) => {
      sessionUser(request);
    });
    fastify.decorate('requireUser', async (request: FastifyRequest) => {
      registeredUser(request);
    });
    fastify.decorate('requireClient', async (request: FastifyRequest) => {
      if (registeredUser(request).role !== 'user') {
        throw new ApiError(403, 'forbidden', 'This call is for clients.');
      }
    });
    fastify.decorate('requireWorker', async (request: FastifyRequest) => {
      const user = registeredUser(request);
      if (user.role !== 'therapist') throw new ApiError(403, 'forbidden', 'This call is for therapists.');
      await fastify.twoFactor.refuseWhenOverdue(user);
    });
    fastify.decorate('requireAdmin', async (request: FastifyRequest) => {
      const user = registeredUser(request);
      if (user.role !== 'admin') throw new ApiError(403, 'forbidden', 'This call is for administrators.');
      await fastify.twoFactor.refuseWhenOverdue(user);
    });

    // Who may call comes before what they sent: a client on a therapist's call gets 403 whatever the body (an
    // empty or broken body would otherwise answer 400 and tell a stranger how the call is shaped). Routes put
    // the guards in `onRequest`; one still listed as a `preHandler` is moved there when the route is added.
    const guards = new Set<unknown>([
      fastify.requireSession,
      fastify.requireUser,
      fastify.requireClient,
      fastify.requireWorker,
      fastify.requireAdmin,
    ]);
    fastify.addHook('onRoute', (route) => {
      const preHandlers = route.preHandler === undefined ? [] : [route.preHandler].flat();
      const moved = preHandlers.filter((hook) => guards.has(hook));
      if (moved.length === 0) return;
      route.preHandler = preHandlers.filter((hook) => !guards.has(hook));
      route.onRequest = [
        ...(route.onRequest === undefined ? [] : [route.onRequest].flat()),
        ...moved,
      ] as typeof route.onRequest;
    });
  },
  { name: 'auth', dependencies: ['sessions', 'cookie'] },
);
