// The market's listed therapists: names, zones and prices for the purchase screens.
import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as therapistsEndpoints from '@rozmova/contracts/endpoints/therapists';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { therapistCardSchema } from '@rozmova/contracts/schemas/therapists';

export type TherapistSummary = FromSchema<typeof therapistCardSchema>;

export async function getTherapists(locale: MarketLocale, signal?: AbortSignal): Promise<TherapistSummary[]> {
  const all: TherapistSummary[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const result = await call(
      therapistsEndpoints.therapists,
      { query: { page, per_page: 50 } },
      { configId: locale, signal },
    );
    all.push(...result.therapists);
    if (page * result.per_page >= result.total) break;
  }
  return all;
}
