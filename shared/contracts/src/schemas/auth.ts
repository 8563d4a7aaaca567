import type { FromSchema } from 'json-schema-to-ts';
import { emailSchema } from './common';
import { secondFactorCodeSchema } from './two-factor';

// Bodies of the auth calls. The web forms compile the same objects with ajv + ajv-formats, so a rule changes
// in one place. Field names are snake_case like the rest of the wire format (docs/rules.md ).

/** A new password: long enough to resist guessing, short enough that hashing cannot be used to tie the api up. */
export const newPasswordSchema = { type: 'string', minLength: 8, maxLength: 128 } as const;
/** A password being checked: any non-empty string (old accounts may predate today's rules). */
const existingPasswordSchema = { type: 'string', minLength: 1, maxLength: 128 } as const;
/** A person's name as they want to be addressed; must contain something other than spaces. */
export const personNameSchema = { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' } as const;
/** Offer terms must be accepted in every market. */
const ofertaAcceptedSchema = { type: 'boolean', const: true } as const;
/** Marketing consent is offered everywhere except ua (market feature flag sign_up_show_marketing_checkbox). */
const marketingAcceptedSchema = { type: 'boolean' } as const;

export const loginBodySchema = {
  type: 'object',
  properties: { email: emailSchema, password: existingPasswordSchema },
  required: ['email', 'password'],
  additionalProperties: false,
} as const;

export const registerBodySchema = {
  type: 'object',
  properties: {
    email: emailSchema,
    password: newPasswordSchema,
    name: personNameSchema,
    oferta_accepted: ofertaAcceptedSchema,
    marketing_accepted: marketingAcceptedSchema,
  },
  required: ['email', 'password', 'name', 'oferta_accepted'],
  additionalProperties: false,
} as const;

/** `id_token` is the credential Google Identity Services hands the page (a signed JWT). */
export const googleLoginBodySchema = {
  type: 'object',
  properties: { id_token: { type: 'string', minLength: 1, maxLength: 8192 } },
  required: ['id_token'],
  additionalProperties: false,
} as const;

export const googleCompleteBodySchema = {
  type: 'object',
  properties: { oferta_accepted: ofertaAcceptedSchema, marketing_accepted: marketingAcceptedSchema },
  required: ['oferta_accepted'],
  additionalProperties: false,
} as const;

export const restorePasswordBodySchema = {
  type: 'object',
  properties: { email: emailSchema },
  required: ['email'],
  additionalProperties: false,
} as const;

/** Sets a new password with the one-time token from the restore_password e-mail. */
export const resetPasswordBodySchema = {
  type: 'object',
  properties: {
    token: { type: 'string', minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' },
    password: newPasswordSchema,
  },
  required: ['token', 'password'],
  additionalProperties: false,
} as const;

export const changePasswordBodySchema = {
  type: 'object',
  properties: {
    current_password: existingPasswordSchema,
    new_password: newPasswordSchema,
    /** Sign out every other device too (the form's checkbox, ticked by default); omitted means true. */
    end_other_sessions: { type: 'boolean' },
    /** A code from the authenticator app (or a recovery code) when two-step sign-in is on. */
    code: secondFactorCodeSchema,
  },
  required: ['current_password', 'new_password'],
  additionalProperties: false,
} as const;

export const changeUserInfoBodySchema = {
  type: 'object',
  properties: {
    name: personNameSchema,
    /** E.164, e.g. +380441234567; null removes it. */
    phone: { type: ['string', 'null'], pattern: '^\\+[1-9][0-9]{6,14}$' },
    /** IANA time zone, e.g. Europe/Warsaw (checked against the runtime's zone list by the api). */
    timezone: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$' },
    /** The market language the person wants mail and pages in. */
    locale: { type: 'string', enum: ['ua', 'pl', 'ro', 'en'] },
  },
  minProperties: 1,
  additionalProperties: false,
} as const;

export const notificationSettingsBodySchema = {
  type: 'object',
  properties: {
    /** Reminders before a session. */
    email_reminders: { type: 'boolean' },
    /** Bookings made, moved or cancelled. */
    email_booking_updates: { type: 'boolean' },
    /** News and offers; not offered in ua. */
    email_marketing: { type: 'boolean' },
  },
  minProperties: 1,
  additionalProperties: false,
} as const;

export type UserRole = 'user' | 'admin' | 'therapist';

const nullableString = { type: ['string', 'null'] } as const;
const nullableBoolean = { type: ['boolean', 'null'] } as const;

export const authDataSchema = {
  type: 'object',
  properties: {
    user: {
      type: 'object',
      properties: {
        id: nullableString,
        email: nullableString,
        role: { type: ['string', 'null'], enum: ['user', 'admin', 'therapist', null] },
        data: {
          type: 'object',
          properties: {
            has_to_confirm_reg_google: nullableBoolean,
            /**
             * Whether the address was confirmed through a mailed link (or by Google). Added beside the spec's
             * field, so the shape stays what the spec names; null for anonymous callers.
             */
            email_verified: nullableBoolean,
          },
          required: ['has_to_confirm_reg_google', 'email_verified'],
        },
      },
      required: ['id', 'email', 'role', 'data'],
    },
    session: {
      type: 'object',
      properties: { user_id: nullableString, user_is_reg: nullableBoolean },
      required: ['user_id', 'user_is_reg'],
    },
    additional_user_data: {
      type: 'object',
      properties: { fbc: nullableString },
      required: ['fbc'],
    },
  },
  required: ['user', 'session', 'additional_user_data'],
} as const;

/** Registered (docs/rules.md ): user_is_reg and no Google registration left to confirm. */
export function isRegistered(auth: AuthData): boolean {
  return auth.session.user_is_reg === true && auth.user.data.has_to_confirm_reg_google !== true;
}

/**
 * What `GET auth`, `login`, `register`, `login/google` and `login/complete/google` return. An anonymous caller
 * gets the same shape with every leaf null.
 */
export type AuthData = FromSchema<typeof authDataSchema>;
export type LoginBody = FromSchema<typeof loginBodySchema>;
export type RegisterBody = FromSchema<typeof registerBodySchema>;
export type GoogleLoginBody = FromSchema<typeof googleLoginBodySchema>;
export type GoogleCompleteBody = FromSchema<typeof googleCompleteBodySchema>;
export type RestorePasswordBody = FromSchema<typeof restorePasswordBodySchema>;
export type ResetPasswordBody = FromSchema<typeof resetPasswordBodySchema>;
export type ChangePasswordBody = FromSchema<typeof changePasswordBodySchema>;
export type ChangeUserInfoBody = FromSchema<typeof changeUserInfoBodySchema>;
export type NotificationSettingsBody = FromSchema<typeof notificationSettingsBodySchema>;

/** A mailed sign-in link's token (api/src/routes/auth/login-link.ts). */
const loginLinkTokenSchema = { type: 'string', minLength: 20, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' } as const;

/** GET /v4/auth/login_link: the page the link opens (HTML). */
export const loginLinkPageQuerySchema = {
  type: 'object',
  properties: { token: loginLinkTokenSchema, lang: { type: 'string', enum: ['ua', 'pl', 'ro', 'en'] } },
  required: ['token'],
} as const;

/** POST /v4/auth/login_link: the page's button (a form post; answers a page or a redirect). */
export const loginLinkQuerySchema = {
  type: 'object',
  properties: { lang: { type: 'string', enum: ['ua', 'pl', 'ro', 'en'] } },
} as const;

export const loginLinkBodySchema = {
  type: 'object',
  properties: { token: loginLinkTokenSchema },
  required: ['token'],
} as const;
