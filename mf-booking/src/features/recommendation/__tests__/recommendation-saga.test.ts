import { applyMiddleware, combineReducers, legacy_createStore as createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { recommendationReducer } from '../store/reducer';
import { createRecommendationSaga } from '../store/saga';
import { requestRecommendation } from '../store/actions';
import type { RecommendationRequestPayload, RecommendationResult } from '../store/types';
import { ApiError } from '@rozmova/web/api-client';

const request: RecommendationRequestPayload = {
  config_id: 'pl',
  answers: {
    concerns: ['anxiety'],
    service_kind: 'personal',
    language: 'pl',
    preferred_times: ['evening'],
    timezone: 'Europe/Warsaw',
  },
};

const result: RecommendationResult = {
  recommendation_id: 'rec-1',
  recommendation: {
    service_id: SERVICE_IDS.personal,
    therapists: [
      {
        worker_id: 'w-1',
        name: 'Anna',
        photo_url: null,
        languages: ['pl'],
        specialisations: ['anxiety'],
        price_for_user: 199,
        currency: 'PLN',
        next_free_slot: '2026-12-01T17:00:00Z',
        reasons: ['concern_match'],
        score: 0.9,
      },
    ],
  },
};

function setup(fetchRecommendation: (input: RecommendationRequestPayload) => Promise<RecommendationResult>) {
  const saga = createSagaMiddleware();
  const store = createStore(combineReducers({ recommendation: recommendationReducer }), applyMiddleware(saga));
  saga.run(createRecommendationSaga({ fetchRecommendation }));
  return { store, state: () => store.getState().recommendation };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('loading clears what an earlier answer left, success stores the result and its id', async () => {
  const answers = [
    Promise.reject(new ApiError(400, { error: 'validation_failed', message: 'concerns is required' })),
    Promise.resolve(result),
  ];
  answers[0]!.catch(() => undefined);
  const seen: RecommendationRequestPayload[] = [];
  const { store, state } = setup(async (input) => {
    seen.push(input);
    return answers.shift()!;
  });
  store.dispatch(requestRecommendation(request));
  await settle();
  expect(state()).toEqual({
    apiStatus: 'error',
    errorCode: 'validation_failed',
    errorDetail: 'concerns is required',
    recommendation: null,
    recommendation_id: null,
  });
  store.dispatch(requestRecommendation(request));
  expect(state()).toEqual({
    apiStatus: 'loading',
    errorCode: null,
    errorDetail: null,
    recommendation: null,
    recommendation_id: null,
  });
  await settle();
  expect(state()).toEqual({
    apiStatus: 'success',
    errorCode: null,
    errorDetail: null,
    recommendation: result.recommendation,
    recommendation_id: 'rec-1',
  });
  expect(seen).toEqual([request, request]);
});

it('a new request drops the previous recommendation while loading', async () => {
  let second!: (r: RecommendationResult) => void;
  const answers: Array<Promise<RecommendationResult>> = [
    Promise.resolve(result),
    new Promise((resolve) => (second = resolve)),
  ];
  const { store, state } = setup(() => answers.shift()!);
  store.dispatch(requestRecommendation(request));
  await settle();
  expect(state().recommendation_id).toBe('rec-1');
  store.dispatch(requestRecommendation(request));
  expect(state()).toMatchObject({ apiStatus: 'loading', recommendation: null, recommendation_id: null });
  second({ ...result, recommendation_id: 'rec-2' });
  await settle();
  expect(state().recommendation_id).toBe('rec-2');
});

it('a failure without an api body is stored as network_error with its message', async () => {
  const { store, state } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
  store.dispatch(requestRecommendation(request));
  await settle();
  expect(state()).toMatchObject({ apiStatus: 'error', errorCode: 'network_error', errorDetail: 'Failed to fetch' });
});
