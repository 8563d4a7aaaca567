import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import * as endpoints from '@rozmova/contracts/endpoints/account';
import { fromTable } from '../../route-from-table';

/** Needs the `sid` session cookie (shown in the OpenAPI document). */
const SESSION = [{ session: [] }];
const errors = { '4xx': apiErrorSchema };

export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.userInfo, {
      security: SESSION,
      tags: ['account'],
      summary: "The signed-in person's profile and notification settings",
      response: errors,
    }),
    onRequest: fastify.requireUser,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: await fastify.accounts.getUserInfo(request.user!.id) };
    },
  });

  app.route({
    ...fromTable(endpoints.changeUserInfo, {
      security: SESSION,
      tags: ['account'],
      summary: 'Change name, phone, time zone or market language',
      response: errors,
    }),
    onRequest: fastify.requireUser,
    handler: async (request) => ({ user: await fastify.accounts.changeUserInfo(request.user!.id, request.body) }),
  });

  app.route({
    ...fromTable(endpoints.changeNotificationSettings, {
      security: SESSION,
      tags: ['account'],
      summary: 'Choose which e-mails to get (marketing not offered in ua)',
      response: errors,
    }),
    onRequest: fastify.requireUser,
    handler: async (request) => ({
      user: await fastify.accounts.changeNotificationSettings(request.user!.id, request.body, request.query.config_id),
    }),
  });

  app.route({
    ...fromTable(endpoints.deleteAccount, {
      security: SESSION,
      tags: ['account'],
      summary: 'Delete the account: sessions revoked, future sessions cancelled, personal data erased',
      response: errors,
    }),
    // Also for a Google sign-up that was never confirmed: declining the terms must not trap anyone.
    onRequest: fastify.requireSession,
    handler: async (request, reply) => {
      await fastify.accounts.deleteAccount(request.user!.id);
      fastify.sessions.clearCookie(reply);
      return { ok: true } as const;
    },
  });
}
