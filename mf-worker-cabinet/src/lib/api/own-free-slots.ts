// Free times of the signed-in therapist's own calendar: the same list clients see. The therapist's id
// comes from their profile (worker calls never take an id), asked once per page.
import { call } from '@rozmova/web/api-client';
import * as bookingsEndpoints from '@rozmova/contracts/endpoints/bookings';
import * as therapistsEndpoints from '@rozmova/contracts/endpoints/therapists';
import type { FreeSlots } from '@rozmova/contracts/schemas/scheduling';

export type { FreeSlots };

let ownId: Promise<string> | null = null;

export function ownWorkerId(): Promise<string> {
  ownId ??= call(therapistsEndpoints.workerBaseData).then(
    (profile) => profile.id,
    (error: unknown) => {
      ownId = null;
      throw error;
    },
  );
  return ownId;
}

/** Forgets the id (another account signed in on this page). */
export function forgetOwnWorkerId(): void {
  ownId = null;
}

export async function getOwnFreeSlots(query: { service_id: string; from: string; to: string }): Promise<FreeSlots> {
  const workerId = await ownWorkerId();
  return call(bookingsEndpoints.freeSlots, { query: { worker_id: workerId, ...query } });
}

export const OWN_SLOT_DAYS = 14;

/** The next two weeks of free times for one session type. */
export function getOwnSlotsAhead(args: { service_id: string }, now: Date = new Date()): Promise<FreeSlots> {
  const to = new Date(now.getTime() + OWN_SLOT_DAYS * 24 * 3600_000);
  return getOwnFreeSlots({ service_id: args.service_id, from: now.toISOString(), to: to.toISOString() });
}
