import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { workerStatisticQuerySchema, workerStatisticResponseSchema } from '@rozmova/contracts/schemas/appointments';

export default async function workerStatisticRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(
    '/v4/get_worker_statistic',
    {
      onRequest: fastify.requireWorker,
      schema: {
        tags: ['worker'],
        summary:
          "Per month in the therapist's zone: sessions held, upcoming, cancelled, late-cancelled, distinct clients, hours, revenue",
        querystring: workerStatisticQuerySchema,
        response: { 200: workerStatisticResponseSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) =>
      fastify.statistics.forWorker(request.user!.id, {
        fromMonth: request.query.from_month,
        toMonth: request.query.to_month,
      }),
  );
}
