// The rules every screen, mail and the api share (issue 23): the free-change deadline, the minimum notice,
// a promo rule's state and a price written by its own market.
import { canChangeFree, cancellationTerms, freeChangeDeadline, isBookableStart } from '../booking-terms';
import { formatCurrencyPrice } from '../format';
import { promoRuleState } from '../promo-state';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-26T12:00:00Z');

test('a session booked 13 h ahead has its free-change deadline already behind it', () => {
  const start = now + 13 * HOUR;
  expect(freeChangeDeadline(start).getTime()).toBe(start - 24 * HOUR);
  expect(canChangeFree(start, now)).toBe(false);
  expect(cancellationTerms(start, now)).toEqual({ kind: 'late' });
});

test('until 24 h before the start a change is free; at that instant it no longer is', () => {
  const start = now + 48 * HOUR;
  expect(cancellationTerms(start, now)).toEqual({ kind: 'free_until', deadline: new Date(start - 24 * HOUR) });
  expect(canChangeFree(start, start - 24 * HOUR - 1)).toBe(true);
  expect(canChangeFree(start, start - 24 * HOUR)).toBe(false);
});

test('the minimum notice: a start exactly at the notice is bookable, 5 minutes before it is not', () => {
  expect(isBookableStart(now + 12 * HOUR, now, 720)).toBe(true);
  expect(isBookableStart(now + 11 * HOUR + 55 * 60_000, now, 720)).toBe(false);
});

test('an expired promo rule reads expired, whatever its switch says', () => {
  const base = { active: true, uses: 0, max_uses_total: null, valid_from: null };
  expect(promoRuleState({ ...base, valid_until: '2026-11-01T00:00:00Z' }, now)).toBe('expired');
  expect(promoRuleState({ ...base, valid_until: '2026-12-01T00:00:00Z' }, now)).toBe('active');
  expect(promoRuleState({ ...base, active: false, valid_until: '2026-11-01T00:00:00Z' }, now)).toBe('inactive');
  expect(promoRuleState({ ...base, valid_from: '2026-12-01T00:00:00Z' }, now)).toBe('not_started');
  expect(promoRuleState({ ...base, uses: 5, max_uses_total: 5 }, now)).toBe('used_up');
});

test('a price is written the way its currency’s market writes it', () => {
  expect(formatCurrencyPrice(79, 'GBP')).toBe('£79.00');
  expect(formatCurrencyPrice(199, 'PLN')).toBe('199,00 zł');
  expect(formatCurrencyPrice(6602.5, 'UAH')).toBe('6 602,50 грн');
});
