// The server data of the gift-codes page (the certificates the client bought), buying one (the order, then
// the provider's page) and redeeming a code. Sagas run every call; the page only dispatches and reads.
import type { MarketLocale } from '@rozmova/contracts/markets';
import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { STORE_KEY } from '../../../lib/store-key';
import type { InitiatedPurchase } from '../../../lib/appointment-purchase';
import { leaveForProvider } from '../../../lib/leave-for-provider';
import {
  getPurchasedGiftCodes,
  initiateGiftPurchase,
  redeemGiftCode,
  type GiftPurchase,
  type PurchasedGiftCode,
  type RedeemedGiftCode,
} from '../api/gift-codes';

export const purchasedGiftCodesSlice = createRequestSlice<MarketLocale, PurchasedGiftCode[]>(
  STORE_KEY,
  'purchased-gift-codes',
);
/** One purchase at a time: a second click while the order is being made is dropped. */
export const giftPurchaseSlice = createRequestSlice<{ locale: MarketLocale; gift: GiftPurchase }, InitiatedPurchase>(
  STORE_KEY,
  'gift-purchase',
);
export const giftRedeemSlice = createRequestSlice<{ locale: MarketLocale; code: string }, RedeemedGiftCode>(
  STORE_KEY,
  'gift-redeem',
);

export function giftCodesSagas(api = { getPurchasedGiftCodes, initiateGiftPurchase, redeemGiftCode }) {
  return [
    purchasedGiftCodesSlice.saga((locale) => api.getPurchasedGiftCodes(locale)),
    giftPurchaseSlice.saga(({ locale, gift }) => api.initiateGiftPurchase(locale, gift), undefined, { leading: true }),
    leaveForProvider(giftPurchaseSlice, (order) => order.checkout_url),
    // A code is used once: a second submit while the first is on its way would only be refused.
    giftRedeemSlice.saga(({ locale, code }) => api.redeemGiftCode(locale, code), undefined, { leading: true }),
  ];
}

export const giftCodesSlices = [purchasedGiftCodesSlice, giftPurchaseSlice, giftRedeemSlice];
