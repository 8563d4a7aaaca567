// The series' plain calls as request slices whose sagas ask the api: the week-by-week check of a planned series,
// booking it as the client settled it, and what could pay for it. The api calls come in as arguments, so tests
// run the sagas against a fake api. The plan itself (how often, the client's choices) is series-reducer.ts's.
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { SeriesPreview } from '@rozmova/contracts/schemas/series';
import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { BOOKING_DATA_STORE_KEY } from '../../../lib/store-key';
import type { SeriesPaymentOptions } from '../api/series-payment-options';
import type { CreatedSeries, SeriesCreateInput, SeriesPreviewInput } from './series-types';

export interface PaymentOptionsQuery {
  locale: MarketLocale;
  worker_id: string;
  service_id: string;
}

export const seriesPreviewSlice = createRequestSlice<SeriesPreviewInput, SeriesPreview>(
  BOOKING_DATA_STORE_KEY,
  'series-preview',
);
export const seriesCreateSlice = createRequestSlice<SeriesCreateInput, CreatedSeries>(
  BOOKING_DATA_STORE_KEY,
  'series-create',
);
export const seriesPaymentOptionsSlice = createRequestSlice<PaymentOptionsQuery, SeriesPaymentOptions>(
  BOOKING_DATA_STORE_KEY,
  'series-payment-options',
);

export interface SeriesApi {
  previewSeries: (input: SeriesPreviewInput) => Promise<SeriesPreview>;
  createSeries: (input: SeriesCreateInput) => Promise<CreatedSeries>;
  getSeriesPaymentOptions: (locale: MarketLocale, workerId: string, serviceId: string) => Promise<SeriesPaymentOptions>;
}

export function seriesSagas(api: SeriesApi) {
  return [
    seriesPreviewSlice.saga(api.previewSeries),
    seriesCreateSlice.saga(api.createSeries),
    seriesPaymentOptionsSlice.saga((q) => api.getSeriesPaymentOptions(q.locale, q.worker_id, q.service_id)),
  ];
}

export const seriesSlices = [seriesPreviewSlice, seriesCreateSlice, seriesPaymentOptionsSlice];
