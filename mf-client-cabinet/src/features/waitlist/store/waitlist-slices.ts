// The client's waitlists as request slices: the list, leaving one (the answer is the list as it now is) and
// the slot a claim link offers.
import { createRequestSlice } from '@rozmova/web/store/request-slice';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { STORE_KEY } from '../../../lib/store-key';
import type { WaitlistApi, WaitlistEntry, WaitlistOffer } from '../api/waitlist-api';

export interface LeaveArgs {
  locale: MarketLocale;
  entryId: string;
}
export interface OfferArgs {
  locale: MarketLocale;
  token: string;
}

export const waitlistSlice = createRequestSlice<MarketLocale, WaitlistEntry[]>(STORE_KEY, 'waitlist');
export const leaveWaitlistSlice = createRequestSlice<LeaveArgs, WaitlistEntry[]>(STORE_KEY, 'waitlist-leave');
export const waitlistOfferSlice = createRequestSlice<OfferArgs, WaitlistOffer>(STORE_KEY, 'waitlist-offer');

export function waitlistSagas(api: WaitlistApi) {
  return [
    waitlistSlice.saga(api.getMyWaitlist),
    leaveWaitlistSlice.saga(
      (a) => api.leaveWaitlist(a.locale, a.entryId),
      (entries, a) => [waitlistSlice.success(entries, a.locale)],
    ),
    waitlistOfferSlice.saga((a) => api.getWaitlistOffer(a.locale, a.token)),
  ];
}

export const waitlistSlices = [waitlistSlice, leaveWaitlistSlice, waitlistOfferSlice];
