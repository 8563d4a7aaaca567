// Token bundles: what a market offers, the client's balance, buying a bundle and booking with a token.
import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as tokenManagementEndpoints from '@rozmova/contracts/endpoints/token-management';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type {
  bundleOptionsResponseSchema,
  initiateBundleBodySchema,
  tokenBalanceResponseSchema,
  useTokenBodySchema,
  useTokenResponseSchema,
} from '@rozmova/contracts/schemas/purchases';
import type { InitiatedPurchase } from '../../../lib/appointment-purchase';

export type BundleOptions = FromSchema<typeof bundleOptionsResponseSchema>;
export type TokenBalance = FromSchema<typeof tokenBalanceResponseSchema>;
export type UseTokenBody = FromSchema<typeof useTokenBodySchema>;
export type UsedToken = FromSchema<typeof useTokenResponseSchema>;
/** The bundle sizes a market sells (TOKEN_BUNDLES); the bundle options the api lists are among them. */
export type BundleQuantity = FromSchema<typeof initiateBundleBodySchema>['quantity'];

export function getBundleOptions(locale: MarketLocale, signal?: AbortSignal): Promise<BundleOptions> {
  return call(tokenManagementEndpoints.bundleOptions, {}, { configId: locale, signal });
}

export function getTokenBalance(locale: MarketLocale, signal?: AbortSignal): Promise<TokenBalance> {
  return call(tokenManagementEndpoints.tokenBalance, {}, { configId: locale, signal });
}

export function useToken(locale: MarketLocale, body: UseTokenBody): Promise<UsedToken> {
  return call(tokenManagementEndpoints.useToken, { body }, { configId: locale });
}

export function initiateBundlePurchase(
  locale: MarketLocale,
  body: FromSchema<typeof initiateBundleBodySchema>,
): Promise<InitiatedPurchase> {
  return call(tokenManagementEndpoints.initiateBundlePurchase, { body }, { configId: locale });
}
