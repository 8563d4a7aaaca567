import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { ApiError } from '../../errors';
import { signIn } from './session';
import * as endpoints from '@rozmova/contracts/endpoints/auth';
import { fromTable } from '../../route-from-table';

// Two-step sign-in (api/docs/two-factor.md). The second step of a sign-in, then the account's own second factor:
// its state, enrolment (a secret, confirmed with a code, answering the recovery codes once), a new set of
// recovery codes, and turning it off. Changing it asks re-authentication: the password and, once on, a code.

/** Needs the `sid` session cookie (shown in the OpenAPI document). */
const SESSION = [{ session: [] }];
const errors = { '4xx': apiErrorSchema };

export default async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  const rateLimit = { max: fastify.config.loginRateLimitPerMinute, timeWindow: '1 minute' };

  app.route({
    ...fromTable(endpoints.secondFactorLogin, {
      tags: ['auth'],
      summary: 'Finish a sign-in with the challenge from login (or login/google) and a code or recovery code',
      response: errors,
    }),
    config: { rateLimit },
    handler: async (request, reply) => {
      const userId = await fastify.twoFactor.completeSignIn(request.body.challenge, request.body.code);
      const user = await fastify.accounts.findActive(userId);
      if (!user)
        throw new ApiError(401, 'invalid_second_factor_challenge', 'This sign-in step expired; sign in again.');
      return signIn(fastify, request, reply, user);
    },
  });

  app.route({
    ...fromTable(endpoints.twoFactorStatus, {
      security: SESSION,
      tags: ['auth'],
      summary: 'Whether two-step sign-in is on, recovery codes left, and whether the role requires it (by when)',
      response: errors,
    }),
    onRequest: fastify.requireUser,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return fastify.twoFactor.status(request.user!);
    },
  });

  app.route({
    ...fromTable(endpoints.twoFactorEnrol, {
      security: SESSION,
      tags: ['auth'],
      summary: 'Start two-step sign-in (password first): a new secret as text, otpauth URI and QR code',
      response: errors,
    }),
    onRequest: fastify.requireUser,
    config: { rateLimit },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return fastify.twoFactor.startEnrolment(request.user!, request.body);
    },
  });

  app.route({
    ...fromTable(endpoints.twoFactorConfirm, {
      security: SESSION,
      tags: ['auth'],
      summary: 'Turn two-step sign-in on with a code from the new secret; answers the recovery codes, once',
      response: errors,
    }),
    onRequest: fastify.requireUser,
    config: { rateLimit },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { recovery_codes: await fastify.twoFactor.confirmEnrolment(request.user!, request.body.code) };
    },
  });

  app.route({
    ...fromTable(endpoints.twoFactorRecoveryCodes, {
      security: SESSION,
      tags: ['auth'],
      summary: 'Replace the recovery codes (password and a code first); the old ones stop working',
      response: errors,
    }),
    onRequest: fastify.requireUser,
    config: { rateLimit },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { recovery_codes: await fastify.twoFactor.regenerateRecoveryCodes(request.user!, request.body) };
    },
  });

  app.route({
    ...fromTable(endpoints.twoFactorDisable, {
      security: SESSION,
      tags: ['auth'],
      summary: 'Turn two-step sign-in off (password and a code first)',
      response: errors,
    }),
    onRequest: fastify.requireUser,
    config: { rateLimit },
    handler: async (request) => {
      await fastify.twoFactor.disable(request.user!, request.body);
      return { ok: true } as const;
    },
  });
}
