// Free slots of one therapist for one session type, in UTC with the therapist's zone.
import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest } from '@rozmova/web/api-client';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { freeSlotsResponseSchema, getFreeSlotsQuerySchema } from '@rozmova/contracts/schemas/scheduling';

export const FREE_SLOTS_PATH = '/v4/get_free_slots';

export type FreeSlots = FromSchema<typeof freeSlotsResponseSchema>;
export type FreeSlotsQuery = Omit<FromSchema<typeof getFreeSlotsQuerySchema>, 'config_id'>;

export function getFreeSlots(locale: MarketLocale, query: FreeSlotsQuery, signal?: AbortSignal): Promise<FreeSlots> {
  // A therapist's page asks for these in its HTML already (@rozmova/web/prefetch): the first load takes that answer.
  return apiRequest<FreeSlots>(FREE_SLOTS_PATH, { query: { ...query }, configId: locale, signal, prefetched: true });
}
