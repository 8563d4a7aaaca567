import type { MarketLocale } from '@rozmova/contracts/markets';
import type { OccurrenceChoice, PreviewOccurrence, SeriesInterval } from '../lib/series-plan';

/** mf-booking keeps the series being planned under this key, beside the widget's own state. */
export const BOOKING_SERIES_STORE_KEY = 'bookingSeries';

export const SeriesActionTypes = {
  SET_REPEAT: 'booking/series/SET_REPEAT',
  PREVIEW_REQUEST: 'booking/series/PREVIEW_REQUEST',
  PREVIEW_SUCCESS: 'booking/series/PREVIEW_SUCCESS',
  PREVIEW_FAILURE: 'booking/series/PREVIEW_FAILURE',
  CHOOSE: 'booking/series/CHOOSE',
  CREATE_REQUEST: 'booking/series/CREATE_REQUEST',
  CREATE_SUCCESS: 'booking/series/CREATE_SUCCESS',
  CREATE_FAILURE: 'booking/series/CREATE_FAILURE',
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

export interface SeriesPreviewInput extends SeriesStart {
  interval_weeks: SeriesInterval;
  count: number;
}

export interface SeriesCreateInput extends SeriesStart {
  interval_weeks: SeriesInterval;
  /** Every time the series books, the first included, as the client settled them. */
  occurrences: string[];
  promo_code?: string;
}

export interface CreatedSeries {
  series_id: string;
  /** The first session: paid now through the checkout unless tokens or a subscription covered the series. */
  first_booking_id: string;
  /** How the series is paid: covered (tokens / subscription) or one by one, the first now. */
  payment: 'covered' | 'per_occurrence';
  /** Where to pay the first session, when it is paid one by one. */
  checkout_url: string | null;
}

export interface BookingSeriesState {
  /** null: a single session. */
  interval_weeks: SeriesInterval | null;
  count: number;
  preview: { status: RequestStatus; items: PreviewOccurrence[]; error: string | null; for: string | null };
  choices: Array<OccurrenceChoice | null>;
  creation: { status: RequestStatus; error: string | null; result: CreatedSeries | null };
}

export type SeriesAction =
  | { type: T['SET_REPEAT']; payload: { interval_weeks: SeriesInterval | null; count: number } }
  | { type: T['PREVIEW_REQUEST']; payload: SeriesPreviewInput }
  | { type: T['PREVIEW_SUCCESS']; payload: { items: PreviewOccurrence[]; for: string } }
  | { type: T['PREVIEW_FAILURE']; payload: { error: string } }
  | { type: T['CHOOSE']; payload: { index: number; choice: OccurrenceChoice } }
  | { type: T['CREATE_REQUEST']; payload: SeriesCreateInput }
  | { type: T['CREATE_SUCCESS']; payload: CreatedSeries }
  | { type: T['CREATE_FAILURE']; payload: { error: string } }
  | { type: T['RESET'] };

export interface BookingSeriesSagaDeps {
  previewSeries: (input: SeriesPreviewInput, signal?: AbortSignal) => Promise<PreviewOccurrence[]>;
  createSeries: (input: SeriesCreateInput) => Promise<CreatedSeries>;
}
