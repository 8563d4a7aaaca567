// Gift certificates: buying one, its PDF preview before paying, redeeming a code; the client's purchased codes and
// the paid certificate come from @rozmova/web's shared purchases client (the cabinet lists them too).
import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as giftcodeEndpoints from '@rozmova/contracts/endpoints/giftcode';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { initiateGiftcodeBodySchema, redeemGiftcodeResponseSchema } from '@rozmova/contracts/schemas/giftcode';
import type { InitiatedPurchase } from '../../../lib/appointment-purchase';

export type GiftPurchase = Omit<FromSchema<typeof initiateGiftcodeBodySchema>, 'config_id'>;
export type RedeemedGiftCode = FromSchema<typeof redeemGiftcodeResponseSchema>;

export { getPurchasedGiftCodes, type PurchasedGiftCode } from '@rozmova/web/purchases-client';

export function redeemGiftCode(locale: MarketLocale, code: string): Promise<RedeemedGiftCode> {
  return call(giftcodeEndpoints.redeemGiftcode, { body: { code } }, { configId: locale });
}

export function initiateGiftPurchase(locale: MarketLocale, body: GiftPurchase): Promise<InitiatedPurchase> {
  return call(giftcodeEndpoints.initiateGiftcodePurchase, { body }, { configId: locale });
}
