// The free times clients will see next week, from the same free-slot call the booking widget makes.
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { getOwnFreeSlots, type FreeSlots } from '../../../lib/api/own-free-slots';

/**
 * Next week's free times, the week taken in `zone` (without one, UTC's Monday to Monday). The week's bounds
 * come from a module loaded here on demand: it brings moment-timezone, which the app's store (this module's
 * importer) must not put in the cabinet's first chunk.
 */
export async function getNextWeekPreview(now: Date = new Date(), zone?: string): Promise<FreeSlots> {
  const { nextWeekRange } = await import(/* webpackChunkName: "zone-week" */ '../lib/next-week');
  return getOwnFreeSlots({ service_id: SERVICE_IDS.personal, ...nextWeekRange(now, zone) });
}
