// What could pay for a series besides paying session by session: the client's session tokens for this session
// type (and therapist), and an active subscription with this therapist.
import { call } from '@rozmova/web/api-client';
import { subscriptions as subscriptionList } from '@rozmova/contracts/endpoints/subscription-management';
import { tokenBalance } from '@rozmova/contracts/endpoints/token-management';
import type { MarketLocale } from '@rozmova/contracts/markets';

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
    call(tokenBalance, {}, { configId: locale, signal }),
    call(subscriptionList, {}, { configId: locale, signal }),
  ]);
  const tokens = balance.balances
    .filter((b) => b.service_id === serviceId && (b.worker_id === null || b.worker_id === workerId))
    .reduce((sum, b) => sum + b.balance, 0);
  const subscription = subscriptions.subscriptions.some(
    (s) => s.status === 'active' && s.worker_id === workerId && s.service_id === serviceId,
  );
  return { tokens, subscription };
}
