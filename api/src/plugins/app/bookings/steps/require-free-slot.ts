// Step: a client's start time (or any move during an alert) must be one of the published free slots, the very
// question the slot list answers; first the start rules, so the caller hears why a time can never be booked.
import { ApiError } from '../../../../errors';
import type { Queryable } from '../../../external/db';
import type { TherapistProfile } from '../../therapists/therapists-repository';
import { checkStart } from './check-start';

/** Scheduling's answer (fastify.scheduling.isFreeSlot). */
export type IsFreeSlot = (
  q: Queryable,
  profile: TherapistProfile,
  kind: 'personal' | 'couple',
  startsAt: number,
  excludeBookingId: string | null,
) => Promise<boolean>;

export async function requireFreeSlot(
  q: Queryable,
  deps: { isFreeSlot: IsFreeSlot; now: () => number },
  profile: TherapistProfile,
  kind: 'personal' | 'couple',
  start: number,
  excludeBookingId: string | null = null,
): Promise<void> {
  checkStart(profile, start, 'client', deps.now());
  if (!(await deps.isFreeSlot(q, profile, kind, start, excludeBookingId))) {
    throw new ApiError(409, 'slot_taken', 'This time is no longer free. Please choose another slot.');
  }
}
