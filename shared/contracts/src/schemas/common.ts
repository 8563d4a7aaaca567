import type { FromSchema } from 'json-schema-to-ts';
import { MARKET_LOCALES } from '../markets';

/** `?config_id=` selects the market on every auth-area call; an unknown one is a 400 `unknown_config_id`. */
export const configIdQuerySchema = {
  type: 'object',
  properties: {
    config_id: { type: 'string', enum: MARKET_LOCALES },
  },
  required: ['config_id'],
} as const;

export const apiErrorSchema = {
  type: 'object',
  properties: {
    error: { type: 'string' },
    message: { type: 'string' },
    details: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, rule: { type: 'string' } },
        required: ['field', 'rule'],
        additionalProperties: true,
      },
    },
    /** Only with 401 `second_factor_required` (api/docs/two-factor.md). */
    challenge: {
      type: 'object',
      properties: { token: { type: 'string' }, expires_in_seconds: { type: 'integer' } },
      required: ['token', 'expires_in_seconds'],
    },
  },
  required: ['error', 'message'],
} as const;

/** Plain acknowledgement of a call whose only result is that it happened. */
export const okResponseSchema = {
  type: 'object',
  properties: { ok: { type: 'boolean', const: true } },
  required: ['ok'],
} as const;

/**
 * An e-mail address. `format: email` alone lets a domain label run to any length; DNS allows 63 characters a
 * label and RFC 5321 64 for the local part, so the pattern holds both (no address that can receive mail is
 * refused by it).
 */
export const emailSchema = {
  type: 'string',
  format: 'email',
  minLength: 3,
  maxLength: 254,
  // Only the lengths: the shape is `format`'s job, so a malformed address gets one `format` error, not two.
  pattern: '^(?![^@]{65,}@)(?!.*@[^@]*[^.@]{64})',
} as const;

/**
 * Characters no person types into a form: C0 controls other than tab, line feed and carriage return, DEL and
 * the C1 controls. PostgreSQL refuses NUL outright, and the others only ever come from broken or hostile
 * clients. The api refuses them in every string of every request (query, path and body, keys included), naming
 * the field with rule `control_characters`; forms can use the same expression.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this expression
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * An instant sent by a caller (ISO 8601 with zone). The year is held to 1000-2999: PostgreSQL has no year 0,
 * and an instant in 9999 with a negative offset is already year 10000 in UTC, which does not round-trip through
 * the drivers. Nothing on the platform looks further than a few years ahead, so the bound costs nothing.
 */
export const instantInputSchema = { type: 'string', format: 'date-time', pattern: '^[12][0-9]{3}-' } as const;

/** Pagination: bounded so a page number can never leave the integer range the database and JSON can carry. */
export const MAX_PAGE = 10_000;
export const pageSchema = { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 } as const;
export function perPageSchema<Max extends number, Default extends number>(maximum: Max, fallback: Default) {
  return { type: 'integer', minimum: 1, maximum, default: fallback } as const;
}

/**
 * A promo code as a client types it: surrounding spaces are trimmed by the api, but a code that is only
 * spaces is refused (`rule: pattern`) instead of quietly meaning "no code". Leave the field out for no code.
 */
export const promoCodeInputSchema = { type: 'string', minLength: 1, maxLength: 64, pattern: '\\S' } as const;
export const uuidSchema = { type: 'string', format: 'uuid' } as const;
export const marketLocaleSchema = { type: 'string', enum: MARKET_LOCALES } as const;

export type ConfigIdQuery = FromSchema<typeof configIdQuerySchema>;
