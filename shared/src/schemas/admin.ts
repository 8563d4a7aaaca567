// The admin cabinet's own calls: therapist accounts, front-end error reports. (Promo rules: promo.ts.)
import { emailSchema, marketLocaleSchema, pageSchema, perPageSchema, uuidSchema } from './common';
import { languageCodeSchema } from './therapists';

const priceInputSchema = { anyOf: [{ type: 'number', minimum: 0.01, maximum: 1000000 }, { type: 'null' }] } as const;

export const adminTherapistSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    market: { type: 'string' },
    bio: { type: 'string' },
    languages: { type: 'array', items: { type: 'string' } },
    specialisations: { type: 'array', items: { type: 'string' } },
    currency: { type: 'string' },
    /** Major units; null = the market's default price. */
    personal_price: { anyOf: [{ type: 'number' }, { type: 'null' }] },
    couple_price: { anyOf: [{ type: 'number' }, { type: 'null' }] },
    is_listed: { type: 'boolean' },
    has_weekly_hours: { type: 'boolean' },
    deactivated_at: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
    created_at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'email', 'name', 'market', 'bio', 'languages', 'specialisations', 'currency', 'personal_price', 'couple_price',
    'is_listed', 'has_weekly_hours', 'deactivated_at', 'created_at'],
} as const;

export const adminTherapistsQuerySchema = {
  type: 'object',
  properties: {
    config_id: marketLocaleSchema,
    /** Part of the name or e-mail, any case. */
    search: { type: 'string', maxLength: 120 },
    market: marketLocaleSchema,
    page: pageSchema,
    per_page: perPageSchema(100, 25),
  },
  additionalProperties: false,
} as const;

export const adminTherapistsResponseSchema = {
  type: 'object',
  properties: {
    page: { type: 'integer' },
    per_page: { type: 'integer' },
    total: { type: 'integer' },
    therapists: { type: 'array', items: adminTherapistSchema },
  },
  required: ['page', 'per_page', 'total', 'therapists'],
} as const;

/** A new therapist account: they get an e-mail with a link to set their own password. */
export const createTherapistBodySchema = {
  type: 'object',
  properties: {
    email: emailSchema,
    name: { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' },
    market: marketLocaleSchema,
    bio: { type: 'string', maxLength: 4000 },
    languages: { type: 'array', items: languageCodeSchema, minItems: 1, maxItems: 10, uniqueItems: true },
    specialisations: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 80 }, maxItems: 20, uniqueItems: true },
    personal_price: priceInputSchema,
    couple_price: priceInputSchema,
  },
  required: ['email', 'name', 'market'],
  additionalProperties: false,
} as const;

export const updateTherapistBodySchema = {
  type: 'object',
  properties: {
    name: createTherapistBodySchema.properties.name,
    bio: createTherapistBodySchema.properties.bio,
    languages: createTherapistBodySchema.properties.languages,
    specialisations: createTherapistBodySchema.properties.specialisations,
    personal_price: priceInputSchema,
    couple_price: priceInputSchema,
  },
  additionalProperties: false,
  minProperties: 1,
} as const;

export const therapistIdParamsSchema = {
  type: 'object',
  properties: { id: uuidSchema },
  required: ['id'],
  additionalProperties: false,
} as const;

export const followUpBookingSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    starts_at: { type: 'string', format: 'date-time' },
    service_kind: { type: 'string' },
    client_name: { type: 'string' },
    client_email: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
  required: ['id', 'starts_at', 'service_kind', 'client_name', 'client_email'],
} as const;

/** Deactivated: out of the catalogue for good; the sessions still booked are listed for someone to follow up. */
export const deactivateTherapistResponseSchema = {
  type: 'object',
  properties: {
    therapist: adminTherapistSchema,
    future_bookings: { type: 'array', items: followUpBookingSchema },
  },
  required: ['therapist', 'future_bookings'],
} as const;

export const errorReportsQuerySchema = {
  type: 'object',
  properties: {
    config_id: marketLocaleSchema,
    /** How far back, in days (the api keeps reports for 90). */
    days: { type: 'integer', minimum: 1, maximum: 90, default: 14 },
  },
  additionalProperties: false,
} as const;

/** Reports grouped by their first line (the error message), the most frequent first. */
export const errorReportsResponseSchema = {
  type: 'object',
  properties: {
    days: { type: 'integer' },
    groups: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          message: { type: 'string' },
          count: { type: 'integer' },
          first_seen: { type: 'string', format: 'date-time' },
          last_seen: { type: 'string', format: 'date-time' },
          locales: { type: 'array', items: { type: 'string' } },
          example_url: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          example_stack: { type: 'string' },
        },
        required: ['message', 'count', 'first_seen', 'last_seen', 'locales', 'example_url', 'example_stack'],
      },
    },
  },
  required: ['days', 'groups'],
} as const;
