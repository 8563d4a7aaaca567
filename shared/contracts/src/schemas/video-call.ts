// What a call page needs before it asks for a token: the session, the person's part in it, its window and
// where the Jitsi deployment answers (so a web app never carries the domain in its build).
import { marketLocaleSchema, uuidSchema } from './common';
import { instantSchema } from './bookings';

export const appointmentCallQuerySchema = {
  type: 'object',
  properties: { config_id: marketLocaleSchema, appointment_id: uuidSchema },
  required: ['appointment_id'],
  additionalProperties: false,
} as const;

export const jitsiServerSchema = {
  type: 'object',
  properties: {
    /** The host the tokens are issued for (`sub`), e.g. meet.example.com. */
    domain: { type: 'string' },
    /** Scheme and host the deployment answers on; the local stand-in is plain http. */
    origin: { type: 'string' },
    external_api_url: { type: 'string' },
  },
  required: ['domain', 'origin', 'external_api_url'],
} as const;

export const appointmentCallResponseSchema = {
  type: 'object',
  properties: {
    appointment_id: { type: 'string' },
    kind: { type: 'string', enum: ['personal', 'couple'] },
    /** How the caller takes part; the therapist is the call's moderator. */
    role: { type: 'string', enum: ['client', 'partner', 'therapist'] },
    status: { type: 'string', enum: ['confirmed', 'cancelled'] },
    starts_at: instantSchema,
    ends_at: instantSchema,
    call_opens_at: instantSchema,
    call_closes_at: instantSchema,
    therapist: {
      type: 'object',
      properties: { name: { type: 'string' }, photo_url: { type: 'string' }, time_zone: { type: 'string' } },
      required: ['name', 'photo_url', 'time_zone'],
    },
    /** The api's clock, so a countdown is right on a device whose clock is off. */
    server_time: instantSchema,
    jitsi: jitsiServerSchema,
  },
  required: [
    'appointment_id',
    'kind',
    'role',
    'status',
    'starts_at',
    'ends_at',
    'call_opens_at',
    'call_closes_at',
    'therapist',
    'server_time',
    'jitsi',
  ],
} as const;
