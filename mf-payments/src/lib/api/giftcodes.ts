import { apiRequest, buildApiUrl } from '@rozmova/shared/api-client';
import type { MarketLocale } from '@rozmova/shared/markets';
import type { GiftPurchase } from './purchases';
import type { PurchasedGiftCode } from './types';

/** The certificate as it will look (a PDF the browser shows), without a code. */
export function giftPreviewUrl(locale: MarketLocale, gift: GiftPurchase): string {
  return buildApiUrl('/v4/giftcode/pdf/preview', { ...gift }, locale);
}

/** The paid certificate with its code; the api sends it as a download. */
export function giftResultUrl(orderId: string): string {
  return buildApiUrl('/v4/giftcode/pdf/result', { order_id: orderId });
}

export async function getPurchasedGiftCodes(locale: MarketLocale, signal?: AbortSignal): Promise<PurchasedGiftCode[]> {
  const { gift_codes } = await apiRequest<{ gift_codes: PurchasedGiftCode[] }>('/v4/giftcode/get_purchased_giftcodes', { configId: locale, signal });
  return gift_codes;
}

export function redeemGiftCode(locale: MarketLocale, code: string): Promise<{ code: string; service_id: string; tokens_added: number; balance: number }> {
  return apiRequest('/v4/giftcode/redeem', { method: 'POST', body: { code }, configId: locale });
}
