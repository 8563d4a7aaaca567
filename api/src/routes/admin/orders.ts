// Admin: orders searched by client e-mail, order id or day; one order in full; a refund through the provider.
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import * as endpoints from '@rozmova/contracts/endpoints/admin';
import { fromTable } from '../../route-from-table';

export default async function adminOrderRoutes(instance: FastifyInstance) {
  const fastify = instance.withTypeProvider<JsonSchemaToTsProvider>();
  fastify.addHook('onRequest', fastify.requireAdmin);
  const errors = { '4xx': apiErrorSchema };
  const common = { tags: ['admin'], security: [{ session: [] }] };

  fastify.route({
    ...fromTable(endpoints.adminOrders, {
      ...common,
      summary: 'Orders by client e-mail, order id or creation day (UTC), newest first',
      response: errors,
    }),
    handler: async (request) =>
      fastify.adminOrders.search({
        ...request.query,
        page: request.query.page ?? 1,
        per_page: request.query.per_page ?? 25,
      }),
  });

  fastify.route({
    ...fromTable(endpoints.adminOrder, {
      ...common,
      summary: 'One order with its payments, refunds and the session it paid for',
      response: errors,
    }),
    handler: async (request) => fastify.adminOrders.detail(request.params.id),
  });

  fastify.route({
    ...fromTable(endpoints.adminRefundOrder, {
      ...common,
      summary:
        'Refunds a paid order through the provider: a session still to come (cancelled for the platform), the unused sessions of a bundle or subscription month (the subscription ends), or an unredeemed gift code (voided)',
      response: errors,
    }),
    handler: async (request) =>
      fastify.adminOrders.refund(
        request.user!.id,
        request.params.id,
        request.body?.reason?.trim() || null,
        request.body?.client_asked_for_token ?? false,
      ),
  });
}
