import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { TOKEN_BUNDLES } from '@rozmova/contracts/schemas/purchases';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { marketCurrency } from '@rozmova/contracts/markets';
import { listPriceMinor, marketSessionPriceMinor } from '../../plugins/app/pricing/pricing-contract';
import { initiateResponse } from '../payments/order-view';
import * as endpoints from '@rozmova/contracts/endpoints/token-management';
import { fromTable } from '../../route-from-table';

export default async function tokenRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.bundleOptions, {
      tags: ['purchases'],
      summary: 'Token bundles on offer in a market, with their prices',
      response: { '4xx': apiErrorSchema },
    }),
    handler: async (request) => {
      const locale = request.query.config_id;
      const bundles = (['personal', 'couple'] as const).flatMap((kind) =>
        TOKEN_BUNDLES.map((b) => {
          const amount = listPriceMinor('bundle', marketSessionPriceMinor(locale, kind), { quantity: b.quantity });
          return {
            service_id: SERVICE_IDS[kind],
            quantity: b.quantity,
            discount_percent: b.discount_percent,
            price_for_user: amount / 100,
            amount_minor: amount,
          };
        }),
      );
      return { currency: marketCurrency(locale), bundles };
    },
  });

  app.route({
    ...fromTable(endpoints.initiateBundlePurchase, {
      tags: ['purchases'],
      summary: 'Buy N session tokens at a discount (5 or 10)',
      description:
        'Tokens are priced at the market default session price and book any therapist of the market (use_token).',
      security: [{ session: [] }],
      response: { '4xx': apiErrorSchema, '5xx': apiErrorSchema },
    }),
    onRequest: fastify.requireClient,
    handler: async (request) => {
      const order = await fastify.payments.initiateBundle(request.user!, request.query.config_id, {
        serviceId: request.body.service_id,
        quantity: request.body.quantity,
        promoCode: request.body.promo_code,
      });
      return initiateResponse(order);
    },
  });

  app.route({
    ...fromTable(endpoints.useToken, {
      tags: ['purchases'],
      summary: 'Book a slot with a session token',
      description:
        'Uses a token of this session type: a subscription token for this therapist first, otherwise a general ' +
        'one. 409 `no_tokens` when none is left; 409 `slot_taken` when the time is gone. Concurrent calls never ' +
        'spend more tokens than the balance.',
      security: [{ session: [] }],
      response: { '4xx': apiErrorSchema },
    }),
    onRequest: fastify.requireClient,
    handler: async (request) => {
      const b = request.body;
      const result = await fastify.payments.useToken(request.user!.id, request.query.config_id, {
        workerId: b.worker_id,
        serviceId: b.service_id,
        startsAt: b.starts_at,
        partnerEmail: b.partner_email?.toLowerCase(),
      });
      return {
        booking_id: result.bookingId,
        starts_at: result.startsAt,
        ends_at: result.endsAt,
        tokens_left: result.tokensLeft,
      };
    },
  });

  app.route({
    ...fromTable(endpoints.tokenBalance, {
      tags: ['purchases'],
      summary: "The client's session tokens per market, session type and (for subscriptions) therapist",
      security: [{ session: [] }],
      response: { '4xx': apiErrorSchema },
    }),
    onRequest: fastify.requireClient,
    handler: async (request) => {
      const rows = await fastify.tokens.balances(fastify.db, request.user!.id);
      return {
        balances: rows.map((r) => ({
          locale: r.locale,
          service_id: r.service_id,
          worker_id: r.worker_id,
          balance: r.balance,
        })),
        total: rows.reduce((sum, r) => sum + r.balance, 0),
      };
    },
  });
}
