// Rules for working-hour input that JSON Schema cannot say: order, overlaps, the 5-minute grid and
// dates in the past. Each problem becomes one `details` entry naming the field and the rule broken.
import type { ClockInterval, DateOverride, WeeklyInterval } from './slots';
import { dateToDayNumber, isRealDate, parseClock } from './zoned-time';

export interface RuleViolation {
  field: string;
  rule:
    | 'time_format'
    | 'grid_5_minutes'
    | 'end_before_start'
    | 'overlap'
    | 'past_date'
    | 'date_format'
    | 'duplicate_date'
    | 'too_far_ahead';
  message: string;
}

export const WORK_TIME_GRID_MINUTES = 5;
/** Overrides further ahead than this are refused: nobody can book them and they only clutter the table. */
export const SPECIAL_DAYS_MAX_AHEAD = 400;

function checkIntervals(
  intervals: readonly ClockInterval[],
  fieldOf: (index: number) => string,
  violations: RuleViolation[],
): void {
  // Stryker disable next-line ArrayDeclaration: a stand-in element has no start or end, so it never overlaps
  const parsed: { index: number; start: number; end: number }[] = [];
  intervals.forEach((interval, index) => {
    const start = parseClock(interval.start);
    const end = parseClock(interval.end);
    let valid = true;
    if (start === null || start >= 24 * 60) {
      violations.push({
        field: `${fieldOf(index)}.start`,
        rule: 'time_format',
        message: 'use HH:MM from 00:00 to 23:55',
      });
      valid = false;
    } else if (start % WORK_TIME_GRID_MINUTES !== 0) {
      violations.push({
        field: `${fieldOf(index)}.start`,
        rule: 'grid_5_minutes',
        message: 'times must be on a 5-minute grid',
      });
      valid = false;
    }
    if (end === null) {
      violations.push({
        field: `${fieldOf(index)}.end`,
        rule: 'time_format',
        message: 'use HH:MM from 00:05 to 24:00',
      });
      // Stryker disable next-line BooleanLiteral: an end that did not parse fails `end !== null` below anyway
      valid = false;
    } else if (end % WORK_TIME_GRID_MINUTES !== 0) {
      violations.push({
        field: `${fieldOf(index)}.end`,
        rule: 'grid_5_minutes',
        message: 'times must be on a 5-minute grid',
      });
      valid = false;
    }
    // Stryker disable next-line ConditionalExpression: `valid` already implies both times parsed (kept for tsc)
    if (valid && start !== null && end !== null) {
      if (end <= start) {
        violations.push({
          field: `${fieldOf(index)}.end`,
          rule: 'end_before_start',
          message: 'the end must be after the start',
        });
      } else {
        parsed.push({ index, start, end });
      }
    }
  });
  parsed.sort((a, b) => a.start - b.start);
  for (let i = 1; i < parsed.length; i += 1) {
    const previous = parsed[i - 1]!;
    const current = parsed[i]!;
    // Touching intervals (12:00 end, 12:00 start) are allowed; sharing any minute is not.
    if (current.start < previous.end) {
      violations.push({
        field: fieldOf(current.index),
        rule: 'overlap',
        message: `overlaps ${fieldOf(previous.index)}`,
      });
    }
  }
}

export function validateWeeklyIntervals(intervals: readonly WeeklyInterval[]): RuleViolation[] {
  const violations: RuleViolation[] = [];
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    const indexes: number[] = [];
    intervals.forEach((interval, index) => {
      if (interval.weekday === weekday) indexes.push(index);
    });
    checkIntervals(
      indexes.map((index) => intervals[index]!),
      (position) => `intervals[${indexes[position]}]`,
      violations,
    );
  }
  return violations;
}

/** `today` is the therapist's current local date (day number): overrides for earlier dates are refused. */
export function validateDateOverrides(days: readonly DateOverride[], today: number): RuleViolation[] {
  const violations: RuleViolation[] = [];
  const seen = new Map<string, number>();
  days.forEach((day, index) => {
    const field = `days[${index}]`;
    if (!isRealDate(day.date)) {
      violations.push({ field: `${field}.date`, rule: 'date_format', message: 'use a real date as YYYY-MM-DD' });
      return;
    }
    const dayNumber = dateToDayNumber(day.date);
    if (dayNumber < today) {
      violations.push({ field: `${field}.date`, rule: 'past_date', message: 'the date is in the past' });
    } else if (dayNumber > today + SPECIAL_DAYS_MAX_AHEAD) {
      violations.push({
        field: `${field}.date`,
        rule: 'too_far_ahead',
        message: `at most ${SPECIAL_DAYS_MAX_AHEAD} days ahead`,
      });
    }
    const earlier = seen.get(day.date);
    if (earlier !== undefined) {
      violations.push({ field: `${field}.date`, rule: 'duplicate_date', message: `same date as days[${earlier}]` });
    } else {
      seen.set(day.date, index);
    }
    checkIntervals(day.intervals, (position) => `${field}.intervals[${position}]`, violations);
  });
  return violations;
}

export function validateDatesToClear(dates: readonly string[], today: number): RuleViolation[] {
  const violations: RuleViolation[] = [];
  dates.forEach((date, index) => {
    if (!isRealDate(date)) {
      violations.push({
        field: `clear_dates[${index}]`,
        rule: 'date_format',
        message: 'use a real date as YYYY-MM-DD',
      });
    } else if (dateToDayNumber(date) < today) {
      violations.push({ field: `clear_dates[${index}]`, rule: 'past_date', message: 'the date is in the past' });
    }
  });
  return violations;
}
