// Free times of the signed-in therapist's own calendar: the same list clients see. The therapist's id
// comes from their profile (worker calls never take an id), asked once per page.
import { apiRequest } from '@rozmova/web/api-client';

export interface FreeSlots {
  time_zone: string;
  duration_minutes: number;
  from: string;
  to: string;
  slots: Array<{ starts_at: string; ends_at: string }>;
}

let ownId: Promise<string> | null = null;

export function ownWorkerId(): Promise<string> {
  ownId ??= apiRequest<{ id: string }>('/v4/get_worker_base_data').then(
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
  return apiRequest<FreeSlots>('/v4/get_free_slots', { query: { worker_id: workerId, ...query } });
}

export const OWN_SLOT_DAYS = 14;

/** The next two weeks of free times for one session type. */
export function getOwnSlotsAhead(args: { service_id: string }, now: Date = new Date()): Promise<FreeSlots> {
  const to = new Date(now.getTime() + OWN_SLOT_DAYS * 24 * 3600_000);
  return getOwnFreeSlots({ service_id: args.service_id, from: now.toISOString(), to: to.toISOString() });
}
