// The deadlines of a session, decided in one place for the api and every screen and mail (issue 23, points 1
// and 6): until when a client may still cancel or move it free of charge, and how soon a client may book.
// The api decides again on every call; screens and mails ask the same functions so they never promise what
// the api would then refuse.
import { FREE_CANCELLATION_HOURS } from './schemas/bookings';

const MINUTE_MS = 60_000;

/** A client cancels or moves a session free of charge until this long before its start. */
export const FREE_CANCELLATION_MS = FREE_CANCELLATION_HOURS * 60 * MINUTE_MS;

const toMs = (value: string | number | Date): number =>
  typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : value.getTime();

/** The last instant a session starting at `startsAt` can be cancelled or moved free of charge (exclusive). */
export function freeChangeDeadline(startsAt: string | number | Date): Date {
  return new Date(toMs(startsAt) - FREE_CANCELLATION_MS);
}

/**
 * Whether a client can still cancel (money or token back) or move this session free of charge at `now`.
 * A session booked less than 24 h ahead never could: screens then say so instead of naming a past deadline.
 */
export function canChangeFree(startsAt: string | number | Date, now: number): boolean {
  return now < freeChangeDeadline(startsAt).getTime();
}

/**
 * What a client is told about cancelling a session at `now`: `free_until` with the deadline while it is ahead,
 * `late` once it has passed (cancelling keeps the money or token; moving is no longer possible).
 */
export type CancellationTerms = { kind: 'free_until'; deadline: Date } | { kind: 'late' };

export function cancellationTerms(startsAt: string | number | Date, now: number): CancellationTerms {
  const deadline = freeChangeDeadline(startsAt);
  return now < deadline.getTime() ? { kind: 'free_until', deadline } : { kind: 'late' };
}

/**
 * Clients book at least `noticeMinutes` (the therapist's notice) ahead. The free-slot query starts at this
 * instant and checkout refuses anything before it; the widget drops slots that fall before it while the
 * client looks at the calendar, so it never offers a time checkout would refuse.
 */
export function earliestBookableStart(now: number, noticeMinutes: number): number {
  return now + noticeMinutes * MINUTE_MS;
}

export function isBookableStart(startsAt: string | number | Date, now: number, noticeMinutes: number): boolean {
  return toMs(startsAt) >= earliestBookableStart(now, noticeMinutes);
}
