import type { FromSchema } from 'json-schema-to-ts';
import { emailSchema, marketLocaleSchema } from './common';
import { personNameSchema } from './auth';

// Bodies of the small endpoints: analytics client id, frontend error log, Mixpanel tracking, newsletter,
// business contact form.

/** GA client id as the tag reports it (e.g. 1234567890.1712345678). */
export const setClientIdBodySchema = {
  type: 'object',
  properties: { client_id: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9._-]+$' } },
  required: ['client_id'],
  additionalProperties: false,
} as const;

/**
 * The api keeps at most FRONTEND_ERROR_MAX_STACK_CHARS characters of `stack_trace` (longer ones are truncated,
 * not refused, so a crash report is never lost for being long); the whole request is capped at 1 MiB.
 */
export const frontendErrorBodySchema = {
  type: 'object',
  properties: {
    stack_trace: { type: 'string', minLength: 1 },
    url: { type: 'string', maxLength: 2048 },
  },
  required: ['stack_trace'],
  additionalProperties: false,
} as const;

export const trackMixpanelBodySchema = {
  type: 'object',
  properties: {
    event: { type: 'string', minLength: 1, maxLength: 255 },
    distinct_id: { type: 'string', minLength: 1, maxLength: 255 },
    properties: { type: 'object', maxProperties: 100 },
  },
  required: ['event'],
  additionalProperties: false,
} as const;

export const newsletterBodySchema = {
  type: 'object',
  properties: { email: emailSchema, name: personNameSchema },
  required: ['email'],
  additionalProperties: false,
} as const;

/** The token of a newsletter link (confirm or unsubscribe): 32 random bytes, base64url. */
export const newsletterTokenBodySchema = {
  type: 'object',
  properties: { token: { type: 'string', minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' } },
  required: ['token'],
  additionalProperties: false,
} as const;

/** "For companies": the company, the contact person (name, e-mail, phone), the message and consent to be contacted. */
export const businessContactBodySchema = {
  type: 'object',
  properties: {
    name: personNameSchema,
    email: emailSchema,
    company: { type: 'string', minLength: 1, maxLength: 200 },
    phone: { type: 'string', pattern: '^\\+?[0-9 ()-]{6,20}$' },
    message: { type: 'string', minLength: 1, maxLength: 5000 },
    consent: { type: 'boolean', const: true },
  },
  required: ['name', 'email', 'message', 'consent'],
  additionalProperties: false,
} as const;

export type SetClientIdBody = FromSchema<typeof setClientIdBodySchema>;
export type FrontendErrorBody = FromSchema<typeof frontendErrorBodySchema>;
export type TrackMixpanelBody = FromSchema<typeof trackMixpanelBodySchema>;
export type NewsletterBody = FromSchema<typeof newsletterBodySchema>;
export type NewsletterTokenBody = FromSchema<typeof newsletterTokenBodySchema>;
export type BusinessContactBody = FromSchema<typeof businessContactBodySchema>;

/** POST /v4/frontend_error: saved; `truncated` when the stack trace was cut to its limit. */
export const frontendErrorResponseSchema = {
  type: 'object',
  properties: { ok: { type: 'boolean' }, truncated: { type: 'boolean' } },
  required: ['ok', 'truncated'],
} as const;

/** POST /analytics/track_mixpanel: the market is optional (an event outside one is still recorded). */
export const trackMixpanelQuerySchema = {
  type: 'object',
  properties: { config_id: marketLocaleSchema },
} as const;

/** `forwarded`: sent on to Mixpanel (only when MIXPANEL_TOKEN is configured). */
export const trackMixpanelResponseSchema = {
  type: 'object',
  properties: { ok: { type: 'boolean' }, forwarded: { type: 'boolean' } },
  required: ['ok', 'forwarded'],
} as const;

/** GET /__bench/hello: the bench's trivial route (api/src/routes/misc/bench-hello.ts). */
export const benchHelloResponseSchema = {
  type: 'object',
  properties: { hello: { type: 'string' } },
  required: ['hello'],
  additionalProperties: false,
} as const;
