import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema, configIdQuerySchema, okResponseSchema } from '@rozmova/contracts/schemas/common';
import {
  authDataSchema,
  changePasswordBodySchema,
  resetPasswordBodySchema,
  restorePasswordBodySchema,
} from '@rozmova/contracts/schemas/auth';
import { fbcOf, subjectOf, toAuthData } from '../../plugins/app/accounts/auth-data';
import { deviceOf } from '../../plugins/app/sessions/device';

/** Needs the `sid` session cookie (shown in the OpenAPI document). */
const SESSION = [{ session: [] }];
const errors = { '4xx': apiErrorSchema };

export default async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.post(
    '/change_password',
    {
      onRequest: fastify.requireUser,
      // A stolen session must not be a way to guess the current password.
      config: { rateLimit: { max: fastify.config.loginRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        security: SESSION,
        tags: ['auth'],
        summary:
          'Change the password; signs out every other device unless end_other_sessions is false, and starts a new session here',
        querystring: configIdQuerySchema,
        body: changePasswordBodySchema,
        response: { 200: authDataSchema, ...errors },
      },
    },
    async (request, reply) => {
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
  );

  app.post(
    '/restore_password',
    {
      config: { rateLimit: { max: fastify.config.restorePasswordRateLimitPer15Min, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a one-time, expiring reset link (same answer whether or not the address has an account)',
        querystring: configIdQuerySchema,
        body: restorePasswordBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await fastify.accounts.requestPasswordReset(request.body.email);
      return { ok: true } as const;
    },
  );

  app.post(
    '/reset_password',
    {
      config: { rateLimit: { max: fastify.config.restorePasswordRateLimitPer15Min * 4, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from the restore_password e-mail; signs out every session',
        querystring: configIdQuerySchema,
        body: resetPasswordBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await fastify.accounts.resetPassword(request.body.token, request.body.password);
      if (request.user) fastify.sessions.clearCookie(reply);
      return { ok: true } as const;
    },
  );
}
