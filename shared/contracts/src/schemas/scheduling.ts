// Working hours and free slots. The api validates with these objects and the worker cabinet's forms compile
// the same ones; rules JSON Schema cannot say (overlaps, end after start, past dates) come back from the api
// as `details` entries with `rule` = overlap | end_before_start | past_date | grid_5_minutes | ...
import type { FromSchema } from 'json-schema-to-ts';
import { instantInputSchema, uuidSchema, marketLocaleSchema } from './common';
import { BOOKING_STATUSES } from './bookings';

// Query schemas accept an optional `config_id`: the shared api client adds the market to every call it is
// given a locale for, and a known extra must not turn a valid request into a 400.

/** "HH:MM" on the 5-minute grid; an interval's end may be "24:00". */
export const clockTimeSchema = {
  type: 'string',
  pattern: '^(([01][0-9]|2[0-3]):[0-5][05]|24:00)$',
} as const;

/** A real calendar date as YYYY-MM-DD (`format: date` refuses 2026-02-30; the pattern keeps years 1000-9999). */
export const isoDateSchema = {
  type: 'string',
  format: 'date',
  pattern: '^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
} as const;

/** An IANA zone such as Europe/Kiev; the api checks that the zone exists. */
export const timeZoneSchema = {
  type: 'string',
  minLength: 3,
  maxLength: 64,
  pattern: '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)+$|^UTC$',
} as const;

export const clockIntervalSchema = {
  type: 'object',
  properties: { start: clockTimeSchema, end: clockTimeSchema },
  required: ['start', 'end'],
  additionalProperties: false,
} as const;

/** weekday: ISO, Monday 1 ... Sunday 7, in the therapist's own zone. */
export const weeklyIntervalSchema = {
  type: 'object',
  properties: { weekday: { type: 'integer', minimum: 1, maximum: 7 }, start: clockTimeSchema, end: clockTimeSchema },
  required: ['weekday', 'start', 'end'],
  additionalProperties: false,
} as const;

export const weeklyWorkTimeSchema = {
  type: 'object',
  properties: {
    time_zone: timeZoneSchema,
    intervals: { type: 'array', items: weeklyIntervalSchema, maxItems: 70 },
  },
  required: ['time_zone', 'intervals'],
} as const;

/** Replaces the whole week; `time_zone` (optional) moves the therapist to another zone at the same time. */
export const setWeeklyWorkTimeBodySchema = {
  type: 'object',
  properties: {
    time_zone: timeZoneSchema,
    intervals: { type: 'array', items: weeklyIntervalSchema, maxItems: 70 },
  },
  required: ['intervals'],
  additionalProperties: false,
} as const;

/** One date's own hours; an empty `intervals` list makes it a day off. */
export const specialDaySchema = {
  type: 'object',
  properties: {
    date: isoDateSchema,
    intervals: { type: 'array', items: clockIntervalSchema, maxItems: 10 },
    note: { type: 'string', maxLength: 500 },
  },
  required: ['date', 'intervals'],
  additionalProperties: false,
} as const;

export const getSpecialWorkTimeQuerySchema = {
  type: 'object',
  properties: { config_id: marketLocaleSchema, from: isoDateSchema, to: isoDateSchema },
  additionalProperties: false,
} as const;

export const specialWorkTimeSchema = {
  type: 'object',
  properties: {
    time_zone: timeZoneSchema,
    days: { type: 'array', items: specialDaySchema },
  },
  required: ['time_zone', 'days'],
} as const;

/**
 * Upserts the listed dates (each replaces whatever that date had) and returns `clear_dates` to the weekly
 * hours. Other dates stay as they are.
 */
export const setSpecialWorkTimeBodySchema = {
  type: 'object',
  properties: {
    days: { type: 'array', items: specialDaySchema, maxItems: 120 },
    clear_dates: { type: 'array', items: isoDateSchema, maxItems: 120 },
  },
  anyOf: [{ required: ['days'] }, { required: ['clear_dates'] }],
  additionalProperties: false,
} as const;

/**
 * A session (confirmed, or held for a client) that special hours saved just now no longer cover. It is kept,
 * never dropped: the cabinet lists it and asks the therapist to move or cancel it. `series_id` when it is an
 * occurrence of a recurring series.
 */
export const specialHoursCollisionSchema = {
  type: 'object',
  properties: {
    booking_id: { type: 'string' },
    series_id: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    /** The special date (therapist's zone) it falls on, YYYY-MM-DD. */
    date: { type: 'string' },
    starts_at: instantInputSchema,
    ends_at: instantInputSchema,
    status: { type: 'string', enum: BOOKING_STATUSES },
  },
  required: ['booking_id', 'series_id', 'date', 'starts_at', 'ends_at', 'status'],
  additionalProperties: false,
} as const;

/** The answer to set_special_work_time: the saved days and the sessions they collide with (empty: none). */
export const setSpecialWorkTimeResponseSchema = {
  type: 'object',
  properties: {
    ...specialWorkTimeSchema.properties,
    collisions: { type: 'array', items: specialHoursCollisionSchema },
  },
  required: ['time_zone', 'days', 'collisions'],
} as const;

export const slotSchema = {
  type: 'object',
  properties: {
    starts_at: { type: 'string', format: 'date-time' },
    ends_at: { type: 'string', format: 'date-time' },
  },
  required: ['starts_at', 'ends_at'],
} as const;

/** Free slots of one therapist: from/to are instants (ISO 8601 with zone); at most 62 days apart. */
export const getFreeSlotsQuerySchema = {
  type: 'object',
  properties: {
    config_id: marketLocaleSchema,
    worker_id: uuidSchema,
    service_id: { type: 'string', minLength: 1, maxLength: 64 },
    from: instantInputSchema,
    to: instantInputSchema,
  },
  required: ['worker_id', 'service_id'],
  additionalProperties: false,
} as const;

/**
 * A free slot; `planned_outage: true` when a planned power cut overlaps it, of the therapist's group or, when a
 * signed-in ua client asks, of the client's own group (schemas/outages.ts).
 */
export const freeSlotSchema = {
  type: 'object',
  properties: { ...slotSchema.properties, planned_outage: { type: 'boolean' } },
  required: ['starts_at', 'ends_at'],
} as const;

export const freeSlotsResponseSchema = {
  type: 'object',
  properties: {
    worker_id: { type: 'string' },
    service_id: { type: 'string' },
    time_zone: { type: 'string' },
    duration_minutes: { type: 'integer' },
    /**
     * The therapist's minimum notice: a client books at least this long ahead (contracts' booking-terms). The
     * calendar drops slots that fall inside it while the client looks, as checkout would refuse them.
     */
    notice_minutes: { type: 'integer' },
    from: { type: 'string', format: 'date-time' },
    to: { type: 'string', format: 'date-time' },
    slots: { type: 'array', items: freeSlotSchema },
  },
  required: ['worker_id', 'service_id', 'time_zone', 'duration_minutes', 'notice_minutes', 'from', 'to', 'slots'],
} as const;

/** A therapist's free slots as `/v4/get_free_slots` answers (endpoints/bookings.ts `freeSlots`). */
export type FreeSlots = FromSchema<typeof freeSlotsResponseSchema>;

export const MAX_SLOT_RANGE_DAYS = 62;
