// A therapist's statistics without a database (issue 30): the months a request covers at their edges (the year's
// turn, the default twelve, one month, 60 and 61 months, a range the wrong way round), the instants bounding
// them, what a booking earns, and a month's row as the cabinet shows it.
import { ApiError } from '../../../../errors';
import {
  dayAfterMonth,
  monthsBetween,
  revenueByMonth,
  statisticMonths,
  statisticsRange,
  statisticView,
  type MonthRow,
} from '../statistics-rules';

function refusal(run: () => unknown): Pick<ApiError, 'statusCode' | 'error' | 'message' | 'details'> {
  try {
    run();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { statusCode: error.statusCode, error: error.error, message: error.message, details: error.details };
  }
  throw new Error('not refused');
}

describe('the months of a range', () => {
  it('lists every month from the first to the last, both included, across the turn of a year', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-12', '2026-12')).toEqual(['2026-12']);
    expect(monthsBetween('2026-01', '2026-12')).toHaveLength(12);
  });

  it('lists none when the first month is after the last', () => {
    expect(monthsBetween('2026-03', '2026-02')).toEqual([]);
    expect(monthsBetween('2027-01', '2026-12')).toEqual([]);
  });

  it('ends before the first day of the next month, December before the next January', () => {
    expect(dayAfterMonth('2026-11')).toBe('2026-12-01');
    expect(dayAfterMonth('2026-12')).toBe('2027-01-01');
    expect(dayAfterMonth('2026-01')).toBe('2026-02-01');
    expect(dayAfterMonth('2026-09')).toBe('2026-10-01');
  });
});

describe('the range a request asks for', () => {
  it('without months: the twelve months ending with the current one', () => {
    const range = statisticsRange({}, '2026-11');
    expect(range).toEqual({
      fromMonth: '2025-12',
      toMonth: '2026-11',
      months: monthsBetween('2025-12', '2026-11'),
      firstDay: '2025-12-01',
      dayAfter: '2026-12-01',
    });
    expect(range.months).toHaveLength(12);
    expect(statisticsRange({}, '2026-12').fromMonth).toBe('2026-01');
    expect(statisticsRange({}, '2027-01').fromMonth).toBe('2026-02');
  });

  it('only an end: the twelve months ending with it, whatever the current month', () => {
    expect(statisticsRange({ toMonth: '2026-03' }, '2026-11')).toMatchObject({
      fromMonth: '2025-04',
      toMonth: '2026-03',
      firstDay: '2025-04-01',
      dayAfter: '2026-04-01',
    });
  });

  it('only a start: up to the current month; an empty start counts as none', () => {
    expect(statisticsRange({ fromMonth: '2026-09' }, '2026-11').months).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(statisticsRange({ fromMonth: '' }, '2026-11').fromMonth).toBe('2025-12');
  });

  it('one month, and exactly 60 months, are allowed', () => {
    expect(statisticsRange({ fromMonth: '2026-11', toMonth: '2026-11' }, '2026-11').months).toEqual(['2026-11']);
    expect(statisticsRange({ fromMonth: '2021-12', toMonth: '2026-11' }, '2026-11').months).toHaveLength(60);
  });

  it('refuses 61 months, naming the start', () => {
    expect(refusal(() => statisticsRange({ fromMonth: '2021-11', toMonth: '2026-11' }, '2026-11'))).toEqual({
      statusCode: 400,
      error: 'invalid_range',
      message: 'At most 60 months at a time.',
      details: [{ field: 'from_month', rule: 'max_months' }],
    });
  });

  it('refuses a start after the end, naming the end', () => {
    expect(refusal(() => statisticsRange({ fromMonth: '2026-12', toMonth: '2026-11' }, '2026-11'))).toEqual({
      statusCode: 400,
      error: 'invalid_range',
      message: '`from_month` must not be after `to_month`.',
      details: [{ field: 'to_month', rule: 'before_from' }],
    });
  });
});

describe('what a month earned', () => {
  it("counts the ledger's net amount for a booking with an order, else the booking's price, per month", () => {
    const earning = [
      { id: 'paid', month: '2026-10', price_minor: 100_000 },
      { id: 'refunded', month: '2026-10', price_minor: 100_000 },
      { id: 'token', month: '2026-10', price_minor: '45000' },
      { id: 'own', month: '2026-11', price_minor: 30_000 },
    ];
    const paid = new Map([
      ['paid', 90_000],
      ['refunded', 0],
    ]);
    expect(revenueByMonth(earning, paid)).toEqual(
      new Map([
        ['2026-10', 135_000],
        ['2026-11', 30_000],
      ]),
    );
  });

  it('nothing earned, no month', () => {
    expect(revenueByMonth([], new Map([['x', 5]]))).toEqual(new Map());
  });
});

const row = (month: string, counts: Partial<MonthRow> = {}): MonthRow => ({
  month,
  sessions_held: 0,
  sessions_upcoming: 0,
  cancelled: 0,
  late_cancelled: 0,
  distinct_clients: 0,
  minutes_held: 0,
  revenue_minor: 0,
  ...counts,
});

describe("a month's row as shown", () => {
  it('hours to two decimals and revenue in major units', () => {
    expect(
      statisticView({
        sessions_held: 3,
        sessions_upcoming: 2,
        cancelled: 4,
        late_cancelled: 1,
        distinct_clients: 2,
        minutes_held: 150,
        revenue_minor: 123_456,
      }),
    ).toEqual({
      sessions_held: 3,
      sessions_upcoming: 2,
      cancelled: 4,
      late_cancelled: 1,
      distinct_clients: 2,
      hours: 2.5,
      revenue: 1234.56,
    });
    expect(statisticView(row('x', { minutes_held: 50 })).hours).toBe(0.83);
    expect(statisticView(row('x', { minutes_held: 1 })).hours).toBe(0.02);
    expect(statisticView(row('x', { revenue_minor: '5005' as unknown as number })).revenue).toBe(50.05);
  });

  it('a month without bookings is all zeros', () => {
    expect(statisticView(undefined)).toEqual({
      sessions_held: 0,
      sessions_upcoming: 0,
      cancelled: 0,
      late_cancelled: 0,
      distinct_clients: 0,
      hours: 0,
      revenue: 0,
    });
  });
});

describe('the months and totals of a range', () => {
  it('every month in order, empty ones as zeros; totals add the months but count a client once', () => {
    const rows = [
      row('2026-09', { sessions_held: 2, cancelled: 1, minutes_held: 100, revenue_minor: 2_000, distinct_clients: 2 }),
      row('2026-11', {
        sessions_held: 1,
        sessions_upcoming: 3,
        late_cancelled: 1,
        cancelled: 1,
        minutes_held: 50,
        revenue_minor: '1500' as unknown as number,
        distinct_clients: 1,
      }),
    ];
    const result = statisticMonths(['2026-09', '2026-10', '2026-11'], rows, 2);
    expect(result.months.map((m) => [m.month, m.sessions_held, m.hours, m.revenue])).toEqual([
      ['2026-09', 2, 1.67, 20],
      ['2026-10', 0, 0, 0],
      ['2026-11', 1, 0.83, 15],
    ]);
    expect(result.months[2]).toMatchObject({ sessions_upcoming: 3, cancelled: 1, late_cancelled: 1 });
    expect(result.totals).toEqual({
      sessions_held: 3,
      sessions_upcoming: 3,
      cancelled: 2,
      late_cancelled: 1,
      distinct_clients: 2,
      hours: 2.5,
      revenue: 35,
    });
  });

  it('no bookings at all: zero totals', () => {
    expect(statisticMonths(['2026-11'], [], 0).totals).toEqual(statisticView(undefined));
  });
});
