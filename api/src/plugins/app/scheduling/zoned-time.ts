// Wall-clock <-> instant arithmetic for IANA zones, using only Intl (ICU's tz data) and UTC
// Date methods, so nothing here depends on the server's own TZ. The zone's offset itself is the one
// primitive shared with the browser's client-time.
import { isValidTimeZone, offsetMinutesAt } from '@rozmova/contracts/zoned-time';

export { isValidTimeZone, offsetMinutesAt };

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A calendar date as days since 1970-01-01, and back. */
export function dateToDayNumber(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`not a date: ${date}`);
  return Math.round(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS);
}

export function dayNumberToDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function isRealDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  try {
    return dayNumberToDate(dateToDayNumber(date)) === date;
  } catch {
    return false;
  }
}

/** ISO weekday of a calendar date: Monday 1 ... Sunday 7. */
export function isoWeekday(day: number): number {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The calendar date (day number) an instant falls on in a zone. */
export function localDayAt(zone: string, epochMs: number): number {
  return Math.floor((epochMs + knownOffsetAt(zone, epochMs) * MINUTE_MS) / DAY_MS);
}

/** Minutes since local midnight of an instant in a zone. */
export function localMinuteOfDay(zone: string, epochMs: number): number {
  const wall = epochMs + knownOffsetAt(zone, epochMs) * MINUTE_MS;
  return Math.floor((wall - Math.floor(wall / DAY_MS) * DAY_MS) / MINUTE_MS);
}

interface OffsetSegment {
  from: number;
  to: number;
  offset: number;
}

// Offsets around one local day rarely change more than once; the segments are cached per zone and day
// because the same therapist's day is asked for by every slot query.
const segmentCache = new Map<string, OffsetSegment[]>();
const SEGMENT_CACHE_LIMIT = 50_000;
// The instants whose wall clock can fall on a local day lie within 15 h before its start to 15 h after its
// end (no zone is further than 14 h from UTC).
const WINDOW_MARGIN_MS = 15 * 60 * MINUTE_MS;

function findTransition(zone: string, from: number, to: number, offsetFrom: number): number {
  // Offsets change on whole minutes; bisect to the first minute with the new offset.
  let low = Math.floor(from / MINUTE_MS);
  let high = Math.ceil(to / MINUTE_MS);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (offsetMinutesAt(zone, middle * MINUTE_MS) === offsetFrom) low = middle;
    else high = middle;
  }
  return high * MINUTE_MS;
}

function offsetSegments(zone: string, from: number, to: number): OffsetSegment[] {
  const segments: OffsetSegment[] = [];
  let cursor = from;
  let offset = offsetMinutesAt(zone, cursor);
  // Sampling every 6 h finds each change even in the rare zones with two changes in a window.
  const step = 6 * 60 * MINUTE_MS;
  while (cursor < to) {
    const next = Math.min(cursor + step, to);
    const nextOffset = offsetMinutesAt(zone, next);
    if (nextOffset !== offset) {
      const at = findTransition(zone, cursor, next, offset);
      segments.push({ from: segments.length === 0 ? from : segments[segments.length - 1]!.to, to: at, offset });
      offset = offsetMinutesAt(zone, at);
      cursor = at;
      continue;
    }
    cursor = next;
  }
  segments.push({ from: segments.length === 0 ? from : segments[segments.length - 1]!.to, to, offset });
  return segments;
}

function segmentsForDay(zone: string, day: number): OffsetSegment[] {
  const key = `${zone}|${day}`;
  let segments = segmentCache.get(key);
  if (!segments) {
    const start = day * DAY_MS;
    segments = offsetSegments(zone, start - WINDOW_MARGIN_MS, start + DAY_MS + WINDOW_MARGIN_MS);
    if (segmentCache.size >= SEGMENT_CACHE_LIMIT) segmentCache.clear();
    segmentCache.set(key, segments);
  }
  return segments;
}

/**
 * offsetMinutesAt through the per-day segment cache: every slot query asks for the local day of `now` and of the
 * window's end, once per therapist on the list page, and each Intl lookup costs more than the rest of the
 * arithmetic. The segments of the instant's UTC day span it with 15 h to spare on each side.
 */
function knownOffsetAt(zone: string, epochMs: number): number {
  for (const segment of segmentsForDay(zone, Math.floor(epochMs / DAY_MS))) {
    if (epochMs >= segment.from && epochMs < segment.to) return segment.offset;
  }
  return offsetMinutesAt(zone, epochMs);
}

export interface InstantRange {
  start: number;
  end: number;
}

/**
 * Every instant whose wall-clock time in `zone` lies in [startMinute, endMinute) of local `day`, as
 * UTC ranges. A wall-clock time that does not exist (spring forward) contributes nothing; one that
 * happens twice (fall back) contributes both instants, so a working interval keeps its real length.
 */
export function wallIntervalToInstants(
  zone: string,
  day: number,
  startMinute: number,
  endMinute: number,
): InstantRange[] {
  const wallStart = day * DAY_MS + startMinute * MINUTE_MS;
  const wallEnd = day * DAY_MS + endMinute * MINUTE_MS;
  const ranges: InstantRange[] = [];
  for (const segment of segmentsForDay(zone, day)) {
    const start = Math.max(segment.from, wallStart - segment.offset * MINUTE_MS);
    const end = Math.min(segment.to, wallEnd - segment.offset * MINUTE_MS);
    if (start >= end) continue;
    const last = ranges[ranges.length - 1];
    if (last && last.end >= start) last.end = Math.max(last.end, end);
    else ranges.push({ start, end });
  }
  return ranges;
}

/** The first instant at or after a wall-clock time (a skipped time maps to the end of the gap). */
export function wallTimeToInstant(zone: string, day: number, minute: number): number {
  const ranges = wallIntervalToInstants(zone, day, minute, 24 * 60);
  if (ranges[0]) return ranges[0].start;
  return wallIntervalToInstants(zone, day + 1, 0, 24 * 60)[0]?.start ?? (day + 1) * DAY_MS;
}

/** "HH:MM" -> minutes; "24:00" allowed as an end of day. Returns null when malformed. */
export function parseClock(value: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return null;
  return hours * 60 + minutes;
}

export function formatClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export interface OffsetTransition {
  /** The first instant with the new offset (ms). */
  at: number;
  fromOffset: number;
  toOffset: number;
}

/** The zone's offset at `from`, and every change of it in [from, to) (offsets in minutes east of UTC). */
export function offsetTransitions(
  zone: string,
  from: number,
  to: number,
): { initial: number; changes: OffsetTransition[] } {
  const segments = offsetSegments(zone, from, to);
  const changes: OffsetTransition[] = [];
  for (let i = 1; i < segments.length; i += 1) {
    changes.push({ at: segments[i]!.from, fromOffset: segments[i - 1]!.offset, toOffset: segments[i]!.offset });
  }
  return { initial: segments[0]!.offset, changes };
}
