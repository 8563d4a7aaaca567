import type { Endpoint } from './endpoint';
import { appointmentJwtBodySchema, appointmentJwtResponseSchema } from '../schemas/appointments';
import { appointmentCallQuerySchema, appointmentCallResponseSchema } from '../schemas/video-call';

export const appointmentCall = {
  method: 'GET',
  path: '/v4/video_call/appointment_call',
  query: appointmentCallQuerySchema,
  response: appointmentCallResponseSchema,
} as const satisfies Endpoint;

export const personalAppointmentJwt = {
  method: 'POST',
  path: '/v4/video_call/personal_appointment_jwt',
  body: appointmentJwtBodySchema,
  response: appointmentJwtResponseSchema,
} as const satisfies Endpoint;
