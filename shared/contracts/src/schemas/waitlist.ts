import type { FromSchema } from 'json-schema-to-ts';
import { uuidSchema } from './common';
// The waitlist (api/docs/waitlist.md): a client waits for a therapist with no free time in the next 14 days, with
// the weekly windows that suit them in their own zone; a freed slot inside them is offered for 30 minutes.

export const waitlistWindowSchema = {
  type: 'object',
  properties: {
    /** ISO weekdays, Monday 1 ... Sunday 7, on the client's wall clock. */
    weekdays: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 7 }, minItems: 1, maxItems: 7 },
    from: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
    to: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$' },
  },
  required: ['weekdays', 'from', 'to'],
  additionalProperties: false,
} as const;

export const joinWaitlistBodySchema = {
  type: 'object',
  properties: {
    worker_id: uuidSchema,
    service_id: { type: 'string', minLength: 1, maxLength: 64 },
    /** The client's IANA zone: the windows are times on its clock. */
    time_zone: { type: 'string', minLength: 1, maxLength: 64 },
    windows: { type: 'array', items: waitlistWindowSchema, minItems: 1, maxItems: 7 },
  },
  required: ['worker_id', 'service_id', 'time_zone', 'windows'],
  additionalProperties: false,
} as const;
export type JoinWaitlistBody = FromSchema<typeof joinWaitlistBodySchema>;

export const leaveWaitlistBodySchema = {
  type: 'object',
  properties: { entry_id: uuidSchema },
  required: ['entry_id'],
  additionalProperties: false,
} as const;

const offerProperties = {
  starts_at: { type: 'string', format: 'date-time' },
  ends_at: { type: 'string', format: 'date-time' },
  /** Until when the offered person may claim it. */
  expires_at: { type: 'string', format: 'date-time' },
} as const;

export const waitlistEntrySchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    worker_id: uuidSchema,
    therapist_name: { type: 'string' },
    service_id: { type: 'string' },
    service_kind: { type: 'string', enum: ['personal', 'couple'] },
    time_zone: { type: 'string' },
    windows: { type: 'array', items: waitlistWindowSchema },
    joined_at: { type: 'string', format: 'date-time' },
    offer: {
      anyOf: [
        {
          type: 'object',
          properties: offerProperties,
          required: ['starts_at', 'ends_at', 'expires_at'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
  },
  required: [
    'id',
    'worker_id',
    'therapist_name',
    'service_id',
    'service_kind',
    'time_zone',
    'windows',
    'joined_at',
    'offer',
  ],
  additionalProperties: false,
} as const;
export type WaitlistEntry = FromSchema<typeof waitlistEntrySchema>;

export const myWaitlistSchema = {
  type: 'object',
  properties: { entries: { type: 'array', items: waitlistEntrySchema } },
  required: ['entries'],
  additionalProperties: false,
} as const;
export type MyWaitlist = FromSchema<typeof myWaitlistSchema>;

export const waitlistOfferQuerySchema = {
  type: 'object',
  properties: { token: { type: 'string', minLength: 1, maxLength: 128 } },
  required: ['token'],
} as const;

export const waitlistOfferSchema = {
  type: 'object',
  properties: {
    worker_id: uuidSchema,
    therapist_name: { type: 'string' },
    service_id: { type: 'string' },
    service_kind: { type: 'string', enum: ['personal', 'couple'] },
    ...offerProperties,
  },
  required: ['worker_id', 'therapist_name', 'service_id', 'service_kind', 'starts_at', 'ends_at', 'expires_at'],
  additionalProperties: false,
} as const;
export type WaitlistOffer = FromSchema<typeof waitlistOfferSchema>;
