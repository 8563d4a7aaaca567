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

describe('in the therapist’s zone, where the api counts the months', () => {
  test.each([
    // 00:30 on 1 April in Kyiv (summer time since the last Sunday of March) is still March in UTC.
    ['Europe/Kyiv', '2026-03-31T21:30:00Z', '2026-04'],
    ['Europe/Bucharest', '2026-03-31T21:30:00Z', '2026-04'],
    ['Europe/Warsaw', '2026-03-31T22:30:00Z', '2026-04'],
    ['Europe/London', '2026-03-31T23:30:00Z', '2026-04'],
    // After the last Sunday of October the offsets are an hour smaller: 22:30 UTC is still October in Kyiv.
    ['Europe/Kyiv', '2026-10-31T21:30:00Z', '2026-10'],
    ['Europe/Kyiv', '2026-10-31T22:30:00Z', '2026-11'],
    ['Europe/Warsaw', '2026-10-31T22:30:00Z', '2026-10'],
    ['Europe/Warsaw', '2026-10-31T23:30:00Z', '2026-11'],
    ['Europe/London', '2026-10-31T23:30:00Z', '2026-10'],
    ['Europe/London', '2026-09-30T23:30:00Z', '2026-10'],
  ])('in %s at %s the current month is %s', (zone, now, month) => {
    expect(monthsBack(new Date(now), 1, zone)).toEqual({ from_month: month, to_month: month });
  });

  test('a year’s turn comes at the zone’s midnight', () => {
    expect(monthsBack(new Date('2026-12-31T23:00:00Z'), 12, 'Europe/Warsaw')).toEqual({
      from_month: '2026-02',
      to_month: '2027-01',
    });
    expect(monthsBack(new Date('2026-12-31T23:00:00Z'), 12, 'Europe/London')).toEqual({
      from_month: '2026-01',
      to_month: '2026-12',
    });
  });

  test.each([
    ['2026-03-31T10:00:00Z', 2, '2026-02'],
    ['2026-05-31T10:00:00Z', 4, '2026-02'],
    ['2026-12-31T10:00:00Z', 11, '2026-02'],
    ['2028-03-31T10:00:00Z', 2, '2028-02'],
  ])('on a month’s last day (%s) %i months never skip a shorter month', (now, count, from) => {
    expect(monthsBack(new Date(now), count, 'Europe/Bucharest').from_month).toBe(from);
  });
});
