import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { fbcOf, subjectOf, toAuthData, type UserRow } from '../../plugins/app/accounts/accounts-contract';
import { deviceOf } from '../../plugins/app/sessions/sessions-contract';
import { ApiError } from '../../errors';
import * as endpoints from '@rozmova/contracts/endpoints/auth';
import { fromTable } from '../../route-from-table';

const errors = { '4xx': apiErrorSchema };

/** Starts a fresh session for `user` (never reusing the caller's id: no session fixation) and answers with auth data. */
export async function signIn(fastify: FastifyInstance, request: FastifyRequest, reply: FastifyReply, user: UserRow) {
  if (request.user) await fastify.sessions.revoke(fastify.db, request.user.sessionId);
  const { token, expiresAt } = await fastify.sessions.create(fastify.db, user.id, deviceOf(request));
  fastify.sessions.setCookie(reply, token, expiresAt);
  return toAuthData(subjectOf(user), fbcOf(request));
}

/**
 * The step after a correct password or Google token: a session at once, or, when the account has a second
 * factor, 401 `second_factor_required` with a short-lived challenge for `login/second_factor`.
 */
export async function signInOrChallenge(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
) {
  if (await fastify.twoFactor.isEnrolled(user.id)) {
    const err = new ApiError(
      401,
      'second_factor_required',
      'Send a code from the authenticator app (or a recovery code) to login/second_factor with this challenge.',
    );
    err.challenge = await fastify.twoFactor.issueChallenge(user.id);
    throw err;
  }
  return signIn(fastify, request, reply, user);
}

export default async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.currentAuth, {
      tags: ['auth'],
      summary: 'Who is signed in (anonymous callers get the same shape with nulls)',
      response: errors,
    }),
    handler: async (request, reply) => {
      // The answer depends on the cookie: no shared cache may keep it.
      reply.header('cache-control', 'no-store');
      return toAuthData(request.user, fbcOf(request));
    },
  });

  app.route({
    ...fromTable(endpoints.login, {
      tags: ['auth'],
      summary: 'Sign in with e-mail and password (401 second_factor_required when two-step sign-in is on)',
      response: errors,
    }),
    config: {
      rateLimit: {
        max: fastify.config.loginRateLimitPerMinute,
        timeWindow: '1 minute',
      },
    },
    handler: async (request, reply) => {
      const user = await fastify.accounts.verifyCredentials(request.body.email, request.body.password);
      return signInOrChallenge(fastify, request, reply, user);
    },
  });

  app.route({
    ...fromTable(endpoints.register, {
      tags: ['auth'],
      summary: 'Create a client account (offer terms required; marketing consent not offered in ua)',
      response: errors,
    }),
    handler: async (request, reply) => {
      const user = await fastify.accounts.register(request.body, request.query.config_id);
      return signIn(fastify, request, reply, user);
    },
  });

  app.route({
    ...fromTable(endpoints.logout, {
      tags: ['auth'],
      summary: 'End this session (the cookie is cleared even when it was already invalid)',
      response: errors,
    }),
    handler: async (request, reply) => {
      if (request.user) await fastify.sessions.revoke(fastify.db, request.user.sessionId);
      fastify.sessions.clearCookie(reply);
      return { ok: true } as const;
    },
  });
}
