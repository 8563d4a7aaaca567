// Purchases: appointments, subscriptions, token bundles, the order-status call of the payment result page
// and token balances. Amounts travel in minor units (`*_minor`) with the currency; `price_for_user` and
// friends in major units are for display.
import { MARKET_LOCALES } from '../markets';
import { emailSchema, instantInputSchema, pageSchema, perPageSchema, promoCodeInputSchema, uuidSchema } from './common';

export const ORDER_KINDS = ['appointment', 'subscription', 'bundle', 'giftcode'] as const;
export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'expired', 'refunded'] as const;

/**
 * What came back of an order, read from its refund records (one per payment, each with one destination):
 * none; refunded (all its money back to the payment method); partly_refunded (some of it: unused sessions of a
 * bundle or subscription month); token (a session cancelled in time came back as a session token, no money
 * moved). Every view (receipt, cabinet, admin list and order, export) shows this, never a guess from status.
 */
export const REFUND_STATES = ['none', 'refunded', 'partly_refunded', 'token'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Token bundles on offer and the discount each carries (percent). */
export const TOKEN_BUNDLES = [
  { quantity: 5, discount_percent: 5 },
  { quantity: 10, discount_percent: 10 },
] as const;
/** A monthly subscription costs this much less than the same sessions one by one (percent). */
export const SUBSCRIPTION_DISCOUNT_PERCENT = 10;
export const SUBSCRIPTION_SESSION_CHOICES = [2, 4, 8] as const;

/** `status` on the shell's result page (`/{locale}/payment/result?order_id=...&status=...`). */
export const PAYMENT_RESULT_STATUSES = ['paid', 'declined', 'cancelled', 'pending'] as const;

const instant = instantInputSchema;
const serviceIdSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;
const promoCodeSchema = promoCodeInputSchema;

export const configIdOnlyQuerySchema = {
  type: 'object',
  properties: { config_id: { type: 'string', enum: MARKET_LOCALES } },
  required: ['config_id'],
} as const;

export const initiateAppointmentBodySchema = {
  type: 'object',
  properties: {
    worker_id: uuidSchema,
    service_id: serviceIdSchema,
    starts_at: instant,
    promo_code: promoCodeSchema,
    partner_email: emailSchema,
  },
  required: ['worker_id', 'service_id', 'starts_at'],
  additionalProperties: false,
} as const;

export const initiateSubscriptionBodySchema = {
  type: 'object',
  properties: {
    worker_id: uuidSchema,
    service_id: serviceIdSchema,
    sessions_per_month: { type: 'integer', enum: SUBSCRIPTION_SESSION_CHOICES, default: 4 },
    promo_code: promoCodeSchema,
  },
  required: ['worker_id', 'service_id'],
  additionalProperties: false,
} as const;

export const initiateBundleBodySchema = {
  type: 'object',
  properties: {
    service_id: serviceIdSchema,
    quantity: { type: 'integer', enum: TOKEN_BUNDLES.map((b) => b.quantity) },
    promo_code: promoCodeSchema,
  },
  required: ['service_id', 'quantity'],
  additionalProperties: false,
} as const;

/** What every initiate_purchase_of_* call returns: where to send the browser to pay. */
export const initiatePurchaseResponseSchema = {
  type: 'object',
  properties: {
    order_id: { type: 'string' },
    status: { type: 'string', enum: ORDER_STATUSES },
    checkout_url: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    expires_at: instant,
    price_for_user: { type: 'number' },
    amount_minor: { type: 'integer' },
    currency: { type: 'string' },
    booking_id: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
  required: ['order_id', 'status', 'checkout_url', 'expires_at', 'price_for_user', 'amount_minor', 'currency'],
} as const;

export const orderStatusQuerySchema = {
  type: 'object',
  properties: { order_id: uuidSchema },
  required: ['order_id'],
} as const;

export const orderStatusResponseSchema = {
  type: 'object',
  properties: {
    order_id: { type: 'string' },
    kind: { type: 'string', enum: ORDER_KINDS },
    status: { type: 'string', enum: ORDER_STATUSES },
    locale: { type: 'string' },
    amount_minor: { type: 'integer' },
    price_for_user: { type: 'number' },
    currency: { type: 'string' },
    service_id: { type: 'string' },
    worker_id: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    quantity: { type: 'integer' },
    starts_at: { anyOf: [instant, { type: 'null' }] },
    expires_at: instant,
    paid_at: { anyOf: [instant, { type: 'null' }] },
    checkout_url: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    last_payment_error: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    booking_id: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    subscription_id: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    gift_code: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    refund: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: {
            destination: { type: 'string' },
            status: { type: 'string' },
            amount_minor: { type: 'integer' },
          },
          required: ['destination', 'status', 'amount_minor'],
        },
      ],
    },
  },
  required: ['order_id', 'kind', 'status', 'amount_minor', 'currency', 'expires_at'],
} as const;

export const orderListQuerySchema = {
  type: 'object',
  properties: {
    page: pageSchema,
    per_page: perPageSchema(50, 20),
    config_id: { type: 'string', enum: MARKET_LOCALES },
  },
} as const;

/** The client's purchase history, newest first. */
export const orderListResponseSchema = {
  type: 'object',
  properties: {
    page: { type: 'integer' },
    per_page: { type: 'integer' },
    total: { type: 'integer' },
    orders: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          order_id: { type: 'string' },
          kind: { type: 'string', enum: ORDER_KINDS },
          status: { type: 'string', enum: ORDER_STATUSES },
          locale: { type: 'string' },
          amount_minor: { type: 'integer' },
          price_for_user: { type: 'number' },
          currency: { type: 'string' },
          quantity: { type: 'integer' },
          starts_at: { anyOf: [instant, { type: 'null' }] },
          created_at: instant,
          paid_at: { anyOf: [instant, { type: 'null' }] },
          /** Money went back to the payment method (all or part of it); a token refund is not money. */
          refunded: { type: 'boolean' },
          refund_state: { type: 'string', enum: REFUND_STATES },
        },
        required: ['order_id', 'kind', 'status', 'amount_minor', 'currency', 'created_at', 'refunded', 'refund_state'],
      },
    },
  },
  required: ['page', 'per_page', 'total', 'orders'],
} as const;

export const useTokenBodySchema = {
  type: 'object',
  properties: {
    worker_id: uuidSchema,
    service_id: serviceIdSchema,
    starts_at: instant,
    partner_email: emailSchema,
  },
  required: ['worker_id', 'service_id', 'starts_at'],
  additionalProperties: false,
} as const;

export const useTokenResponseSchema = {
  type: 'object',
  properties: {
    booking_id: { type: 'string' },
    starts_at: instant,
    ends_at: instant,
    tokens_left: { type: 'integer' },
  },
  required: ['booking_id', 'starts_at', 'ends_at', 'tokens_left'],
} as const;

export const tokenBalanceResponseSchema = {
  type: 'object',
  properties: {
    balances: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          locale: { type: 'string' },
          service_id: { type: 'string' },
          worker_id: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          balance: { type: 'integer' },
        },
        required: ['locale', 'service_id', 'worker_id', 'balance'],
      },
    },
    total: { type: 'integer' },
  },
  required: ['balances', 'total'],
} as const;

export const bundleOptionsResponseSchema = {
  type: 'object',
  properties: {
    currency: { type: 'string' },
    bundles: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          service_id: { type: 'string' },
          quantity: { type: 'integer' },
          discount_percent: { type: 'integer' },
          price_for_user: { type: 'number' },
          amount_minor: { type: 'integer' },
        },
        required: ['service_id', 'quantity', 'discount_percent', 'price_for_user', 'amount_minor'],
      },
    },
  },
  required: ['currency', 'bundles'],
} as const;

export const subscriptionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    worker_id: { type: 'string' },
    service_id: { type: 'string' },
    locale: { type: 'string' },
    sessions_per_period: { type: 'integer' },
    period_amount_minor: { type: 'integer' },
    currency: { type: 'string' },
    status: { type: 'string', enum: ['active', 'cancelled'] },
    current_period_end: instant,
    cancel_at_period_end: { type: 'boolean' },
    periods_paid: { type: 'integer' },
    sessions_left: { type: 'integer' },
  },
  required: [
    'id',
    'worker_id',
    'service_id',
    'status',
    'current_period_end',
    'cancel_at_period_end',
    'periods_paid',
    'sessions_left',
  ],
} as const;

export const subscriptionListResponseSchema = {
  type: 'object',
  properties: { subscriptions: { type: 'array', items: subscriptionSchema } },
  required: ['subscriptions'],
} as const;

export const cancelSubscriptionBodySchema = {
  type: 'object',
  properties: { subscription_id: uuidSchema },
  required: ['subscription_id'],
  additionalProperties: false,
} as const;

export const webhookParamsSchema = {
  type: 'object',
  properties: { provider: { type: 'string', enum: ['sandbox', 'liqpay', 'stripe'] } },
  required: ['provider'],
} as const;

export const sandboxCheckoutParamsSchema = {
  type: 'object',
  properties: { order_id: uuidSchema },
  required: ['order_id'],
} as const;

export const sandboxCheckoutQuerySchema = {
  type: 'object',
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 128 },
    lang: { type: 'string', enum: MARKET_LOCALES },
  },
  required: ['token'],
} as const;

/** The sandbox checkout page's buttons (a form post; answers a 303 redirect). */
export const sandboxCheckoutBodySchema = {
  type: 'object',
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 128 },
    action: { type: 'string', enum: ['pay', 'decline', 'cancel'] },
  },
  required: ['token', 'action'],
} as const;

/** What a payment provider's callback gets back: received, applied before (`duplicate`), and what it did. */
export const webhookAckSchema = {
  type: 'object',
  properties: { received: { type: 'boolean' }, duplicate: { type: 'boolean' }, outcome: { type: 'string' } },
  required: ['received', 'duplicate', 'outcome'],
} as const;
