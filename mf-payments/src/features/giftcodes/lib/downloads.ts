// The certificate preview link: a PDF the browser opens (not a call the page makes).
import { buildApiUrl } from '@rozmova/web/api-client';
import * as giftcodeEndpoints from '@rozmova/contracts/endpoints/giftcode';
import { endpointPath } from '@rozmova/contracts/endpoints/endpoint';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { GiftPurchase } from '../api/gift-codes';

/** The certificate as it will look (a PDF the browser shows), without a code. */
export function giftPreviewUrl(locale: MarketLocale, gift: GiftPurchase): string {
  return buildApiUrl(endpointPath(giftcodeEndpoints.giftcodePreviewPdf), { ...gift }, locale);
}
