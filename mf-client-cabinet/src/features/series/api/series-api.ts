// The client's recurring series: the list, cancelling one occurrence or it and all following, and opening the
// payment of an occurrence held unpaid.
import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as seriesEndpoints from '@rozmova/contracts/endpoints/series';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { listSeries } from '../../../lib/series-list';
import type { Series } from '@rozmova/contracts/schemas/series';
import type {
  cancelSeriesResponseSchema,
  payOccurrenceResponseSchema,
  SERIES_SCOPES,
} from '@rozmova/contracts/schemas/series-changes';

export type { Series };
export type SeriesOccurrence = Series['occurrences'][number];
export type SeriesScope = (typeof SERIES_SCOPES)[number];
export type SeriesCancelResult = FromSchema<typeof cancelSeriesResponseSchema>;
export type OccurrencePurchase = FromSchema<typeof payOccurrenceResponseSchema>;

export function cancelSeriesOccurrence(
  locale: MarketLocale,
  bookingId: string,
  scope: SeriesScope,
): Promise<SeriesCancelResult> {
  return call(seriesEndpoints.cancelSeries, { body: { booking_id: bookingId, scope } }, { configId: locale });
}

export function payOccurrence(locale: MarketLocale, bookingId: string): Promise<OccurrencePurchase> {
  return call(seriesEndpoints.payOccurrence, { body: { booking_id: bookingId } }, { configId: locale });
}

/** What the series saga calls; tests hand it a fake. */
export const seriesApi = { listSeries, cancelSeriesOccurrence, payOccurrence };
export type SeriesApi = typeof seriesApi;
