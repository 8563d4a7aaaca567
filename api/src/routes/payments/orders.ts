import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import * as endpoints from '@rozmova/contracts/endpoints/payments';
import { fromTable } from '../../route-from-table';

export default async function orderListRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.clientOrders, {
      tags: ['purchases'],
      summary: "The client's purchases, newest first (what was bought, for how much, and what became of it)",
      security: [{ session: [] }],
      response: { '4xx': apiErrorSchema },
    }),
    onRequest: fastify.requireClient,
    handler: async (request) => {
      const { page, per_page: perPage } = request.query;
      const clientId = request.user!.id;
      const { rows, total } = await fastify.payments.ordersOf(clientId, perPage, (page - 1) * perPage);
      return {
        page,
        per_page: perPage,
        total,
        orders: rows.map((o) => ({
          order_id: o.id,
          kind: o.kind,
          status: o.status,
          locale: o.locale,
          amount_minor: o.amount_minor,
          price_for_user: o.amount_minor / 100,
          currency: o.currency,
          quantity: o.quantity,
          starts_at: o.starts_at ? o.starts_at.toISOString() : null,
          created_at: o.created_at.toISOString(),
          paid_at: o.paid_at ? o.paid_at.toISOString() : null,
          refunded: o.refund_state === 'refunded' || o.refund_state === 'partly_refunded',
          refund_state: o.refund_state,
        })),
      };
    },
  });
}
