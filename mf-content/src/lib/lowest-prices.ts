// The lowest session prices a client of the market will actually pay: taken from the market's listed
// therapists (GET /get_therapists_data), so content pages say "from X" with a real price instead of a
// constant that no therapist charges.
import { call } from '@rozmova/web/api-client';
import * as therapistsEndpoints from '@rozmova/contracts/endpoints/therapists';
import { serviceKindOf, type ServiceKind } from '@rozmova/contracts/constants';
import type { MarketLocale } from '@rozmova/contracts/markets';

export type LowestPrices = { currency: string } & Record<ServiceKind, number | null>;

/** A market has tens of therapists; the pages are walked to the end (at most 20 of 50). */
export async function getLowestPrices(locale: MarketLocale, signal?: AbortSignal): Promise<LowestPrices> {
  const lowest: LowestPrices = { currency: '', personal: null, couple: null };
  for (let page = 1; page <= 20; page += 1) {
    const result = await call(
      therapistsEndpoints.therapists,
      { query: { page, per_page: 50 } },
      { configId: locale, signal },
    );
    lowest.currency = result.currency;
    for (const therapist of result.therapists) {
      for (const price of therapist.prices) {
        const kind = serviceKindOf(price.service_id);
        if (!kind) continue;
        const current = lowest[kind];
        if (current === null || price.price < current) lowest[kind] = price.price;
      }
    }
    if (page * result.per_page >= result.total) break;
  }
  return lowest;
}
