// Bookings as the therapist sees and makes them, and the cancel / reschedule calls both sides use.
import { emailSchema, instantInputSchema, pageSchema, perPageSchema, uuidSchema, marketLocaleSchema } from './common';

export const BOOKING_STATUSES = ['held', 'confirmed', 'cancelled', 'expired', 'released'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A client may cancel or reschedule free of charge until this many hours before the start. */
export const FREE_CANCELLATION_HOURS = 24;

/** An instant (ISO 8601 with zone); years 1000-2999, see instantInputSchema. */
export const instantSchema = instantInputSchema;

export const workerBookingSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    status: { type: 'string', enum: BOOKING_STATUSES },
    service_id: { type: 'string' },
    service_kind: { type: 'string' },
    starts_at: instantSchema,
    ends_at: instantSchema,
    hold_expires_at: { anyOf: [instantSchema, { type: 'null' }] },
    source: { type: 'string' },
    price: { type: 'number' },
    currency: { type: 'string' },
    client: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: { id: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
          required: ['id', 'name', 'email'],
        },
      ],
    },
    partner_email: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    worker_note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    client_note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    cancelled_at: { anyOf: [instantSchema, { type: 'null' }] },
    cancelled_by: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    cancelled_late: { anyOf: [{ type: 'boolean' }, { type: 'null' }] },
    reschedule_count: { type: 'integer' },
    /** The recurring series this booking is an occurrence of (schemas/series.ts); null for a single booking. */
    series_id: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    created_at: instantSchema,
  },
  required: [
    'id',
    'status',
    'service_id',
    'service_kind',
    'starts_at',
    'ends_at',
    'source',
    'price',
    'currency',
    'client',
    'created_at',
  ],
} as const;

/** `status`: upcoming = held or confirmed and not yet ended; all = every status. */
export const getWorkerBookingsQuerySchema = {
  type: 'object',
  properties: {
    config_id: marketLocaleSchema,
    from: instantSchema,
    to: instantSchema,
    status: { type: 'string', enum: ['all', 'upcoming', ...BOOKING_STATUSES], default: 'all' },
    page: pageSchema,
    per_page: perPageSchema(200, 50),
  },
  additionalProperties: false,
} as const;

export const workerBookingsResponseSchema = {
  type: 'object',
  properties: {
    time_zone: { type: 'string' },
    page: { type: 'integer' },
    per_page: { type: 'integer' },
    total: { type: 'integer' },
    bookings: { type: 'array', items: workerBookingSchema },
  },
  required: ['time_zone', 'page', 'per_page', 'total', 'bookings'],
} as const;

/**
 * A therapist books a session for an existing client of the platform (by the e-mail the client signed up
 * with). The time need not be a published slot (therapists may see clients outside their hours), but it must
 * be in the future, on the 5-minute grid and free for both.
 */
export const createWorkerBookingBodySchema = {
  type: 'object',
  properties: {
    client_email: emailSchema,
    service_id: { type: 'string', minLength: 1, maxLength: 64 },
    starts_at: instantSchema,
    partner_email: emailSchema,
    note: { type: 'string', maxLength: 2000 },
  },
  required: ['client_email', 'service_id', 'starts_at'],
  additionalProperties: false,
} as const;

/**
 * Cancels as the client or the therapist of the booking. `refund_to` is the client's choice of where money
 * goes back (payment method or a session token); the payments area decides what a late cancellation costs.
 */
export const cancelBookingBodySchema = {
  type: 'object',
  properties: {
    booking_id: uuidSchema,
    refund_to: { type: 'string', enum: ['payment', 'token'], default: 'payment' },
    reason: { type: 'string', maxLength: 500 },
    /**
     * Admins only: the client asked for a session token instead of their money (issue 22). Without it an admin's
     * (or a therapist's) cancellation refunds to the original payment method and refund_to "token" is a 400.
     */
    client_asked_for_token: { type: 'boolean', default: false },
  },
  required: ['booking_id'],
  additionalProperties: false,
} as const;

export const cancelBookingResponseSchema = {
  type: 'object',
  properties: {
    booking_id: { type: 'string' },
    status: { type: 'string' },
    cancelled_by: { type: 'string' },
    late: { type: 'boolean' },
    refund_to: { type: 'string' },
  },
  required: ['booking_id', 'status', 'cancelled_by', 'late', 'refund_to'],
} as const;

/**
 * Moves a booking to another time (POST /v4/reschedule_booking). A client may do so until 24 h before the
 * start and only to a published free slot; a therapist at any time to any free future time.
 */
export const rescheduleBookingBodySchema = {
  type: 'object',
  properties: {
    booking_id: uuidSchema,
    starts_at: instantSchema,
  },
  required: ['booking_id', 'starts_at'],
  additionalProperties: false,
} as const;

/** The one-click cancel link's token and language (api/src/routes/bookings/cancel-by-link.ts; answers pages). */
const cancelLinkTokenSchema = { type: 'string', maxLength: 200 } as const;
const cancelLinkLocaleSchema = { type: 'string', enum: ['ua', 'pl', 'ro', 'en'] } as const;

export const cancelByLinkPageQuerySchema = {
  type: 'object',
  properties: { token: cancelLinkTokenSchema, config_id: cancelLinkLocaleSchema },
  required: ['token'],
} as const;

export const cancelByLinkQuerySchema = {
  type: 'object',
  properties: { config_id: cancelLinkLocaleSchema },
} as const;

export const cancelByLinkBodySchema = {
  type: 'object',
  properties: { token: cancelLinkTokenSchema },
  required: ['token'],
} as const;
