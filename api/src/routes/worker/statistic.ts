import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import * as endpoints from '@rozmova/contracts/endpoints/worker';
import { fromTable } from '../../route-from-table';

export default async function workerStatisticRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.workerStatistic, {
      tags: ['worker'],
      summary:
        "Per month in the therapist's zone: sessions held, upcoming, cancelled, late-cancelled, distinct clients, hours, revenue",
      response: { '4xx': apiErrorSchema },
    }),
    onRequest: fastify.requireWorker,
    handler: async (request) =>
      fastify.statistics.forWorker(request.user!.id, {
        fromMonth: request.query.from_month,
        toMonth: request.query.to_month,
      }),
  });
}
