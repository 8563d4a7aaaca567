import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema, configIdQuerySchema, okResponseSchema } from '@rozmova/contracts/schemas/common';
import {
  businessContactBodySchema,
  frontendErrorBodySchema,
  newsletterBodySchema,
  newsletterTokenBodySchema,
} from '@rozmova/contracts/schemas/misc';

const errors = { '4xx': apiErrorSchema };

export default async function miscRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.post(
    '/v4/frontend_error',
    {
      config: { rateLimit: { max: fastify.config.frontendErrorRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['misc'],
        summary: 'Report an uncaught render error (stack trace kept up to 200 000 characters)',
        querystring: configIdQuerySchema,
        body: frontendErrorBodySchema,
        response: {
          200: {
            type: 'object',
            properties: { ok: { type: 'boolean' }, truncated: { type: 'boolean' } },
            required: ['ok', 'truncated'],
          },
          ...errors,
        },
      },
    },
    async (request) => {
      const { truncated } = await fastify.misc.saveFrontendError({
        locale: request.query.config_id,
        stackTrace: request.body.stack_trace,
        url: request.body.url ?? null,
        userAgent: request.headers['user-agent'] ?? null,
        userId: request.user?.id ?? null,
      });
      return { ok: true, truncated };
    },
  );

  app.post(
    '/subscribe/newsletter',
    {
      // Each call may send a confirmation mail: a bound per address of the caller keeps the form from being a mailer.
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['misc'],
        summary:
          "Subscribe an e-mail to the market's newsletter by double opt-in: a confirmation link is mailed (subscribing twice is fine)",
        querystring: configIdQuerySchema,
        body: newsletterBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await fastify.misc.subscribeNewsletter(request.body, request.query.config_id, request.user?.id ?? null);
      return { ok: true } as const;
    },
  );

  app.post(
    '/subscribe/newsletter/confirm',
    {
      schema: {
        tags: ['misc'],
        summary: 'Confirm a newsletter subscription with the token of the mailed link (confirming twice is fine)',
        body: newsletterTokenBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await fastify.misc.confirmNewsletter(request.body.token);
      return { ok: true } as const;
    },
  );

  app.post(
    '/subscribe/newsletter/unsubscribe',
    {
      schema: {
        tags: ['misc'],
        summary: "End a newsletter subscription with the token of any newsletter mail's link (always ok)",
        body: newsletterTokenBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await fastify.misc.unsubscribeNewsletter(request.body.token);
      return { ok: true } as const;
    },
  );

  app.post(
    '/contact/business',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['misc'],
        summary: "Send a business enquiry to the market's team",
        querystring: configIdQuerySchema,
        body: businessContactBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await fastify.misc.contactBusiness(request.body, request.query.config_id, request.user?.id ?? null);
      return { ok: true } as const;
    },
  );
}
