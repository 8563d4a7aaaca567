import type { OccurrenceChoice, SeriesInterval } from '../lib/series-plan';
import { SeriesActionTypes as T, type SeriesAction, type SeriesPayment, type SeriesPreviewInput } from './series-types';
import { seriesCreateSlice, seriesPreviewSlice } from './series-slices';

type Of<K extends SeriesAction['type']> = Extract<SeriesAction, { type: K }>;

/** A single session (null) or a series every `every_weeks` weeks of `count` sessions. */
export const setRepeat = (every_weeks: SeriesInterval | null, count: number): Of<typeof T.SET_REPEAT> => ({
  type: T.SET_REPEAT,
  payload: { every_weeks, count },
});

/** The week-by-week check of a planned series (series-slices.ts asks the api). */
export const requestSeriesPreview = seriesPreviewSlice.request;

export const chooseOccurrence = (index: number, choice: OccurrenceChoice): Of<typeof T.CHOOSE> => ({
  type: T.CHOOSE,
  payload: { index, choice },
});

export const setSeriesPayment = (payment: SeriesPayment): Of<typeof T.SET_PAYMENT> => ({
  type: T.SET_PAYMENT,
  payload: { payment },
});

/** Books the series as the client settled it: every week or none. */
export const requestCreateSeries = seriesCreateSlice.request;

export const resetSeries = (): Of<typeof T.RESET> => ({ type: T.RESET });

/** Which preview answers which question: a late answer for another time or length is not shown. */
export function previewKey(input: SeriesPreviewInput): string {
  return [
    input.worker_id,
    input.service_id,
    input.starts_at,
    input.every_weeks,
    input.count,
    input.client_time_zone ?? '',
  ].join('|');
}
