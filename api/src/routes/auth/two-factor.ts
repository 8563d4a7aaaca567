import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema, configIdQuerySchema, okResponseSchema } from '@rozmova/contracts/schemas/common';
import { authDataSchema } from '@rozmova/contracts/schemas/auth';
import {
  confirmEnrolmentBodySchema,
  enrolmentStartSchema,
  reauthenticationBodySchema,
  recoveryCodesSchema,
  secondFactorLoginBodySchema,
  twoFactorStatusSchema,
} from '@rozmova/contracts/schemas/two-factor';
import { ApiError } from '../../errors';
import { signIn } from './session';

// Two-step sign-in (api/docs/two-factor.md). The second step of a sign-in, then the account's own second factor:
// its state, enrolment (a secret, confirmed with a code, answering the recovery codes once), a new set of
// recovery codes, and turning it off. Changing it asks re-authentication: the password and, once on, a code.

/** Needs the `sid` session cookie (shown in the OpenAPI document). */
const SESSION = [{ session: [] }];
const errors = { '4xx': apiErrorSchema };

export default async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  const rateLimit = { max: fastify.config.loginRateLimitPerMinute, timeWindow: '1 minute' };

  app.post(
    '/login/second_factor',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Finish a sign-in with the challenge from login (or login/google) and a code or recovery code',
        querystring: configIdQuerySchema,
        body: secondFactorLoginBodySchema,
        response: { 200: authDataSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = await fastify.twoFactor.completeSignIn(request.body.challenge, request.body.code);
      const user = await fastify.accounts.findActive(userId);
      if (!user)
        throw new ApiError(401, 'invalid_second_factor_challenge', 'This sign-in step expired; sign in again.');
      return signIn(fastify, request, reply, user);
    },
  );

  app.get(
    '/two_factor',
    {
      onRequest: fastify.requireUser,
      schema: {
        security: SESSION,
        tags: ['auth'],
        summary: 'Whether two-step sign-in is on, recovery codes left, and whether the role requires it (by when)',
        querystring: configIdQuerySchema,
        response: { 200: twoFactorStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return fastify.twoFactor.status(request.user!);
    },
  );

  app.post(
    '/two_factor/enrol',
    {
      onRequest: fastify.requireUser,
      config: { rateLimit },
      schema: {
        security: SESSION,
        tags: ['auth'],
        summary: 'Start two-step sign-in (password first): a new secret as text, otpauth URI and QR code',
        querystring: configIdQuerySchema,
        body: reauthenticationBodySchema,
        response: { 200: enrolmentStartSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return fastify.twoFactor.startEnrolment(request.user!, request.body);
    },
  );

  app.post(
    '/two_factor/confirm',
    {
      onRequest: fastify.requireUser,
      config: { rateLimit },
      schema: {
        security: SESSION,
        tags: ['auth'],
        summary: 'Turn two-step sign-in on with a code from the new secret; answers the recovery codes, once',
        querystring: configIdQuerySchema,
        body: confirmEnrolmentBodySchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { recovery_codes: await fastify.twoFactor.confirmEnrolment(request.user!, request.body.code) };
    },
  );

  app.post(
    '/two_factor/recovery_codes',
    {
      onRequest: fastify.requireUser,
      config: { rateLimit },
      schema: {
        security: SESSION,
        tags: ['auth'],
        summary: 'Replace the recovery codes (password and a code first); the old ones stop working',
        querystring: configIdQuerySchema,
        body: reauthenticationBodySchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { recovery_codes: await fastify.twoFactor.regenerateRecoveryCodes(request.user!, request.body) };
    },
  );

  app.post(
    '/two_factor/disable',
    {
      onRequest: fastify.requireUser,
      config: { rateLimit },
      schema: {
        security: SESSION,
        tags: ['auth'],
        summary: 'Turn two-step sign-in off (password and a code first)',
        querystring: configIdQuerySchema,
        body: reauthenticationBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await fastify.twoFactor.disable(request.user!, request.body);
      return { ok: true } as const;
    },
  );
}
