import type { FromSchema } from 'json-schema-to-ts';
// A person's calendar feed: a secret address serving their sessions as text/calendar, for Google, Apple or
// Outlook to subscribe to. The address is only in the answer that made it (`renew`); the api keeps a hash.

export const calendarFeedStatusSchema = {
  type: 'object',
  properties: {
    active: { type: 'boolean' },
    /** When the live address was made, ISO 8601; null when there is none. */
    created_at: { type: ['string', 'null'], format: 'date-time' },
    /** The https address, shown once: in the answer to `renew`, null everywhere else. */
    url: { type: ['string', 'null'] },
  },
  required: ['active', 'created_at', 'url'],
  additionalProperties: false,
} as const;
export type CalendarFeedStatus = FromSchema<typeof calendarFeedStatusSchema>;

export const calendarFeedChangeBodySchema = {
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const;

export const calendarFeedQuerySchema = {
  type: 'object',
  properties: { token: { type: 'string', minLength: 1, maxLength: 128 } },
  required: ['token'],
} as const;
