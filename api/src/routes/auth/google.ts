import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { fbcOf, subjectOf, toAuthData } from '../../plugins/app/accounts/accounts-contract';
import { signInOrChallenge } from './session';
import * as endpoints from '@rozmova/contracts/endpoints/auth';
import { fromTable } from '../../route-from-table';

/** Needs the `sid` session cookie (shown in the OpenAPI document). */
const SESSION = [{ session: [] }];
const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema };

export default async function googleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.googleLogin, {
      tags: ['auth'],
      summary: 'Sign in with a Google ID token; a first sign-in creates the account pending login/complete/google',
      response: errors,
    }),
    config: { rateLimit: { max: fastify.config.loginRateLimitPerMinute, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const user = await fastify.accounts.googleSignIn(request.body.id_token, request.query.config_id);
      return signInOrChallenge(fastify, request, reply, user);
    },
  });

  app.route({
    ...fromTable(endpoints.googleComplete, {
      security: SESSION,
      tags: ['auth'],
      summary: 'Finish a Google sign-up: accept the offer terms, choose marketing (not offered in ua)',
      response: errors,
    }),
    onRequest: fastify.requireSession,
    handler: async (request) => {
      const user = await fastify.accounts.completeGoogleRegistration(
        request.user!.id,
        request.body,
        request.query.config_id,
      );
      return toAuthData(subjectOf(user), fbcOf(request));
    },
  });
}
