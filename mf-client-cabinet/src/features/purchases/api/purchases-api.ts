// What the client has bought: tokens left, subscriptions, gift codes (read through @rozmova/web's shared
// purchases client, as the payments app reads them) and every order with its receipt.
import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as paymentsEndpoints from '@rozmova/contracts/endpoints/payments';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { orderListResponseSchema } from '@rozmova/contracts/schemas/purchases';
import { ORDERS_PER_PAGE } from '../lib/downloads';

import {
  cancelSubscription,
  getPurchasedGiftCodes,
  getSubscriptions,
  getTokenBalance,
} from '@rozmova/web/purchases-client';

export { type PurchasedGiftCode, type Subscription, type TokenBalance } from '@rozmova/web/purchases-client';

export type OrderList = FromSchema<typeof orderListResponseSchema>;
export type Order = OrderList['orders'][number];

export function getOrders(locale: MarketLocale, page: number): Promise<OrderList> {
  return call(paymentsEndpoints.clientOrders, { query: { page, per_page: ORDERS_PER_PAGE } }, { configId: locale });
}

/** What the purchases saga calls; tests hand it a fake. */
export const purchasesApi = { getTokenBalance, getSubscriptions, getPurchasedGiftCodes, getOrders, cancelSubscription };
export type PurchasesApi = typeof purchasesApi;
