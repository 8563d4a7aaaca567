// Recurring series (issue 24): the same therapist, session type and wall-clock time every week or every second
// week, 2-12 sessions. Each occurrence is an ordinary booking (`booking_id`), so the single-booking calls
// (`/v4/cancel_booking`, `/v4/reschedule_booking`, the appointment pages, the calendar feed) keep working on it;
// the calls below add what only a series has. api/docs/series.md describes the design.
import type { FromSchema } from 'json-schema-to-ts';
import { emailSchema, instantInputSchema, marketLocaleSchema, uuidSchema } from './common';
import { BOOKING_STATUSES } from './bookings';
import { initiatePurchaseResponseSchema } from './purchases';
import { timeZoneSchema } from './scheduling';

export const SERIES_MIN_COUNT = 2;
export const SERIES_MAX_COUNT = 12;
/** Every week or every second week. */
export const SERIES_CADENCES = [1, 2] as const;
/**
 * Pay per occurrence: a later occurrence is held unpaid; the reminder with its pay link goes this many hours
 * before the start, and an occurrence still unpaid this many hours before is released (both sides told).
 */
export const SERIES_PAY_REMINDER_HOURS = 72;
export const SERIES_PAY_DEADLINE_HOURS = 48;

/**
 * How the sessions are paid: `token` (one of the client's session tokens per occurrence, all taken now),
 * `subscription` (the client's active subscription with this therapist covers each occurrence),
 * `pay_per_occurrence` (the first now through the ordinary checkout, every later one held and paid from the
 * cabinet until 48 h before it).
 */
export const SERIES_PAYMENTS = ['token', 'subscription', 'pay_per_occurrence'] as const;
export type SeriesPayment = (typeof SERIES_PAYMENTS)[number];

/**
 * Why a week's time cannot be booked, checked with the rules a single booking uses:
 * outside_hours (not in the weekly hours), special_hours (that date has special hours or is a day off),
 * booked (the therapist has a session or a hold there, buffer included), client_busy (the client has a session
 * then), min_notice (starts inside the therapist's minimum notice), beyond_horizon (after the booking horizon).
 */
export const SERIES_CONFLICTS = [
  'outside_hours',
  'special_hours',
  'booked',
  'client_busy',
  'min_notice',
  'beyond_horizon',
] as const;
export type SeriesConflict = (typeof SERIES_CONFLICTS)[number];

export const SERIES_STATUSES = ['active', 'ended'] as const;

const instant = instantInputSchema;
const serviceIdSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;
const cadenceSchema = { type: 'integer', enum: SERIES_CADENCES } as const;
const slotSchema = {
  type: 'object',
  properties: { starts_at: instant, ends_at: instant },
  required: ['starts_at', 'ends_at'],
  additionalProperties: false,
} as const;

// ---- (a) preview -------------------------------------------------------------------------------------------

/**
 * GET /api/v4/series/preview. Anyone may ask; for a signed-in client the client's own sessions count too
 * (`client_busy`). `client_time_zone`: the zone to tell the client's wall-clock time in (the page sends the
 * browser's); without it the signed-in person's zone, else the therapist's.
 */
export const seriesPreviewQuerySchema = {
  type: 'object',
  properties: {
    config_id: marketLocaleSchema,
    worker_id: uuidSchema,
    service_id: serviceIdSchema,
    starts_at: instant,
    every_weeks: cadenceSchema,
    count: { type: 'integer', minimum: SERIES_MIN_COUNT, maximum: SERIES_MAX_COUNT },
    client_time_zone: timeZoneSchema,
  },
  required: ['worker_id', 'service_id', 'starts_at', 'every_weeks', 'count'],
  additionalProperties: false,
} as const;

/**
 * Set when the client's wall-clock time of this occurrence differs from the first one's although the
 * therapist's is the same (one of the two zones changed to or from summer time in between).
 */
export const seriesClientShiftSchema = {
  type: 'object',
  properties: {
    client_time_zone: { type: 'string' },
    /** "HH:MM": the first occurrence's start on the client's clock. */
    usual_client_time: { type: 'string' },
    /** "HH:MM": this occurrence's start on the client's clock. */
    client_time: { type: 'string' },
    /** client_time - usual_client_time, e.g. -60. */
    shift_minutes: { type: 'integer' },
  },
  required: ['client_time_zone', 'usual_client_time', 'client_time', 'shift_minutes'],
  additionalProperties: false,
} as const;

export const seriesPreviewOccurrenceSchema = {
  type: 'object',
  properties: {
    /** 0-based week of the series. */
    index: { type: 'integer' },
    starts_at: instant,
    ends_at: instant,
    /** "YYYY-MM-DDTHH:MM" on the therapist's clock: the same time every week. */
    therapist_local: { type: 'string' },
    /** "YYYY-MM-DDTHH:MM" on the client's clock. */
    client_local: { type: 'string' },
    status: { type: 'string', enum: ['free', 'conflict'] },
    /** Null when free. */
    conflict: { anyOf: [{ type: 'string', enum: SERIES_CONFLICTS }, { type: 'null' }] },
    /**
     * For a conflict: the free slots of that week a single booking could take now, nearest to the wanted time
     * first, at most 5. "That week" is the wanted date and three days either side (the therapist's calendar), so
     * each alternative stays in its own week of the series. Empty when free or when there is none.
     */
    alternatives: { type: 'array', items: slotSchema, maxItems: 5 },
    client_shift: { anyOf: [seriesClientShiftSchema, { type: 'null' }] },
  },
  required: [
    'index',
    'starts_at',
    'ends_at',
    'therapist_local',
    'client_local',
    'status',
    'conflict',
    'alternatives',
    'client_shift',
  ],
  additionalProperties: false,
} as const;

export const seriesPreviewResponseSchema = {
  type: 'object',
  properties: {
    worker_id: { type: 'string' },
    service_id: { type: 'string' },
    every_weeks: cadenceSchema,
    /** The therapist's zone: the series keeps its wall-clock time there. */
    time_zone: { type: 'string' },
    client_time_zone: { type: 'string' },
    duration_minutes: { type: 'integer' },
    notice_minutes: { type: 'integer' },
    occurrences: { type: 'array', items: seriesPreviewOccurrenceSchema },
  },
  required: [
    'worker_id',
    'service_id',
    'every_weeks',
    'time_zone',
    'client_time_zone',
    'duration_minutes',
    'notice_minutes',
    'occurrences',
  ],
  additionalProperties: false,
} as const;
export type SeriesPreview = FromSchema<typeof seriesPreviewResponseSchema>;

// ---- the series as both sides see it -----------------------------------------------------------------------

export const seriesOccurrenceSchema = {
  type: 'object',
  properties: {
    booking_id: { type: 'string' },
    /** 0-based position in the series as created (a dropped week leaves a gap). */
    index: { type: 'integer' },
    starts_at: instant,
    ends_at: instant,
    /** The booking's status: held = kept for the client but not yet paid (pay per occurrence). */
    status: { type: 'string', enum: BOOKING_STATUSES },
    paid: { type: 'boolean' },
    /** For a held occurrence: pay before this instant (48 h before the start) or it is released; else null. */
    pay_by: { anyOf: [instant, { type: 'null' }] },
    reschedule_count: { type: 'integer' },
    cancelled_by: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
  required: [
    'booking_id',
    'index',
    'starts_at',
    'ends_at',
    'status',
    'paid',
    'pay_by',
    'reschedule_count',
    'cancelled_by',
  ],
  additionalProperties: false,
} as const;

export const seriesSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    status: { type: 'string', enum: SERIES_STATUSES },
    worker_id: { type: 'string' },
    worker_name: { type: 'string' },
    /** Only in the therapist's view, only when the person is their client (see scheduling.md); else null. */
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
    service_id: { type: 'string' },
    every_weeks: cadenceSchema,
    payment: { type: 'string', enum: SERIES_PAYMENTS },
    /** The therapist's zone, in which the series keeps its time. */
    time_zone: { type: 'string' },
    created_at: instant,
    ended_at: { anyOf: [instant, { type: 'null' }] },
    ended_by: { anyOf: [{ type: 'string', enum: ['client', 'therapist'] }, { type: 'null' }] },
    occurrences: { type: 'array', items: seriesOccurrenceSchema },
  },
  required: [
    'id',
    'status',
    'worker_id',
    'worker_name',
    'client',
    'service_id',
    'every_weeks',
    'payment',
    'time_zone',
    'created_at',
    'ended_at',
    'ended_by',
    'occurrences',
  ],
  additionalProperties: false,
} as const;
export type Series = FromSchema<typeof seriesSchema>;

// ---- (b) create --------------------------------------------------------------------------------------------

/**
 * POST /api/v4/series/create?config_id= (client). `occurrences`: the times the client kept or moved, dropped
 * weeks left out, each one a time a single booking could take now (a published free slot). All are booked in
 * one transaction or none: 409 `series_occurrence_conflict` with `details` entries
 * `{ field: "occurrences/<i>/starts_at", rule: <SeriesConflict>, starts_at }`, one per occurrence that cannot be
 * booked (the preview's reasons); 409 `no_tokens` / `no_subscription_sessions` when the balance does not cover
 * every occurrence.
 * `pay_per_occurrence` answers with `purchase`: the first occurrence's checkout (as
 * initiate_purchase_of_appointment answers); the others are held until 48 h before each.
 */
export const createSeriesBodySchema = {
  type: 'object',
  properties: {
    worker_id: uuidSchema,
    service_id: serviceIdSchema,
    every_weeks: cadenceSchema,
    occurrences: {
      type: 'array',
      minItems: SERIES_MIN_COUNT,
      maxItems: SERIES_MAX_COUNT,
      items: {
        type: 'object',
        properties: { starts_at: instant },
        required: ['starts_at'],
        additionalProperties: false,
      },
    },
    payment: { type: 'string', enum: SERIES_PAYMENTS },
    partner_email: emailSchema,
  },
  required: ['worker_id', 'service_id', 'every_weeks', 'occurrences', 'payment'],
  additionalProperties: false,
} as const;

export const createSeriesResponseSchema = {
  type: 'object',
  properties: {
    series: seriesSchema,
    purchase: { anyOf: [initiatePurchaseResponseSchema, { type: 'null' }] },
  },
  required: ['series', 'purchase'],
  additionalProperties: false,
} as const;

// ---- (c) list, one, cancel, move, end ----------------------------------------------------------------------

/** GET /api/v4/series/list (client: own series; therapist: series with them). */
export const listSeriesQuerySchema = {
  type: 'object',
  properties: {
    config_id: marketLocaleSchema,
    status: { type: 'string', enum: ['active', 'all'], default: 'active' },
  },
  additionalProperties: false,
} as const;

export const listSeriesResponseSchema = {
  type: 'object',
  properties: { series: { type: 'array', items: seriesSchema } },
  required: ['series'],
  additionalProperties: false,
} as const;

/** GET /api/v4/series/get?series_id= (either side; 404 `series_not_found` for anyone else). */
export const getSeriesQuerySchema = {
  type: 'object',
  properties: { config_id: marketLocaleSchema, series_id: uuidSchema },
  required: ['series_id'],
  additionalProperties: false,
} as const;

// Cancel, move and end (the rest of (c)) and (d), paying a held occurrence: ./series-changes.

// ---- (e) special hours colliding with booked sessions ------------------------------------------------------
// `collisions` in the answer to /v4/time_management/set_special_work_time: see setSpecialWorkTimeResponseSchema
// in ./scheduling.
export { specialHoursCollisionSchema, setSpecialWorkTimeResponseSchema } from './scheduling';

/** The mail's pay link and the cabinet page of a client's series: `/{locale}/cabinet/series?pay=<booking_id>`. */
export const SERIES_PAY_QUERY_PARAM = 'pay';
