// Admin: the front-end error reports the shell sends, grouped by message.
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import * as endpoints from '@rozmova/contracts/endpoints/admin';
import { fromTable } from '../../route-from-table';

export default async function adminErrorReportRoutes(instance: FastifyInstance) {
  const fastify = instance.withTypeProvider<JsonSchemaToTsProvider>();
  fastify.addHook('onRequest', fastify.requireAdmin);
  fastify.route({
    ...fromTable(endpoints.adminErrorReports, {
      tags: ['admin'],
      security: [{ session: [] }],
      summary: 'Front-end error reports of the last days, grouped by their message, the most frequent first',
      response: { '4xx': apiErrorSchema },
    }),
    handler: async (request) => fastify.adminTherapists.errorReports(request.query.days ?? 14),
  });
}
