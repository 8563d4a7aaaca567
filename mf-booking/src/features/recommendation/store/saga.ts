import { call, put, takeLatest } from 'redux-saga/effects';
import { BookingActionTypes as T } from '@rozmova/contracts/booking';
import { apiErrorBody, apiErrorCode } from '@rozmova/web/api-client';
import { recommendationFailed, recommendationSucceeded } from './actions';
import type { RecommendationAction, RecommendationResult, RecommendationSagaDeps } from './types';

/** The api's error code and message; a failure without an api body (network, parse) keeps its own code. */
function describeFailure(thrown: unknown): { code: string; detail: string | null } {
  const body = apiErrorBody(thrown);
  if (body) return { code: body.error, detail: body.message };
  return { code: apiErrorCode(thrown), detail: thrown instanceof Error ? thrown.message : null };
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
