// Joining a therapist's waitlist, as a request slice whose saga asks the api (api/docs/waitlist.md).
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { JoinWaitlistBody, WaitlistEntry } from '@rozmova/contracts/schemas/waitlist';
import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { BOOKING_DATA_STORE_KEY } from '../../../lib/store-key';

export interface WaitlistJoinInput {
  locale: MarketLocale;
  body: JoinWaitlistBody;
}

export const waitlistJoinSlice = createRequestSlice<WaitlistJoinInput, WaitlistEntry>(
  BOOKING_DATA_STORE_KEY,
  'waitlist-join',
);

export interface WaitlistApi {
  joinWaitlist: (locale: MarketLocale, body: JoinWaitlistBody) => Promise<WaitlistEntry>;
}

export function waitlistSagas(api: WaitlistApi) {
  return [waitlistJoinSlice.saga(({ locale, body }) => api.joinWaitlist(locale, body))];
}

export const waitlistSlices = [waitlistJoinSlice];
