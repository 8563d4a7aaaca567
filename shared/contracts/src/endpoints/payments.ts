import type { Endpoint } from './endpoint';
import {
  orderListQuerySchema,
  orderListResponseSchema,
  orderStatusQuerySchema,
  orderStatusResponseSchema,
  sandboxCheckoutBodySchema,
  sandboxCheckoutParamsSchema,
  sandboxCheckoutQuerySchema,
  webhookAckSchema,
  webhookParamsSchema,
} from '../schemas/purchases';

export const orderStatus = {
  method: 'GET',
  path: '/v4/payments/order_status',
  query: orderStatusQuerySchema,
  response: orderStatusResponseSchema,
} as const satisfies Endpoint;

export const clientOrders = {
  method: 'GET',
  path: '/v4/payments/get_orders',
  query: orderListQuerySchema,
  response: orderListResponseSchema,
} as const satisfies Endpoint;

export const sandboxCheckoutPage = {
  method: 'GET',
  path: '/v4/payments/sandbox/checkout/:order_id',
  params: sandboxCheckoutParamsSchema,
  query: sandboxCheckoutQuerySchema,
} as const satisfies Endpoint;

export const sandboxCheckoutPay = {
  method: 'POST',
  path: '/v4/payments/sandbox/checkout/:order_id',
  params: sandboxCheckoutParamsSchema,
  body: sandboxCheckoutBodySchema,
} as const satisfies Endpoint;

export const paymentWebhook = {
  method: 'POST',
  path: '/v4/payments/webhook/:provider',
  params: webhookParamsSchema,
  response: webhookAckSchema,
} as const satisfies Endpoint;
