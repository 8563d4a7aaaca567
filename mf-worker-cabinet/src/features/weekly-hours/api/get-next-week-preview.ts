// The free times clients will see next week, from the same free-slot call the booking widget makes.
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { getOwnFreeSlots, type FreeSlots } from '../../../lib/api/own-free-slots';

/** Next Monday 00:00 UTC to the Monday after: the therapist's zone shifts it by hours at most. */
export function nextWeekRange(now: Date): { from: string; to: string } {
  const day = now.getUTCDay() === 0 ? 7 : now.getUTCDay();
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + (8 - day)));
  const next = new Date(monday.getTime() + 7 * 86_400_000);
  return { from: monday.toISOString(), to: next.toISOString() };
}

export function getNextWeekPreview(now: Date = new Date()): Promise<FreeSlots> {
  return getOwnFreeSlots({ service_id: SERVICE_IDS.personal, ...nextWeekRange(now) });
}
