// Gift certificates: buying one, its PDF preview before paying (the real one after is in
// src/lib/gift-certificate, shared with the payment result), the client's purchased codes, redeeming a code.
import type { FromSchema } from 'json-schema-to-ts';
import { buildApiUrl, call } from '@rozmova/web/api-client';
import * as giftcodeEndpoints from '@rozmova/contracts/endpoints/giftcode';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type {
  giftcodeListResponseSchema,
  initiateGiftcodeBodySchema,
  redeemGiftcodeResponseSchema,
} from '@rozmova/contracts/schemas/giftcode';
import type { InitiatedPurchase } from '../../../lib/appointment-purchase';

export type GiftPurchase = Omit<FromSchema<typeof initiateGiftcodeBodySchema>, 'config_id'>;
export type PurchasedGiftCode = FromSchema<typeof giftcodeListResponseSchema>['gift_codes'][number];
export type RedeemedGiftCode = FromSchema<typeof redeemGiftcodeResponseSchema>;

/** The certificate as it will look (a PDF the browser shows), without a code. */
export function giftPreviewUrl(locale: MarketLocale, gift: GiftPurchase): string {
  return buildApiUrl('/v4/giftcode/pdf/preview', { ...gift }, locale);
}

export async function getPurchasedGiftCodes(locale: MarketLocale, signal?: AbortSignal): Promise<PurchasedGiftCode[]> {
  const { gift_codes } = await call(giftcodeEndpoints.purchasedGiftcodes, {}, { configId: locale, signal });
  return gift_codes;
}

export function redeemGiftCode(locale: MarketLocale, code: string): Promise<RedeemedGiftCode> {
  return call(giftcodeEndpoints.redeemGiftcode, { body: { code } }, { configId: locale });
}

export function initiateGiftPurchase(locale: MarketLocale, body: GiftPurchase): Promise<InitiatedPurchase> {
  return call(giftcodeEndpoints.initiateGiftcodePurchase, { body }, { configId: locale });
}
