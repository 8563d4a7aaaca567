import { call, put, takeLatest } from 'redux-saga/effects';
import { BookingActionTypes as T } from '@rozmova/contracts/booking';
import { recommendationFailed, recommendationSucceeded } from './actions';
import type { RecommendationAction, RecommendationResult, RecommendationSagaDeps } from './types';

/** The api's error body is `{ error, message }`; anything else (network, parse) becomes `network_error`. */
function describeFailure(thrown: unknown): { code: string; detail: string | null } {
  if (
    thrown &&
    typeof thrown === 'object' &&
    'error' in thrown &&
    typeof (thrown as { error: unknown }).error === 'string'
  ) {
    const body = thrown as { error: string; message?: unknown };
    return { code: body.error, detail: typeof body.message === 'string' ? body.message : null };
  }
  return { code: 'network_error', detail: thrown instanceof Error ? thrown.message : null };
}

function* fetchRecommendation(
  deps: RecommendationSagaDeps,
  action: Extract<RecommendationAction, { type: typeof T.RECOMMENDATION_REQUEST }>,
) {
  try {
    const result: RecommendationResult = yield call(deps.fetchRecommendation, action.payload);
    yield put(recommendationSucceeded(result.recommendation, result.recommendation_id));
  } catch (thrown) {
    const { code, detail } = describeFailure(thrown);
    yield put(recommendationFailed(code, detail));
  }
}

export function createRecommendationSaga(deps: RecommendationSagaDeps) {
  return function* recommendationSaga() {
    yield takeLatest(T.RECOMMENDATION_REQUEST, fetchRecommendation, deps);
  };
}
