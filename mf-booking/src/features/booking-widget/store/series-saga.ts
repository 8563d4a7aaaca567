// The series' two calls: the week-by-week check of a planned series, and booking it as the client settled it.
// The api calls come in as arguments, so tests run the whole saga against a fake api.
import { all, call, put, spawn, takeLatest } from 'redux-saga/effects';
import { apiErrorCode } from '@rozmova/web/api-client';
import type { SeriesPreview } from '@rozmova/contracts/schemas/series';
import {
  previewKey,
  seriesCreateFailed,
  seriesCreated,
  seriesPreviewFailed,
  seriesPreviewSucceeded,
} from './series-actions';
import {
  SeriesActionTypes as T,
  type BookingSeriesSagaDeps,
  type CreatedSeries,
  type SeriesAction,
} from './series-types';

function* preview(deps: BookingSeriesSagaDeps, action: Extract<SeriesAction, { type: typeof T.PREVIEW_REQUEST }>) {
  try {
    const preview: SeriesPreview = yield call(deps.previewSeries, action.payload);
    yield put(seriesPreviewSucceeded(preview.occurrences, previewKey(action.payload)));
  } catch (error) {
    yield put(seriesPreviewFailed(apiErrorCode(error), previewKey(action.payload)));
  }
}

function* create(deps: BookingSeriesSagaDeps, action: Extract<SeriesAction, { type: typeof T.CREATE_REQUEST }>) {
  try {
    const result: CreatedSeries = yield call(deps.createSeries, action.payload);
    yield put(seriesCreated(result));
  } catch (error) {
    yield put(seriesCreateFailed(apiErrorCode(error)));
  }
}

export function createBookingSeriesSaga(deps: BookingSeriesSagaDeps) {
  return function* bookingSeriesSaga() {
    // Spawned, so a crash in one watcher cannot stop the other; the latest question wins.
    yield all([
      spawn(function* () {
        yield takeLatest(T.PREVIEW_REQUEST, preview, deps);
      }),
      spawn(function* () {
        yield takeLatest(T.CREATE_REQUEST, create, deps);
      }),
    ]);
  };
}
