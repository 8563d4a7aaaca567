import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { workerStatisticQuerySchema, workerStatisticResponseSchema } from '@rozmova/contracts/schemas/appointments';

export default async function workerStatisticRoutes(fastify: FastifyInstance) {
  fastify.get<{ Querystring: { from_month?: string; to_month?: string } }>(
    '/v4/get_worker_statistic',
    {
      preHandler: fastify.requireWorker,
      schema: {
        tags: ['worker'],
        summary: 'Per month in the therapist\'s zone: sessions held, upcoming, cancelled, late-cancelled, distinct clients, hours, revenue',
        querystring: workerStatisticQuerySchema,
        response: { 200: workerStatisticResponseSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) =>
      fastify.statistics.forWorker(request.user!.id, { fromMonth: request.query.from_month, toMonth: request.query.to_month }),
  );
}
