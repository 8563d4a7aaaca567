// The waitlist's rules that the api and the booking widget share (api/docs/waitlist.md): when a client may join
// (the therapist has no free time in the next WAITLIST_LOOKAHEAD_DAYS days), which time windows they may give,
// and whether a freed slot falls inside them. Windows are wall-clock times in the client's own zone.
import { isValidTimeZone, offsetMinutesAt } from './zoned-time';

/** A therapist with no free slot this many days ahead has a waitlist; freed slots this far ahead are offered. */
export const WAITLIST_LOOKAHEAD_DAYS = 14;
/** How long the first in line has to claim an offered slot before it goes to the next. */
export const WAITLIST_OFFER_MINUTES = 30;
/** At most this many windows per entry. */
export const WAITLIST_MAX_WINDOWS = 7;

/** Some weekdays (ISO: Monday 1 ... Sunday 7) between two wall-clock times `HH:MM` (`to` may be `24:00`). */
export interface WaitlistWindow {
  weekdays: number[];
  from: string;
  to: string;
}

export interface WindowProblem {
  field: string;
  rule: string;
}

const CLOCK = /^([01]\d|2[0-4]):([0-5]\d)$/;

/** Minutes after midnight of `HH:MM`, or null when it is not a time of day (24:00 is the day's end). */
export function clockMinutes(value: string): number | null {
  const m = CLOCK.exec(value);
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes > 24 * 60 ? null : minutes;
}

/** Everything wrong with a list of windows; an empty list means it is fine. */
export function windowProblems(windows: readonly WaitlistWindow[]): WindowProblem[] {
  const problems: WindowProblem[] = [];
  if (windows.length === 0) problems.push({ field: 'windows', rule: 'min_items' });
  if (windows.length > WAITLIST_MAX_WINDOWS) problems.push({ field: 'windows', rule: 'max_items' });
  windows.forEach((w, i) => {
    const at = `windows[${i}]`;
    const days = w.weekdays ?? [];
    if (days.length === 0) problems.push({ field: `${at}.weekdays`, rule: 'min_items' });
    if (days.some((d) => !Number.isInteger(d) || d < 1 || d > 7))
      problems.push({ field: `${at}.weekdays`, rule: 'iso_weekday' });
    if (new Set(days).size !== days.length) problems.push({ field: `${at}.weekdays`, rule: 'unique' });
    const from = clockMinutes(w.from);
    const to = clockMinutes(w.to);
    if (from === null || from >= 24 * 60) problems.push({ field: `${at}.from`, rule: 'time_of_day' });
    if (to === null) problems.push({ field: `${at}.to`, rule: 'time_of_day' });
    if (from !== null && to !== null && to <= from) problems.push({ field: `${at}.to`, rule: 'after_from' });
  });
  return problems;
}

/** ISO weekday and minutes after midnight of an instant on the wall clock of `zone`. */
export function wallClockAt(zone: string, epochMs: number): { weekday: number; minutes: number; day: number } {
  const local = epochMs + offsetMinutesAt(zone, epochMs) * 60_000;
  const day = Math.floor(local / 86_400_000);
  const minutes = Math.floor((local - day * 86_400_000) / 60_000);
  // 1970-01-01 was a Thursday (ISO 4).
  const weekday = ((((day + 3) % 7) + 7) % 7) + 1;
  return { weekday, minutes, day };
}

/**
 * Whether a session from `startMs` to `endMs` lies inside one of the windows, on the client's wall clock: it
 * starts on one of the window's weekdays, not before `from`, and ends on the same day by `to`.
 */
export function slotFitsWindows(
  windows: readonly WaitlistWindow[],
  zone: string,
  startMs: number,
  endMs: number,
): boolean {
  if (!isValidTimeZone(zone)) return false;
  const start = wallClockAt(zone, startMs);
  const end = wallClockAt(zone, endMs);
  const endMinutes = end.day === start.day ? end.minutes : end.day === start.day + 1 && end.minutes === 0 ? 1440 : -1;
  if (endMinutes < 0) return false;
  return windows.some((w) => {
    const from = clockMinutes(w.from);
    const to = clockMinutes(w.to);
    if (from === null || to === null) return false;
    return w.weekdays.includes(start.weekday) && start.minutes >= from && endMinutes <= to;
  });
}

/** Whether a list of free slots allows joining the waitlist: none of them starts within the look-ahead. */
export function mayJoinWaitlist(freeSlotStarts: readonly (string | number | Date)[], now: number): boolean {
  const until = now + WAITLIST_LOOKAHEAD_DAYS * 86_400_000;
  return !freeSlotStarts.some((s) => {
    const t = new Date(s).getTime();
    return t > now && t < until;
  });
}
