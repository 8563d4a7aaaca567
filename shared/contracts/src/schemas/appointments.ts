// A client's appointments (the client cabinet) and the call token for one of them.
import { emailSchema, pageSchema, perPageSchema, uuidSchema, marketLocaleSchema } from './common';
import { instantSchema } from './bookings';

export const appointmentSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    status: { type: 'string' },
    /** How the caller takes part: the client who booked, or the partner of a couple session. */
    role: { type: 'string', enum: ['client', 'partner', 'therapist'] },
    service_id: { type: 'string' },
    service_kind: { type: 'string' },
    starts_at: instantSchema,
    ends_at: instantSchema,
    time_zone: { type: 'string' },
    worker: {
      type: 'object',
      properties: { id: { type: 'string' }, name: { type: 'string' }, photo_url: { type: 'string' } },
      required: ['id', 'name', 'photo_url'],
    },
    price: { type: 'number' },
    currency: { type: 'string' },
    /** How it was paid: purchase (card), token, subscription, or booked by the therapist (worker). */
    source: { type: 'string', enum: ['purchase', 'token', 'gift', 'worker', 'subscription'] },
    partner_email: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    free_cancellation_until: instantSchema,
    call_opens_at: instantSchema,
    call_closes_at: instantSchema,
    cancelled_at: { anyOf: [instantSchema, { type: 'null' }] },
    cancelled_by: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    cancelled_late: { anyOf: [{ type: 'boolean' }, { type: 'null' }] },
    /** What the therapist told the client when they cancelled (null otherwise). */
    cancel_reason: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    created_at: instantSchema,
  },
  required: [
    'id',
    'status',
    'role',
    'service_id',
    'service_kind',
    'starts_at',
    'ends_at',
    'time_zone',
    'worker',
    'price',
    'currency',
    'free_cancellation_until',
    'call_opens_at',
    'call_closes_at',
    'created_at',
  ],
} as const;

/** `kind`: upcoming (not yet ended, soonest first) or past (ended or cancelled, latest first). */
export const appointmentListQuerySchema = {
  type: 'object',
  properties: {
    config_id: marketLocaleSchema,
    kind: { type: 'string', enum: ['upcoming', 'past'], default: 'upcoming' },
    page: pageSchema,
    per_page: perPageSchema(50, 10),
  },
  additionalProperties: false,
} as const;

export const appointmentListResponseSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string' },
    page: { type: 'integer' },
    per_page: { type: 'integer' },
    total: { type: 'integer' },
    appointments: { type: 'array', items: appointmentSchema },
  },
  required: ['kind', 'page', 'per_page', 'total', 'appointments'],
} as const;

export const appointmentIdQuerySchema = {
  type: 'object',
  properties: { config_id: marketLocaleSchema, appointment_id: uuidSchema },
  required: ['appointment_id'],
  additionalProperties: false,
} as const;

export const appointmentDetailsResponseSchema = {
  type: 'object',
  properties: { appointment: appointmentSchema },
  required: ['appointment'],
} as const;

export const latestAppointmentResponseSchema = {
  type: 'object',
  properties: { appointment: { anyOf: [{ type: 'null' }, appointmentSchema] } },
  required: ['appointment'],
} as const;

export const appointmentJwtBodySchema = {
  type: 'object',
  properties: { appointment_id: uuidSchema },
  required: ['appointment_id'],
  additionalProperties: false,
} as const;

export const appointmentJwtResponseSchema = {
  type: 'object',
  properties: {
    jwt: { type: 'string' },
    domain: { type: 'string' },
    origin: { type: 'string' },
    external_api_url: { type: 'string' },
    room: { type: 'string' },
    url: { type: 'string' },
    moderator: { type: 'boolean' },
    not_before: instantSchema,
    expires_at: instantSchema,
    language: { type: 'string' },
  },
  required: [
    'jwt',
    'domain',
    'origin',
    'external_api_url',
    'room',
    'url',
    'moderator',
    'not_before',
    'expires_at',
    'language',
  ],
} as const;

export const workerStatisticQuerySchema = {
  type: 'object',
  properties: {
    config_id: marketLocaleSchema,
    /** First and last month (YYYY-MM, in the therapist's zone); default the last 12 months. */
    from_month: { type: 'string', pattern: '^[1-9][0-9]{3}-(0[1-9]|1[0-2])$' },
    to_month: { type: 'string', pattern: '^[1-9][0-9]{3}-(0[1-9]|1[0-2])$' },
  },
  additionalProperties: false,
} as const;

const statisticRowProperties = {
  sessions_held: { type: 'integer' },
  sessions_upcoming: { type: 'integer' },
  cancelled: { type: 'integer' },
  late_cancelled: { type: 'integer' },
  distinct_clients: { type: 'integer' },
  hours: { type: 'number' },
  revenue: { type: 'number' },
} as const;
// Spelled out, not computed from the properties, so that FromSchema reads every figure as a required number.
const statisticRowRequired = [
  'sessions_held',
  'sessions_upcoming',
  'cancelled',
  'late_cancelled',
  'distinct_clients',
  'hours',
  'revenue',
] as const;

export const workerStatisticResponseSchema = {
  type: 'object',
  properties: {
    time_zone: { type: 'string' },
    currency: { type: 'string' },
    revenue_source: { type: 'string', enum: ['ledger', 'bookings'] },
    months: {
      type: 'array',
      items: {
        type: 'object',
        properties: { month: { type: 'string' }, ...statisticRowProperties },
        required: ['month', ...statisticRowRequired],
      },
    },
    totals: { type: 'object', properties: statisticRowProperties, required: statisticRowRequired },
  },
  required: ['time_zone', 'currency', 'revenue_source', 'months', 'totals'],
} as const;

/** The client names the second partner of a couple session; they are admitted when signed in with this address. */
export const invitePartnerBodySchema = {
  type: 'object',
  properties: {
    appointment_id: uuidSchema,
    partner_email: emailSchema,
  },
  required: ['appointment_id', 'partner_email'],
  additionalProperties: false,
} as const;

/** The token from a partner invitation mail: 32 random bytes in base64url. */
export const acceptPartnerInvitationBodySchema = {
  type: 'object',
  properties: { token: { type: 'string', minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' } },
  required: ['token'],
  additionalProperties: false,
} as const;
