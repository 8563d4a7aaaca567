// Admin: orders searched by client e-mail, order id or day; one order in full; a refund through the provider.
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import {
  adminOrderDetailSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminRefundBodySchema,
  orderIdParamsSchema,
} from '@rozmova/contracts/schemas/admin';

export default async function adminOrderRoutes(instance: FastifyInstance) {
  const fastify = instance.withTypeProvider<JsonSchemaToTsProvider>();
  fastify.addHook('onRequest', fastify.requireAdmin);
  const errors = { '4xx': apiErrorSchema };
  const common = { tags: ['admin'], security: [{ session: [] }] };

  fastify.get(
    '/v4/admin/orders',
    {
      schema: {
        ...common,
        summary: 'Orders by client e-mail, order id or creation day (UTC), newest first',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponseSchema, ...errors },
      },
    },
    async (request) =>
      fastify.adminOrders.search({
        ...request.query,
        page: request.query.page ?? 1,
        per_page: request.query.per_page ?? 25,
      }),
  );

  fastify.get(
    '/v4/admin/orders/:id',
    {
      schema: {
        ...common,
        summary: 'One order with its payments, refunds and the session it paid for',
        params: orderIdParamsSchema,
        response: { 200: adminOrderDetailSchema, ...errors },
      },
    },
    async (request) => fastify.adminOrders.detail(request.params.id),
  );

  fastify.post(
    '/v4/admin/orders/:id/refund',
    {
      schema: {
        ...common,
        summary:
          'Refunds a paid order through the provider: a session still to come (cancelled for the platform), the unused sessions of a bundle or subscription month (the subscription ends), or an unredeemed gift code (voided)',
        params: orderIdParamsSchema,
        body: adminRefundBodySchema,
        response: { 200: adminOrderDetailSchema, ...errors },
      },
    },
    async (request) =>
      fastify.adminOrders.refund(
        request.user!.id,
        request.params.id,
        request.body?.reason?.trim() || null,
        request.body?.client_asked_for_token ?? false,
      ),
  );
}
