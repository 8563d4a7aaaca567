import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema, configIdQuerySchema } from '@rozmova/contracts/schemas/common';
import {
  changeEmailBodySchema,
  deviceSessionsResponseSchema,
  endedSessionsResponseSchema,
  endSessionBodySchema,
  resendVerificationResponseSchema,
  userInfoResponseSchema,
  verifyEmailBodySchema,
  verifyEmailResponseSchema,
} from '@rozmova/contracts/schemas/account';
import { ApiError } from '../../errors';

/** Needs the `sid` session cookie (shown in the OpenAPI document). */
const SESSION = [{ session: [] }];
const errors = { '4xx': apiErrorSchema };

// Verified e-mail and the signed-in devices list (issue 22); api/docs/identity.md explains the rules.
export default async function verificationAndDeviceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();

  app.post(
    '/v4/account/verify_email',
    {
      // Opened from a mail, maybe on another device: the token alone is the proof, no session needed.
      config: { rateLimit: { max: fastify.config.restorePasswordRateLimitPer15Min * 4, timeWindow: '15 minutes' } },
      schema: {
        tags: ['account'],
        summary:
          'Open an e-mail confirmation link: confirms the address, or adopts the new one; 410 when used or expired',
        querystring: configIdQuerySchema,
        body: verifyEmailBodySchema,
        response: { 200: verifyEmailResponseSchema, ...errors },
      },
    },
    async (request) => fastify.accounts.verification.verify(request.body.token),
  );

  app.post(
    '/v4/account/resend_verification',
    {
      onRequest: fastify.requireUser,
      schema: {
        security: SESSION,
        tags: ['account'],
        summary: 'Mail a new confirmation link (voids the older ones); 429 after VERIFICATION_MAILS_PER_HOUR',
        querystring: configIdQuerySchema,
        response: { 200: resendVerificationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { sentTo } = await fastify.accounts.verification.resend(request.user!.id);
      return { ok: true as const, sent_to: sentTo };
    },
  );

  app.post(
    '/v4/account/change_email',
    {
      onRequest: fastify.requireUser,
      // It checks the password: a stolen session must not be a way to guess it.
      config: { rateLimit: { max: fastify.config.loginRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        security: SESSION,
        tags: ['account'],
        summary:
          'Ask to move the account to a new address: a confirmation link goes there; the address changes only once it is opened',
        querystring: configIdQuerySchema,
        body: changeEmailBodySchema,
        response: { 200: userInfoResponseSchema, ...errors },
      },
    },
    async (request) => ({
      user: await fastify.accounts.requestEmailChange(
        request.user!.id,
        request.body.new_email,
        request.body.current_password,
        () => fastify.twoFactor.confirmSecondFactor(request.user!, request.body.code),
      ),
    }),
  );

  app.get(
    '/v4/account/sessions',
    {
      onRequest: fastify.requireSession,
      schema: {
        security: SESSION,
        tags: ['account'],
        summary: 'The devices signed in to this account: browser, coarse network address, last seen, this device',
        querystring: configIdQuerySchema,
        response: { 200: deviceSessionsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { sessions: await fastify.sessions.listForUser(request.user!.id, request.user!.sessionId) };
    },
  );

  app.post(
    '/v4/account/end_session',
    {
      onRequest: fastify.requireSession,
      schema: {
        security: SESSION,
        tags: ['account'],
        summary: "Sign one of the account's devices out (this one too: then the cookie is cleared)",
        querystring: configIdQuerySchema,
        body: endSessionBodySchema,
        response: { 200: endedSessionsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ended = await fastify.sessions.revokeOwn(fastify.db, request.user!.id, request.body.session_id);
      // Another account's session answers exactly like one that does not exist.
      if (!ended) {
        throw new ApiError(404, 'session_not_found', 'No such signed-in device.', [
          { field: 'session_id', rule: 'exists' },
        ]);
      }
      if (request.body.session_id === request.user!.sessionId) fastify.sessions.clearCookie(reply);
      return { ok: true as const, ended: 1 };
    },
  );

  app.post(
    '/v4/account/end_other_sessions',
    {
      onRequest: fastify.requireSession,
      schema: {
        security: SESSION,
        tags: ['account'],
        summary: 'Sign out every device but this one',
        querystring: configIdQuerySchema,
        response: { 200: endedSessionsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      ok: true as const,
      ended: await fastify.sessions.revokeOthers(fastify.db, request.user!.id, request.user!.sessionId),
    }),
  );
}
