// Price computation, free of I/O: market default -> therapist override -> promo rule. All amounts are
// integer minor units of the market currency (kopiyky, grosze, bani, pence).
import { MARKETS, marketCurrency, type CurrencyCode, type MarketLocale } from '@rozmova/contracts/markets';
import { serviceKindOf, type ServiceKind } from '@rozmova/contracts/constants';

export type PurchaseKind = 'appointment' | 'subscription' | 'bundle' | 'giftcode';
export const PURCHASE_KINDS: readonly PurchaseKind[] = ['appointment', 'subscription', 'bundle', 'giftcode'];

/** Monthly subscriptions cost this much less than the same sessions bought one by one. */
export const SUBSCRIPTION_DISCOUNT_PERCENT = 10;
/** Token bundles on offer and their discount. */
export const BUNDLE_DISCOUNT_PERCENT: Readonly<Record<number, number>> = { 5: 5, 10: 10 };
export const BUNDLE_SIZES = [5, 10] as const;

export interface PromoRule {
  id: string;
  code: string;
  kind: 'percent' | 'fixed';
  percentOff: number | null;
  amountOffMinor: number | null;
  currency: CurrencyCode | null;
  markets: MarketLocale[] | null;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUsesTotal: number | null;
  maxUsesPerClient: number | null;
  firstSessionOnly: boolean;
  serviceIds: string[] | null;
  workerIds: string[] | null;
  purchaseKinds: PurchaseKind[] | null;
  active: boolean;
}

export interface PromoContext {
  locale: MarketLocale;
  serviceId: string;
  workerId: string | null;
  purchaseKind: PurchaseKind;
  now: Date;
  usesTotal: number;
  /** Null for an anonymous lookup: per-client rules are checked again when the order is created. */
  usesByClient: number | null;
  clientHasPaidBefore: boolean | null;
}

/** Machine codes the web apps translate; each says why a code cannot be used. */
export type PromoRejection =
  | 'promo_unknown'
  | 'promo_inactive'
  | 'promo_not_started'
  | 'promo_expired'
  | 'promo_used_up'
  | 'promo_client_limit_reached'
  | 'promo_first_session_only'
  | 'promo_wrong_market'
  | 'promo_not_for_service'
  | 'promo_not_for_therapist'
  | 'promo_not_for_purchase';

export const PROMO_REJECTION_MESSAGES: Readonly<Record<PromoRejection, string>> = {
  promo_unknown: 'This promo code does not exist.',
  promo_inactive: 'This promo code has been switched off.',
  promo_not_started: 'This promo code is not valid yet.',
  promo_expired: 'This promo code has expired.',
  promo_used_up: 'This promo code has been used the maximum number of times.',
  promo_client_limit_reached: 'You have already used this promo code as many times as it allows.',
  promo_first_session_only: 'This promo code is only for a first session.',
  promo_wrong_market: 'This promo code is not valid in this market.',
  promo_not_for_service: 'This promo code is not valid for this type of session.',
  promo_not_for_therapist: 'This promo code is not valid for this therapist.',
  promo_not_for_purchase: 'This promo code is not valid for this kind of purchase.',
};

/** Status codes: an unknown code is 404, a known one that cannot be used now is 409 or 422. */
export const PROMO_REJECTION_STATUS: Readonly<Record<PromoRejection, number>> = {
  promo_unknown: 404,
  promo_inactive: 410,
  promo_not_started: 422,
  promo_expired: 410,
  promo_used_up: 409,
  promo_client_limit_reached: 409,
  promo_first_session_only: 422,
  promo_wrong_market: 422,
  promo_not_for_service: 422,
  promo_not_for_therapist: 422,
  promo_not_for_purchase: 422,
};

export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

export function checkPromo(rule: PromoRule, ctx: PromoContext): PromoRejection | null {
  if (!rule.active) return 'promo_inactive';
  if (rule.validFrom && ctx.now < rule.validFrom) return 'promo_not_started';
  if (rule.validUntil && ctx.now >= rule.validUntil) return 'promo_expired';
  if (rule.markets && !rule.markets.includes(ctx.locale)) return 'promo_wrong_market';
  if (rule.kind === 'fixed' && rule.currency !== marketCurrency(ctx.locale)) return 'promo_wrong_market';
  if (rule.purchaseKinds && !rule.purchaseKinds.includes(ctx.purchaseKind)) return 'promo_not_for_purchase';
  if (rule.serviceIds && !rule.serviceIds.includes(ctx.serviceId)) return 'promo_not_for_service';
  // Stryker disable next-line ConditionalExpression: without the null test, includes(null) is false and refuses alike.
  if (rule.workerIds && (ctx.workerId === null || !rule.workerIds.includes(ctx.workerId)))
    return 'promo_not_for_therapist';
  if (rule.maxUsesTotal !== null && ctx.usesTotal >= rule.maxUsesTotal) return 'promo_used_up';
  // Stryker disable next-line ConditionalExpression: null >= a limit is false, and the table keeps limits above 0.
  if (rule.maxUsesPerClient !== null && ctx.usesByClient !== null && ctx.usesByClient >= rule.maxUsesPerClient) {
    return 'promo_client_limit_reached';
  }
  if (rule.firstSessionOnly && ctx.clientHasPaidBefore === true) return 'promo_first_session_only';
  return null;
}

/** Percentages round half up to the minor unit; a fixed amount never takes the price below zero. */
export function discountFor(rule: PromoRule, listMinor: number): number {
  if (rule.kind === 'percent') {
    const pct = rule.percentOff ?? 0;
    return Math.min(listMinor, Math.floor((listMinor * pct + 50) / 100));
  }
  return Math.min(listMinor, rule.amountOffMinor ?? 0);
}

export function percentOff(amountMinor: number, percent: number): number {
  return amountMinor - Math.floor((amountMinor * percent + 50) / 100);
}

/** The market's default price of one session of a kind, in minor units. */
export function marketSessionPriceMinor(locale: MarketLocale, kind: ServiceKind): number {
  const settings = MARKETS[locale].locales;
  const major = kind === 'couple' ? settings.default_couple_therapy_price : settings.default_personal_therapy_price;
  return Math.round(major * 100);
}

export function requireServiceKind(serviceId: string): ServiceKind | null {
  return serviceKindOf(serviceId);
}

export interface Quote {
  currency: CurrencyCode;
  listMinor: number;
  discountMinor: number;
  priceMinor: number;
  promoRuleId: string | null;
  promoCode: string | null;
}

export function quote(currency: CurrencyCode, listMinor: number, rule: PromoRule | null): Quote {
  const discountMinor = rule ? discountFor(rule, listMinor) : 0;
  return {
    currency,
    listMinor,
    discountMinor,
    priceMinor: listMinor - discountMinor,
    promoRuleId: rule?.id ?? null,
    promoCode: rule?.code ?? null,
  };
}

/** List price of a purchase before any promo code. */
export function listPriceMinor(
  kind: PurchaseKind,
  sessionPriceMinor: number,
  options: { quantity?: number; sessionsPerMonth?: number },
): number {
  switch (kind) {
    case 'appointment':
      return sessionPriceMinor;
    case 'subscription':
      return percentOff(sessionPriceMinor * (options.sessionsPerMonth ?? 4), SUBSCRIPTION_DISCOUNT_PERCENT);
    case 'bundle': {
      const quantity = options.quantity ?? 5;
      return percentOff(sessionPriceMinor * quantity, BUNDLE_DISCOUNT_PERCENT[quantity] ?? 0);
    }
    case 'giftcode':
      return sessionPriceMinor * (options.quantity ?? 1);
  }
}
