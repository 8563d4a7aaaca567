// The server data of the subscriptions page: the client's subscriptions and the therapists to subscribe
// with, loaded together by a saga (the page only dispatches and reads).
import type { MarketLocale } from '@rozmova/contracts/markets';
import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { STORE_KEY } from '../../../lib/store-key';
import { getTherapists, type TherapistSummary } from '../../../lib/therapists-api';
import type { InitiatedPurchase } from '../../../lib/appointment-purchase';
import { leaveForProvider } from '../../../lib/leave-for-provider';
import {
  cancelSubscription,
  getSubscriptions,
  initiateSubscriptionPurchase,
  type Subscription,
  type SubscriptionPurchase,
} from '../api/subscriptions';

export interface SubscriptionsData {
  subscriptions: Subscription[];
  therapists: TherapistSummary[];
}

export const subscriptionsSlice = createRequestSlice<MarketLocale, SubscriptionsData>(STORE_KEY, 'subscriptions');

/** One subscription purchase at a time: a second click while the order is being made is dropped. */
export const subscribeSlice = createRequestSlice<
  { locale: MarketLocale; subscription: SubscriptionPurchase },
  InitiatedPurchase
>(STORE_KEY, 'subscribe');
/** Stopping renewals (asked once more on the page first); the list is read again after it. */
export const cancelSubscriptionSlice = createRequestSlice<{ locale: MarketLocale; id: string }, unknown>(
  STORE_KEY,
  'subscription-cancel',
);

export function subscriptionsSagas(
  api = { getSubscriptions, getTherapists, initiateSubscriptionPurchase, cancelSubscription },
) {
  return [
    subscriptionsSlice.saga(async (locale) => {
      const [subscriptions, therapists] = await Promise.all([api.getSubscriptions(locale), api.getTherapists(locale)]);
      return { subscriptions, therapists };
    }),
    subscribeSlice.saga(
      ({ locale, subscription }) => api.initiateSubscriptionPurchase(locale, subscription),
      (order, { locale }) => (order.checkout_url ? [] : [subscriptionsSlice.request(locale)]),
      { leading: true },
    ),
    leaveForProvider(subscribeSlice, (order) => order.checkout_url),
    cancelSubscriptionSlice.saga(
      ({ locale, id }) => api.cancelSubscription(locale, id),
      (_, { locale }) => [subscriptionsSlice.request(locale)],
      { leading: true },
    ),
  ];
}

export const subscriptionsSlices = [subscriptionsSlice, subscribeSlice, cancelSubscriptionSlice];
