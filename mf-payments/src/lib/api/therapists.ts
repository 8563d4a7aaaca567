import { apiRequest } from '@rozmova/shared/api-client';
import type { MarketLocale } from '@rozmova/shared/markets';
import type { TherapistSummary } from './types';

/** The market's listed therapists (names, zones and prices for the purchase screens). */
export async function getTherapists(locale: MarketLocale, signal?: AbortSignal): Promise<TherapistSummary[]> {
  const all: TherapistSummary[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const result = await apiRequest<{ total: number; per_page: number; therapists: TherapistSummary[] }>('/get_therapists_data', {
      query: { page, per_page: 50 },
      configId: locale,
      signal,
    });
    all.push(...result.therapists);
    if (page * result.per_page >= result.total) break;
  }
  return all;
}
