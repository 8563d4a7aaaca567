// Admin: the front-end error reports the shell sends, grouped by message.
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { errorReportsQuerySchema, errorReportsResponseSchema } from '@rozmova/contracts/schemas/admin';

export default async function adminErrorReportRoutes(instance: FastifyInstance) {
  const fastify = instance.withTypeProvider<JsonSchemaToTsProvider>();
  fastify.addHook('onRequest', fastify.requireAdmin);
  fastify.get(
    '/v4/admin/frontend_errors',
    {
      schema: {
        tags: ['admin'],
        security: [{ session: [] }],
        summary: 'Front-end error reports of the last days, grouped by their message, the most frequent first',
        querystring: errorReportsQuerySchema,
        response: { 200: errorReportsResponseSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) => fastify.adminTherapists.errorReports(request.query.days ?? 14),
  );
}
