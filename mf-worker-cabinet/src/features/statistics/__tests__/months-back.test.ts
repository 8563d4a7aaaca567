// The month range the statistics page asks for (issue 30: "6 months" once showed 7): exactly `count` months,
// ending with the current one, across a year's turn.
import { monthsBack } from '../lib/statistics-rules';

const monthsIn = ({ from_month, to_month }: { from_month: string; to_month: string }): number => {
  const [fromYear, fromMonth] = from_month.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to_month.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
};

test.each([3, 6, 12])('%i months are exactly %i months, the last one the current month', (count) => {
  const range = monthsBack(new Date('2026-11-27T04:00:00Z'), count);
  expect(range.to_month).toBe('2026-11');
  expect(monthsIn(range)).toBe(count);
});

test('6 months asked in January reach back into the previous year', () => {
  expect(monthsBack(new Date('2027-01-31T23:59:00Z'), 6)).toEqual({ from_month: '2026-08', to_month: '2027-01' });
});

test('1 month is only the current month', () => {
  expect(monthsBack(new Date('2026-03-01T00:00:00Z'), 1)).toEqual({ from_month: '2026-03', to_month: '2026-03' });
});
