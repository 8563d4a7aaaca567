// The slice and saga this remote injects into the shell's store under `payments`: its server data, one
// request slice per call (@rozmova/web/store/request-slice), wired to the real api.
import type { RemoteSlice } from '@rozmova/web/store/inject';
import { requestSlicesReducer, runWatchers } from '@rozmova/web/store/request-slice';
import { STORE_KEY } from '../lib/store-key';
import { tokensSagas, tokensSlices } from '../features/tokens/store/tokens-slices';
import { subscriptionsSagas, subscriptionsSlices } from '../features/subscriptions/store/subscriptions-slices';
import { checkoutSagas, checkoutSlices } from '../features/checkout/store/checkout-slices';
import { giftCodesSagas, giftCodesSlices } from '../features/giftcodes/store/gift-codes-slices';
import { resultSagas, resultSlices } from '../features/result/store/result-slices';

/** What the App injects when it mounts. */
export const slices: readonly RemoteSlice[] = [
  {
    key: STORE_KEY,
    reducer: requestSlicesReducer([
      ...tokensSlices,
      ...subscriptionsSlices,
      ...checkoutSlices,
      ...giftCodesSlices,
      ...resultSlices,
    ]),
    saga: runWatchers([
      ...tokensSagas(),
      ...subscriptionsSagas(),
      ...checkoutSagas(),
      ...giftCodesSagas(),
      ...resultSagas(),
    ]),
  },
];
