// The weekly-hours sagas run whole, in the shell's store, against a fake api at the HTTP level.
import { createRootStore } from '@rozmova/web/store/create-store';
import { injectReducer, injectSaga } from '@rozmova/web/store/inject';
import { installFakeApi } from '@rozmova/testing/fake-api';
import { STORE_KEY, workerCabinetReducer, workerCabinetSaga } from '../../../app/store';
import { forgetOwnWorkerId } from '../../../lib/api/own-free-slots';
import { previewSlice, saveWeeklySlice, weeklySlice } from '../store/weekly-hours-slices';

function cabinetStore() {
  const store = createRootStore();
  injectReducer(store, STORE_KEY, workerCabinetReducer);
  injectSaga(store, STORE_KEY, workerCabinetSaga);
  return store;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !check(); i += 1) await settle();
  expect(check()).toBe(true);
}

beforeEach(() => forgetOwnWorkerId());

test('a refused save keeps the loaded week and holds the details the editor shows', async () => {
  installFakeApi((req) => {
    if (req.path === '/v4/time_management/get_weekly_work_time')
      return {
        status: 200,
        body: { time_zone: 'Europe/Warsaw', intervals: [{ weekday: 1, start: '09:00', end: '17:00' }] },
      };
    if (req.path === '/v4/time_management/set_weekly_work_time') {
      return {
        status: 400,
        body: {
          error: 'validation_failed',
          message: 'bad',
          details: [{ field: 'intervals[0].end', rule: 'end_before_start' }],
        },
      };
    }
    return undefined;
  });
  const store = cabinetStore();
  store.dispatch(weeklySlice.request(undefined));
  await until(() => weeklySlice.select(store.getState()).status === 'ready');
  store.dispatch(saveWeeklySlice.request([{ weekday: 1, start: '12:00', end: '10:00' }]));
  await until(() => saveWeeklySlice.select(store.getState()).status === 'failed');
  expect(saveWeeklySlice.select(store.getState()).error).toMatchObject({
    status: 400,
    details: [{ field: 'intervals[0].end', rule: 'end_before_start' }],
  });
  expect(weeklySlice.select(store.getState()).data!.intervals).toEqual([{ weekday: 1, start: '09:00', end: '17:00' }]);
});

test('a save replaces the loaded week with the answer and fetches next week again', async () => {
  const { seen } = installFakeApi((req) => {
    if (req.path === '/v4/time_management/set_weekly_work_time')
      return {
        status: 200,
        body: { time_zone: 'Europe/Warsaw', intervals: req.body && (req.body as { intervals: unknown[] }).intervals },
      };
    if (req.path === '/v4/get_worker_base_data') return { status: 200, body: { id: 'w-7' } };
    if (req.path === '/v4/get_free_slots') {
      return {
        status: 200,
        body: {
          time_zone: 'Europe/Warsaw',
          duration_minutes: 50,
          from: 'a',
          to: 'b',
          slots: [{ starts_at: '2030-01-07T09:00:00.000Z', ends_at: '2030-01-07T09:50:00.000Z' }],
        },
      };
    }
    return undefined;
  });
  const store = cabinetStore();
  store.dispatch(saveWeeklySlice.request([{ weekday: 2, start: '10:00', end: '14:00' }]));
  await until(() => previewSlice.select(store.getState()).status === 'ready');
  expect(weeklySlice.select(store.getState()).data!.intervals).toEqual([{ weekday: 2, start: '10:00', end: '14:00' }]);
  expect(previewSlice.select(store.getState()).data!.slots).toHaveLength(1);
  const slotsCall = seen.find((r) => r.path === '/v4/get_free_slots')!;
  expect(slotsCall.query.get('worker_id')).toBe('w-7');
});
