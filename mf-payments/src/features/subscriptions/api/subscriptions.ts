// Subscriptions: the client's list and cancelling one (@rozmova/web's shared purchases client), buying one.
import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as subscriptionManagementEndpoints from '@rozmova/contracts/endpoints/subscription-management';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { initiateSubscriptionBodySchema } from '@rozmova/contracts/schemas/purchases';
import type { InitiatedPurchase } from '../../../lib/appointment-purchase';

export { cancelSubscription, getSubscriptions, type Subscription } from '@rozmova/web/purchases-client';

export type SubscriptionPurchase = FromSchema<typeof initiateSubscriptionBodySchema>;

export function initiateSubscriptionPurchase(
  locale: MarketLocale,
  body: SubscriptionPurchase,
): Promise<InitiatedPurchase> {
  return call(subscriptionManagementEndpoints.initiateSubscriptionPurchase, { body }, { configId: locale });
}
