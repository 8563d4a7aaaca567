import type { FromSchema } from 'json-schema-to-ts';
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
    'notification_settings',
  ],
} as const;

export const userInfoResponseSchema = {
  type: 'object',
  properties: { user: userInfoSchema },
  required: ['user'],
} as const;

export type UserInfo = FromSchema<typeof userInfoSchema>;
