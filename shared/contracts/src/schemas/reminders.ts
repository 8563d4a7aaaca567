import type { FromSchema } from 'json-schema-to-ts';
// Session reminders (24 h and 1 h before a session) as the client sees them, and the therapist's opt-in
// daily agenda e-mail. The client turns reminders on and off with notification_settings.email_reminders.

export const REMINDER_KINDS = ['24h', '1h'] as const;
export const REMINDER_STATES = ['scheduled', 'queued', 'sent', 'failed', 'cancelled', 'off'] as const;

export const appointmentReminderSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: REMINDER_KINDS },
    /** When it goes (or went) out, ISO 8601. */
    due_at: { type: 'string', format: 'date-time' },
    status: { type: 'string', enum: REMINDER_STATES },
    sent_at: { type: ['string', 'null'], format: 'date-time' },
    attempts: { type: 'integer', minimum: 0 },
    /** The mail server's last answer; the reason when the reminder failed or was not sent. */
    last_response: { type: ['string', 'null'] },
  },
  required: ['kind', 'due_at', 'status', 'sent_at', 'attempts', 'last_response'],
  additionalProperties: false,
} as const;
export type AppointmentReminder = FromSchema<typeof appointmentReminderSchema>;

export const appointmentRemindersResponseSchema = {
  type: 'object',
  properties: { reminders: { type: 'array', items: appointmentReminderSchema } },
  required: ['reminders'],
  additionalProperties: false,
} as const;
export type AppointmentRemindersResponse = FromSchema<typeof appointmentRemindersResponseSchema>;

export const dailyAgendaSchema = {
  type: 'object',
  properties: { enabled: { type: 'boolean' } },
  required: ['enabled'],
  additionalProperties: false,
} as const;
export type DailyAgenda = FromSchema<typeof dailyAgendaSchema>;
