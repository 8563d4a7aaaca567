// Gift codes: buying one, its PDF certificate (preview before paying, the real one after), redeeming it.
// A redeemed code becomes session tokens on the recipient's account (see api/docs/payments.md).
import { MARKET_LOCALES, MARKETS, type MarketLocale } from '../markets';
import type { ServiceKind } from '../constants';
import { promoCodeInputSchema, uuidSchema } from './common';

export const GIFT_SESSION_CHOICES = [1, 3, 5, 10] as const;

/**
 * What a gift certificate costs before any promo code: the market's session price for each session
 * (a gift is not tied to a therapist). The api's pricing charges exactly this; the form says it first.
 */
export function giftCodeListPrice(locale: MarketLocale, kind: ServiceKind, sessions: number): number {
  const settings = MARKETS[locale].locales;
  return (
    (kind === 'couple' ? settings.default_couple_therapy_price : settings.default_personal_therapy_price) * sessions
  );
}
/** Printed codes: groups of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const GIFT_CODE_PATTERN = '^[A-HJ-KM-NP-Z2-9]{4}-[A-HJ-KM-NP-Z2-9]{4}-[A-HJ-KM-NP-Z2-9]{4}$';

const personName = { type: 'string', minLength: 1, maxLength: 120 } as const;

export const initiateGiftcodeBodySchema = {
  type: 'object',
  properties: {
    service_id: { type: 'string', minLength: 1, maxLength: 64 },
    sessions: { type: 'integer', enum: GIFT_SESSION_CHOICES },
    recipient_name: personName,
    sender_name: personName,
    message: { type: 'string', maxLength: 500 },
    promo_code: promoCodeInputSchema,
  },
  required: ['service_id', 'sessions'],
  additionalProperties: false,
} as const;

export const giftcodePreviewQuerySchema = {
  type: 'object',
  properties: {
    config_id: { type: 'string', enum: MARKET_LOCALES },
    service_id: { type: 'string', minLength: 1, maxLength: 64 },
    sessions: { type: 'integer', enum: GIFT_SESSION_CHOICES },
    recipient_name: personName,
    sender_name: personName,
    message: { type: 'string', maxLength: 500 },
  },
  required: ['config_id', 'service_id', 'sessions'],
} as const;

export const giftcodeResultQuerySchema = {
  type: 'object',
  properties: { order_id: uuidSchema },
  required: ['order_id'],
} as const;

export const redeemGiftcodeBodySchema = {
  type: 'object',
  properties: { code: { type: 'string', minLength: 4, maxLength: 32 } },
  required: ['code'],
  additionalProperties: false,
} as const;

export const redeemGiftcodeResponseSchema = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    locale: { type: 'string' },
    service_id: { type: 'string' },
    tokens_added: { type: 'integer' },
    balance: { type: 'integer' },
  },
  required: ['code', 'locale', 'service_id', 'tokens_added', 'balance'],
} as const;

export const giftcodeListResponseSchema = {
  type: 'object',
  properties: {
    gift_codes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          order_id: { type: 'string' },
          code: { type: 'string' },
          locale: { type: 'string' },
          service_id: { type: 'string' },
          sessions: { type: 'integer' },
          recipient_name: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          expires_at: { type: 'string', format: 'date-time' },
          redeemed: { type: 'boolean' },
        },
        required: ['order_id', 'code', 'locale', 'service_id', 'sessions', 'expires_at', 'redeemed'],
      },
    },
  },
  required: ['gift_codes'],
} as const;
