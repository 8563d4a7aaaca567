import type { FromSchema } from 'json-schema-to-ts';

// Two-factor sign-in (TOTP, RFC 6238) and the re-authentication asked before a change of the password, the
// e-mail or the second factor itself (api/docs/two-factor.md).

/** A 6-digit code from the authenticator app, or one of the recovery codes (10 characters, dash optional). */
export const secondFactorCodeSchema = {
  type: 'string',
  minLength: 6,
  maxLength: 16,
  pattern: '^(?:[0-9]{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$',
} as const;

/** The short-lived token a correct password earns when the account has a second factor. */
export const secondFactorChallengeSchema = {
  type: 'string',
  minLength: 43,
  maxLength: 43,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;

export const secondFactorLoginBodySchema = {
  type: 'object',
  properties: { challenge: secondFactorChallengeSchema, code: secondFactorCodeSchema },
  required: ['challenge', 'code'],
  additionalProperties: false,
} as const;

/**
 * Proof that the person at the keyboard owns the account: the password (when the account has one) and, when a
 * second factor is enrolled, a code from it.
 */
export const reauthenticationProperties = {
  password: { type: 'string', minLength: 1, maxLength: 128 },
  code: secondFactorCodeSchema,
} as const;

export const reauthenticationBodySchema = {
  type: 'object',
  properties: reauthenticationProperties,
  additionalProperties: false,
} as const;

export const confirmEnrolmentBodySchema = {
  type: 'object',
  properties: { code: { type: 'string', pattern: '^[0-9]{6}$' } },
  required: ['code'],
  additionalProperties: false,
} as const;

export const twoFactorStatusSchema = {
  type: 'object',
  properties: {
    enrolled: { type: 'boolean' },
    enrolled_at: { type: ['string', 'null'], format: 'date-time' },
    recovery_codes_left: { type: 'integer', minimum: 0 },
    /** Whether re-authentication asks a password (a Google-only account has none). */
    has_password: { type: 'boolean' },
    /** The account's role requires a second factor (admins, therapists). */
    required: { type: 'boolean' },
    /** When a required second factor must be in place by (ISO 8601); null when not required. */
    required_from: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['enrolled', 'enrolled_at', 'recovery_codes_left', 'has_password', 'required', 'required_from'],
  additionalProperties: false,
} as const;

export const enrolmentStartSchema = {
  type: 'object',
  properties: {
    /** The key in base32, for typing into an app by hand. */
    secret: { type: 'string' },
    /** otpauth://totp/... (Key Uri Format), the content of the QR code. */
    otpauth_uri: { type: 'string' },
    /** The QR code of otpauth_uri as an SVG document. */
    qr_svg: { type: 'string' },
  },
  required: ['secret', 'otpauth_uri', 'qr_svg'],
  additionalProperties: false,
} as const;

export const recoveryCodesSchema = {
  type: 'object',
  properties: { recovery_codes: { type: 'array', items: { type: 'string' }, minItems: 1 } },
  required: ['recovery_codes'],
  additionalProperties: false,
} as const;

export type SecondFactorLoginBody = FromSchema<typeof secondFactorLoginBodySchema>;
export type ReauthenticationBody = FromSchema<typeof reauthenticationBodySchema>;
export type ConfirmEnrolmentBody = FromSchema<typeof confirmEnrolmentBodySchema>;
export type TwoFactorStatus = FromSchema<typeof twoFactorStatusSchema>;
export type EnrolmentStart = FromSchema<typeof enrolmentStartSchema>;
export type RecoveryCodes = FromSchema<typeof recoveryCodesSchema>;
