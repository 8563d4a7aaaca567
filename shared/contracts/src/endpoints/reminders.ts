import type { Endpoint } from './endpoint';
import { appointmentIdQuerySchema } from '../schemas/appointments';
import { appointmentRemindersResponseSchema, dailyAgendaSchema } from '../schemas/reminders';

export const appointmentReminders = {
  method: 'GET',
  path: '/v4/entities/get_appointment_reminders',
  query: appointmentIdQuerySchema,
  response: appointmentRemindersResponseSchema,
} as const satisfies Endpoint;

export const dailyAgenda = {
  method: 'GET',
  path: '/v4/worker/daily_agenda',
  response: dailyAgendaSchema,
} as const satisfies Endpoint;

export const setDailyAgenda = {
  method: 'POST',
  path: '/v4/worker/daily_agenda',
  body: dailyAgendaSchema,
  response: dailyAgendaSchema,
} as const satisfies Endpoint;
