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
  },
  required: ['error', 'message'],
} as const;

/** Plain acknowledgement of a call whose only result is that it happened. */
export const okResponseSchema = {
  type: 'object',
  properties: { ok: { type: 'boolean', const: true } },
  required: ['ok'],
} as const;

export const emailSchema = { type: 'string', format: 'email', minLength: 3, maxLength: 254 } as const;
export const uuidSchema = { type: 'string', format: 'uuid' } as const;
export const marketLocaleSchema = { type: 'string', enum: MARKET_LOCALES } as const;

export interface ConfigIdQuery {
  config_id: (typeof MARKET_LOCALES)[number];
}
