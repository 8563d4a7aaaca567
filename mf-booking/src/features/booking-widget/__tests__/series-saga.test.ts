// The series slice and its request slices' sagas run whole against a fake api: the check of every week, the
// client settling the taken ones, and booking what they settled.
import { applyMiddleware, combineReducers, legacy_createStore as createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { ApiError } from '@rozmova/web/api-client';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import type { SeriesPreview } from '@rozmova/contracts/schemas/series';
import { bookingSeriesReducer } from '../store/series-reducer';
import { runWatchers } from '@rozmova/web/store/request-slice';
import { seriesSagas, type SeriesApi } from '../store/series-slices';
import {
  chooseOccurrence,
  previewKey,
  requestCreateSeries,
  requestSeriesPreview,
  setRepeat,
} from '../store/series-actions';
import { selectSeriesPlan, selectSeriesProblem } from '../store/series-selectors';
import type { CreatedSeries, SeriesCreateInput, SeriesPreviewInput } from '../store/series-types';
import { selectSlot } from '../store/actions';

const WORKER = '11111111-1111-4111-8111-111111111111';
const input: SeriesPreviewInput = {
  config_id: 'pl',
  worker_id: WORKER,
  service_id: SERVICE_IDS.personal,
  starts_at: '2027-03-02T17:00:00.000Z',
  every_weeks: 1,
  count: 3,
  client_time_zone: 'Europe/Warsaw',
};

const end = (iso: string) => new Date(Date.parse(iso) + 50 * 60_000).toISOString();
function week(index: number, starts_at: string, conflict: 'booked' | null, alternatives: string[] = []) {
  return {
    index,
    starts_at,
    ends_at: end(starts_at),
    therapist_local: '',
    client_local: '',
    status: conflict ? ('conflict' as const) : ('free' as const),
    conflict,
    alternatives: alternatives.map((s) => ({ starts_at: s, ends_at: end(s) })),
    client_shift: null,
  };
}

const PREVIEW: SeriesPreview = {
  worker_id: WORKER,
  service_id: SERVICE_IDS.personal,
  every_weeks: 1,
  time_zone: 'Europe/Warsaw',
  client_time_zone: 'Europe/Warsaw',
  duration_minutes: 50,
  notice_minutes: 0,
  occurrences: [
    week(0, '2027-03-02T17:00:00.000Z', null),
    week(1, '2027-03-09T17:00:00.000Z', 'booked', ['2027-03-09T15:00:00.000Z', '2027-03-10T17:00:00.000Z']),
    week(2, '2027-03-16T17:00:00.000Z', null),
  ],
};

const NO_PAYMENT_OPTIONS = async () => ({ tokens: 0, subscription: false });

function seriesSaga(api: Omit<SeriesApi, 'getSeriesPaymentOptions'>) {
  return runWatchers(seriesSagas({ ...api, getSeriesPaymentOptions: NO_PAYMENT_OPTIONS }));
}

function setup(create: (body: SeriesCreateInput) => Promise<CreatedSeries>) {
  const previews: SeriesPreviewInput[] = [];
  const creations: SeriesCreateInput[] = [];
  const saga = createSagaMiddleware();
  const store = createStore(combineReducers({ bookingSeries: bookingSeriesReducer }), applyMiddleware(saga));
  saga.run(
    seriesSaga({
      previewSeries: async (q) => {
        previews.push(q);
        return PREVIEW;
      },
      createSeries: async (body) => {
        creations.push(body);
        return create(body);
      },
    }),
  );
  return { store, previews, creations, series: () => store.getState().bookingSeries };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('keeps the free weeks, waits for a decision on the taken one, and books the time the client moved it to', async () => {
  const created = { series: { id: 's-1' }, purchase: { checkout_url: 'https://pay.example/1' } } as CreatedSeries;
  const { store, previews, creations, series } = setup(async () => created);
  store.dispatch(setRepeat(1, 3));
  store.dispatch(requestSeriesPreview(input));
  expect(series().preview.status).toBe('loading');
  await settle();
  expect(previews).toEqual([input]);
  expect(series().choices).toEqual([{ action: 'keep' }, null, { action: 'keep' }]);
  // The taken week is not settled yet: nothing can be booked.
  expect(selectSeriesProblem(store.getState())).toBe('undecided');

  store.dispatch(chooseOccurrence(1, { action: 'move', starts_at: '2027-03-10T17:00:00.000Z' }));
  expect(selectSeriesProblem(store.getState())).toBeNull();
  expect(selectSeriesPlan(store.getState()).map((s) => s.starts_at)).toEqual([
    '2027-03-02T17:00:00.000Z',
    '2027-03-10T17:00:00.000Z',
    '2027-03-16T17:00:00.000Z',
  ]);

  const body: SeriesCreateInput = {
    config_id: 'pl',
    worker_id: WORKER,
    service_id: SERVICE_IDS.personal,
    every_weeks: 1,
    occurrences: selectSeriesPlan(store.getState()).map((s) => ({ starts_at: s.starts_at })),
    payment: 'pay_per_occurrence',
  };
  store.dispatch(requestCreateSeries(body));
  await settle();
  expect(creations).toEqual([body]);
  expect(series().creation).toEqual({ status: 'success', error: null, result: created });
});

it('a refused booking keeps its reason and marks the checked weeks stale, so they are checked again', async () => {
  const { store, series } = setup(async () => {
    throw new ApiError(409, { error: 'slot_taken', message: 'taken' });
  });
  store.dispatch(setRepeat(1, 3));
  store.dispatch(requestSeriesPreview(input));
  await settle();
  store.dispatch(chooseOccurrence(1, { action: 'drop' }));
  store.dispatch(
    requestCreateSeries({
      config_id: 'pl',
      worker_id: WORKER,
      service_id: SERVICE_IDS.personal,
      every_weeks: 1,
      occurrences: selectSeriesPlan(store.getState()).map((s) => ({ starts_at: s.starts_at })),
      payment: 'pay_per_occurrence',
    }),
  );
  await settle();
  expect(series().creation).toMatchObject({ status: 'error', error: 'slot_taken' });
  expect(series().preview.for).toBeNull();
});

it('another first time forgets the checked weeks but keeps how often and how many', async () => {
  const { store, series } = setup(async () => ({}) as CreatedSeries);
  store.dispatch(setRepeat(2, 6));
  store.dispatch(requestSeriesPreview({ ...input, every_weeks: 2, count: 6 }));
  await settle();
  store.dispatch(selectSlot(null));
  expect(series()).toMatchObject({ every_weeks: 2, count: 6, choices: [], preview: { status: 'idle', items: [] } });
});

it('a failed check is kept as the answer to that question, so the page does not ask again by itself', async () => {
  const saga = createSagaMiddleware();
  const store = createStore(combineReducers({ bookingSeries: bookingSeriesReducer }), applyMiddleware(saga));
  let asked = 0;
  saga.run(
    seriesSaga({
      previewSeries: async () => {
        asked += 1;
        throw new ApiError(503, { error: 'unavailable', message: 'down' });
      },
      createSeries: async () => ({}) as CreatedSeries,
    }),
  );
  store.dispatch(requestSeriesPreview(input));
  await settle();
  expect(asked).toBe(1);
  expect(store.getState().bookingSeries.preview).toMatchObject({
    status: 'error',
    error: 'unavailable',
    for: previewKey(input),
  });
});
