// Free slots from a therapist's weekly hours, date overrides and busy time. Pure: the caller loads
// the rows and passes `now`, so the same inputs give the same slots on any server and in any TZ.
import {
  dateToDayNumber,
  isoWeekday,
  localDayAt,
  parseClock,
  wallIntervalToInstants,
  type InstantRange,
} from './zoned-time';
import { earliestBookableStart } from '@rozmova/contracts/booking-terms';

const MINUTE_MS = 60_000;
const GRID_MS = 5 * MINUTE_MS;

export interface WeeklyInterval {
  /** ISO weekday, Monday 1 ... Sunday 7, in the therapist's zone. */
  weekday: number;
  start: string;
  end: string;
}

export interface ClockInterval {
  start: string;
  end: string;
}

/** Hours for one date that replace the weekly hours; no intervals means a day off. */
export interface DateOverride {
  date: string;
  intervals: ClockInterval[];
}

export interface BusyRange {
  /** Instant the booking starts (ms). */
  start: number;
  /** Instant the booking stops blocking: its end plus the buffer recorded on it (ms). */
  blockedUntil: number;
}

export interface SlotQuery {
  timeZone: string;
  weekly: WeeklyInterval[];
  overrides: DateOverride[];
  busy: BusyRange[];
  durationMinutes: number;
  bufferMinutes: number;
  noticeMinutes: number;
  horizonDays: number;
  now: number;
  /** Slots starting in [from, to) are returned (ms). */
  from: number;
  to: number;
  /** Stop after this many slots (the list's "next free slot" needs one). */
  limit?: number;
}

export interface Slot {
  start: number;
  end: number;
}

// Turning a day's wall-clock hours into instants asks Intl for the zone's offset several times per interval: most
// of a slot query's time before this memo. The answer depends only on the zone, the date and the hours, and the
// key is exactly those, so changed weekly hours, special hours or a new zone are simply a different key: there is
// nothing to invalidate, on this replica or any other. Bounded: emptied when full (a day's entry is a few ranges).
const DAY_CACHE_LIMIT = 200_000;
const dayCache = new Map<string, readonly InstantRange[]>();

/** The instants of one local day's working hours (unmerged, unsorted); callers must not change the result. */
function dayInstants(timeZone: string, day: number, intervals: ClockInterval[]): readonly InstantRange[] {
  let key = `${timeZone}|${day}`;
  for (const interval of intervals) key += `|${interval.start}-${interval.end}`;
  const cached = dayCache.get(key);
  // Stryker disable next-line ConditionalExpression: the cache is an optimisation with no observable difference
  if (cached) return cached;
  const ranges: InstantRange[] = [];
  for (const interval of intervals) {
    const start = parseClock(interval.start);
    const end = parseClock(interval.end);
    if (start === null || end === null || end <= start) continue;
    ranges.push(...wallIntervalToInstants(timeZone, day, start, end));
  }
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the cache is an optimisation with no observable difference
  if (dayCache.size >= DAY_CACHE_LIMIT) dayCache.clear();
  dayCache.set(key, ranges);
  return ranges;
}

/** The instants a therapist works, merged and sorted, for every local day touching [from, to). */
export function workingRanges(
  timeZone: string,
  weekly: WeeklyInterval[],
  overrides: DateOverride[],
  from: number,
  to: number,
): InstantRange[] {
  const overrideByDay = new Map<number, ClockInterval[]>();
  for (const override of overrides) overrideByDay.set(dateToDayNumber(override.date), override.intervals);
  const weeklyByDay = new Map<number, ClockInterval[]>();
  for (const interval of weekly) {
    // Stryker disable next-line ArrayDeclaration: a stand-in element has no start or end and adds no time
    const list = weeklyByDay.get(interval.weekday) ?? [];
    list.push(interval);
    weeklyByDay.set(interval.weekday, list);
  }
  const pieces: InstantRange[] = [];
  const firstDay = localDayAt(timeZone, from) - 1;
  const lastDay = localDayAt(timeZone, to) + 1;
  for (let day = firstDay; day <= lastDay; day += 1) {
    // Stryker disable next-line ArrayDeclaration: a stand-in element has no start or end and adds no time
    const intervals = overrideByDay.get(day) ?? weeklyByDay.get(isoWeekday(day)) ?? [];
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a day without hours adds no ranges anyway
    if (intervals.length > 0) pieces.push(...dayInstants(timeZone, day, intervals));
  }
  pieces.sort((a, b) => a.start - b.start);
  const merged: InstantRange[] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    // Touching intervals (09:00-12:00 and 12:00-15:00, or a day ending at 24:00 and the next starting at
    // 00:00) are one stretch of work, so the slot grid runs on across the seam.
    if (last && piece.start <= last.end) last.end = Math.max(last.end, piece.end);
    else merged.push({ ...piece });
  }
  return merged;
}

/** Whether `instant` lies in one of the working stretches before `ranges[index]` (sorted, disjoint). */
function startsInEarlierStretch(ranges: readonly InstantRange[], index: number, instant: number): boolean {
  let low = 0;
  let high = index - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const range = ranges[middle]!;
    if (instant < range.start) high = middle - 1;
    else if (instant >= range.end) low = middle + 1;
    else return true;
  }
  return false;
}

function roundUpToGrid(ms: number): number {
  return Math.ceil(ms / GRID_MS) * GRID_MS;
}

/**
 * Slots of `durationMinutes` on a grid of duration + buffer from the start of each working stretch, in
 * real (UTC) time. A slot is free when it and its buffer stay clear of every busy range; after a busy
 * range the grid restarts where that range stops blocking, so an off-grid booking wastes no time.
 *
 * A booking belongs to the grid of the stretch it starts in. When it starts in an earlier stretch and only its
 * end or buffer reaches into this one (two stretches a short break apart, as the two copies of the repeated hour
 * on the night clocks go back are), the slots it touches here are dropped and this stretch's grid stays where it
 * was: re-anchoring it there would offer a slot that was not offered before the booking (fast-check seed
 * -1568894561), so a booking could make a slot appear instead of only taking slots away.
 */
export function computeFreeSlots(query: SlotQuery): Slot[] {
  const duration = query.durationMinutes * MINUTE_MS;
  const buffer = query.bufferMinutes * MINUTE_MS;
  const step = duration + buffer;
  const earliest = Math.max(query.from, earliestBookableStart(query.now, query.noticeMinutes));
  const latest = Math.min(query.to, query.now + query.horizonDays * 24 * 60 * MINUTE_MS);
  const limit = query.limit ?? Number.POSITIVE_INFINITY;
  if (earliest >= latest || duration <= 0) return [];
  const busy = [...query.busy].sort((a, b) => a.start - b.start);
  const slots: Slot[] = [];
  const ranges = workingRanges(query.timeZone, query.weekly, query.overrides, query.from, latest);
  let busyIndex = 0;
  for (let rangeIndex = 0; rangeIndex < ranges.length; rangeIndex += 1) {
    const range = ranges[rangeIndex]!;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: saves work; such a stretch yields no slot
    if (range.end <= earliest) continue;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: saves work; `cursor < latest` stops it
    if (range.start >= latest) break;
    let cursor = range.start;
    while (cursor + duration <= range.end && cursor < latest) {
      // Busy ranges that stop blocking before this candidate can never matter again.
      // Stryker disable next-line ConditionalExpression,EqualityOperator: a range kept longer never conflicts again
      while (busyIndex < busy.length && busy[busyIndex]!.blockedUntil <= cursor - buffer) busyIndex += 1;
      // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: the jump only saves work; walking every step gives the same grid
      if (cursor < earliest) {
        // Whole steps up to the first grid point at or after `earliest`, but never over the start of a busy range:
        // the walk stops at the step holding it, which restarts the grid exactly as a walk from the stretch's start
        // does. Otherwise the grid would depend on `from` and `now`, and checkout's one-instant question could miss
        // a slot the calendar listed (it answered "slot_taken" for the first free time after a booking).
        const next = busy[busyIndex];
        let jumps = Math.ceil((earliest - cursor) / step);
        if (next && next.start < cursor + jumps * step) jumps = Math.floor((next.start - cursor) / step);
        if (jumps > 0) {
          cursor += jumps * step;
          continue;
        }
      }
      let conflictEnd: number | null = null;
      let reanchors = false;
      for (let index = busyIndex; index < busy.length; index += 1) {
        const other = busy[index]!;
        // Stryker disable next-line ConditionalExpression,EqualityOperator: saves work; the next line checks it again
        if (other.start >= cursor + step) break;
        if (other.blockedUntil > cursor && other.start < cursor + step) {
          conflictEnd = Math.max(conflictEnd ?? 0, other.blockedUntil);
          if (!startsInEarlierStretch(ranges, rangeIndex, other.start)) reanchors = true;
        }
      }
      if (conflictEnd !== null) {
        cursor = reanchors ? Math.max(cursor + GRID_MS, roundUpToGrid(conflictEnd)) : cursor + step;
        continue;
      }
      if (cursor >= earliest) {
        slots.push({ start: cursor, end: cursor + duration });
        if (slots.length >= limit) return slots;
      }
      cursor += step;
    }
  }
  return slots;
}

// A 14-day answer carries about 300 instants as ISO text, and `Date#toISOString` was the largest JavaScript cost
// of the calendar route in a CPU profile (about a tenth of the api's samples under the bench). Slot instants sit
// on a 5-minute grid and recur from answer to answer, so their text is memoised. A pure function of the number:
// nothing to invalidate. Bounded: emptied when full (an entry is a 24-character string).
const ISO_CACHE_LIMIT = 100_000;
const isoCache = new Map<number, string>();

/** `new Date(ms).toISOString()`, memoised for the instants slots are made of. */
export function isoInstant(ms: number): string {
  const cached = isoCache.get(ms);
  // Stryker disable next-line ConditionalExpression: the cache is an optimisation with no observable difference
  if (cached !== undefined) return cached;
  const text = new Date(ms).toISOString();
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the cache is an optimisation with no observable difference
  if (isoCache.size >= ISO_CACHE_LIMIT) isoCache.clear();
  isoCache.set(ms, text);
  return text;
}
