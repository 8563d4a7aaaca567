import type { OccurrenceChoice, PreviewOccurrence, SeriesInterval } from '../lib/series-plan';
import {
  SeriesActionTypes as T,
  type CreatedSeries,
  type SeriesAction,
  type SeriesCreateInput,
  type SeriesPayment,
  type SeriesPreviewInput,
} from './series-types';

type Of<K extends SeriesAction['type']> = Extract<SeriesAction, { type: K }>;

/** A single session (null) or a series every `every_weeks` weeks of `count` sessions. */
export const setRepeat = (every_weeks: SeriesInterval | null, count: number): Of<typeof T.SET_REPEAT> => ({
  type: T.SET_REPEAT,
  payload: { every_weeks, count },
});

export const requestSeriesPreview = (payload: SeriesPreviewInput): Of<typeof T.PREVIEW_REQUEST> => ({
  type: T.PREVIEW_REQUEST,
  payload,
});

export const seriesPreviewSucceeded = (items: PreviewOccurrence[], key: string): Of<typeof T.PREVIEW_SUCCESS> => ({
  type: T.PREVIEW_SUCCESS,
  payload: { items, for: key },
});

export const seriesPreviewFailed = (error: string, key: string): Of<typeof T.PREVIEW_FAILURE> => ({
  type: T.PREVIEW_FAILURE,
  payload: { error, for: key },
});

export const chooseOccurrence = (index: number, choice: OccurrenceChoice): Of<typeof T.CHOOSE> => ({
  type: T.CHOOSE,
  payload: { index, choice },
});

export const setSeriesPayment = (payment: SeriesPayment): Of<typeof T.SET_PAYMENT> => ({
  type: T.SET_PAYMENT,
  payload: { payment },
});

export const requestCreateSeries = (payload: SeriesCreateInput): Of<typeof T.CREATE_REQUEST> => ({
  type: T.CREATE_REQUEST,
  payload,
});

export const seriesCreated = (result: CreatedSeries): Of<typeof T.CREATE_SUCCESS> => ({
  type: T.CREATE_SUCCESS,
  payload: result,
});

export const seriesCreateFailed = (error: string): Of<typeof T.CREATE_FAILURE> => ({
  type: T.CREATE_FAILURE,
  payload: { error },
});

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
