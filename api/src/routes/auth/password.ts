import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { fbcOf, subjectOf, toAuthData } from '../../plugins/app/accounts/accounts-contract';
import { deviceOf } from '../../plugins/app/sessions/sessions-contract';
import * as endpoints from '@rozmova/contracts/endpoints/auth';
import { fromTable } from '../../route-from-table';

/** Needs the `sid` session cookie (shown in the OpenAPI document). */
const SESSION = [{ session: [] }];
const errors = { '4xx': apiErrorSchema };

export default async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.changePassword, {
      security: SESSION,
      tags: ['auth'],
      summary:
        'Change the password; signs out every other device unless end_other_sessions is false, and starts a new session here',
      response: errors,
    }),
    onRequest: fastify.requireUser,
    // A stolen session must not be a way to guess the current password.
    config: { rateLimit: { max: fastify.config.loginRateLimitPerMinute, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      // Re-authentication: the current password, then a code when two-step sign-in is on (api/docs/two-factor.md).
      const user = await fastify.accounts.changePassword(
        request.user!.id,
        request.body.current_password,
        request.body.new_password,
        { endOtherSessions: request.body.end_other_sessions !== false, currentSessionId: request.user!.sessionId },
        () => fastify.twoFactor.confirmSecondFactor(request.user!, request.body.code),
      );
      const { token, expiresAt } = await fastify.sessions.create(fastify.db, user.id, deviceOf(request));
      fastify.sessions.setCookie(reply, token, expiresAt);
      return toAuthData(subjectOf(user), fbcOf(request));
    },
  });

  app.route({
    ...fromTable(endpoints.restorePassword, {
      tags: ['auth'],
      summary: 'E-mail a one-time, expiring reset link (same answer whether or not the address has an account)',
      response: errors,
    }),
    config: { rateLimit: { max: fastify.config.restorePasswordRateLimitPer15Min, timeWindow: '15 minutes' } },
    handler: async (request) => {
      await fastify.accounts.requestPasswordReset(request.body.email);
      return { ok: true } as const;
    },
  });

  app.route({
    ...fromTable(endpoints.resetPassword, {
      tags: ['auth'],
      summary: 'Set a new password with the token from the restore_password e-mail; signs out every session',
      response: errors,
    }),
    config: { rateLimit: { max: fastify.config.restorePasswordRateLimitPer15Min * 4, timeWindow: '15 minutes' } },
    handler: async (request, reply) => {
      await fastify.accounts.resetPassword(request.body.token, request.body.password);
      if (request.user) fastify.sessions.clearCookie(reply);
      return { ok: true } as const;
    },
  });
}
