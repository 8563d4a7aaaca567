import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import type { SubscriptionRow } from '../../plugins/app/subscriptions';
import { initiateResponse } from '../payments/order-view';
import * as endpoints from '@rozmova/contracts/endpoints/subscription-management';
import { fromTable } from '../../route-from-table';

function view(s: SubscriptionRow & { periods_paid?: number; sessions_left?: number }) {
  return {
    id: s.id,
    worker_id: s.worker_id,
    service_id: s.service_id,
    locale: s.locale,
    sessions_per_period: s.sessions_per_period,
    period_amount_minor: s.period_amount_minor,
    currency: s.currency,
    status: s.status,
    current_period_end: s.current_period_end.toISOString(),
    cancel_at_period_end: s.cancel_at_period_end,
    periods_paid: s.periods_paid ?? 0,
    sessions_left: s.sessions_left ?? 0,
  };
}

export default async function subscriptionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.initiateSubscriptionPurchase, {
      tags: ['purchases'],
      summary: 'Start a monthly subscription with one therapist (e.g. 4 sessions a month)',
      description:
        'Each paid month credits `sessions_per_month` session tokens usable with this therapist (use_token). ' +
        'Renews monthly through the provider until cancelled; a promo code discounts the first month only.',
      security: [{ session: [] }],
      response: { '4xx': apiErrorSchema, '5xx': apiErrorSchema },
    }),
    onRequest: fastify.requireClient,
    handler: async (request) => {
      const b = request.body;
      const order = await fastify.payments.initiateSubscription(request.user!, request.query.config_id, {
        workerId: b.worker_id,
        serviceId: b.service_id,
        sessionsPerMonth: b.sessions_per_month,
        promoCode: b.promo_code,
      });
      return initiateResponse(order);
    },
  });

  app.route({
    ...fromTable(endpoints.subscriptions, {
      tags: ['purchases'],
      summary: "The client's subscriptions, with sessions left and the end of the paid month",
      security: [{ session: [] }],
      response: { '4xx': apiErrorSchema },
    }),
    onRequest: fastify.requireClient,
    handler: async (request) => {
      const list = await fastify.subscriptions.listForClient(fastify.db, request.user!.id);
      return { subscriptions: list.map(view) };
    },
  });

  app.route({
    ...fromTable(endpoints.cancelSubscription, {
      tags: ['purchases'],
      summary: 'Stop the renewals; the month already paid stays usable until its end',
      security: [{ session: [] }],
      response: { '4xx': apiErrorSchema },
    }),
    onRequest: fastify.requireClient,
    handler: async (request) => {
      const clientId = request.user!.id;
      await fastify.payments.cancelSubscription(clientId, request.body.subscription_id);
      const list = await fastify.subscriptions.listForClient(fastify.db, clientId);
      return view(list.find((s) => s.id === request.body.subscription_id)!);
    },
  });
}
