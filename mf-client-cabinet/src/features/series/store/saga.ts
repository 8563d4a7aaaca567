// Loading the client's series, cancelling occurrences and opening an occurrence's payment. The api calls and
// the page leaving for the provider come in as arguments, so tests run the whole saga against fakes.
import { call, put, takeLatest } from 'redux-saga/effects';
import { apiErrorCode } from '@rozmova/web/api-client';
import type { OccurrencePurchase, Series, SeriesApi, SeriesCancelResult } from '../api/series-api';
import * as A from './actions';

export function* seriesSaga(api: SeriesApi, leaveFor: (url: string) => void) {
  yield takeLatest(A.LOAD_SERIES, function* load({ payload }: ReturnType<typeof A.loadSeries>) {
    try {
      const series: Series[] = yield call(api.listSeries, payload.locale);
      yield put(A.seriesLoaded(series));
    } catch (error) {
      yield put(A.seriesFailed(apiErrorCode(error)));
    }
  });

  yield takeLatest(A.CANCEL_OCCURRENCE, function* cancel({ payload }: ReturnType<typeof A.cancelOccurrence>) {
    try {
      const result: SeriesCancelResult = yield call(
        api.cancelSeriesOccurrence,
        payload.locale,
        payload.bookingId,
        payload.scope,
      );
      yield put(A.occurrenceCancelled(result, payload.scope));
    } catch (error) {
      yield put(A.seriesChangeFailed(apiErrorCode(error)));
      // Either way the page shows the series as the api now has it.
      yield put(A.loadSeries(payload.locale));
    }
  });

  yield takeLatest(A.PAY_OCCURRENCE, function* pay({ payload }: ReturnType<typeof A.payOccurrence>) {
    try {
      const purchase: OccurrencePurchase = yield call(api.payOccurrence, payload.locale, payload.bookingId);
      yield put(A.paymentOpened(purchase));
      // A zero price is paid at once: there is no provider page, the list shows it paid.
      if (purchase.checkout_url) yield call(leaveFor, purchase.checkout_url);
      else yield put(A.loadSeries(payload.locale));
    } catch (error) {
      yield put(A.seriesChangeFailed(apiErrorCode(error)));
      yield put(A.loadSeries(payload.locale));
    }
  });
}
