// Subscriptions: the client's list, cancelling one, buying one.
import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest } from '@rozmova/web/api-client';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type {
  initiateSubscriptionBodySchema,
  subscriptionListResponseSchema,
  subscriptionSchema,
} from '@rozmova/contracts/schemas/purchases';
import type { InitiatedPurchase } from '../../../lib/appointment-purchase';

export type Subscription = FromSchema<typeof subscriptionSchema>;

export async function getSubscriptions(locale: MarketLocale, signal?: AbortSignal): Promise<Subscription[]> {
  const { subscriptions } = await apiRequest<FromSchema<typeof subscriptionListResponseSchema>>(
    '/v4/subscription_management/get_subscriptions',
    {
      configId: locale,
      signal,
    },
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

export function initiateSubscriptionPurchase(
  locale: MarketLocale,
  body: FromSchema<typeof initiateSubscriptionBodySchema>,
): Promise<InitiatedPurchase> {
  return apiRequest<InitiatedPurchase>('/v4/subscription_management/initiate_purchase_of_subscription', {
    method: 'POST',
    body,
    configId: locale,
  });
}
