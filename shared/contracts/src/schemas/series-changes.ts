// Changing a booked series (api/docs/series.md): cancelling or moving one occurrence or all following, ending
// the series, and paying a held occurrence later. The series itself and its booking: ./series.
import { instantInputSchema, uuidSchema } from './common';
import { initiatePurchaseResponseSchema } from './purchases';
import { seriesSchema } from './series';

const instant = instantInputSchema;

// ---- (c) cancel, move, end ---------------------------------------------------------------------------------

/** `this`: only that occurrence; `this_and_following`: it and every later not yet cancelled one. */
export const SERIES_SCOPES = ['this', 'this_and_following'] as const;

/**
 * POST /api/v4/series/cancel (either side). Each occurrence is judged alone as `/v4/cancel_booking` does: a
 * client's is free until 24 h before it, later it is late; a held (unpaid) one is simply released. A
 * therapist's is never late.
 */
export const cancelSeriesBodySchema = {
  type: 'object',
  properties: {
    booking_id: uuidSchema,
    scope: { type: 'string', enum: SERIES_SCOPES },
    refund_to: { type: 'string', enum: ['payment', 'token'], default: 'payment' },
    reason: { type: 'string', maxLength: 500 },
  },
  required: ['booking_id', 'scope'],
  additionalProperties: false,
} as const;

export const cancelSeriesResponseSchema = {
  type: 'object',
  properties: {
    series: seriesSchema,
    cancelled: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          booking_id: { type: 'string' },
          /** The booking's status afterwards: cancelled, or released for an unpaid hold. */
          status: { type: 'string' },
          late: { type: 'boolean' },
        },
        required: ['booking_id', 'status', 'late'],
        additionalProperties: false,
      },
    },
  },
  required: ['series', 'cancelled'],
  additionalProperties: false,
} as const;

/**
 * POST /api/v4/series/move (either side). `this` moves one occurrence as `/v4/reschedule_booking` does;
 * `this_and_following` moves it and shifts every later active occurrence by the same wall-clock difference in
 * the therapist's zone (same weekday change, same time of day). All or nothing: 409 `series_move_conflict` with
 * `details` `{ field: "booking_id", rule: <SeriesConflict>, booking_id, starts_at }` per refused occurrence.
 * A client moves only occurrences more than 24 h ahead, to published free slots.
 */
export const moveSeriesBodySchema = {
  type: 'object',
  properties: {
    booking_id: uuidSchema,
    starts_at: instant,
    scope: { type: 'string', enum: SERIES_SCOPES },
  },
  required: ['booking_id', 'starts_at', 'scope'],
  additionalProperties: false,
} as const;

/** POST /api/v4/series/end (therapist): cancels every future occurrence (never late, refunded) and ends it. */
export const endSeriesBodySchema = {
  type: 'object',
  properties: { series_id: uuidSchema, reason: { type: 'string', maxLength: 500 } },
  required: ['series_id'],
  additionalProperties: false,
} as const;

// ---- (d) pay a held occurrence -----------------------------------------------------------------------------

/**
 * POST /api/v4/series/pay_occurrence?config_id= (the client). Opens the ordinary appointment order for a held
 * occurrence and answers as initiate_purchase_of_appointment does (`checkout_url`); paying confirms that very
 * booking. 409 `occurrence_not_payable` once it is paid, released or past its pay_by.
 */
export const payOccurrenceBodySchema = {
  type: 'object',
  properties: { booking_id: uuidSchema },
  required: ['booking_id'],
  additionalProperties: false,
} as const;
export const payOccurrenceResponseSchema = initiatePurchaseResponseSchema;
