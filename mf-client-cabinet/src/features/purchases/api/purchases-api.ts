// What the client has bought: tokens left, subscriptions, gift codes and every order with its receipt.
import type { FromSchema } from 'json-schema-to-ts';
import { buildApiUrl, call } from '@rozmova/web/api-client';
import * as subscriptionManagementEndpoints from '@rozmova/contracts/endpoints/subscription-management';
import * as giftcodeEndpoints from '@rozmova/contracts/endpoints/giftcode';
import * as paymentsEndpoints from '@rozmova/contracts/endpoints/payments';
import * as tokenManagementEndpoints from '@rozmova/contracts/endpoints/token-management';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { giftcodeListResponseSchema } from '@rozmova/contracts/schemas/giftcode';
import type {
  orderListResponseSchema,
  subscriptionListResponseSchema,
  tokenBalanceResponseSchema,
} from '@rozmova/contracts/schemas/purchases';

export type TokenBalance = FromSchema<typeof tokenBalanceResponseSchema>;
export type Subscription = FromSchema<typeof subscriptionListResponseSchema>['subscriptions'][number];
export type PurchasedGiftCode = FromSchema<typeof giftcodeListResponseSchema>['gift_codes'][number];
export type OrderList = FromSchema<typeof orderListResponseSchema>;
export type Order = OrderList['orders'][number];

export const ORDERS_PER_PAGE = 10;

export function getTokenBalance(locale: MarketLocale): Promise<TokenBalance> {
  return call(tokenManagementEndpoints.tokenBalance, {}, { configId: locale });
}

export async function getSubscriptions(locale: MarketLocale): Promise<Subscription[]> {
  const { subscriptions } = await call(subscriptionManagementEndpoints.subscriptions, {}, { configId: locale });
  return subscriptions;
}

export function cancelSubscription(locale: MarketLocale, subscriptionId: string): Promise<unknown> {
  return call(
    subscriptionManagementEndpoints.cancelSubscription,
    { body: { subscription_id: subscriptionId } },
    { configId: locale },
  );
}

export async function getGiftCodes(locale: MarketLocale): Promise<PurchasedGiftCode[]> {
  const { gift_codes } = await call(giftcodeEndpoints.purchasedGiftcodes, {}, { configId: locale });
  return gift_codes;
}

export function getOrders(locale: MarketLocale, page: number): Promise<OrderList> {
  return call(paymentsEndpoints.clientOrders, { query: { page, per_page: ORDERS_PER_PAGE } }, { configId: locale });
}

/** The PDF receipt of a paid order, in the order's market language and currency (a download). */
export function receiptUrl(orderId: string): string {
  return buildApiUrl('/v4/payments/order_receipt', { order_id: orderId });
}

export function giftCertificateUrl(orderId: string): string {
  return buildApiUrl('/v4/giftcode/pdf/result', { order_id: orderId });
}
