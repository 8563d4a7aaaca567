// A person's own records: everything held about them as one JSON download, and the PDF receipt of an order.
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { myDataExportSchema, orderReceiptQuerySchema } from '@rozmova/contracts/schemas/my-data';
import { ApiError } from '../../errors';
import { ordersRepository } from '../../plugins/app/payments/orders-repository';
import { renderReceipt } from '../../plugins/app/payments/receipt-pdf';

export default async function myDataRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();

  app.get(
    '/v4/account/export_my_data',
    {
      preHandler: fastify.requireUser,
      // Gathering every record of a person is heavier than a page load; nobody needs it more than a few times.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        summary: 'Everything the platform holds about the signed-in person (profile, consents, sessions, orders), as a JSON download',
        security: [{ session: [] }],
        response: { 200: myDataExportSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await fastify.myData.exportFor(request.user!.id);
      const day = data.exported_at.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="rozmova-my-data-${day}.json"`)
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );

  app.get(
    '/v4/payments/order_receipt',
    {
      preHandler: fastify.requireClient,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['purchases'],
        summary: "The receipt of one of the client's paid orders (PDF, in the order's market language and currency)",
        security: [{ session: [] }],
        querystring: orderReceiptQuerySchema,
        response: { 200: { type: 'string', format: 'binary', description: 'application/pdf' }, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const order = await ordersRepository.find(fastify.db, request.query.order_id);
      // Someone else's order answers exactly like a missing one, so ids cannot be probed.
      if (!order || order.client_id !== request.user!.id) throw new ApiError(404, 'order_not_found', 'No order of yours with this id.');
      if (!order.paid_at) throw new ApiError(409, 'order_not_paid', 'A receipt exists once the order is paid.');
      const refund = await ordersRepository.refundFor(fastify.db, order.id);
      const pdf = await renderReceipt({
        locale: order.locale,
        orderId: order.id,
        kind: order.kind,
        quantity: order.quantity,
        currency: order.currency,
        listMinor: Number(order.list_amount_minor),
        discountMinor: Number(order.discount_minor),
        paidMinor: Number(order.amount_minor),
        refundedMinor: refund ? Number(refund.amount_minor) : 0,
        paidAt: new Date(order.paid_at),
        sessionAt: order.starts_at ? new Date(order.starts_at) : null,
        buyerName: request.user!.name,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="rozmova-receipt-${order.id.slice(0, 8)}.pdf"`)
        .header('cache-control', 'private, no-store')
        // The schema calls the body a binary string for the OpenAPI document; on the wire it is these bytes.
        .send(pdf as unknown as string);
    },
  );
}
