import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { initiateResponse } from '../payments/order-view';
import * as endpoints from '@rozmova/contracts/endpoints/purchase-rule';
import { fromTable } from '../../route-from-table';

export default async function initiateAppointmentRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.initiateAppointmentPurchase, {
      tags: ['purchases'],
      summary: 'Hold a slot, create an order and get the checkout URL',
      description:
        'The slot is held for the client until the order expires (`expires_at`); paying confirms the booking, ' +
        'an expired or cancelled order gives the slot back. A promo code that makes the price zero confirms at once.',
      security: [{ session: [] }],
      response: { '4xx': apiErrorSchema, '5xx': apiErrorSchema },
    }),
    onRequest: fastify.requireClient,
    handler: async (request) => {
      const b = request.body;
      const order = await fastify.payments.initiateAppointment(request.user!, request.query.config_id, {
        workerId: b.worker_id,
        serviceId: b.service_id,
        startsAt: b.starts_at,
        promoCode: b.promo_code,
        partnerEmail: b.partner_email?.toLowerCase(),
      });
      return initiateResponse(order);
    },
  });
}
