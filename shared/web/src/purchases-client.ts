// What a client has bought, as both the client's cabinet (its purchases page) and the payments app (tokens,
// subscriptions, gift codes, checkout, payment result) read it: one client per endpoint (docs/architecture.md,
// "The endpoint table"). Buying stays in the payments app.
import type { FromSchema } from 'json-schema-to-ts';
import * as giftcodeEndpoints from '@rozmova/contracts/endpoints/giftcode';
import { endpointPath } from '@rozmova/contracts/endpoints/endpoint';
import * as subscriptionManagementEndpoints from '@rozmova/contracts/endpoints/subscription-management';
import * as tokenManagementEndpoints from '@rozmova/contracts/endpoints/token-management';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { giftcodeListResponseSchema } from '@rozmova/contracts/schemas/giftcode';
import type { subscriptionSchema, tokenBalanceResponseSchema } from '@rozmova/contracts/schemas/purchases';
import { buildApiUrl, call } from './api-client';

export type TokenBalance = FromSchema<typeof tokenBalanceResponseSchema>;
export type Subscription = FromSchema<typeof subscriptionSchema>;
export type PurchasedGiftCode = FromSchema<typeof giftcodeListResponseSchema>['gift_codes'][number];

export function getTokenBalance(locale: MarketLocale, signal?: AbortSignal): Promise<TokenBalance> {
  return call(tokenManagementEndpoints.tokenBalance, {}, { configId: locale, signal });
}

export async function getSubscriptions(locale: MarketLocale, signal?: AbortSignal): Promise<Subscription[]> {
  const { subscriptions } = await call(subscriptionManagementEndpoints.subscriptions, {}, { configId: locale, signal });
  return subscriptions;
}

export function cancelSubscription(locale: MarketLocale, subscriptionId: string): Promise<unknown> {
  return call(
    subscriptionManagementEndpoints.cancelSubscription,
    { body: { subscription_id: subscriptionId } },
    { configId: locale },
  );
}

export async function getPurchasedGiftCodes(locale: MarketLocale, signal?: AbortSignal): Promise<PurchasedGiftCode[]> {
  const { gift_codes } = await call(giftcodeEndpoints.purchasedGiftcodes, {}, { configId: locale, signal });
  return gift_codes;
}

/** The paid gift certificate with its code, as the api sends it (a PDF download). */
export function giftCertificateUrl(orderId: string): string {
  return buildApiUrl(endpointPath(giftcodeEndpoints.giftcodeResultPdf), { order_id: orderId });
}
