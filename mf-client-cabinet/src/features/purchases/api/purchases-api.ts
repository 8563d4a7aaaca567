// What the client has bought: tokens left, subscriptions, gift codes and every order with its receipt.
import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest, buildApiUrl } from '@rozmova/web/api-client';
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
  return apiRequest<TokenBalance>('/v4/token_management/get_token_balance', { configId: locale });
}

export async function getSubscriptions(locale: MarketLocale): Promise<Subscription[]> {
  const { subscriptions } = await apiRequest<FromSchema<typeof subscriptionListResponseSchema>>(
    '/v4/subscription_management/get_subscriptions',
    { configId: locale },
  );
  return subscriptions;
}

export function cancelSubscription(locale: MarketLocale, subscriptionId: string): Promise<unknown> {
  return apiRequest('/v4/subscription_management/cancel_subscription', {
    method: 'POST',
    body: { subscription_id: subscriptionId },
    configId: locale,
  });
}

export async function getGiftCodes(locale: MarketLocale): Promise<PurchasedGiftCode[]> {
  const { gift_codes } = await apiRequest<FromSchema<typeof giftcodeListResponseSchema>>(
    '/v4/giftcode/get_purchased_giftcodes',
    { configId: locale },
  );
  return gift_codes;
}

export function getOrders(locale: MarketLocale, page: number): Promise<OrderList> {
  return apiRequest<OrderList>('/v4/payments/get_orders', {
    query: { page, per_page: ORDERS_PER_PAGE },
    configId: locale,
  });
}

/** The PDF receipt of a paid order, in the order's market language and currency (a download). */
export function receiptUrl(orderId: string): string {
  return buildApiUrl('/v4/payments/order_receipt', { order_id: orderId });
}

export function giftCertificateUrl(orderId: string): string {
  return buildApiUrl('/v4/giftcode/pdf/result', { order_id: orderId });
}
