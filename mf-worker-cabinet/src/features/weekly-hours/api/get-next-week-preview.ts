// The free times clients will see next week, from the same free-slot call the booking widget makes.
import { call } from '@rozmova/web/api-client';
import * as bookingsEndpoints from '@rozmova/contracts/endpoints/bookings';
import * as therapistsEndpoints from '@rozmova/contracts/endpoints/therapists';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import type { FreeSlots } from '../../../lib/api/own-free-slots';

/**
 * Next week's free times, the week taken in `zone`: by default the therapist's own, read from their profile on
 * each call, since saving the weekly hours may have just moved them to another zone. The week's bounds come
 * from a module loaded here on demand: it brings moment-timezone, which the app's store (this module's
 * importer) must not put in the cabinet's first chunk.
 */
export async function getNextWeekPreview(now: Date = new Date(), zone?: string): Promise<FreeSlots> {
  const [profile, { nextWeekRange }] = await Promise.all([
    call(therapistsEndpoints.workerBaseData),
    import(/* webpackChunkName: "zone-week" */ '../lib/next-week'),
  ]);
  const query = {
    worker_id: profile.id,
    service_id: SERVICE_IDS.personal,
    ...nextWeekRange(now, zone ?? profile.time_zone),
  };
  return call(bookingsEndpoints.freeSlots, { query });
}
