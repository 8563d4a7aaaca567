// What the statistics page asks for and how it shows the figures, without React (issue 30): the month range of
// each button, the chart's axis steps and its stacked bars, which month names fit under a narrow chart, hours
// to one decimal, money axes in whole units, and when the note about revenue from bookings is shown.
// The month range is calendar arithmetic in the therapist's zone, so it uses moment-timezone (docs/toolchain.md,
// T-2.3); this module is only imported by the statistics page's lazily loaded chunk.
import moment from 'moment-timezone/builds/moment-timezone-with-data-10-year-range';

/** The page's range buttons, in months. */
export const STATISTICS_RANGES = [3, 6, 12] as const;
export type StatisticsRange = (typeof STATISTICS_RANGES)[number];

/**
 * Exactly `count` months ending with the month `now` falls in, in `zone` (the api counts a therapist's months in
 * their zone; without a zone, UTC's months). From the month's first day, so a month end never overflows.
 */
export function monthsBack(now: Date, count: number, zone = 'UTC'): { from_month: string; to_month: string } {
  const to = moment.tz(now, zone).startOf('month');
  const from = to.clone().subtract(count - 1, 'months');
  return { from_month: from.format('YYYY-MM'), to_month: to.format('YYYY-MM') };
}

/**
 * The axis values from 0: whole steps of 1, 2 or 5 times a power of ten, about `count` of them, the last one
 * at or above `value`.
 */
export function axisTicks(value: number, count = 4): number[] {
  const rough = Math.max(1, value / count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const steps = [1, 2, 5, 10].map((s) => s * power);
  // Stryker disable next-line ArithmeticOperator: rough < 10 × power, so `find` always finds a step; the fallback is unused
  const step = steps.find((s) => s >= rough) ?? 10 * power;
  const top = Math.max(step, Math.ceil(value / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}

/** The height of each month's stacked bar: the sum of its series, a missing value as 0. */
export function stackTotals(months: number, series: readonly { values: readonly number[] }[]): number[] {
  return Array.from({ length: months }, (_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
}

/** A month name needs 44 px: on a narrower band (always wider than 0) only every n-th month is named. */
export function labelEvery(band: number): number {
  return Math.ceil(44 / band);
}

/** Hours as shown, to one decimal. */
export function shownHours(hours: number): number {
  return Math.round(hours * 10) / 10;
}

/** A money axis step in whole units: "50 zł", not "50,00 zł"; other cents stay. */
export function wholeUnits(price: string): string {
  return price.replace(/[.,]00(?!\d)/, '');
}

/** Without the payments area the api counts the prices recorded on bookings, and the page says so. */
export function revenueFromBookings(source: string): boolean {
  return source === 'bookings';
}
