// The server data of the subscriptions page: the client's subscriptions and the therapists to subscribe
// with, loaded together by a saga (the page only dispatches and reads).
import type { MarketLocale } from '@rozmova/contracts/markets';
import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { STORE_KEY } from '../../../lib/store-key';
import { getTherapists, type TherapistSummary } from '../../../lib/therapists-api';
import { getSubscriptions, type Subscription } from '../api/subscriptions';

export interface SubscriptionsData {
  subscriptions: Subscription[];
  therapists: TherapistSummary[];
}

export const subscriptionsSlice = createRequestSlice<MarketLocale, SubscriptionsData>(STORE_KEY, 'subscriptions');

export function subscriptionsSagas(api = { getSubscriptions, getTherapists }) {
  return [
    subscriptionsSlice.saga(async (locale) => {
      const [subscriptions, therapists] = await Promise.all([api.getSubscriptions(locale), api.getTherapists(locale)]);
      return { subscriptions, therapists };
    }),
  ];
}

export const subscriptionsSlices = [subscriptionsSlice];
