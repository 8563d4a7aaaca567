import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { orderStatusResponse } from './order-view';
import * as endpoints from '@rozmova/contracts/endpoints/payments';
import { fromTable } from '../../route-from-table';

export default async function orderStatusRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.orderStatus, {
      tags: ['purchases'],
      summary: "The payment result page's view of one of the caller's orders",
      description:
        'Status pending | paid | cancelled | expired | refunded, with what the order produced: booking_id, ' +
        'subscription_id or gift_code, and any refund. A declined card (`last_payment_error: declined`) closes an ' +
        'appointment order as cancelled and releases its slot at once; other kinds stay pending for another card. ' +
        'A pending order past its time is expired on this call. ' +
        'Callbacks may arrive a little after the browser: poll while status is pending.',
      security: [{ session: [] }],
      response: { '4xx': apiErrorSchema },
    }),
    onRequest: fastify.requireUser,
    handler: async (request) => {
      const user = request.user!;
      const view = await fastify.payments.orderForClient(user.id, request.query.order_id, user.role === 'admin');
      return orderStatusResponse(view);
    },
  });
}
