import type { FromSchema } from 'json-schema-to-ts';
import { configIdQuerySchema, uuidSchema } from './common';
// The recommendation questionnaire's request and answer (mf-booking's form and api/routes/recommendation).

/** What brings the client; therapists' specialisations are matched against these keys. */
export const RECOMMENDATION_CONCERNS = [
  'anxiety',
  'depression',
  'relationships',
  'family',
  'stress_burnout',
  'trauma',
  'grief',
  'self_esteem',
  'loneliness',
  'other',
] as const;
export type RecommendationConcern = (typeof RECOMMENDATION_CONCERNS)[number];

/** Parts of the client's day, in the client's own time zone. */
export const PREFERRED_TIMES = ['morning', 'afternoon', 'evening', 'weekend'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];

/** Languages a session can be held in. */
export const SESSION_LANGUAGES = ['uk', 'pl', 'ro', 'en', 'ru'] as const;
export type SessionLanguage = (typeof SESSION_LANGUAGES)[number];

export const recommendationAnswersSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['concerns', 'service_kind', 'language', 'preferred_times', 'timezone'],
  properties: {
    concerns: {
      type: 'array',
      minItems: 1,
      maxItems: 3,
      uniqueItems: true,
      items: { type: 'string', enum: RECOMMENDATION_CONCERNS },
    },
    service_kind: { type: 'string', enum: ['personal', 'couple'] },
    language: { type: 'string', enum: SESSION_LANGUAGES },
    price_min: { type: 'number', minimum: 0, maximum: 100000 },
    price_max: { type: 'number', minimum: 0, maximum: 100000 },
    preferred_times: {
      type: 'array',
      minItems: 1,
      maxItems: 4,
      uniqueItems: true,
      items: { type: 'string', enum: PREFERRED_TIMES },
    },
    timezone: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z_]+(/[A-Za-z0-9_+\\-]+){0,2}$' },
  },
} as const;

export const recommendedTherapistSchema = {
  type: 'object',
  required: [
    'worker_id',
    'name',
    'photo_url',
    'languages',
    'specialisations',
    'price_for_user',
    'currency',
    'next_free_slot',
    'reasons',
    'score',
  ],
  properties: {
    worker_id: { type: 'string' },
    name: { type: 'string' },
    photo_url: { type: ['string', 'null'] },
    languages: { type: 'array', items: { type: 'string' } },
    specialisations: { type: 'array', items: { type: 'string' } },
    price_for_user: { type: 'number' },
    currency: { type: 'string' },
    next_free_slot: { type: ['string', 'null'] },
    reasons: { type: 'array', items: { type: 'string' } },
    score: { type: 'number' },
  },
} as const;

export const recommendationResponseSchema = {
  type: 'object',
  required: ['recommendation_id', 'recommendation'],
  properties: {
    recommendation_id: { type: 'string' },
    recommendation: {
      type: 'object',
      required: ['service_id', 'therapists'],
      properties: {
        service_id: { type: 'string' },
        therapists: { type: 'array', items: recommendedTherapistSchema },
      },
    },
  },
} as const;

export type RecommendationAnswers = FromSchema<typeof recommendationAnswersSchema>;
export type RecommendationResponse = FromSchema<typeof recommendationResponseSchema>;

/** GET /v4/recommendation/get: a recommendation made earlier, by its id. */
export const recommendationGetQuerySchema = {
  type: 'object',
  properties: { ...configIdQuerySchema.properties, recommendation_id: uuidSchema },
  required: ['config_id', 'recommendation_id'],
  additionalProperties: false,
} as const;
