import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import * as endpoints from '@rozmova/contracts/endpoints/misc';
import { fromTable } from '../../route-from-table';

const errors = { '4xx': apiErrorSchema };

export default async function miscRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.reportFrontendError, {
      tags: ['misc'],
      summary: 'Report an uncaught render error (stack trace kept up to 200 000 characters)',
      response: errors,
    }),
    // It writes only the error reports: what the api remembers (sign-ins, free times) stays (state-changing.ts).
    config: {
      rateLimit: { max: fastify.config.frontendErrorRateLimitPerMinute, timeWindow: '1 minute' },
      touchesNothingRemembered: true,
    },
    handler: async (request) => {
      const { truncated } = await fastify.misc.saveFrontendError({
        locale: request.query.config_id,
        stackTrace: request.body.stack_trace,
        url: request.body.url ?? null,
        userAgent: request.headers['user-agent'] ?? null,
        userId: request.user?.id ?? null,
      });
      return { ok: true, truncated };
    },
  });

  app.route({
    ...fromTable(endpoints.subscribeNewsletter, {
      tags: ['misc'],
      summary:
        "Subscribe an e-mail to the market's newsletter by double opt-in: a confirmation link is mailed (subscribing twice is fine)",
      response: errors,
    }),
    // Each call may send a confirmation mail: a bound per address of the caller keeps the form from being a mailer.
    config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    handler: async (request) => {
      await fastify.misc.subscribeNewsletter(request.body, request.query.config_id, request.user?.id ?? null);
      return { ok: true } as const;
    },
  });

  app.route({
    ...fromTable(endpoints.confirmNewsletter, {
      tags: ['misc'],
      summary: 'Confirm a newsletter subscription with the token of the mailed link (confirming twice is fine)',
      response: errors,
    }),
    handler: async (request) => {
      await fastify.misc.confirmNewsletter(request.body.token);
      return { ok: true } as const;
    },
  });

  app.route({
    ...fromTable(endpoints.unsubscribeNewsletter, {
      tags: ['misc'],
      summary: "End a newsletter subscription with the token of any newsletter mail's link (always ok)",
      response: errors,
    }),
    handler: async (request) => {
      await fastify.misc.unsubscribeNewsletter(request.body.token);
      return { ok: true } as const;
    },
  });

  app.route({
    ...fromTable(endpoints.businessContact, {
      tags: ['misc'],
      summary: "Send a business enquiry to the market's team",
      response: errors,
    }),
    config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    handler: async (request) => {
      await fastify.misc.contactBusiness(request.body, request.query.config_id, request.user?.id ?? null);
      return { ok: true } as const;
    },
  });
}
