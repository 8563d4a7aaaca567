// The server data of the tokens page: the client's balance and the bundles their market sells, loaded
// together by a saga (the page only dispatches and reads).
import type { MarketLocale } from '@rozmova/contracts/markets';
import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { STORE_KEY } from '../../../lib/store-key';
import { getTokenBalance, type TokenBalance } from '../../../lib/tokens-api';
import type { InitiatedPurchase } from '../../../lib/appointment-purchase';
import { leaveForProvider } from '../../../lib/leave-for-provider';
import { getBundleOptions, initiateBundlePurchase, type BundleOptions, type BundlePurchase } from '../api/tokens';

export interface TokenOffer {
  balance: TokenBalance;
  options: BundleOptions;
}

export const tokenOfferSlice = createRequestSlice<MarketLocale, TokenOffer>(STORE_KEY, 'token-offer');
/** One bundle purchase at a time: a second click while the order is being made is dropped. */
export const bundlePurchaseSlice = createRequestSlice<
  { locale: MarketLocale; bundle: BundlePurchase },
  InitiatedPurchase
>(STORE_KEY, 'bundle-purchase');

export function tokensSagas(api = { getTokenBalance, getBundleOptions, initiateBundlePurchase }) {
  return [
    tokenOfferSlice.saga(async (locale) => {
      const [balance, options] = await Promise.all([api.getTokenBalance(locale), api.getBundleOptions(locale)]);
      return { balance, options };
    }),
    // An order the provider need not see (nothing to pay) is done at once: the balance shows it.
    bundlePurchaseSlice.saga(
      ({ locale, bundle }) => api.initiateBundlePurchase(locale, bundle),
      (order, { locale }) => (order.checkout_url ? [] : [tokenOfferSlice.request(locale)]),
      { leading: true },
    ),
    leaveForProvider(bundlePurchaseSlice, (order) => order.checkout_url),
  ];
}

export const tokensSlices = [tokenOfferSlice, bundlePurchaseSlice];
