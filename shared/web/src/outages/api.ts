// The api calls of care through outages (shared/contracts schemas/outages.ts), used by the call page, the
// cabinets' session pages, the reminder link's landing page, the profiles and the admin view.
import { call } from '@rozmova/web/api-client';
import { freeSlots } from '@rozmova/contracts/endpoints/bookings';
import * as endpoints from '@rozmova/contracts/endpoints/outages';
import type {
  CareState,
  LostPowerLink,
  OutageMoveResult,
  OutageProfile,
  OutageStats,
  SetOutageProfileBody,
} from '@rozmova/contracts/schemas/outages';

/** A free time to move to, as `/v4/get_free_slots` answers it. */
export interface FreeTime {
  starts_at: string;
  ends_at: string;
  planned_outage?: boolean;
}

export interface OutagesApi {
  careState(bookingId: string, locale: string): Promise<CareState>;
  freeTimes(workerId: string, serviceId: string, locale: string): Promise<FreeTime[]>;
  moveForAlert(bookingId: string, startsAt: string, locale: string): Promise<OutageMoveResult>;
  lostPower(
    who: { booking_id: string } | { token: string },
    startsAt: string,
    locale: string,
  ): Promise<OutageMoveResult>;
  lostPowerLink(token: string, locale: string): Promise<LostPowerLink>;
  profile(locale: string): Promise<OutageProfile>;
  setProfile(body: SetOutageProfileBody, locale: string): Promise<OutageProfile>;
  stats(locale: string): Promise<OutageStats>;
}

/** How far ahead a free move looks for times. */
export const MOVE_DAYS_AHEAD = 14;

export const outagesApi: OutagesApi = {
  careState: (bookingId, locale) =>
    call(endpoints.outageCareState, { query: { booking_id: bookingId } }, { configId: locale }),
  freeTimes: async (workerId, serviceId, locale) => {
    const from = new Date();
    const to = new Date(from.getTime() + MOVE_DAYS_AHEAD * 86_400_000);
    const free = await call(
      freeSlots,
      { query: { worker_id: workerId, service_id: serviceId, from: from.toISOString(), to: to.toISOString() } },
      { configId: locale },
    );
    return free.slots;
  },
  moveForAlert: (bookingId, startsAt, locale) =>
    call(endpoints.moveForAlert, { body: { booking_id: bookingId, starts_at: startsAt } }, { configId: locale }),
  lostPower: (who, startsAt, locale) =>
    call(endpoints.reportLostPower, { body: { ...who, starts_at: startsAt } }, { configId: locale }),
  lostPowerLink: (token, locale) => call(endpoints.lostPowerLink, { query: { token } }, { configId: locale }),
  profile: (locale) => call(endpoints.outageProfile, {}, { configId: locale }),
  setProfile: (body, locale) => call(endpoints.setOutageProfile, { body }, { configId: locale }),
  stats: (locale) => call(endpoints.outageStats, {}, { configId: locale }),
};
