// What could pay for a series besides paying session by session: the client's session tokens for this session
// type (and therapist), and an active subscription with this therapist.
import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest } from '@rozmova/web/api-client';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { subscriptionListResponseSchema, tokenBalanceResponseSchema } from '@rozmova/contracts/schemas/purchases';

type TokenBalance = FromSchema<typeof tokenBalanceResponseSchema>;
type Subscriptions = FromSchema<typeof subscriptionListResponseSchema>;

export interface SeriesPaymentOptions {
  tokens: number;
  subscription: boolean;
}

export async function getSeriesPaymentOptions(
  locale: MarketLocale,
  workerId: string,
  serviceId: string,
  signal?: AbortSignal,
): Promise<SeriesPaymentOptions> {
  const [balance, subscriptions] = await Promise.all([
    apiRequest<TokenBalance>('/v4/token_management/get_token_balance', { configId: locale, signal }),
    apiRequest<Subscriptions>('/v4/subscription_management/get_subscriptions', { configId: locale, signal }),
  ]);
  const tokens = balance.balances
    .filter((b) => b.service_id === serviceId && (b.worker_id === null || b.worker_id === workerId))
    .reduce((sum, b) => sum + b.balance, 0);
  const subscription = subscriptions.subscriptions.some(
    (s) => s.status === 'active' && s.worker_id === workerId && s.service_id === serviceId,
  );
  return { tokens, subscription };
}
