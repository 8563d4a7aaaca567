// The whole sessions saga against a fake api: what the client would see in the store afterwards.
import { createStore, applyMiddleware } from 'redux';
import createSagaMiddleware from 'redux-saga';
import type { SessionsApi } from '../api/sessions-api';
import { cancelSession, loadDetails, loadList, rescheduleSession } from '../store/actions';
import { initialSessionsState, sessionsReducer } from '../store/reducer';
import { sessionsSaga } from '../store/saga';
import { appointment } from '../../../test-support/fixtures';
import { ApiError } from '@rozmova/web/api-client';

function run(api: Partial<SessionsApi>) {
  const saga = createSagaMiddleware();
  const store = createStore(sessionsReducer, initialSessionsState, applyMiddleware(saga));
  saga.run(sessionsSaga, api as SessionsApi);
  return store;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

it('loads upcoming and past sessions into their own lists, with the page and total', async () => {
  const upcoming = appointment();
  const past = appointment({ id: 'p-1', status: 'cancelled' }, -48);
  const store = run({
    getAppointments: async (_locale, kind, page, perPage) => ({
      kind,
      page,
      per_page: perPage,
      total: kind === 'past' ? 23 : 1,
      appointments: kind === 'past' ? [past] : [upcoming],
    }),
  });
  store.dispatch(loadList({ locale: 'pl', kind: 'upcoming', page: 1 }));
  store.dispatch(loadList({ locale: 'pl', kind: 'past', page: 3 }));
  await flush();
  expect(store.getState().upcoming).toMatchObject({ status: 'success', items: [upcoming], total: 1 });
  expect(store.getState().past).toMatchObject({ status: 'success', items: [past], page: 3, total: 23 });
});

it('keeps the api error code when a list cannot load', async () => {
  const store = run({
    getAppointments: async () => Promise.reject(new ApiError(401, { error: 'not_authenticated', message: '' })),
  });
  store.dispatch(loadList({ locale: 'pl', kind: 'upcoming', page: 1 }));
  await flush();
  expect(store.getState().upcoming).toMatchObject({ status: 'error', error: 'not_authenticated' });
});

it('cancels with the chosen refund and then shows the session as the api has it', async () => {
  const before = appointment();
  const seen: unknown[] = [];
  let current = before;
  const store = run({
    getAppointment: async () => current,
    cancelBooking: async (locale, id, refundTo) => {
      seen.push({ locale, id, refundTo });
      current = { ...before, status: 'cancelled', cancelled_late: false };
      return { booking_id: id, status: 'cancelled', cancelled_by: 'client', late: false, refund_to: refundTo };
    },
  });
  store.dispatch(loadDetails('pl', before.id));
  await flush();
  store.dispatch(cancelSession({ locale: 'pl', id: before.id, refundTo: 'token' }));
  await flush();
  await flush();
  expect(seen).toEqual([{ locale: 'pl', id: before.id, refundTo: 'token' }]);
  expect(store.getState().change).toMatchObject({
    status: 'done',
    kind: 'cancel',
    cancelResult: { late: false, refund_to: 'token' },
  });
  expect(store.getState().details).toMatchObject({ status: 'success', item: { status: 'cancelled' } });
});

it('says why a move was refused and keeps the session unchanged', async () => {
  const before = appointment();
  const store = run({
    getAppointment: async () => before,
    rescheduleBooking: async () => Promise.reject(new ApiError(409, { error: 'slot_taken', message: '' })),
  });
  store.dispatch(loadDetails('pl', before.id));
  await flush();
  store.dispatch(rescheduleSession({ locale: 'pl', id: before.id, startsAt: '2030-01-01T10:00:00.000Z' }));
  await flush();
  await flush();
  expect(store.getState().change).toMatchObject({ status: 'error', kind: 'reschedule', error: 'slot_taken' });
  expect(store.getState().details.item).toEqual(before);
});

it('ignores the answer for a session the page has already left', async () => {
  let resolveFirst: (value: ReturnType<typeof appointment>) => void = () => undefined;
  const first = appointment({ id: 'a-1' });
  const second = appointment({ id: 'a-2' });
  const store = run({
    getAppointment: (_locale, id) =>
      id === 'a-1' ? new Promise((resolve) => (resolveFirst = resolve)) : Promise.resolve(second),
  });
  store.dispatch(loadDetails('pl', 'a-1'));
  store.dispatch(loadDetails('pl', 'a-2'));
  resolveFirst(first);
  await flush();
  expect(store.getState().details).toMatchObject({ id: 'a-2', item: { id: 'a-2' } });
});

it('names the new time of a move at once, while the session itself still reloads', async () => {
  const before = appointment();
  const movedTo = '2030-01-01T10:00:00.000Z';
  // The reload never answers: the message must not wait for it (nor show the old time meanwhile).
  const store = run({
    getAppointment: async () =>
      store.getState().change.status === 'idle' ? before : new Promise<never>(() => undefined),
    rescheduleBooking: async () => ({ ...before, starts_at: movedTo }),
  });
  store.dispatch(loadDetails('pl', before.id));
  await flush();
  store.dispatch(rescheduleSession({ locale: 'pl', id: before.id, startsAt: movedTo }));
  await flush();
  await flush();
  expect(store.getState().change).toMatchObject({ status: 'done', kind: 'reschedule', movedTo });
  expect(store.getState().details.item?.starts_at).toBe(before.starts_at);
});
