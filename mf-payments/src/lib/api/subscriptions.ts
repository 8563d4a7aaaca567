import { apiRequest } from '@rozmova/shared/api-client';
import type { MarketLocale } from '@rozmova/shared/markets';
import type { Subscription } from './types';

export async function getSubscriptions(locale: MarketLocale, signal?: AbortSignal): Promise<Subscription[]> {
  const { subscriptions } = await apiRequest<{ subscriptions: Subscription[] }>('/v4/subscription_management/get_subscriptions', { configId: locale, signal });
  return subscriptions;
}

export function cancelSubscription(locale: MarketLocale, subscriptionId: string): Promise<unknown> {
  return apiRequest('/v4/subscription_management/cancel_subscription', { method: 'POST', body: { subscription_id: subscriptionId }, configId: locale });
}
