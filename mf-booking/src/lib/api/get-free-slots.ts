// Free slots of one therapist for one session type, in UTC with the therapist's zone.
import { apiRequest } from '@rozmova/web/api-client';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { FreeSlots } from './types';

export const FREE_SLOTS_PATH = '/v4/get_free_slots';

export interface FreeSlotsQuery {
  worker_id: string;
  service_id: string;
  from?: string;
  to?: string;
}

export function getFreeSlots(locale: MarketLocale, query: FreeSlotsQuery, signal?: AbortSignal): Promise<FreeSlots> {
  return apiRequest<FreeSlots>(FREE_SLOTS_PATH, { query: { ...query }, configId: locale, signal });
}
