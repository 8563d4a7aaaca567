// The public therapist list, a therapist's photo and a therapist's own profile and settings.
import { marketLocaleSchema, pageSchema, perPageSchema, uuidSchema } from './common';
import { slotSchema, timeZoneSchema } from './scheduling';

/** ISO 639-1 codes of the languages a therapist works in (uk, pl, ro, en, ru, de, ...). */
export const languageCodeSchema = { type: 'string', pattern: '^[a-z]{2}$' } as const;

const bioTextSchema = { type: 'string', maxLength: 4000 } as const;

/** A therapist's bio in each platform language ('' = none written in that language). */
export const biosSchema = {
  type: 'object',
  properties: { ua: { type: 'string' }, pl: { type: 'string' }, ro: { type: 'string' }, en: { type: 'string' } },
  required: ['ua', 'pl', 'ro', 'en'],
} as const;

/** Bios to change: only the languages named change; '' removes the bio in that language. */
export const biosInputSchema = {
  type: 'object',
  properties: { ua: bioTextSchema, pl: bioTextSchema, ro: bioTextSchema, en: bioTextSchema },
  additionalProperties: false,
  minProperties: 1,
} as const;

export const therapistsQuerySchema = {
  type: 'object',
  properties: {
    config_id: marketLocaleSchema,
    /** One therapist only (the /therapists?psychologist_id= page); the list answer shape stays the same. */
    psychologist_id: uuidSchema,
    language: languageCodeSchema,
    /** Only therapists who offer this session type; also the type the price band applies to. */
    service_id: { type: 'string', minLength: 1, maxLength: 64 },
    /** Price band in major units of the market currency, bounds included. */
    price_min: { type: 'number', minimum: 0, maximum: 1000000 },
    price_max: { type: 'number', minimum: 0, maximum: 1000000 },
    /** Only therapists with a free slot within this many days from now. */
    free_within_days: { type: 'integer', minimum: 1, maximum: 56 },
    page: pageSchema,
    per_page: perPageSchema(50, 20),
  },
  required: ['config_id'],
  additionalProperties: false,
} as const;

export const servicePriceSchema = {
  type: 'object',
  properties: {
    service_id: { type: 'string' },
    service_kind: { type: 'string', enum: ['personal', 'couple'] },
    price: { type: 'number' },
    currency: { type: 'string' },
    duration_minutes: { type: 'integer' },
  },
  required: ['service_id', 'service_kind', 'price', 'currency', 'duration_minutes'],
} as const;

export const nextFreeSlotSchema = {
  anyOf: [
    { type: 'null' },
    {
      type: 'object',
      properties: { ...slotSchema.properties, service_id: { type: 'string' } },
      required: ['starts_at', 'ends_at', 'service_id'],
    },
  ],
} as const;

export const therapistCardSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    photo_url: { type: 'string' },
    /** The bio in the page's language (`config_id`), else in the therapist's market language, else any written. */
    bio: { type: 'string' },
    /** The language `bio` is written in, so the page can mark it (`lang`) when it is not the page's own. */
    bio_locale: marketLocaleSchema,
    languages: { type: 'array', items: { type: 'string' } },
    specialisations: { type: 'array', items: { type: 'string' } },
    time_zone: { type: 'string' },
    prices: { type: 'array', items: servicePriceSchema },
    next_free_slot: nextFreeSlotSchema,
  },
  required: [
    'id',
    'name',
    'photo_url',
    'bio',
    'bio_locale',
    'languages',
    'specialisations',
    'time_zone',
    'prices',
    'next_free_slot',
  ],
} as const;

export const therapistsResponseSchema = {
  type: 'object',
  properties: {
    config_id: { type: 'string' },
    currency: { type: 'string' },
    page: { type: 'integer' },
    per_page: { type: 'integer' },
    total: { type: 'integer' },
    therapists: { type: 'array', items: therapistCardSchema },
  },
  required: ['config_id', 'currency', 'page', 'per_page', 'total', 'therapists'],
} as const;

export const psychologistPhotoQuerySchema = {
  type: 'object',
  /** `v` only busts caches when the photo changes; any value is accepted. */
  properties: { config_id: marketLocaleSchema, id: uuidSchema, v: { type: 'string', maxLength: 20 } },
  required: ['id'],
  additionalProperties: false,
} as const;

export const workerBaseDataSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    market: { type: 'string' },
    photo_url: { type: 'string' },
    bios: biosSchema,
    languages: { type: 'array', items: { type: 'string' } },
    specialisations: { type: 'array', items: { type: 'string' } },
    time_zone: { type: 'string' },
    buffer_minutes: { type: 'integer' },
    notice_minutes: { type: 'integer' },
    horizon_days: { type: 'integer' },
    currency: { type: 'string' },
    prices: { type: 'array', items: servicePriceSchema },
    is_listed: { type: 'boolean' },
  },
  required: [
    'id',
    'email',
    'name',
    'market',
    'photo_url',
    'bios',
    'languages',
    'specialisations',
    'time_zone',
    'buffer_minutes',
    'notice_minutes',
    'horizon_days',
    'currency',
    'prices',
    'is_listed',
  ],
} as const;

/** What a therapist may change about their own profile; prices in major units, null = the market default. */
export const updateWorkerBaseDataBodySchema = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' },
    bios: biosInputSchema,
    languages: { type: 'array', items: languageCodeSchema, minItems: 1, maxItems: 10, uniqueItems: true },
    specialisations: {
      type: 'array',
      items: { type: 'string', minLength: 1, maxLength: 80 },
      maxItems: 20,
      uniqueItems: true,
    },
    time_zone: timeZoneSchema,
    buffer_minutes: { type: 'integer', minimum: 0, maximum: 120, multipleOf: 5 },
    /** How long before a session clients may still book it (the database allows up to 14 days). */
    notice_minutes: { type: 'integer', minimum: 0, maximum: 20160, multipleOf: 5 },
    personal_minutes: { type: 'integer', minimum: 20, maximum: 180, multipleOf: 5 },
    couple_minutes: { type: 'integer', minimum: 20, maximum: 240, multipleOf: 5 },
    offers_personal: { type: 'boolean' },
    offers_couple: { type: 'boolean' },
    // At least one minor unit; more than two decimals is refused by the api (`rule: multipleOf`), because JSON
    // Schema's multipleOf 0.01 misjudges binary fractions such as 33.33 in a plain Ajv.
    personal_price: { anyOf: [{ type: 'number', minimum: 0.01, maximum: 1000000 }, { type: 'null' }] },
    couple_price: { anyOf: [{ type: 'number', minimum: 0.01, maximum: 1000000 }, { type: 'null' }] },
    is_listed: { type: 'boolean' },
  },
  additionalProperties: false,
  minProperties: 1,
} as const;

/** The most a profile photo may weigh (bytes, before base64): a portrait needs far less. */
export const WORKER_PHOTO_MAX_BYTES = 512 * 1024;

/**
 * A therapist's new photo as a data URL (PNG, JPEG or WebP; SVG is refused because it can carry script).
 * The api checks that the bytes are what the type says.
 */
export const updateWorkerPhotoBodySchema = {
  type: 'object',
  properties: {
    data_url: {
      type: 'string',
      maxLength: Math.ceil((WORKER_PHOTO_MAX_BYTES * 4) / 3) + 64,
      pattern: '^data:image/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$',
    },
  },
  required: ['data_url'],
  additionalProperties: false,
} as const;
