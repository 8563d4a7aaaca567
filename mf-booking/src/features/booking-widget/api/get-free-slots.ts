// Free slots of one therapist for one session type, in UTC with the therapist's zone.
import { call } from '@rozmova/web/api-client';
import { freeSlots } from '@rozmova/contracts/endpoints/bookings';
import type { EndpointQuery } from '@rozmova/contracts/endpoints/endpoint';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { FreeSlots } from '@rozmova/contracts/schemas/scheduling';

export type { FreeSlots };
export type FreeSlotsQuery = EndpointQuery<typeof freeSlots>;

export function getFreeSlots(locale: MarketLocale, query: FreeSlotsQuery, signal?: AbortSignal): Promise<FreeSlots> {
  // A therapist's page asks for these in its HTML already (@rozmova/web/prefetch): the first load takes that answer.
  return call(freeSlots, { query }, { configId: locale, signal, prefetched: true });
}
