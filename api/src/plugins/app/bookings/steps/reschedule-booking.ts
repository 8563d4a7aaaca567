// Step: move one booked session inside the caller's transaction. A client (or anyone during an alert) moves it to a
// free slot until 24 hours before; a therapist or an admin to any future time on the grid. The session keeps its
// length and buffer, and its cancel link follows it. The mails are the caller's.
import { ApiError } from '../../../../errors';
import type { Queryable } from '../../../external/db';
import { therapistsRepository } from '../../therapists/therapists-repository';
import type { Actor } from '../booking-inputs';
import { bookingsRepository, type BookingRow } from '../bookings-repository';
import { cancelLinksRepository } from '../cancel-links-repository';
import type { ChangeOptions } from '../service-types';
import { changerOf, checkChangeable, checkMoveInTime, movedTimes, moverName } from './change-rules';
import { checkTherapistStart } from './check-start';
import { parseInstant } from './parse-instant';
import { requireFreeSlot, type IsFreeSlot } from './require-free-slot';

export interface Moved {
  moved: BookingRow;
  previousStart: Date;
  movedBy: 'client' | 'therapist' | 'platform';
}

const therapistGone = () =>
  new ApiError(409, 'booking_not_reschedulable', 'This therapist is no longer on the platform.');

export async function rescheduleBooking(
  q: Queryable,
  deps: { isFreeSlot: IsFreeSlot; now: () => number },
  actor: Actor,
  input: { bookingId: string; startsAt: string },
  options?: ChangeOptions,
): Promise<Moved> {
  const start = parseInstant(input.startsAt, 'starts_at');
  const { booking, by } = changerOf(await bookingsRepository.lockWithTherapist(q, input.bookingId), actor);
  const free = options?.free === true;
  checkChangeable(booking, 'move', deps.now(), free);
  if (!booking.worker_id) throw therapistGone();
  const profile = await therapistsRepository.findByUserId(q, booking.worker_id);
  if (!profile) throw therapistGone();
  if (by === 'client' || free) {
    checkMoveInTime(booking, deps.now(), free);
    await requireFreeSlot(q, deps, profile, booking.service_kind, start, booking.id);
  } else {
    checkTherapistStart(profile, start, deps.now());
  }
  const times = movedTimes(booking, start);
  await bookingsRepository.expireStaleHolds(
    q,
    { workerId: booking.worker_id, clientId: booking.client_id, from: times.startsAt, to: times.blockedUntil },
    new Date(deps.now()),
  );
  const moved = await bookingsRepository.move(q, booking.id, times);
  await cancelLinksRepository.follow(q, booking.id, times.startsAt);
  return { moved, previousStart: new Date(booking.starts_at), movedBy: moverName(by) };
}
