// The free times the calendar shows, as a request slice whose saga asks the api: one therapist's, or those of
// every listed therapist who offers the session type when none is preselected. On a therapist's page the
// first answer may be the one the page's HTML already asked for (@rozmova/web/prefetch): same address, taken once.
import type { MarketLocale } from '@rozmova/contracts/markets';
import { CALENDAR_DAYS } from '@rozmova/web/ui/slot-calendar';
import { prefetchMinute } from '@rozmova/web/prefetch';
import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { BOOKING_DATA_STORE_KEY } from '../../../lib/store-key';
import type { TherapistCard, TherapistFilters, TherapistsPage } from '../../../lib/get-therapists';
import type { FreeSlots, FreeSlotsQuery } from '../api/get-free-slots';

/** Without a preselected therapist, how many therapists' calendars are merged. */
export const MAX_THERAPISTS_MERGED = 24;

export interface CalendarQuery {
  locale: MarketLocale;
  service_id: string;
  /** The therapist of the therapist page; null on the general booking page. */
  therapist: TherapistCard | null;
}

export interface CalendarData {
  lists: FreeSlots[];
  /** Therapists behind the slots (for names in the therapist step). */
  therapists: TherapistCard[];
  therapistZone: string | null;
  /** When the answer came (ms): slots inside a therapist's notice from then on are not offered. */
  loaded_at: number;
}

export const calendarSlotsSlice = createRequestSlice<CalendarQuery, CalendarData>(
  BOOKING_DATA_STORE_KEY,
  'calendar-slots',
);

export interface CalendarApi {
  getTherapists: (locale: MarketLocale, filters: TherapistFilters) => Promise<TherapistsPage>;
  getFreeSlots: (locale: MarketLocale, query: FreeSlotsQuery) => Promise<FreeSlots>;
  now: () => number;
}

/** The same question asks nothing new: the locale, the session type and the therapist's id. */
export function calendarKey(query: CalendarQuery): string {
  return [query.locale, query.service_id, query.therapist?.id ?? ''].join('|');
}

export async function loadCalendar(api: CalendarApi, { locale, service_id, therapist }: CalendarQuery) {
  // To the minute, as the therapist page's HTML asked (@rozmova/web/prefetch); mergeSlots drops what is past.
  const from = prefetchMinute(api.now());
  const to = new Date(from.getTime() + CALENDAR_DAYS * 86_400_000);
  const candidates = therapist
    ? [therapist]
    : (
        await api.getTherapists(locale, {
          service_id,
          free_within_days: CALENDAR_DAYS,
          per_page: MAX_THERAPISTS_MERGED,
        })
      ).therapists;
  const lists = await Promise.all(
    candidates.map(async (t) => {
      try {
        return await api.getFreeSlots(locale, {
          worker_id: t.id,
          service_id,
          from: from.toISOString(),
          to: to.toISOString(),
        });
      } catch (error) {
        // One therapist's calendar failing must not hide everyone else's free times.
        if (therapist) throw error;
        return null;
      }
    }),
  );
  const ok = lists.filter((l): l is FreeSlots => l !== null);
  return {
    lists: ok,
    therapists: candidates,
    therapistZone: therapist ? (ok[0]?.time_zone ?? therapist.time_zone) : null,
    loaded_at: api.now(),
  } satisfies CalendarData;
}

export function calendarSagas(api: CalendarApi) {
  return [calendarSlotsSlice.saga((query) => loadCalendar(api, query))];
}

export const calendarSlices = [calendarSlotsSlice];
