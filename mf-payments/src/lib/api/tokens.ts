import { apiRequest } from '@rozmova/shared/api-client';
import type { MarketLocale } from '@rozmova/shared/markets';
import type { BundleOptions, TokenBalance } from './types';

export function getBundleOptions(locale: MarketLocale, signal?: AbortSignal): Promise<BundleOptions> {
  return apiRequest<BundleOptions>('/v4/token_management/get_bundle_options', { configId: locale, signal });
}

export function getTokenBalance(locale: MarketLocale, signal?: AbortSignal): Promise<TokenBalance> {
  return apiRequest<TokenBalance>('/v4/token_management/get_token_balance', { configId: locale, signal });
}

export interface UseTokenBody {
  worker_id: string;
  service_id: string;
  starts_at: string;
  partner_email?: string;
}

export function useToken(locale: MarketLocale, body: UseTokenBody): Promise<{ booking_id: string; starts_at: string; ends_at: string; tokens_left: number }> {
  return apiRequest('/v4/token_management/use_token', { method: 'POST', body, configId: locale });
}
