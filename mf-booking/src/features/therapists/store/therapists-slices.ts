// The therapist list and one therapist's card: request slices whose sagas call the api (the first page may be
// the answer the page's HTML already asked for, @rozmova/web/prefetch).
import type { MarketLocale } from '@rozmova/contracts/markets';
import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { BOOKING_DATA_STORE_KEY } from '../../../lib/store-key';
import type { TherapistCard, TherapistFilters, TherapistsPage } from '../../../lib/get-therapists';

export interface TherapistsQuery {
  locale: MarketLocale;
  filters: TherapistFilters;
}

export interface TherapistQuery {
  locale: MarketLocale;
  id: string;
}

export const therapistsSlice = createRequestSlice<TherapistsQuery, TherapistsPage>(
  BOOKING_DATA_STORE_KEY,
  'therapists',
);
/** null: the therapist is not listed (any more). */
export const therapistSlice = createRequestSlice<TherapistQuery, TherapistCard | null>(
  BOOKING_DATA_STORE_KEY,
  'therapist',
);

export interface TherapistsApi {
  getTherapists: (locale: MarketLocale, filters: TherapistFilters) => Promise<TherapistsPage>;
  getTherapist: (locale: MarketLocale, id: string) => Promise<TherapistCard | null>;
}

export function therapistsSagas(api: TherapistsApi) {
  return [
    therapistsSlice.saga(({ locale, filters }) => api.getTherapists(locale, filters)),
    therapistSlice.saga(({ locale, id }) => api.getTherapist(locale, id)),
  ];
}

export const therapistsSlices = [therapistsSlice, therapistSlice];
