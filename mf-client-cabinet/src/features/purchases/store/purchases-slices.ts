// What the client has bought, as request slices: the page's four lists read together (one page of orders),
// and stopping a subscription's renewals, followed by the lists as they now are.
import { createRequestSlice } from '@rozmova/web/store/request-slice';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { STORE_KEY } from '../../../lib/store-key';
import type { OrderList, PurchasedGiftCode, PurchasesApi, Subscription, TokenBalance } from '../api/purchases-api';

export interface PurchasesArgs {
  locale: MarketLocale;
  /** The page of orders. */
  page: number;
}

export interface Purchases {
  tokens: TokenBalance;
  subscriptions: Subscription[];
  gifts: PurchasedGiftCode[];
  orders: OrderList;
}

export interface StopSubscriptionArgs extends PurchasesArgs {
  id: string;
}

export const purchasesSlice = createRequestSlice<PurchasesArgs, Purchases>(STORE_KEY, 'purchases');
export const stopSubscriptionSlice = createRequestSlice<StopSubscriptionArgs, unknown>(
  STORE_KEY,
  'purchases-stop-subscription',
);

export function purchasesSagas(api: PurchasesApi) {
  return [
    purchasesSlice.saga(async ({ locale, page }) => {
      const [tokens, subscriptions, gifts, orders] = await Promise.all([
        api.getTokenBalance(locale),
        api.getSubscriptions(locale),
        api.getPurchasedGiftCodes(locale),
        api.getOrders(locale, page),
      ]);
      return { tokens, subscriptions, gifts, orders };
    }),
    stopSubscriptionSlice.saga(
      (a) => api.cancelSubscription(a.locale, a.id),
      (_, a) => [purchasesSlice.request({ locale: a.locale, page: a.page })],
    ),
  ];
}

export const purchasesSlices = [purchasesSlice, stopSubscriptionSlice];
