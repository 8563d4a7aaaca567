import type { MarketLocale } from '@rozmova/contracts/markets';
import type { OccurrencePurchase, Series, SeriesCancelResult, SeriesScope } from '../api/series-api';

export const LOAD_SERIES = 'client-cabinet/series/LOAD' as const;
export const SERIES_LOADED = 'client-cabinet/series/LOADED' as const;
export const SERIES_FAILED = 'client-cabinet/series/FAILED' as const;
export const CANCEL_OCCURRENCE = 'client-cabinet/series/CANCEL' as const;
export const OCCURRENCE_CANCELLED = 'client-cabinet/series/CANCELLED' as const;
export const PAY_OCCURRENCE = 'client-cabinet/series/PAY' as const;
export const PAYMENT_OPENED = 'client-cabinet/series/PAYMENT_OPENED' as const;
export const SERIES_CHANGE_FAILED = 'client-cabinet/series/CHANGE_FAILED' as const;

export const loadSeries = (locale: MarketLocale) => ({ type: LOAD_SERIES, payload: { locale } });
export const seriesLoaded = (series: Series[]) => ({ type: SERIES_LOADED, payload: series });
export const seriesFailed = (error: string) => ({ type: SERIES_FAILED, payload: error });
export const cancelOccurrence = (locale: MarketLocale, bookingId: string, scope: SeriesScope) => ({
  type: CANCEL_OCCURRENCE,
  payload: { locale, bookingId, scope },
});
export const occurrenceCancelled = (result: SeriesCancelResult, scope: SeriesScope) => ({
  type: OCCURRENCE_CANCELLED,
  payload: { result, scope },
});
export const payOccurrence = (locale: MarketLocale, bookingId: string) => ({
  type: PAY_OCCURRENCE,
  payload: { locale, bookingId },
});
export const paymentOpened = (purchase: OccurrencePurchase) => ({ type: PAYMENT_OPENED, payload: purchase });
export const seriesChangeFailed = (error: string) => ({ type: SERIES_CHANGE_FAILED, payload: error });

export type SeriesAction =
  | ReturnType<typeof loadSeries>
  | ReturnType<typeof seriesLoaded>
  | ReturnType<typeof seriesFailed>
  | ReturnType<typeof cancelOccurrence>
  | ReturnType<typeof occurrenceCancelled>
  | ReturnType<typeof payOccurrence>
  | ReturnType<typeof paymentOpened>
  | ReturnType<typeof seriesChangeFailed>;
