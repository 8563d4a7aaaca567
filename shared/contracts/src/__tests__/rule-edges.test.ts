// The exact edges of the shared rules a person lives by (issue 30): the instant a change stops being free, each
// kind of date the screens hand over, the instant a promo code starts and ends, and money in every market's
// writing, including the readers whose language is no market's. Each case here was a mutant no test noticed.
import {
  canChangeFree,
  cancellationTerms,
  earliestBookableStart,
  freeChangeDeadline,
  isBookableStart,
} from '../booking-terms';
import {
  currencySymbol,
  formatAmount,
  formatCurrencyPrice,
  formatNumber,
  formatPrice,
  fromMinorUnits,
  toMinorUnits,
} from '../format';
import { promoRuleState } from '../promo-state';

const HOUR = 3_600_000;
const start = Date.parse('2026-12-10T10:00:00Z');

describe('the 24-hour line for a client', () => {
  it('25 h before the start a change is free, 23 h before it is not', () => {
    expect(canChangeFree(start, start - 25 * HOUR)).toBe(true);
    expect(canChangeFree(start, start - 23 * HOUR)).toBe(false);
  });

  it('at the exact instant 24 h before the start the terms already read late', () => {
    expect(cancellationTerms(start, start - 24 * HOUR)).toEqual({ kind: 'late' });
    expect(cancellationTerms(start, start - 24 * HOUR - 1)).toEqual({
      kind: 'free_until',
      deadline: new Date(start - 24 * HOUR),
    });
  });

  it('a started session can no longer be changed free', () => {
    expect(canChangeFree(start, start)).toBe(false);
    expect(canChangeFree(start, start + 10 * 60_000)).toBe(false);
    expect(cancellationTerms(start, start + 1)).toEqual({ kind: 'late' });
  });

  it('reads the start the same whether it comes as an ISO string, a Date or milliseconds', () => {
    const iso = new Date(start).toISOString();
    const expected = new Date(start - 24 * HOUR);
    expect(freeChangeDeadline(iso)).toEqual(expected);
    expect(freeChangeDeadline(new Date(start))).toEqual(expected);
    expect(freeChangeDeadline(start)).toEqual(expected);
    // A Date keeps its milliseconds (its text form would drop them).
    expect(freeChangeDeadline(new Date(start + 123)).getTime()).toBe(start + 123 - 24 * HOUR);
    expect(canChangeFree(iso, start - 25 * HOUR)).toBe(true);
    expect(canChangeFree(new Date(start), start - 23 * HOUR)).toBe(false);
  });
});

describe('the minimum notice', () => {
  it('starts exactly the notice after now, and a slot 1 ms earlier is refused', () => {
    const now = start - 12 * HOUR;
    expect(earliestBookableStart(now, 720)).toBe(start);
    expect(isBookableStart(new Date(start).toISOString(), now, 720)).toBe(true);
    expect(isBookableStart(new Date(start - 1), now, 720)).toBe(false);
    expect(isBookableStart(start, now, 0)).toBe(true);
  });
});

describe('a promo code at the edges of its window', () => {
  const rule = { active: true, uses: 0, max_uses_total: null };
  const from = '2026-12-01T00:00:00Z';
  const until = '2026-12-31T00:00:00Z';

  it('is not started 1 ms before valid_from and active at valid_from', () => {
    expect(promoRuleState({ ...rule, valid_from: from, valid_until: until }, Date.parse(from) - 1)).toBe('not_started');
    expect(promoRuleState({ ...rule, valid_from: from, valid_until: until }, Date.parse(from))).toBe('active');
  });

  it('is active 1 ms before valid_until and expired at valid_until', () => {
    expect(promoRuleState({ ...rule, valid_from: from, valid_until: until }, Date.parse(until) - 1)).toBe('active');
    expect(promoRuleState({ ...rule, valid_from: from, valid_until: until }, Date.parse(until))).toBe('expired');
  });

  it('is used up at its last use, and still active one use before', () => {
    const now = Date.parse(from);
    expect(promoRuleState({ ...rule, uses: 4, max_uses_total: 5 }, now)).toBe('active');
    expect(promoRuleState({ ...rule, uses: 5, max_uses_total: 5 }, now)).toBe('used_up');
    expect(promoRuleState({ ...rule, uses: 0, max_uses_total: 0 }, now)).toBe('used_up');
  });

  it('with no window and no limit stays active, and a switched-off code reads inactive first', () => {
    expect(promoRuleState({ ...rule, valid_from: null, valid_until: null }, start)).toBe('active');
    expect(promoRuleState({ ...rule, active: false, valid_from: from }, Date.parse(from) - 1)).toBe('inactive');
    expect(promoRuleState({ ...rule, active: false, uses: 9, max_uses_total: 1 }, start)).toBe('inactive');
  });
});

describe('money for readers of any language', () => {
  it('zero is written without a sign', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatAmount(0, 'ua')).toBe('0,00');
    expect(formatPrice(0, 'gbp', 'en')).toBe('£0.00');
  });

  it('a language that is no market reads the Ukrainian symbol and separator', () => {
    expect(currencySymbol(null, 'de')).toBe('грн');
    expect(formatAmount(1320.5, 'de')).toBe('1 320,50');
    expect(formatPrice(1390, undefined, 'fr')).toBe('1 390,00 грн');
  });

  it('a currency of no market keeps its code and is written the Ukrainian way', () => {
    expect(formatCurrencyPrice(12.5, 'USD')).toBe('12,50 USD');
    expect(formatCurrencyPrice(1680.05, 'ron')).toBe('1 680,05 RON');
  });

  it('converts between the ledger’s minor units and the amounts people read', () => {
    expect(fromMinorUnits(15920)).toBe(159.2);
    expect(fromMinorUnits(1)).toBe(0.01);
    expect(toMinorUnits(159.2)).toBe(15920);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
  });
});
