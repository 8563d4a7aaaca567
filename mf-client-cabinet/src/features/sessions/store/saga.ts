// Loading and changing the client's sessions. The api calls come in as an argument, so tests run the
// whole saga against a fake api and look only at the state it leaves.
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { apiErrorBody, apiErrorCode } from '@rozmova/web/api-client';
import type { AppointmentPage, CancelResult, SessionsApi } from '../api/sessions-api';
import * as A from './actions';
import { PAST_PER_PAGE, UPCOMING_PER_PAGE } from './types';

export function* sessionsSaga(api: SessionsApi) {
  yield takeEvery(A.LOAD_LIST, function* load({ payload }: ReturnType<typeof A.loadList>) {
    try {
      const perPage = payload.kind === 'past' ? PAST_PER_PAGE : UPCOMING_PER_PAGE;
      const page: AppointmentPage = yield call(
        api.getAppointments,
        payload.locale,
        payload.kind,
        payload.page,
        perPage,
      );
      yield put(A.listLoaded(payload.kind, page));
    } catch (error) {
      yield put(A.listFailed(payload.kind, apiErrorCode(error)));
    }
  });

  yield takeLatest(A.LOAD_DETAILS, function* details({ payload }: ReturnType<typeof A.loadDetails>) {
    try {
      const item: Awaited<ReturnType<SessionsApi['getAppointment']>> = yield call(
        api.getAppointment,
        payload.locale,
        payload.id,
      );
      yield put(A.detailsLoaded(item));
    } catch (error) {
      yield put(A.detailsFailed(payload.id, apiErrorCode(error)));
    }
  });

  yield takeLatest(A.CANCEL, function* cancel({ payload }: ReturnType<typeof A.cancelSession>) {
    try {
      const result: CancelResult = yield call(api.cancelBooking, payload.locale, payload.id, payload.refundTo);
      yield put(A.sessionCancelled(result));
    } catch (error) {
      yield put(A.changeFailed(apiErrorCode(error)));
    }
    // Either way the page shows the session as the api now has it.
    yield put(A.loadDetails(payload.locale, payload.id));
  });

  yield takeLatest(A.RESCHEDULE, function* reschedule({ payload }: ReturnType<typeof A.rescheduleSession>) {
    try {
      if (payload.alsoFollowing) yield call(api.moveSeriesFromHere, payload.locale, payload.id, payload.startsAt);
      else yield call(api.rescheduleBooking, payload.locale, payload.id, payload.startsAt);
      yield put(A.sessionRescheduled(payload.startsAt));
    } catch (error) {
      yield put(A.changeFailed(apiErrorCode(error), refusedTimes(error)));
    }
    yield put(A.loadDetails(payload.locale, payload.id));
  });
}

/** The new times a refused series move names (`details[].starts_at` of `series_move_conflict`). */
function refusedTimes(error: unknown): string[] {
  const body = apiErrorBody(error);
  if (body?.error !== 'series_move_conflict') return [];
  return (body.details ?? []).flatMap((d) => (typeof d.starts_at === 'string' ? [d.starts_at] : []));
}
