// How the statistics page shows its figures (issue 30): the buttons' ranges, the stacked bars' heights, the
// month names a narrow chart keeps, hours to one decimal, money axes in whole units, and the note that revenue
// comes from the bookings' prices.
import {
  axisTicks,
  labelEvery,
  monthsBack,
  revenueFromBookings,
  shownHours,
  stackTotals,
  STATISTICS_RANGES,
  wholeUnits,
} from '../lib/statistics-rules';

test('the page offers 3, 6 and 12 months', () => {
  expect(STATISTICS_RANGES).toEqual([3, 6, 12]);
  expect(monthsBack(new Date('2026-05-15T12:00:00Z'), 12)).toEqual({ from_month: '2025-06', to_month: '2026-05' });
});

test('a bar is the sum of its series for that month, a missing value counting 0', () => {
  const series = [{ values: [1, 2, 3] }, { values: [4, 0] }, { values: [0.5] }];
  expect(stackTotals(3, series)).toEqual([5.5, 2, 3]);
  expect(stackTotals(0, series)).toEqual([]);
  expect(stackTotals(2, [])).toEqual([0, 0]);
});

test('the axis is scaled from the tallest stacked bar', () => {
  expect(axisTicks(Math.max(0, ...stackTotals(2, [{ values: [3, 1] }, { values: [4, 1] }])))).toEqual([0, 2, 4, 6, 8]);
  expect(axisTicks(40)).toEqual([0, 10, 20, 30, 40]);
  expect(axisTicks(41)).toEqual([0, 20, 40, 60]);
  expect(axisTicks(20, 2)).toEqual([0, 10, 20]);
  expect(axisTicks(4.5)).toEqual([0, 2, 4, 6]);
  expect(axisTicks(16)).toEqual([0, 5, 10, 15, 20]);
  expect(axisTicks(39)).toEqual([0, 10, 20, 30, 40]);
});

test('every month is named on a band of 44 px or more, on a narrower one every n-th', () => {
  expect(labelEvery(44)).toBe(1);
  expect(labelEvery(80)).toBe(1);
  expect(labelEvery(43.9)).toBe(2);
  expect(labelEvery(22)).toBe(2);
  expect(labelEvery(21.9)).toBe(3);
  expect(labelEvery(10)).toBe(5);
});

test('hours to one decimal', () => {
  expect(shownHours(2.5)).toBe(2.5);
  expect(shownHours(0.83)).toBe(0.8);
  expect(shownHours(1.67)).toBe(1.7);
  expect(shownHours(0.05)).toBe(0.1);
  expect(shownHours(0)).toBe(0);
});

test('a money axis step drops ",00" or ".00" only, keeping other cents and larger amounts', () => {
  expect(wholeUnits('50,00 zł')).toBe('50 zł');
  expect(wholeUnits('€50.00')).toBe('€50');
  expect(wholeUnits('1 000,00 ₴')).toBe('1 000 ₴');
  expect(wholeUnits('50,50 zł')).toBe('50,50 zł');
  expect(wholeUnits('2,005 lei')).toBe('2,005 lei');
  expect(wholeUnits('1,000.00 lei')).toBe('1,000 lei');
  expect(wholeUnits('50 00')).toBe('50 00');
});

test('the note about revenue from bookings shows only when the api counted the bookings', () => {
  expect(revenueFromBookings('bookings')).toBe(true);
  expect(revenueFromBookings('ledger')).toBe(false);
});
