import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { DEFAULT_PROMO_CODE } from '@rozmova/contracts/constants';
import { ApiError } from '../../errors';
import * as endpoints from '@rozmova/contracts/endpoints/purchase-rule';
import { fromTable } from '../../route-from-table';

const major = (minor: number) => Math.round(minor) / 100;

export default async function applyPurchaseRuleRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.applyPurchaseRule, {
      tags: ['purchases'],
      summary: 'Price of a session with a therapist, with a promo code or the literal "default"',
      description:
        'Anonymous callers get the price with market-wide rules; signed-in clients also have per-client limits and ' +
        'first-session rules checked. An unknown, expired or used-up code is a 4xx whose `error` says which. ' +
        'With track_mixpanel=true the lookup is recorded.',
      response: { '4xx': apiErrorSchema },
    }),
    // Generous for the booking widget (it asks on every step), tight enough to stop enumerating codes. A quote
    // writes only its lookup records: what the api remembers (sign-ins, free times) stays (state-changing.ts).
    config: { rateLimit: { max: 120, timeWindow: '1 minute' }, touchesNothingRemembered: true },
    handler: async (request) => {
      const { config_id: locale, track_mixpanel: track } = request.query;
      const body = request.body;
      const clientId = request.user?.role === 'user' ? request.user.id : null;
      const record = async (outcome: string) => {
        if (!track || body.promo_code.trim().toLowerCase() === DEFAULT_PROMO_CODE) return;
        await fastify.pricing.repo.recordLookup(fastify.db, {
          code: body.promo_code,
          locale,
          userId: request.user?.id ?? null,
          workerId: body.worker_id ?? null,
          serviceId: body.service_id,
          outcome,
        });
        // The same fact goes to Mixpanel through core's analytics (stored, then forwarded when configured).
        if (fastify.hasDecorator('analytics')) {
          await fastify.analytics.trackMixpanel({
            event: 'promo_code_lookup',
            distinctId: request.user?.id ?? null,
            properties: {
              promo_code: body.promo_code.trim().toUpperCase(),
              outcome,
              service_id: body.service_id,
              worker_id: body.worker_id ?? null,
            },
            locale,
            userId: request.user?.id ?? null,
          });
        }
      };
      try {
        const quote = await fastify.pricing.quote(fastify.db, {
          locale,
          serviceId: body.service_id,
          workerId: body.worker_id ?? null,
          purchaseKind: body.purchase_kind,
          promoCode: body.promo_code,
          clientId,
          quantity: body.quantity,
          sessionsPerMonth: body.sessions_per_month,
        });
        await record('applied');
        return {
          price_for_user: major(quote.priceMinor),
          list_price: major(quote.listMinor),
          discount: major(quote.discountMinor),
          price_for_user_minor: quote.priceMinor,
          currency: quote.currency,
          promo_code: quote.promoCode,
        };
      } catch (err) {
        if (err instanceof ApiError) await record(err.error);
        throw err;
      }
    },
  });
}
