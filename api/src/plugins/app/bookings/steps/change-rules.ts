// Step rules for changing a booked session (cancel and move): who is asking, whether the session can still be
// changed at `now`, whether a client's cancellation is late, and the times a moved session takes. Pure: the
// cancel and reschedule steps read the row and the clock and ask these.
import { canChangeFree } from '@rozmova/contracts/booking-terms';
import { ApiError } from '../../../../errors';
import type { Actor } from '../booking-inputs';
import type { BookingRow, CancelledBy } from '../bookings-repository';

type Times = Pick<BookingRow, 'starts_at' | 'ends_at' | 'blocked_until'>;

/** The client or the therapist of this booking; anyone else is nobody here (null). */
export function roleIn(booking: Pick<BookingRow, 'client_id' | 'worker_id'>, actor: Actor): CancelledBy | null {
  if (actor.role === 'user' && booking.client_id === actor.id) return 'client';
  if (actor.role === 'therapist' && booking.worker_id === actor.id) return 'therapist';
  return null;
}

/**
 * Who changes the booking: an admin changes any session for the platform ('system'); the client or the therapist
 * their own. Someone else's booking looks exactly like a missing one: `404 booking_not_found`.
 */
export function changerOf(booking: BookingRow | null, actor: Actor): { booking: BookingRow; by: CancelledBy } {
  const by = booking ? (actor.role === 'admin' ? 'system' : roleIn(booking, actor)) : null;
  if (!booking || !by) throw new ApiError(404, 'booking_not_found', 'This booking does not exist.');
  return { booking, by };
}

const VERBS = {
  cancel: { code: 'booking_not_cancellable', verb: 'cancelled' },
  move: { code: 'booking_not_reschedulable', verb: 'moved' },
} as const;

/**
 * Only a confirmed session that has not started can be cancelled or moved. `free` (an air-raid alert or an outage,
 * api/docs/outages.md) allows it until the session's end instead.
 */
export function checkChangeable(
  booking: Pick<BookingRow, 'status'> & Times,
  change: 'cancel' | 'move',
  now: number,
  free: boolean,
): void {
  const { code, verb } = VERBS[change];
  if (booking.status !== 'confirmed') {
    throw new ApiError(409, code, `This booking is ${booking.status} and cannot be ${verb}.`);
  }
  const over = free ? new Date(booking.ends_at).getTime() <= now : new Date(booking.starts_at).getTime() - now <= 0;
  if (over) throw new ApiError(409, 'booking_already_started', `A session that has started cannot be ${verb}.`);
}

/** A client's cancellation from 24 hours before the start keeps the money; anyone else's, or a free one, never is. */
export function isLateCancellation(booking: Times, cancelledBy: CancelledBy, now: number, free: boolean): boolean {
  return !free && cancelledBy === 'client' && !canChangeFree(booking.starts_at, now);
}

/** A client moves a session until 24 hours before it starts (an alert or outage waives this). */
export function checkMoveInTime(booking: Times, now: number, free: boolean): void {
  if (!free && !canChangeFree(booking.starts_at, now)) {
    throw new ApiError(
      409,
      'reschedule_too_late',
      'A session can be moved until 24 hours before it starts. You can still cancel it.',
    );
  }
}

/** Who moved it, as the mails name them. */
export function moverName(by: CancelledBy): 'client' | 'therapist' | 'platform' {
  return by === 'system' ? 'platform' : by;
}

/** A moved session keeps its length and the buffer after it. */
export function movedTimes(booking: Times, start: number): { startsAt: Date; endsAt: Date; blockedUntil: Date } {
  const duration = new Date(booking.ends_at).getTime() - new Date(booking.starts_at).getTime();
  const buffer = new Date(booking.blocked_until).getTime() - new Date(booking.ends_at).getTime();
  return {
    startsAt: new Date(start),
    endsAt: new Date(start + duration),
    blockedUntil: new Date(start + duration + buffer),
  };
}
