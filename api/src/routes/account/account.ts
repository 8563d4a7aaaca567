import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema, configIdQuerySchema, okResponseSchema } from '@rozmova/contracts/schemas/common';
import { changeUserInfoBodySchema, notificationSettingsBodySchema } from '@rozmova/contracts/schemas/auth';
import { userInfoResponseSchema } from '@rozmova/contracts/schemas/account';

/** Needs the `sid` session cookie (shown in the OpenAPI document). */
const SESSION = [{ session: [] }];
const errors = { '4xx': apiErrorSchema };

export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(
    '/user_info',
    {
      onRequest: fastify.requireUser,
      schema: {
        security: SESSION,
        tags: ['account'],
        summary: "The signed-in person's profile and notification settings",
        querystring: configIdQuerySchema,
        response: { 200: userInfoResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: await fastify.accounts.getUserInfo(request.user!.id) };
    },
  );

  app.post(
    '/change_user_info',
    {
      onRequest: fastify.requireUser,
      schema: {
        security: SESSION,
        tags: ['account'],
        summary: 'Change name, phone, time zone or market language',
        querystring: configIdQuerySchema,
        body: changeUserInfoBodySchema,
        response: { 200: userInfoResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await fastify.accounts.changeUserInfo(request.user!.id, request.body) }),
  );

  app.post(
    '/change_user_notification_settings',
    {
      onRequest: fastify.requireUser,
      schema: {
        security: SESSION,
        tags: ['account'],
        summary: 'Choose which e-mails to get (marketing not offered in ua)',
        querystring: configIdQuerySchema,
        body: notificationSettingsBodySchema,
        response: { 200: userInfoResponseSchema, ...errors },
      },
    },
    async (request) => ({
      user: await fastify.accounts.changeNotificationSettings(request.user!.id, request.body, request.query.config_id),
    }),
  );

  app.delete(
    '/delete_account',
    {
      // Also for a Google sign-up that was never confirmed: declining the terms must not trap anyone.
      onRequest: fastify.requireSession,
      schema: {
        security: SESSION,
        tags: ['account'],
        summary: 'Delete the account: sessions revoked, future sessions cancelled, personal data erased',
        querystring: configIdQuerySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await fastify.accounts.deleteAccount(request.user!.id);
      fastify.sessions.clearCookie(reply);
      return { ok: true } as const;
    },
  );
}
