import type { Endpoint } from './endpoint';
import {
  bundleOptionsResponseSchema,
  configIdOnlyQuerySchema,
  initiateBundleBodySchema,
  initiatePurchaseResponseSchema,
  tokenBalanceResponseSchema,
  useTokenBodySchema,
  useTokenResponseSchema,
} from '../schemas/purchases';

export const bundleOptions = {
  method: 'GET',
  path: '/v4/token_management/get_bundle_options',
  query: configIdOnlyQuerySchema,
  response: bundleOptionsResponseSchema,
} as const satisfies Endpoint;

export const initiateBundlePurchase = {
  method: 'POST',
  path: '/v4/token_management/initiate_purchase_of_bundle',
  query: configIdOnlyQuerySchema,
  body: initiateBundleBodySchema,
  response: initiatePurchaseResponseSchema,
} as const satisfies Endpoint;

export const useToken = {
  method: 'POST',
  path: '/v4/token_management/use_token',
  query: configIdOnlyQuerySchema,
  body: useTokenBodySchema,
  response: useTokenResponseSchema,
} as const satisfies Endpoint;

export const tokenBalance = {
  method: 'GET',
  path: '/v4/token_management/get_token_balance',
  response: tokenBalanceResponseSchema,
} as const satisfies Endpoint;
