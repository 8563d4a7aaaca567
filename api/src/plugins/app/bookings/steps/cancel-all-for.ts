// Step: account deletion's part in bookings. A person's future sessions are released (holds) or cancelled, the
// other side hears of it; then the mails, notes and cancel links lose every mention of the person, and a therapist
// leaves the list.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../external/db';
import { therapistsRepository } from '../../therapists/therapists-repository';
import type { BookingEvents } from '../booking-events';
import { bookingsRepository } from '../bookings-repository';
import { cancelLinksRepository } from '../cancel-links-repository';
import { notifyBookingChange } from '../notify-change';
import { writeCancellation } from './cancel-booking';
import { PAYMENT_BY_RULE } from './refund-choice';

export async function cancelAllFor(
  fastify: FastifyInstance,
  events: BookingEvents,
  q: Queryable,
  userId: string,
): Promise<number> {
  const bookings = await bookingsRepository.futureActiveFor(q, userId);
  for (const booking of bookings) {
    if (booking.status === 'held') {
      await bookingsRepository.release(q, booking.id, 'released', 'account_deleted');
    } else {
      // Whoever leaves, the other side is not charged: money goes back where it came from, and the
      // other side hears of it (the leaver's own mails are forgotten by the deletion right after).
      const side = booking.client_id === userId ? 'client' : 'therapist';
      const cancelled = await writeCancellation(q, events, booking, {
        cancelledBy: side,
        late: false,
        refund: PAYMENT_BY_RULE,
        reason: null,
        byUserId: null,
      });
      await notifyBookingChange(fastify, q, cancelled, {
        kind: 'cancelled',
        actedAs: side,
        previousStart: new Date(cancelled.starts_at),
        leaving: true,
      });
    }
  }
  // The mails about the person's sessions (the cancellations just written among them) and the therapists'
  // other mails (a daily agenda) lose every mention of them; then the notes do.
  // The account still has its name and address: core pseudonymises it only after every area's hook ran.
  const account = (await fastify.accounts.contacts([userId], q)).get(userId);
  const who = account ? { name: account.name, email: account.email, phone: account.phone } : null;
  if (who) {
    const related = await bookingsRepository.relatedTo(q, userId, who.email);
    await fastify.outbox.forgetMentions(
      q,
      { bookingIds: related.bookingIds, userIds: related.workerIds },
      who,
      related.partnerEmails,
    );
  }
  await bookingsRepository.forgetClientNotes(q, userId, who);
  await cancelLinksRepository.forgetClient(q, userId);
  await therapistsRepository.unlist(q, userId);
  return bookings.length;
}
