// Step: cancel one booked session inside the caller's transaction. The row is locked first; then who asks, whether
// it can still be cancelled, whether the client's cancellation is late, where the money goes; the cancellation and
// its event (payments refunds, the waitlist offers the time) are written together. The mails are the caller's.
import type { Queryable } from '../../../external/db';
import type { Actor } from '../booking-inputs';
import type { BookingEvents } from '../booking-events';
import { bookingsRepository, type BookingRow, type CancelledBy } from '../bookings-repository';
import type { CancelResult, ChangeOptions } from '../service-types';
import { changerOf, checkChangeable, isLateCancellation } from './change-rules';
import { refundChoice, type RefundChoice } from './refund-choice';

export interface CancelInput {
  bookingId: string;
  refundTo: 'payment' | 'token';
  reason: string | null;
  /** An admin's statement that the client asked for a token instead of their money (recorded as such). */
  clientAskedForToken?: boolean;
}

/** The cancellation and its event, for a booking already locked and judged. */
export async function writeCancellation(
  q: Queryable,
  events: BookingEvents,
  booking: BookingRow,
  change: {
    cancelledBy: CancelledBy;
    late: boolean;
    refund: RefundChoice;
    reason: string | null;
    byUserId: string | null;
  },
): Promise<BookingRow> {
  const cancelled = await bookingsRepository.cancel(q, booking.id, {
    cancelledBy: change.cancelledBy,
    late: change.late,
    refundTo: change.refund.to,
    reason: change.reason,
    byUserId: change.byUserId,
  });
  await events.emitCancelled(q, {
    bookingId: booking.id,
    cancelledBy: change.cancelledBy,
    late: change.late,
    refundTo: change.refund.to,
    refundChosenBy: change.refund.chosenBy,
  });
  return cancelled;
}

/**
 * An admin cancels for the platform (mf-worker-cabinet/README.md, "Admin cancellations"): a 'system' cancellation
 * naming the admin, never late and always refunded, as a therapist's is. `options.free`: an outage
 * (api/docs/outages.md) — never late, and allowed until the session's end.
 */
export async function cancelBooking(
  q: Queryable,
  deps: { events: BookingEvents; now: () => number },
  actor: Actor,
  input: CancelInput,
  options?: ChangeOptions,
): Promise<CancelResult> {
  const { booking, by: cancelledBy } = changerOf(await bookingsRepository.lockById(q, input.bookingId), actor);
  const free = options?.free === true;
  const now = deps.now();
  checkChangeable(booking, 'cancel', now, free);
  const late = isLateCancellation(booking, cancelledBy, now, free);
  const cancelled = await writeCancellation(q, deps.events, booking, {
    cancelledBy,
    late,
    refund: refundChoice(cancelledBy, input),
    reason: input.reason,
    byUserId: actor.role === 'admin' ? actor.id : null,
  });
  return { booking: cancelled, cancelledBy, late };
}
