// The exact edges of the promo and price rules (issue 30), without a database: the instants a code starts and
// stops, the last use, a fixed amount in its own market, what an anonymous lookup cannot know yet, and the list
// price of every kind of purchase. Each case here was a mutant the fast tests did not notice.
import {
  checkPromo,
  discountFor,
  listPriceMinor,
  normalisePromoCode,
  PROMO_REJECTION_MESSAGES,
  PROMO_REJECTION_STATUS,
  PURCHASE_KINDS,
  quote,
  requireServiceKind,
  type PromoContext,
  type PromoRejection,
  type PromoRule,
} from '../../src/plugins/app/pricing/price-rules';
import { SERVICE_IDS } from '@rozmova/contracts/constants';

const now = new Date('2026-06-01T12:00:00Z');
const rule = (over: Partial<PromoRule> = {}): PromoRule => ({
  id: 'rule-1',
  code: 'SPRING',
  kind: 'percent',
  percentOff: 20,
  amountOffMinor: null,
  currency: null,
  markets: null,
  validFrom: null,
  validUntil: null,
  maxUsesTotal: null,
  maxUsesPerClient: null,
  firstSessionOnly: false,
  serviceIds: null,
  workerIds: null,
  purchaseKinds: null,
  active: true,
  ...over,
});
const ctx: PromoContext = {
  locale: 'ua',
  serviceId: SERVICE_IDS.personal,
  workerId: 'w1',
  purchaseKind: 'appointment',
  now,
  usesTotal: 0,
  usesByClient: 0,
  clientHasPaidBefore: false,
};
const at = (ms: number) => new Date(now.getTime() + ms);

describe('the validity window', () => {
  it('a code is not valid 1 ms before valid_from and valid at valid_from', () => {
    expect(checkPromo(rule({ validFrom: at(1) }), ctx)).toBe('promo_not_started');
    expect(checkPromo(rule({ validFrom: at(0) }), ctx)).toBeNull();
  });

  it('a code is valid 1 ms before valid_until and expired at valid_until', () => {
    expect(checkPromo(rule({ validUntil: at(1) }), ctx)).toBeNull();
    expect(checkPromo(rule({ validUntil: at(0) }), ctx)).toBe('promo_expired');
    expect(checkPromo(rule({ validFrom: at(-1), validUntil: at(86_400_000) }), ctx)).toBeNull();
  });
});

describe('who and what a code is for', () => {
  it('a fixed amount in the market’s own currency is accepted there', () => {
    expect(
      checkPromo(rule({ kind: 'fixed', percentOff: null, amountOffMinor: 5000, currency: 'UAH' }), ctx),
    ).toBeNull();
    expect(checkPromo(rule({ markets: ['ua', 'pl'] }), ctx)).toBeNull();
  });

  it('a code for some therapists works with them and not when no therapist is chosen', () => {
    expect(checkPromo(rule({ workerIds: ['w0', 'w1'] }), ctx)).toBeNull();
    expect(checkPromo(rule({ workerIds: ['w1'] }), { ...ctx, workerId: null })).toBe('promo_not_for_therapist');
    expect(checkPromo(rule({ workerIds: null }), { ...ctx, workerId: null })).toBeNull();
  });

  it('a code for some purchases and services works for them', () => {
    expect(checkPromo(rule({ purchaseKinds: ['appointment', 'bundle'] }), ctx)).toBeNull();
    expect(checkPromo(rule({ serviceIds: [SERVICE_IDS.personal] }), ctx)).toBeNull();
  });
});

describe('limits', () => {
  it('the last allowed use still works; the one after it is refused', () => {
    expect(checkPromo(rule({ maxUsesTotal: 3 }), { ...ctx, usesTotal: 2 })).toBeNull();
    expect(checkPromo(rule({ maxUsesTotal: 3 }), { ...ctx, usesTotal: 3 })).toBe('promo_used_up');
    expect(checkPromo(rule({ maxUsesPerClient: 2 }), { ...ctx, usesByClient: 1 })).toBeNull();
    expect(checkPromo(rule({ maxUsesPerClient: 2 }), { ...ctx, usesByClient: 2 })).toBe('promo_client_limit_reached');
  });

  it('a first-session code is for whoever has not paid before, and open to an anonymous lookup', () => {
    expect(checkPromo(rule({ firstSessionOnly: true }), { ...ctx, clientHasPaidBefore: false })).toBeNull();
    expect(checkPromo(rule({ firstSessionOnly: true }), { ...ctx, clientHasPaidBefore: null })).toBeNull();
    expect(checkPromo(rule({ firstSessionOnly: false }), { ...ctx, clientHasPaidBefore: true })).toBeNull();
  });
});

describe('amounts', () => {
  it('a fixed amount comes off whole, and never below zero', () => {
    const fixed = (amountOffMinor: number | null) =>
      rule({ kind: 'fixed', percentOff: null, amountOffMinor, currency: 'UAH' });
    expect(discountFor(fixed(5000), 7900)).toBe(5000);
    expect(discountFor(fixed(9000), 7900)).toBe(7900);
    expect(discountFor(fixed(null), 7900)).toBe(0);
    expect(discountFor(rule({ percentOff: null }), 7900)).toBe(0);
  });

  it('a quote names the rule it used, or none', () => {
    expect(quote('UAH', 139000, rule())).toEqual({
      currency: 'UAH',
      listMinor: 139000,
      discountMinor: 27800,
      priceMinor: 111200,
      promoRuleId: 'rule-1',
      promoCode: 'SPRING',
    });
    expect(quote('PLN', 19900, null)).toEqual({
      currency: 'PLN',
      listMinor: 19900,
      discountMinor: 0,
      priceMinor: 19900,
      promoRuleId: null,
      promoCode: null,
    });
  });

  it('the list price of each kind of purchase, with its defaults', () => {
    expect(listPriceMinor('appointment', 19900, {})).toBe(19900);
    // Four sessions a month, 10 % off; five tokens, 5 % off; one gift code unless more are asked for.
    expect(listPriceMinor('subscription', 19900, {})).toBe(71640);
    expect(listPriceMinor('subscription', 19900, { sessionsPerMonth: 2 })).toBe(35820);
    expect(listPriceMinor('bundle', 19900, {})).toBe(94525);
    expect(listPriceMinor('bundle', 19900, { quantity: 3 })).toBe(59700);
    expect(listPriceMinor('giftcode', 19900, {})).toBe(19900);
    expect(listPriceMinor('giftcode', 19900, { quantity: 3 })).toBe(59700);
  });
});

describe('codes, kinds and refusals as clients read them', () => {
  it('a code is read without its spaces and in capitals', () => {
    expect(normalisePromoCode('  spring10 ')).toBe('SPRING10');
  });

  it('knows the two services and nothing else', () => {
    expect(requireServiceKind(SERVICE_IDS.personal)).toBe('personal');
    expect(requireServiceKind(SERVICE_IDS.couple)).toBe('couple');
    expect(requireServiceKind('massage')).toBeNull();
  });

  it('offers the four kinds of purchase', () => {
    expect(PURCHASE_KINDS).toEqual(['appointment', 'subscription', 'bundle', 'giftcode']);
  });

  it('each refusal has its own message and the status the api answers with', () => {
    const codes = Object.keys(PROMO_REJECTION_STATUS) as PromoRejection[];
    expect(codes).toHaveLength(11);
    expect(Object.keys(PROMO_REJECTION_MESSAGES).sort()).toEqual([...codes].sort());
    const messages = codes.map((code) => PROMO_REJECTION_MESSAGES[code]);
    expect(new Set(messages).size).toBe(codes.length);
    for (const message of messages) expect(message).toMatch(/^This promo code|^You have already used/);
    expect(PROMO_REJECTION_MESSAGES.promo_expired).toBe('This promo code has expired.');
    expect(PROMO_REJECTION_STATUS).toEqual({
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
    });
  });
});
