// Token bundles: what a market offers and buying a bundle (the balance and booking with a token are in
// src/lib/tokens-api, shared with the checkout).
import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as tokenManagementEndpoints from '@rozmova/contracts/endpoints/token-management';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { bundleOptionsResponseSchema, initiateBundleBodySchema } from '@rozmova/contracts/schemas/purchases';
import type { InitiatedPurchase } from '../../../lib/appointment-purchase';

export type BundleOptions = FromSchema<typeof bundleOptionsResponseSchema>;
/** The bundle sizes a market sells (TOKEN_BUNDLES); the bundle options the api lists are among them. */
export type BundleQuantity = FromSchema<typeof initiateBundleBodySchema>['quantity'];

export function getBundleOptions(locale: MarketLocale, signal?: AbortSignal): Promise<BundleOptions> {
  return call(tokenManagementEndpoints.bundleOptions, {}, { configId: locale, signal });
}

export type BundlePurchase = FromSchema<typeof initiateBundleBodySchema>;

export function initiateBundlePurchase(locale: MarketLocale, body: BundlePurchase): Promise<InitiatedPurchase> {
  return call(tokenManagementEndpoints.initiateBundlePurchase, { body }, { configId: locale });
}
