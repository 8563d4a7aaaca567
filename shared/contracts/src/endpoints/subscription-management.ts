import type { Endpoint } from './endpoint';
import {
  cancelSubscriptionBodySchema,
  configIdOnlyQuerySchema,
  initiatePurchaseResponseSchema,
  initiateSubscriptionBodySchema,
  subscriptionListResponseSchema,
  subscriptionSchema,
} from '../schemas/purchases';

export const initiateSubscriptionPurchase = {
  method: 'POST',
  path: '/v4/subscription_management/initiate_purchase_of_subscription',
  query: configIdOnlyQuerySchema,
  body: initiateSubscriptionBodySchema,
  response: initiatePurchaseResponseSchema,
} as const satisfies Endpoint;

export const subscriptions = {
  method: 'GET',
  path: '/v4/subscription_management/get_subscriptions',
  response: subscriptionListResponseSchema,
} as const satisfies Endpoint;

export const cancelSubscription = {
  method: 'POST',
  path: '/v4/subscription_management/cancel_subscription',
  body: cancelSubscriptionBodySchema,
  response: subscriptionSchema,
} as const satisfies Endpoint;
