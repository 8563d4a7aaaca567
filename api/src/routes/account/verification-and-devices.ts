import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { ApiError } from '../../errors';
import * as endpoints from '@rozmova/contracts/endpoints/account';
import { fromTable } from '../../route-from-table';

/** Needs the `sid` session cookie (shown in the OpenAPI document). */
const SESSION = [{ session: [] }];
const errors = { '4xx': apiErrorSchema };

// Verified e-mail and the signed-in devices list (issue 22); api/docs/identity.md explains the rules.
export default async function verificationAndDeviceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();

  app.route({
    ...fromTable(endpoints.verifyEmail, {
      tags: ['account'],
      summary:
        'Open an e-mail confirmation link: confirms the address, or adopts the new one; 410 when used or expired',
      response: errors,
    }),
    // Opened from a mail, maybe on another device: the token alone is the proof, no session needed.
    config: { rateLimit: { max: fastify.config.restorePasswordRateLimitPer15Min * 4, timeWindow: '15 minutes' } },
    handler: async (request) => fastify.accounts.verification.verify(request.body.token),
  });

  app.route({
    ...fromTable(endpoints.resendVerification, {
      security: SESSION,
      tags: ['account'],
      summary: 'Mail a new confirmation link (voids the older ones); 429 after VERIFICATION_MAILS_PER_HOUR',
      response: errors,
    }),
    onRequest: fastify.requireUser,
    handler: async (request) => {
      const { sentTo } = await fastify.accounts.verification.resend(request.user!.id);
      return { ok: true as const, sent_to: sentTo };
    },
  });

  app.route({
    ...fromTable(endpoints.changeEmail, {
      security: SESSION,
      tags: ['account'],
      summary:
        'Ask to move the account to a new address: a confirmation link goes there; the address changes only once it is opened',
      response: errors,
    }),
    onRequest: fastify.requireUser,
    // It checks the password: a stolen session must not be a way to guess it.
    config: { rateLimit: { max: fastify.config.loginRateLimitPerMinute, timeWindow: '1 minute' } },
    handler: async (request) => ({
      user: await fastify.accounts.requestEmailChange(
        request.user!.id,
        request.body.new_email,
        request.body.current_password,
        () => fastify.twoFactor.confirmSecondFactor(request.user!, request.body.code),
      ),
    }),
  });

  app.route({
    ...fromTable(endpoints.deviceSessions, {
      security: SESSION,
      tags: ['account'],
      summary: 'The devices signed in to this account: browser, coarse network address, last seen, this device',
      response: errors,
    }),
    onRequest: fastify.requireSession,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { sessions: await fastify.sessions.listForUser(request.user!.id, request.user!.sessionId) };
    },
  });

  app.route({
    ...fromTable(endpoints.endSession, {
      security: SESSION,
      tags: ['account'],
      summary: "Sign one of the account's devices out (this one too: then the cookie is cleared)",
      response: errors,
    }),
    onRequest: fastify.requireSession,
    handler: async (request, reply) => {
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
  });

  app.route({
    ...fromTable(endpoints.endOtherSessions, {
      security: SESSION,
      tags: ['account'],
      summary: 'Sign out every device but this one',
      response: errors,
    }),
    onRequest: fastify.requireSession,
    handler: async (request) => ({
      ok: true as const,
      ended: await fastify.sessions.revokeOthers(fastify.db, request.user!.id, request.user!.sessionId),
    }),
  });
}
