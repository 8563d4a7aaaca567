// Decorates `fastify.pricing`: what a session costs with a therapist, and what a promo code makes of a price.
import fp from 'fastify-plugin';
import { marketCurrency, type MarketLocale } from '@rozmova/contracts/markets';
import { DEFAULT_PROMO_CODE } from '@rozmova/contracts/constants';
import { ApiError } from '../../../errors';
import type { Queryable } from '../../external/db';
import {
  checkPromo,
  listPriceMinor,
  marketSessionPriceMinor,
  normalisePromoCode,
  PROMO_REJECTION_MESSAGES,
  PROMO_REJECTION_STATUS,
  quote,
  requireServiceKind,
  type PromoRejection,
  type PurchaseKind,
  type Quote,
} from './price-rules';
import * as promoRepo from './promo-repository';
import type { TherapistsService } from '../therapists';

export interface QuoteRequest {
  locale: MarketLocale;
  serviceId: string;
  workerId: string | null;
  purchaseKind: PurchaseKind;
  promoCode: string | null | undefined;
  clientId: string | null;
  quantity?: number;
  sessionsPerMonth?: number;
  /** Inside an order-creating transaction: lock the rule so its limits hold under concurrency. */
  lock?: boolean;
  now?: Date;
}

export interface Pricing {
  /** One session's price in minor units: the therapist's own price, else the market default. */
  sessionPriceMinor(q: Queryable, locale: MarketLocale, serviceId: string, workerId: string | null): Promise<number>;
  /** Throws a 4xx ApiError naming why a code cannot be used. */
  quote(q: Queryable, request: QuoteRequest): Promise<Quote>;
  repo: typeof promoRepo;
}

declare module 'fastify' {
  interface FastifyInstance {
    pricing: Pricing;
  }
}

export class PromoRejectedError extends ApiError {
  constructor(readonly rejection: PromoRejection) {
    super(PROMO_REJECTION_STATUS[rejection], rejection, PROMO_REJECTION_MESSAGES[rejection]);
  }
}

export function serviceKindOrThrow(serviceId: string) {
  const kind = requireServiceKind(serviceId);
  if (!kind) {
    throw new ApiError(400, 'unknown_service', 'service_id must be the personal or the couple session type.', [
      { field: 'service_id', rule: 'enum' },
    ]);
  }
  return kind;
}

/** A session's list price: the therapist's own price, else the market's (the therapist comes from scheduling). */
async function sessionPriceMinor(
  therapists: Pick<TherapistsService, 'sessionOffer'>,
  q: Queryable,
  locale: MarketLocale,
  serviceId: string,
  workerId: string | null,
): Promise<number> {
  const kind = serviceKindOrThrow(serviceId);
  if (!workerId) return marketSessionPriceMinor(locale, kind);
  const profile = await therapists.sessionOffer(q, workerId);
  if (!profile) throw new ApiError(404, 'therapist_not_found', 'No therapist with this worker_id.');
  if (profile.market !== locale) {
    throw new ApiError(422, 'therapist_not_in_market', 'This therapist does not work in the market of config_id.');
  }
  const offers = kind === 'couple' ? profile.offersCouple : profile.offersPersonal;
  if (!offers) throw new ApiError(422, 'service_not_offered', 'This therapist does not offer this type of session.');
  const own = kind === 'couple' ? profile.couplePriceMinor : profile.personalPriceMinor;
  return own ?? marketSessionPriceMinor(locale, kind);
}

export default fp(
  async (fastify) => {
    const sessionPrice: Pricing['sessionPriceMinor'] = (q, locale, serviceId, workerId) =>
      sessionPriceMinor(fastify.therapists, q, locale, serviceId, workerId);
    const pricing: Pricing = {
      sessionPriceMinor: sessionPrice,
      repo: promoRepo,
      async quote(q, request) {
        const now = request.now ?? new Date(fastify.clock.now());
        const session = await sessionPrice(q, request.locale, request.serviceId, request.workerId);
        const list = listPriceMinor(request.purchaseKind, session, {
          quantity: request.quantity,
          sessionsPerMonth: request.sessionsPerMonth,
        });
        const currency = marketCurrency(request.locale);
        const raw = request.promoCode?.trim();
        if (!raw || raw.toLowerCase() === DEFAULT_PROMO_CODE) return quote(currency, list, null);

        const row = await promoRepo.findRuleByCode(q, normalisePromoCode(raw), request.lock === true);
        if (!row) throw new PromoRejectedError('promo_unknown');
        const rule = promoRepo.toPromoRule(row);
        const uses = await promoRepo.countUses(q, rule.id, request.clientId);
        const rejection = checkPromo(rule, {
          locale: request.locale,
          serviceId: request.serviceId,
          workerId: request.workerId,
          purchaseKind: request.purchaseKind,
          now,
          usesTotal: uses.total,
          usesByClient: uses.byClient,
          clientHasPaidBefore:
            // A first session means no confirmed session of any kind so far (scheduling knows).
            rule.firstSessionOnly && request.clientId
              ? await fastify.bookings.clientHasConfirmedSession(q, request.clientId)
              : null,
        });
        if (rejection) throw new PromoRejectedError(rejection);
        return quote(currency, list, rule);
      },
    };
    fastify.decorate('pricing', pricing);
  },
  { name: 'pricing', dependencies: ['db', 'bookings', 'therapists'] },
);
