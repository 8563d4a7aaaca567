// GET /get_therapists_data: the public list of a market's therapists with the api's filters.
import { call } from '@rozmova/web/api-client';
import type { EndpointQuery, EndpointResponse } from '@rozmova/contracts/endpoints/endpoint';
import { therapists } from '@rozmova/contracts/endpoints/therapists';
import type { MarketLocale } from '@rozmova/contracts/markets';

export type TherapistsPage = EndpointResponse<typeof therapists>;
export type TherapistCard = TherapistsPage['therapists'][number];
export type ServicePrice = TherapistCard['prices'][number];
/** The list's filters (what the api defaults may be left out); the market travels as config_id. */
export type TherapistFilters = Omit<EndpointQuery<typeof therapists>, 'psychologist_id'>;

export function getTherapists(
  locale: MarketLocale,
  filters: TherapistFilters = {},
  signal?: AbortSignal,
): Promise<TherapistsPage> {
  // A therapist's page asks for the first page of 50 in its HTML already (@rozmova/web/prefetch): taken once.
  return call(therapists, { query: filters }, { configId: locale, signal, prefetched: true });
}

/**
 * One therapist of the list by id. The list call has no id filter, so the pages are walked (a market
 * has tens of therapists, not thousands); null when the therapist is not listed.
 */
export async function getTherapist(
  locale: MarketLocale,
  id: string,
  signal?: AbortSignal,
): Promise<TherapistCard | null> {
  for (let page = 1; page <= 20; page += 1) {
    const result = await getTherapists(locale, { page, per_page: 50 }, signal);
    const found = result.therapists.find((t) => t.id === id);
    if (found) return found;
    if (page * result.per_page >= result.total) return null;
  }
  return null;
}
