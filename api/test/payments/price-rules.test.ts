import fc from 'fast-check';
import {
  checkPromo,
  discountFor,
  listPriceMinor,
  marketSessionPriceMinor,
  quote,
  type PromoRule,
} from '../../src/plugins/app/pricing/price-rules';
import { SERVICE_IDS } from '@rozmova/contracts/constants';

const rule = (over: Partial<PromoRule> = {}): PromoRule => ({
  id: 'r',
  code: 'X',
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
const ctx = {
  locale: 'ua' as const,
  serviceId: SERVICE_IDS.personal,
  workerId: 'w1',
  purchaseKind: 'appointment' as const,
  now: new Date('2026-06-01T00:00:00Z'),
  usesTotal: 0,
  usesByClient: 0,
  clientHasPaidBefore: false,
};

describe('price rules', () => {
  it('market defaults come from the market config in minor units', () => {
    expect(marketSessionPriceMinor('ua', 'personal')).toBe(139000);
    expect(marketSessionPriceMinor('en', 'personal')).toBe(7900);
    expect(marketSessionPriceMinor('ro', 'couple')).toBe(168000);
    expect(listPriceMinor('subscription', 19900, { sessionsPerMonth: 4 })).toBe(71640);
    expect(listPriceMinor('bundle', 139000, { quantity: 10 })).toBe(1251000);
  });

  it('a discount never exceeds the price and the parts always add up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 20_000_000 }),
        (list, pct, fixed) => {
          for (const r of [
            rule({ percentOff: pct }),
            rule({ kind: 'fixed', percentOff: null, amountOffMinor: fixed, currency: 'UAH' }),
          ]) {
            const q = quote('UAH', list, r);
            expect(q.discountMinor).toBeGreaterThanOrEqual(0);
            expect(q.discountMinor).toBeLessThanOrEqual(list);
            expect(q.priceMinor + q.discountMinor).toBe(list);
            expect(Number.isInteger(q.priceMinor)).toBe(true);
          }
        },
      ),
    );
  });

  it('percentages round half up to the minor unit', () => {
    expect(discountFor(rule({ percentOff: 15 }), 7900)).toBe(1185);
    expect(discountFor(rule({ percentOff: 33 }), 150)).toBe(50); // 49.5 -> 50
    expect(discountFor(rule({ percentOff: 33 }), 149)).toBe(49); // 49.17 -> 49
  });

  it('each rule refuses for its own reason', () => {
    expect(checkPromo(rule(), ctx)).toBeNull();
    expect(checkPromo(rule({ active: false }), ctx)).toBe('promo_inactive');
    expect(checkPromo(rule({ validFrom: new Date('2026-07-01') }), ctx)).toBe('promo_not_started');
    expect(checkPromo(rule({ validUntil: new Date('2026-06-01T00:00:00Z') }), ctx)).toBe('promo_expired');
    expect(checkPromo(rule({ markets: ['pl'] }), ctx)).toBe('promo_wrong_market');
    expect(checkPromo(rule({ kind: 'fixed', percentOff: null, amountOffMinor: 100, currency: 'PLN' }), ctx)).toBe(
      'promo_wrong_market',
    );
    expect(checkPromo(rule({ purchaseKinds: ['bundle'] }), ctx)).toBe('promo_not_for_purchase');
    expect(checkPromo(rule({ serviceIds: [SERVICE_IDS.couple] }), ctx)).toBe('promo_not_for_service');
    expect(checkPromo(rule({ workerIds: ['w2'] }), ctx)).toBe('promo_not_for_therapist');
    expect(checkPromo(rule({ maxUsesTotal: 3 }), { ...ctx, usesTotal: 3 })).toBe('promo_used_up');
    expect(checkPromo(rule({ maxUsesPerClient: 1 }), { ...ctx, usesByClient: 1 })).toBe('promo_client_limit_reached');
    // Anonymous lookups cannot know per-client use; the order checks it again.
    expect(checkPromo(rule({ maxUsesPerClient: 1 }), { ...ctx, usesByClient: null })).toBeNull();
    expect(checkPromo(rule({ firstSessionOnly: true }), { ...ctx, clientHasPaidBefore: true })).toBe(
      'promo_first_session_only',
    );
  });
});
