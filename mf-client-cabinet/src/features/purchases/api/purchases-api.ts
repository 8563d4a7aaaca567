// What the client has bought: tokens left, subscriptions, gift codes (read through @rozmova/web's shared
// purchases client, as the payments app reads them) and every order with its receipt.
import type { FromSchema } from 'json-schema-to-ts';
import { buildApiUrl, call } from '@rozmova/web/api-client';
import * as paymentsEndpoints from '@rozmova/contracts/endpoints/payments';
import { endpointPath } from '@rozmova/contracts/endpoints/endpoint';
import { orderReceipt } from '@rozmova/contracts/endpoints/my-data';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { orderListResponseSchema } from '@rozmova/contracts/schemas/purchases';

import {
  cancelSubscription,
  getPurchasedGiftCodes,
  getSubscriptions,
  getTokenBalance,
} from '@rozmova/web/purchases-client';

export {
  giftCertificateUrl,
  type PurchasedGiftCode,
  type Subscription,
  type TokenBalance,
} from '@rozmova/web/purchases-client';

export type OrderList = FromSchema<typeof orderListResponseSchema>;
export type Order = OrderList['orders'][number];

export const ORDERS_PER_PAGE = 10;

export function getOrders(locale: MarketLocale, page: number): Promise<OrderList> {
  return call(paymentsEndpoints.clientOrders, { query: { page, per_page: ORDERS_PER_PAGE } }, { configId: locale });
}

/** The PDF receipt of a paid order, in the order's market language and currency (a download). */
export function receiptUrl(orderId: string): string {
  return buildApiUrl(endpointPath(orderReceipt), { order_id: orderId });
}

/** What the purchases saga calls; tests hand it a fake. */
export const purchasesApi = { getTokenBalance, getSubscriptions, getPurchasedGiftCodes, getOrders, cancelSubscription };
export type PurchasesApi = typeof purchasesApi;
