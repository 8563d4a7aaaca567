// GET /get_therapists_data: the public list of a market's therapists with the api's filters.
import { apiRequest } from '@rozmova/web/api-client';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { TherapistCard, TherapistsPage } from './types';

export interface TherapistFilters {
  language?: string;
  service_id?: string;
  price_min?: number;
  price_max?: number;
  free_within_days?: number;
  page?: number;
  per_page?: number;
}

export function getTherapists(locale: MarketLocale, filters: TherapistFilters = {}, signal?: AbortSignal): Promise<TherapistsPage> {
  return apiRequest<TherapistsPage>('/get_therapists_data', { query: { ...filters }, configId: locale, signal });
}

/**
 * One therapist of the list by id. The list call has no id filter, so the pages are walked (a market
 * has tens of therapists, not thousands); null when the therapist is not listed.
 */
export async function getTherapist(locale: MarketLocale, id: string, signal?: AbortSignal): Promise<TherapistCard | null> {
  for (let page = 1; page <= 20; page += 1) {
    const result = await getTherapists(locale, { page, per_page: 50 }, signal);
    const found = result.therapists.find((t) => t.id === id);
    if (found) return found;
    if (page * result.per_page >= result.total) return null;
  }
  return null;
}
