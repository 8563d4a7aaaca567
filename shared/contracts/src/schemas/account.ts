import type { FromSchema } from 'json-schema-to-ts';
import { secondFactorCodeSchema } from './two-factor';
import { emailSchema } from './common';
// Responses of the account calls (user_info, change_user_info, change_user_notification_settings,
// delete_account). Their bodies are in auth.ts beside the other auth-area forms.

export const notificationSettingsSchema = {
  type: 'object',
  properties: {
    email_reminders: { type: 'boolean' },
    email_booking_updates: { type: 'boolean' },
    email_marketing: { type: 'boolean' },
  },
  required: ['email_reminders', 'email_booking_updates', 'email_marketing'],
} as const;

export const userInfoSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    email: { type: ['string', 'null'] },
    name: { type: 'string' },
    phone: { type: ['string', 'null'] },
    timezone: { type: ['string', 'null'] },
    locale: { type: 'string', enum: ['ua', 'pl', 'ro', 'en'] },
    role: { type: 'string', enum: ['user', 'admin', 'therapist'] },
    has_password: { type: 'boolean' },
    has_google: { type: 'boolean' },
    /** The address was confirmed through a mailed link (or by Google). */
    email_verified: { type: 'boolean' },
    /** A new address waiting for its confirmation link to be opened; `email` stays in use until then. */
    pending_email: { type: ['string', 'null'] },
    notification_settings: notificationSettingsSchema,
  },
  required: [
    'id',
    'email',
    'name',
    'phone',
    'timezone',
    'locale',
    'role',
    'has_password',
    'has_google',
    'email_verified',
    'pending_email',
    'notification_settings',
  ],
} as const;

export const userInfoResponseSchema = {
  type: 'object',
  properties: { user: userInfoSchema },
  required: ['user'],
} as const;

export type UserInfo = FromSchema<typeof userInfoSchema>;

// ---- Verified e-mail (issue 22) ----

/** The token from a verification link: 32 random bytes in base64url. */
export const linkTokenSchema = { type: 'string', minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' } as const;

export const verifyEmailBodySchema = {
  type: 'object',
  properties: { token: linkTokenSchema },
  required: ['token'],
  additionalProperties: false,
} as const;

/** What a used link did: confirmed the account's address, or confirmed and adopted a new one. */
export const verifyEmailResponseSchema = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['verified', 'email_changed'] } },
  required: ['status'],
} as const;

/** When the next link may be asked for (the answer to resend_verification). */
export const resendVerificationResponseSchema = {
  type: 'object',
  properties: { ok: { type: 'boolean', const: true }, sent_to: { type: 'string' } },
  required: ['ok', 'sent_to'],
} as const;

export const changeEmailBodySchema = {
  type: 'object',
  properties: {
    new_email: emailSchema,
    /** The account's password: a borrowed session alone cannot move the account to another address. */
    current_password: { type: 'string', minLength: 1, maxLength: 128 },
    /** A code from the authenticator app (or a recovery code) when two-step sign-in is on. */
    code: secondFactorCodeSchema,
  },
  required: ['new_email', 'current_password'],
  additionalProperties: false,
} as const;

// ---- Signed-in devices (issue 22) ----

export const deviceSessionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    /** Parsed from the user agent; null when it names no browser we know. */
    browser: { type: ['string', 'null'] },
    os: { type: ['string', 'null'] },
    /** A coarse, privacy-kept network address ("193.0.x.x"); there is no place look-up. */
    network: { type: ['string', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
    last_seen_at: { type: 'string', format: 'date-time' },
    /** The session of the browser asking. */
    current: { type: 'boolean' },
  },
  required: ['id', 'browser', 'os', 'network', 'created_at', 'last_seen_at', 'current'],
} as const;

export const deviceSessionsResponseSchema = {
  type: 'object',
  properties: { sessions: { type: 'array', items: deviceSessionSchema } },
  required: ['sessions'],
} as const;

export const endSessionBodySchema = {
  type: 'object',
  properties: { session_id: { type: 'string', format: 'uuid' } },
  required: ['session_id'],
  additionalProperties: false,
} as const;

export const endedSessionsResponseSchema = {
  type: 'object',
  properties: { ok: { type: 'boolean', const: true }, ended: { type: 'integer' } },
  required: ['ok', 'ended'],
} as const;

export type VerifyEmailBody = FromSchema<typeof verifyEmailBodySchema>;
export type VerifyEmailResponse = FromSchema<typeof verifyEmailResponseSchema>;
export type ChangeEmailBody = FromSchema<typeof changeEmailBodySchema>;
export type DeviceSession = FromSchema<typeof deviceSessionSchema>;
export type DeviceSessionsResponse = FromSchema<typeof deviceSessionsResponseSchema>;
export type EndedSessionsResponse = FromSchema<typeof endedSessionsResponseSchema>;
