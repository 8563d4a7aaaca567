// Step rules for a held slot (api/docs/series.md for the occurrences of a series): the times a new booking blocks,
// until when a hold runs, whether a release leaves a series occurrence held, and whether an occurrence can still
// be paid for. Pure: the steps read the row and the clock and ask these.
import { ApiError } from '../../../../errors';
import type { BookingRow } from '../bookings-repository';
import type { HoldResult } from '../booking-inputs';

const MINUTE_MS = 60_000;
/** How long a slot stays reserved while the client pays. */
export const HOLD_MINUTES = 15;

/** A new session: its length, then the therapist's buffer during which nothing else can start. */
export function newBookingTimes(
  start: number,
  durationMinutes: number,
  bufferMinutes: number,
): { startsAt: Date; endsAt: Date; blockedUntil: Date } {
  const endsAt = new Date(start + durationMinutes * MINUTE_MS);
  return {
    startsAt: new Date(start),
    endsAt,
    blockedUntil: new Date(endsAt.getTime() + bufferMinutes * MINUTE_MS),
  };
}

/** A hold runs 15 minutes from `now`, or until the instant a series gave; a confirmed booking has no hold. */
export function holdExpiry(status: 'held' | 'confirmed', now: number, holdUntil: Date | undefined): Date | null {
  if (status !== 'held') return null;
  return holdUntil ?? new Date(now + HOLD_MINUTES * MINUTE_MS);
}

function holdRuns(booking: Pick<BookingRow, 'hold_expires_at'>, now: number): boolean {
  // Stryker disable next-line ConditionalExpression: new Date(null) is the epoch, before any clock's now
  if (booking.hold_expires_at === null) return false;
  return new Date(booking.hold_expires_at).getTime() > now;
}

/**
 * An order closed unpaid gives its slot back, except a series occurrence whose own hold (pay per occurrence) is
 * still running: that stays held for the client.
 */
export function keepsSeriesHold(
  booking: Pick<BookingRow, 'series_id' | 'hold_expires_at'> | null,
  now: number,
): boolean {
  return booking !== null && booking.series_id !== null && holdRuns(booking, now);
}

/** The hold of a series occurrence held for `clientId`, for the order that pays it (payments' contract). */
export function payableHold(booking: BookingRow | null, clientId: string, now: number): HoldResult {
  if (!booking || booking.client_id !== clientId || !booking.series_id)
    throw new ApiError(404, 'booking_not_found', 'This booking does not exist.');
  if (booking.status !== 'held' || !holdRuns(booking, now)) {
    throw new ApiError(409, 'occurrence_not_payable', 'This session can no longer be paid for.');
  }
  return holdResult(booking);
}

/** What a hold gives back to payments. */
export function holdResult(booking: Pick<BookingRow, 'id' | 'starts_at' | 'ends_at' | 'hold_expires_at'>): HoldResult {
  return {
    bookingId: booking.id,
    startsAt: new Date(booking.starts_at).toISOString(),
    endsAt: new Date(booking.ends_at).toISOString(),
    holdExpiresAt: new Date(booking.hold_expires_at!).toISOString(),
  };
}
