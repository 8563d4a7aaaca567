import type { FromSchema } from 'json-schema-to-ts';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type {
  createSeriesBodySchema,
  createSeriesResponseSchema,
  seriesPreviewQuerySchema,
} from '@rozmova/contracts/schemas/series';
import type { OccurrenceChoice, PreviewOccurrence, SeriesInterval } from '../lib/series-plan';

/**
 * mf-booking keeps the series being planned under this key, beside the widget's own state; the calls' answers
 * arrive through the request slices of series-slices.ts, whose actions the series reducer follows too.
 */
export const BOOKING_SERIES_STORE_KEY = 'bookingSeries';

export const SeriesActionTypes = {
  SET_REPEAT: 'booking/series/SET_REPEAT',
  CHOOSE: 'booking/series/CHOOSE',
  SET_PAYMENT: 'booking/series/SET_PAYMENT',
  RESET: 'booking/series/RESET',
} as const;
type T = typeof SeriesActionTypes;

export type RequestStatus = 'idle' | 'loading' | 'success' | 'error';

/** The first week: the free time the client chose in the calendar. */
export interface SeriesStart {
  config_id: MarketLocale;
  worker_id: string;
  service_id: string;
  starts_at: string;
}

export type SeriesPreviewInput = FromSchema<typeof seriesPreviewQuerySchema> & { config_id: MarketLocale };
export type SeriesCreateInput = FromSchema<typeof createSeriesBodySchema> & { config_id: MarketLocale };
export type CreatedSeries = FromSchema<typeof createSeriesResponseSchema>;
export type SeriesPayment = CreatedSeries['series']['payment'];

export interface BookingSeriesState {
  /** null: a single session. */
  every_weeks: SeriesInterval | null;
  payment: SeriesPayment;
  count: number;
  preview: { status: RequestStatus; items: PreviewOccurrence[]; error: string | null; for: string | null };
  choices: Array<OccurrenceChoice | null>;
  creation: { status: RequestStatus; error: string | null; result: CreatedSeries | null };
}

export type SeriesAction =
  | { type: T['SET_REPEAT']; payload: { every_weeks: SeriesInterval | null; count: number } }
  | { type: T['CHOOSE']; payload: { index: number; choice: OccurrenceChoice } }
  | { type: T['SET_PAYMENT']; payload: { payment: SeriesPayment } }
  | { type: T['RESET'] };
