// Subscriptions: the client's list, cancelling one, buying one.
import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as subscriptionManagementEndpoints from '@rozmova/contracts/endpoints/subscription-management';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { initiateSubscriptionBodySchema, subscriptionSchema } from '@rozmova/contracts/schemas/purchases';
import type { InitiatedPurchase } from '../../../lib/appointment-purchase';

export type Subscription = FromSchema<typeof subscriptionSchema>;

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

export function initiateSubscriptionPurchase(
  locale: MarketLocale,
  body: FromSchema<typeof initiateSubscriptionBodySchema>,
): Promise<InitiatedPurchase> {
  return call(subscriptionManagementEndpoints.initiateSubscriptionPurchase, { body }, { configId: locale });
}
