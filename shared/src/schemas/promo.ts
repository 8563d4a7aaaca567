// Prices and promo codes: POST /v4/purchase_rule/apply_purchase_rule and the admin endpoints for promo rules.
import { MARKET_LOCALES } from '../markets';
import { SERVICE_IDS } from '../constants';
import { instantInputSchema, promoCodeInputSchema, uuidSchema } from './common';

export const PURCHASE_KINDS = ['appointment', 'subscription', 'bundle', 'giftcode'] as const;
export type PurchaseKindName = (typeof PURCHASE_KINDS)[number];

/** Error codes of a promo lookup the web apps translate (the 4xx body's `error`). */
export const PROMO_ERROR_CODES = [
  'promo_unknown',
  'promo_inactive',
  'promo_not_started',
  'promo_expired',
  'promo_used_up',
  'promo_client_limit_reached',
  'promo_first_session_only',
  'promo_wrong_market',
  'promo_not_for_service',
  'promo_not_for_therapist',
  'promo_not_for_purchase',
] as const;

const promoCodeSchema = promoCodeInputSchema;

export const applyPurchaseRuleQuerySchema = {
  type: 'object',
  properties: {
    config_id: { type: 'string', enum: MARKET_LOCALES },
    track_mixpanel: { type: 'boolean', default: false },
  },
  required: ['config_id'],
} as const;

/** `promo_code` is the literal `default` for the plain price. `worker_id` may be omitted for the market price. */
export const applyPurchaseRuleBodySchema = {
  type: 'object',
  properties: {
    worker_id: { anyOf: [uuidSchema, { type: 'null' }] },
    service_id: { type: 'string', minLength: 1, maxLength: 64 },
    promo_code: promoCodeSchema,
    purchase_kind: { type: 'string', enum: PURCHASE_KINDS, default: 'appointment' },
    /** Bundles (5, 10) and gift codes (sessions): how many. */
    quantity: { type: 'integer', minimum: 1, maximum: 20 },
    /** Subscriptions: sessions a month (2, 4, 8). */
    sessions_per_month: { type: 'integer', enum: [2, 4, 8] },
  },
  required: ['service_id', 'promo_code'],
  additionalProperties: false,
} as const;

/** Prices in major units rounded to 2 decimals (`price_for_user`, as the widget stores it) and in minor units. */
export const applyPurchaseRuleResponseSchema = {
  type: 'object',
  properties: {
    price_for_user: { type: 'number' },
    list_price: { type: 'number' },
    discount: { type: 'number' },
    price_for_user_minor: { type: 'integer' },
    currency: { type: 'string' },
    promo_code: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
  required: ['price_for_user', 'list_price', 'discount', 'price_for_user_minor', 'currency', 'promo_code'],
} as const;

export const promoRuleSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    code: { type: 'string' },
    kind: { type: 'string', enum: ['percent', 'fixed'] },
    percent_off: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    amount_off_minor: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    currency: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    markets: { anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'null' }] },
    service_ids: { anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'null' }] },
    worker_ids: { anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'null' }] },
    purchase_kinds: { anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'null' }] },
    valid_from: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
    valid_until: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
    max_uses_total: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    max_uses_per_client: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    first_session_only: { type: 'boolean' },
    active: { type: 'boolean' },
    description: { type: 'string' },
    uses: { type: 'integer' },
    created_at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'code', 'kind', 'active', 'first_session_only', 'uses'],
} as const;

/** Use limits are counters in an int4 column; a million uses of one code is far past any real campaign. */
export const MAX_PROMO_USES = 1_000_000;

const nullableStringArray = <Items extends object, Max extends number>(items: Items, maxItems: Max) =>
  ({ anyOf: [{ type: 'array', items, minItems: 1, maxItems, uniqueItems: true }, { type: 'null' }] }) as const;

export const createPromoRuleBodySchema = {
  type: 'object',
  properties: {
    code: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{2,39}$' },
    kind: { type: 'string', enum: ['percent', 'fixed'] },
    percent_off: { type: 'integer', minimum: 1, maximum: 100 },
    amount_off_minor: { type: 'integer', minimum: 1, maximum: 100_000_000 },
    currency: { type: 'string', enum: ['UAH', 'PLN', 'RON', 'GBP'] },
    markets: nullableStringArray({ type: 'string', enum: MARKET_LOCALES } as const, 4),
    service_ids: nullableStringArray({ type: 'string', enum: [SERVICE_IDS.personal, SERVICE_IDS.couple] } as const, 10),
    worker_ids: nullableStringArray(uuidSchema, 500),
    purchase_kinds: nullableStringArray({ type: 'string', enum: PURCHASE_KINDS } as const, 4),
    valid_from: { anyOf: [instantInputSchema, { type: 'null' }] },
    valid_until: { anyOf: [instantInputSchema, { type: 'null' }] },
    max_uses_total: { anyOf: [{ type: 'integer', minimum: 1, maximum: MAX_PROMO_USES }, { type: 'null' }] },
    max_uses_per_client: { anyOf: [{ type: 'integer', minimum: 1, maximum: MAX_PROMO_USES }, { type: 'null' }] },
    first_session_only: { type: 'boolean', default: false },
    active: { type: 'boolean', default: true },
    description: { type: 'string', maxLength: 500, default: '' },
  },
  required: ['code', 'kind'],
  additionalProperties: false,
} as const;

/** Admins change a rule's window, limits or switch it off; the discount itself is fixed once used. */
export const updatePromoRuleBodySchema = {
  type: 'object',
  properties: {
    active: { type: 'boolean' },
    valid_from: { anyOf: [instantInputSchema, { type: 'null' }] },
    valid_until: { anyOf: [instantInputSchema, { type: 'null' }] },
    max_uses_total: { anyOf: [{ type: 'integer', minimum: 1, maximum: MAX_PROMO_USES }, { type: 'null' }] },
    max_uses_per_client: { anyOf: [{ type: 'integer', minimum: 1, maximum: MAX_PROMO_USES }, { type: 'null' }] },
    description: { type: 'string', maxLength: 500 },
  },
  additionalProperties: false,
  minProperties: 1,
} as const;

export const promoRuleIdParamsSchema = {
  type: 'object',
  properties: { id: uuidSchema },
  required: ['id'],
} as const;

export const promoRuleListResponseSchema = {
  type: 'object',
  properties: { promo_rules: { type: 'array', items: promoRuleSchema } },
  required: ['promo_rules'],
} as const;
