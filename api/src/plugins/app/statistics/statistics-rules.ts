// A therapist's statistics without a database: which months a request covers, the instants that bound them,
// what a booking earns, and a month's row as the cabinet shows it. The plugin's SQL counts the bookings (a
// session is held once it is confirmed and has ended; a cancellation is late when the client cancelled within
// the 24-hour line) and hands the counts here.
import type { FromSchema } from 'json-schema-to-ts';
import type { workerStatisticResponseSchema } from '@rozmova/contracts/schemas/appointments';
import { fromMinorUnits } from '@rozmova/contracts/format';
import { ApiError } from '../../../errors';

export type WorkerStatistic = FromSchema<typeof workerStatisticResponseSchema>;
export type StatisticRow = WorkerStatistic['totals'];

/** One month's counts in the therapist's zone, as the SQL returns them, with the month's revenue. */
export interface MonthRow {
  month: string;
  sessions_held: number;
  sessions_upcoming: number;
  cancelled: number;
  late_cancelled: number;
  distinct_clients: number;
  minutes_held: number;
  revenue_minor: number;
}

export type MonthCounts = Omit<MonthRow, 'month'>;

/** At most this many months in one request. */
export const MAX_MONTHS = 60;
/** Without `from_month`, the range is this many months ending with `to_month`. */
export const DEFAULT_MONTHS = 12;

function parts(month: string): [number, number] {
  return month.split('-').map(Number) as [number, number];
}

function monthText(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `from` to `to`, both included ("YYYY-MM"); none when `from` is after `to`. */
export function monthsBetween(from: string, to: string): string[] {
  const [fromYear, fromMonth] = parts(from);
  const [toYear, toMonth] = parts(to);
  const months: string[] = [];
  for (let index = fromYear * 12 + fromMonth - 1; index <= toYear * 12 + toMonth - 1; index += 1) {
    months.push(monthText(index));
  }
  return months;
}

/** The first day of the month after `month` ("YYYY-MM-DD"): the range ends before it. */
export function dayAfterMonth(month: string): string {
  const [year, number] = parts(month);
  return `${monthText(year * 12 + number)}-01`;
}

export interface StatisticsRange {
  fromMonth: string;
  toMonth: string;
  months: string[];
  /** The first local day of the range and the first local day after it ("YYYY-MM-DD"). */
  firstDay: string;
  dayAfter: string;
}

/**
 * The months a request covers: up to `toMonth` (the therapist's current month when not given), from `fromMonth`
 * (twelve months ending with `toMonth` when not given). Refused when it is empty or longer than 60 months.
 */
export function statisticsRange(range: { fromMonth?: string; toMonth?: string }, thisMonth: string): StatisticsRange {
  const toMonth = range.toMonth ?? thisMonth;
  const [year, month] = parts(toMonth);
  const fromMonth = range.fromMonth || monthText(year * 12 + month - DEFAULT_MONTHS);
  const months = monthsBetween(fromMonth, toMonth);
  if (months.length === 0) {
    throw new ApiError(400, 'invalid_range', '`from_month` must not be after `to_month`.', [
      { field: 'to_month', rule: 'before_from' },
    ]);
  }
  if (months.length > MAX_MONTHS) {
    throw new ApiError(400, 'invalid_range', 'At most 60 months at a time.', [
      { field: 'from_month', rule: 'max_months' },
    ]);
  }
  return { fromMonth, toMonth, months, firstDay: `${fromMonth}-01`, dayAfter: dayAfterMonth(toMonth) };
}

/**
 * Revenue per month: each earning booking (held, or cancelled late) counts what the ledger says came in for it
 * less what went back, or, without an order behind it, the price recorded on the booking.
 */
export function revenueByMonth(
  earning: readonly { id: string; month: string; price_minor: number | string }[],
  paid: ReadonlyMap<string, number>,
): Map<string, number> {
  const revenue = new Map<string, number>();
  for (const booking of earning) {
    const earned = paid.get(booking.id) ?? Number(booking.price_minor);
    revenue.set(booking.month, (revenue.get(booking.month) ?? 0) + earned);
  }
  return revenue;
}

/** A month's counts as shown: hours to two decimals, revenue in major units; a month without bookings is zeros. */
export function statisticView(row: MonthCounts | undefined): StatisticRow {
  return {
    sessions_held: row?.sessions_held ?? 0,
    sessions_upcoming: row?.sessions_upcoming ?? 0,
    cancelled: row?.cancelled ?? 0,
    late_cancelled: row?.late_cancelled ?? 0,
    distinct_clients: row?.distinct_clients ?? 0,
    hours: Math.round(((row?.minutes_held ?? 0) / 60) * 100) / 100,
    revenue: fromMinorUnits(Number(row?.revenue_minor ?? 0)),
  };
}

/** Every month of the range, those without bookings as zeros, and the totals over the range. */
export function statisticMonths(
  months: readonly string[],
  rows: readonly MonthRow[],
  distinctClients: number,
): Pick<WorkerStatistic, 'months' | 'totals'> {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const sum = (key: keyof MonthCounts) => rows.reduce((total, row) => total + Number(row[key]), 0);
  return {
    months: months.map((month) => ({ month, ...statisticView(byMonth.get(month)) })),
    totals: statisticView({
      sessions_held: sum('sessions_held'),
      sessions_upcoming: sum('sessions_upcoming'),
      cancelled: sum('cancelled'),
      late_cancelled: sum('late_cancelled'),
      // A client seen in several months is one client over the whole range.
      distinct_clients: distinctClients,
      minutes_held: sum('minutes_held'),
      revenue_minor: sum('revenue_minor'),
    }),
  };
}
