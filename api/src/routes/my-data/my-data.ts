// A person's own records: everything held about them as one JSON download, and the PDF receipt of an order.
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import * as endpoints from '@rozmova/contracts/endpoints/my-data';
import { fromTable } from '../../route-from-table';

export default async function myDataRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();

  app.route({
    ...fromTable(endpoints.deletionPreview, {
      tags: ['account'],
      summary:
        'What deleting the account would lose: prepaid sessions (tokens, subscription sessions) with what was paid for them, active subscriptions, and the future sessions deletion cancels',
      security: [{ session: [] }],
      response: { '4xx': apiErrorSchema },
    }),
    onRequest: fastify.requireUser,
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return fastify.payments.deletionPreview(request.user!.id, new Date(fastify.clock.now()));
    },
  });

  app.route({
    ...fromTable(endpoints.exportMyData, {
      tags: ['account'],
      summary:
        'Everything the platform holds about the signed-in person (profile, consents, sessions, orders), as a JSON download',
      security: [{ session: [] }],
      response: { '4xx': apiErrorSchema },
    }),
    onRequest: fastify.requireUser,
    // Gathering every record of a person is heavier than a page load; nobody needs it more than a few times.
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const data = await fastify.myData.exportFor(request.user!.id, new Date(fastify.clock.now()));
      const day = data.exported_at.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="rozmova-my-data-${day}.json"`)
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  });

  app.route({
    ...fromTable(endpoints.orderReceipt, {
      tags: ['purchases'],
      summary: "The receipt of one of the client's paid orders (PDF, in the order's market language and currency)",
      security: [{ session: [] }],
      response: { 200: { type: 'string', format: 'binary', description: 'application/pdf' }, '4xx': apiErrorSchema },
    }),
    onRequest: fastify.requireClient,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const pdf = await fastify.payments.receipt(request.user!.id, request.query.order_id, request.user!.name);
      return (
        reply
          .header('content-type', 'application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="rozmova-receipt-${request.query.order_id.toLowerCase().slice(0, 8)}.pdf"`,
          )
          .header('cache-control', 'private, no-store')
          // The schema calls the body a binary string for the OpenAPI document; on the wire it is these bytes.
          .send(pdf as unknown as string)
      );
    },
  });
}
