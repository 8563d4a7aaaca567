// The sessions' request slices and their sagas run whole against a fake api: what the api receives, and what
// the pages then read (the lists, the session, the outcome of a cancel or a move).
import { CALENDAR_DAYS } from '@rozmova/web/ui/slot-calendar';
import { ApiError } from '@rozmova/web/api-client';
import type { SessionsApi } from '../api/sessions-api';
import {
  cancelSlice,
  detailsSlice,
  pastSlice,
  refusedTimes,
  rescheduleSlice,
  sessionsSagas,
  sessionsSlices,
  moveTimesSlice,
  upcomingSlice,
} from '../store/sessions-slices';
import { appointment } from '../../../test-support/fixtures';
import { settle, sliceStore, unexpected } from '../../../test-support/slice-store';

function run(api: Partial<SessionsApi>) {
  const full: SessionsApi = {
    getAppointments: unexpected('getAppointments'),
    getAppointment: unexpected('getAppointment'),
    cancelBooking: unexpected('cancelBooking'),
    rescheduleBooking: unexpected('rescheduleBooking'),
    moveSeriesFromHere: unexpected('moveSeriesFromHere'),
    getReminders: unexpected('getReminders'),
    getFreeSlots: unexpected('getFreeSlots'),
    ...api,
  };
  const store = sliceStore(sessionsSlices, sessionsSagas(full));
  return { store, read: <S>(slice: { select: (root: unknown) => S }) => slice.select(store.getState()) };
}

it('asks the upcoming and the past list with their own page sizes and keeps each page and total', async () => {
  const upcoming = appointment();
  const past = appointment({ id: 'p-1', status: 'cancelled' }, -48);
  const asked: unknown[] = [];
  const { store, read } = run({
    getAppointments: async (locale, kind, page, perPage) => {
      asked.push([locale, kind, page, perPage]);
      return {
        kind,
        page,
        per_page: perPage,
        total: kind === 'past' ? 23 : 1,
        appointments: kind === 'past' ? [past] : [upcoming],
      };
    },
  });
  store.dispatch(upcomingSlice.request({ locale: 'pl', page: 1 }));
  store.dispatch(pastSlice.request({ locale: 'pl', page: 3 }));
  await settle();
  expect(asked).toEqual([
    ['pl', 'upcoming', 1, 50],
    ['pl', 'past', 3, 10],
  ]);
  expect(read(upcomingSlice)).toMatchObject({ status: 'ready', data: { appointments: [upcoming], total: 1 } });
  expect(read(pastSlice)).toMatchObject({
    status: 'ready',
    data: { appointments: [past], total: 23 },
    args: { page: 3 },
  });
});

it('keeps the api error code when a list cannot load', async () => {
  const { store, read } = run({
    getAppointments: async () => Promise.reject(new ApiError(401, { error: 'not_authenticated', message: '' })),
  });
  store.dispatch(upcomingSlice.request({ locale: 'pl', page: 1 }));
  await settle();
  expect(read(upcomingSlice)).toMatchObject({ status: 'failed', error: { error: 'not_authenticated' } });
});

it('cancels with the chosen refund and then shows the session as the api has it', async () => {
  const before = appointment();
  const seen: unknown[] = [];
  let current = before;
  const { store, read } = run({
    getAppointment: async () => current,
    cancelBooking: async (locale, id, refundTo) => {
      seen.push({ locale, id, refundTo });
      current = { ...before, status: 'cancelled', cancelled_late: false };
      return { booking_id: id, status: 'cancelled', cancelled_by: 'client', late: false, refund_to: refundTo };
    },
  });
  store.dispatch(detailsSlice.request({ locale: 'pl', id: before.id }));
  await settle();
  store.dispatch(cancelSlice.request({ locale: 'pl', id: before.id, refundTo: 'token' }));
  await settle();
  await settle();
  expect(seen).toEqual([{ locale: 'pl', id: before.id, refundTo: 'token' }]);
  expect(read(cancelSlice)).toMatchObject({ status: 'ready', data: { late: false, refund_to: 'token' } });
  expect(read(detailsSlice)).toMatchObject({ status: 'ready', data: { status: 'cancelled' } });
});

it('says why a move was refused, reads the session again and keeps it unchanged', async () => {
  const before = appointment();
  let reads = 0;
  const { store, read } = run({
    getAppointment: async () => {
      reads += 1;
      return before;
    },
    rescheduleBooking: async () => Promise.reject(new ApiError(409, { error: 'slot_taken', message: '' })),
  });
  store.dispatch(detailsSlice.request({ locale: 'pl', id: before.id }));
  await settle();
  store.dispatch(rescheduleSlice.request({ locale: 'pl', id: before.id, startsAt: '2030-01-01T10:00:00.000Z' }));
  await settle();
  await settle();
  expect(read(rescheduleSlice)).toMatchObject({ status: 'failed', error: { error: 'slot_taken' } });
  expect(reads).toBe(2);
  expect(read(detailsSlice).data).toEqual(before);
});

it('moves a series session with all following ones through the series move, and names the refused times', async () => {
  const before = appointment();
  const moves: unknown[] = [];
  const { store, read } = run({
    getAppointment: async () => before,
    moveSeriesFromHere: async (...args) => {
      moves.push(args);
      throw new ApiError(409, {
        error: 'series_move_conflict',
        message: '',
        details: [{ starts_at: '2030-01-08T10:00:00.000Z' }, { starts_at: '2030-01-15T10:00:00.000Z' }],
      });
    },
  });
  const startsAt = '2030-01-01T10:00:00.000Z';
  store.dispatch(rescheduleSlice.request({ locale: 'pl', id: before.id, startsAt, alsoFollowing: true }));
  await settle();
  expect(moves).toEqual([['pl', before.id, startsAt]]);
  expect(refusedTimes(read(rescheduleSlice).error)).toEqual(['2030-01-08T10:00:00.000Z', '2030-01-15T10:00:00.000Z']);
});

it('ignores the answer for a session the page has already left', async () => {
  let resolveFirst: (value: ReturnType<typeof appointment>) => void = () => undefined;
  const first = appointment({ id: 'a-1' });
  const second = appointment({ id: 'a-2' });
  const { store, read } = run({
    getAppointment: (_locale, id) =>
      id === 'a-1' ? new Promise((resolve) => (resolveFirst = resolve)) : Promise.resolve(second),
  });
  store.dispatch(detailsSlice.request({ locale: 'pl', id: 'a-1' }));
  store.dispatch(detailsSlice.request({ locale: 'pl', id: 'a-2' }));
  resolveFirst(first);
  await settle();
  expect(read(detailsSlice)).toMatchObject({ args: { id: 'a-2' }, data: { id: 'a-2' } });
});

it('names the new time of a move at once, while the session itself still reloads', async () => {
  const before = appointment();
  const movedTo = '2030-01-01T10:00:00.000Z';
  // The reload never answers: the message must not wait for it (nor show the old time meanwhile).
  let moved = false;
  const { store, read } = run({
    getAppointment: async () => (moved ? new Promise<never>(() => undefined) : before),
    rescheduleBooking: async () => {
      moved = true;
      return { ...before, starts_at: movedTo };
    },
  });
  store.dispatch(detailsSlice.request({ locale: 'pl', id: before.id }));
  await settle();
  store.dispatch(rescheduleSlice.request({ locale: 'pl', id: before.id, startsAt: movedTo }));
  await settle();
  await settle();
  expect(read(rescheduleSlice)).toMatchObject({ status: 'ready', args: { startsAt: movedTo } });
  expect(read(detailsSlice)).toMatchObject({ status: 'loading', data: { starts_at: before.starts_at } });
});

it("offers as move times only the free times past the therapist's notice, in the calendar's shape", async () => {
  const now = Date.now();
  const soon = new Date(now + 3600_000).toISOString();
  const later = new Date(now + 2 * 86_400_000).toISOString();
  const end = (iso: string) => new Date(Date.parse(iso) + 50 * 60_000).toISOString();
  const asked: Array<{ locale: string; query: Record<string, string | undefined> }> = [];
  const { store, read } = run({
    getFreeSlots: async (locale, query) => {
      asked.push({ locale, query });
      return {
        time_zone: 'Europe/Warsaw',
        notice_minutes: 720,
        slots: [
          { starts_at: soon, ends_at: end(soon) },
          { starts_at: later, ends_at: end(later) },
        ],
      } as Awaited<ReturnType<SessionsApi['getFreeSlots']>>;
    },
  });
  store.dispatch(moveTimesSlice.request({ locale: 'pl', workerId: 'w-1', serviceId: 's-1' }));
  await settle();
  expect(read(moveTimesSlice).data).toEqual({
    therapistZone: 'Europe/Warsaw',
    slots: [{ starts_at: later, ends_at: end(later), worker_ids: ['w-1'] }],
  });
  expect(asked).toHaveLength(1);
  expect(asked[0]!.locale).toBe('pl');
  expect(asked[0]!.query).toMatchObject({ worker_id: 'w-1', service_id: 's-1' });
  const days = (Date.parse(asked[0]!.query.to!) - Date.parse(asked[0]!.query.from!)) / 86_400_000;
  expect(days).toBe(CALENDAR_DAYS);
});
