// The server data of the tokens page: the client's balance and the bundles their market sells, loaded
// together by a saga (the page only dispatches and reads).
import type { MarketLocale } from '@rozmova/contracts/markets';
import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { STORE_KEY } from '../../../lib/store-key';
import { getTokenBalance, type TokenBalance } from '../../../lib/tokens-api';
import { getBundleOptions, type BundleOptions } from '../api/tokens';

export interface TokenOffer {
  balance: TokenBalance;
  options: BundleOptions;
}

export const tokenOfferSlice = createRequestSlice<MarketLocale, TokenOffer>(STORE_KEY, 'token-offer');

export function tokensSagas(api = { getTokenBalance, getBundleOptions }) {
  return [
    tokenOfferSlice.saga(async (locale) => {
      const [balance, options] = await Promise.all([api.getTokenBalance(locale), api.getBundleOptions(locale)]);
      return { balance, options };
    }),
  ];
}

export const tokensSlices = [tokenOfferSlice];
