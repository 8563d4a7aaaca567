// The api calls of care through outages (shared/contracts schemas/outages.ts), used by the call page, the
// cabinets' session pages, the reminder link's landing page, the profiles and the admin view.
import { apiRequest } from '@rozmova/web/api-client';
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
    apiRequest<CareState>('/v4/outages/care_state', { query: { booking_id: bookingId }, configId: locale }),
  freeTimes: async (workerId, serviceId, locale) => {
    const from = new Date();
    const to = new Date(from.getTime() + MOVE_DAYS_AHEAD * 86_400_000);
    const free = await apiRequest<{ slots: FreeTime[] }>('/v4/get_free_slots', {
      query: { worker_id: workerId, service_id: serviceId, from: from.toISOString(), to: to.toISOString() },
      configId: locale,
    });
    return free.slots;
  },
  moveForAlert: (bookingId, startsAt, locale) =>
    apiRequest<OutageMoveResult>('/v4/outages/move_for_alert', {
      body: { booking_id: bookingId, starts_at: startsAt },
      configId: locale,
    }),
  lostPower: (who, startsAt, locale) =>
    apiRequest<OutageMoveResult>('/v4/outages/lost_power', { body: { ...who, starts_at: startsAt }, configId: locale }),
  lostPowerLink: (token, locale) =>
    apiRequest<LostPowerLink>('/v4/outages/lost_power_link', { query: { token }, configId: locale }),
  profile: (locale) => apiRequest<OutageProfile>('/v4/outages/profile', { configId: locale }),
  setProfile: (body, locale) =>
    apiRequest<OutageProfile>('/v4/outages/profile', { method: 'PUT', body, configId: locale }),
  stats: (locale) => apiRequest<OutageStats>('/v4/admin/outages/stats', { configId: locale }),
};
