// The client's series as request slices: the list (shared with the sessions' marker, src/lib/series-list),
// cancelling an occurrence (or it and all following) and opening an occurrence's payment. The page leaving
// for the provider comes in as an argument, so tests run the sagas against fakes.
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { createRequestSlice, type RequestAction, type RequestState } from '@rozmova/web/store/request-slice';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { seriesListSlice } from '../../../lib/series-list';
import { STORE_KEY } from '../../../lib/store-key';
import type { OccurrencePurchase, Series, SeriesApi, SeriesCancelResult, SeriesScope } from '../api/series-api';

export { seriesListSlice };

export interface OccurrenceArgs {
  locale: MarketLocale;
  bookingId: string;
}
export interface CancelOccurrenceArgs extends OccurrenceArgs {
  scope: SeriesScope;
}

export const cancelOccurrenceSlice = createRequestSlice<CancelOccurrenceArgs, SeriesCancelResult>(
  STORE_KEY,
  'series-cancel',
);
export const payOccurrenceSlice = createRequestSlice<OccurrenceArgs, OccurrencePurchase>(STORE_KEY, 'series-pay');

export function seriesSagas(api: SeriesApi, leaveFor: (url: string) => void) {
  const reload = (args: OccurrenceArgs) => put(seriesListSlice.request(args.locale));
  return [
    seriesListSlice.saga(api.listSeries),
    cancelOccurrenceSlice.saga((a) => api.cancelSeriesOccurrence(a.locale, a.bookingId, a.scope)),
    payOccurrenceSlice.saga((a) => api.payOccurrence(a.locale, a.bookingId)),
    function* showCancelledSeries() {
      // The answer carries the series as it now is: it replaces the one shown.
      yield takeEvery(
        cancelOccurrenceSlice.types.success,
        function* replace(action: RequestAction<CancelOccurrenceArgs, SeriesCancelResult>) {
          const list: RequestState<MarketLocale, Series[]> = yield select(seriesListSlice.select);
          const changed = action.data?.series;
          if (!list.data || !changed || !action.args) return;
          const items = list.data.map((s) => (s.id === changed.id ? changed : s));
          yield put(seriesListSlice.success(items, list.args ?? action.args.locale));
        },
      );
    },
    function* openPayment() {
      yield takeEvery(
        payOccurrenceSlice.types.success,
        function* open(action: RequestAction<OccurrenceArgs, OccurrencePurchase>) {
          // A zero price is paid at once: there is no provider page, the list shows it paid.
          if (action.data?.checkout_url) yield call(leaveFor, action.data.checkout_url);
          else if (action.args) yield reload(action.args);
        },
      );
    },
    function* reloadAfterRefusal() {
      // Either way the page shows the series as the api now has it.
      yield takeEvery(
        [cancelOccurrenceSlice.types.failure, payOccurrenceSlice.types.failure],
        function* refused(action: RequestAction<OccurrenceArgs, unknown>) {
          if (action.args) yield reload(action.args);
        },
      );
    },
  ];
}

export const seriesSlices = [cancelOccurrenceSlice, payOccurrenceSlice];
