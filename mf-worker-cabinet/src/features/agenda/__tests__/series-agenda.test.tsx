// A therapist sees which sessions belong to a series, ends one after being told what that does, and moves a
// session alone or with all following ones.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { installFakeApi } from '@rozmova/testing/fake-api';
import { forgetOwnWorkerId } from '../../../lib/api/own-free-slots';
import { formatDay, formatTime } from '../../../lib/zoned-time';
import { authAs, renderCabinet } from '../../../test-support/render';

afterEach(() => {
  clearClientCache();
  forgetOwnWorkerId();
});

const SERIES_ID = '33333333-3333-4333-8333-333333333333';
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
function booking(id: string, startsIn: number, series_id: string | null) {
  return {
    id,
    status: 'confirmed',
    service_id: SERVICE_IDS.personal,
    service_kind: 'personal',
    starts_at: inMinutes(startsIn),
    ends_at: inMinutes(startsIn + 50),
    hold_expires_at: null,
    source: 'purchase',
    price: 199,
    currency: 'PLN',
    client: { id: 'c1', name: 'Anna Kowalska', email: 'anna@example.com' },
    partner_email: null,
    worker_note: null,
    client_note: null,
    cancelled_at: null,
    cancelled_by: null,
    cancelled_late: null,
    reschedule_count: 0,
    series_id,
    created_at: inMinutes(-600),
  };
}

test('series sessions are marked; "end series" says what happens, then ends it and reloads the agenda', async () => {
  const ended: unknown[] = [];
  const { seen } = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: authAs('therapist') };
    if (req.path === '/v4/worker/get_bookings') {
      const bookings = [booking('b-series', 180, SERIES_ID), booking('b-single', 300, null)];
      return { status: 200, body: { time_zone: 'Europe/Warsaw', page: 1, per_page: 200, total: 2, bookings } };
    }
    if (req.path === '/v4/series/end') {
      ended.push(req.body);
      return { status: 200, body: { id: SERIES_ID } };
    }
    return undefined;
  });
  await renderCabinet('pl', '/pl/cabinet/appointments-list');
  const [inSeries, single] = await screen.findAllByTestId('agenda-booking');
  expect(within(inSeries!).getByTestId('series-marker').textContent).toBe('Seria cykliczna');
  expect(within(single!).queryByTestId('series-marker')).toBeNull();
  expect(within(single!).queryByTestId('end-series')).toBeNull();

  fireEvent.click(within(inSeries!).getByTestId('end-series'));
  expect(screen.getByTestId('end-series-consequence').textContent).toContain(
    'Wszystkie kolejne sesje tej serii zostaną odwołane',
  );
  const loadsBefore = seen.filter((r) => r.path === '/v4/worker/get_bookings').length;
  fireEvent.click(screen.getByTestId('end-series-confirm'));
  await waitFor(() => expect(screen.queryByTestId('end-series-panel')).toBeNull());
  expect(ended).toEqual([{ series_id: SERIES_ID }]);
  await waitFor(() =>
    expect(seen.filter((r) => r.path === '/v4/worker/get_bookings').length).toBeGreaterThan(loadsBefore),
  );
});

function moveApi(onMove: (path: string, body: unknown) => { status: number; body: unknown }) {
  const slot = inMinutes(24 * 60 + 120);
  const fake = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: authAs('therapist') };
    if (req.path === '/v4/worker/get_bookings') {
      const bookings = [booking('b-series', 180, SERIES_ID), booking('b-single', 300, null)];
      return { status: 200, body: { time_zone: 'Europe/Warsaw', page: 1, per_page: 200, total: 2, bookings } };
    }
    if (req.path === '/v4/get_worker_base_data') return { status: 200, body: { id: 'w-1' } };
    if (req.path === '/v4/get_free_slots') {
      const slots = [{ starts_at: slot, ends_at: inMinutes(24 * 60 + 170) }];
      return {
        status: 200,
        body: {
          worker_id: 'w-1',
          service_id: SERVICE_IDS.personal,
          time_zone: 'Europe/Warsaw',
          duration_minutes: 50,
          notice_minutes: 0,
          from: inMinutes(0),
          to: inMinutes(14 * 24 * 60),
          slots,
        },
      };
    }
    if (req.path === '/v4/reschedule_booking' || req.path === '/v4/series/move') return onMove(req.path, req.body);
    return undefined;
  });
  return { ...fake, slot };
}

test('only a series session offers "this and all following"; a single move stays a single-booking call', async () => {
  const moved: unknown[] = [];
  moveApi((path, body) => {
    moved.push([path, body]);
    return { status: 200, body: {} };
  });
  await renderCabinet('pl', '/pl/cabinet/appointments-list');
  const [inSeries, single] = await screen.findAllByTestId('agenda-booking');

  fireEvent.click(within(single!).getByTestId('move-booking'));
  await screen.findByTestId('reschedule-panel');
  expect(screen.queryByTestId('move-scope-following')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Zostaw obecny termin' }));
  await waitFor(() => expect(screen.queryByTestId('reschedule-panel')).toBeNull());

  fireEvent.click(within(inSeries!).getByTestId('move-booking'));
  const panel = await screen.findByTestId('reschedule-panel');
  expect((within(panel).getByTestId('move-scope-this') as HTMLInputElement).checked).toBe(true);
  expect(within(panel).getByText('Tę i wszystkie następne sesje serii')).toBeTruthy();
  const slotButton = (await within(panel).findAllByRole('button', { pressed: false }))[0]!;
  fireEvent.click(slotButton);
  fireEvent.click(within(panel).getByRole('button', { name: 'Przenieś na ten termin' }));
  await waitFor(() => expect(screen.queryByTestId('reschedule-panel')).toBeNull());
  expect(moved).toEqual([['/v4/reschedule_booking', { booking_id: 'b-series', starts_at: expect.any(String) }]]);
});

test('"this and all following" calls the series move; a conflict lists the refused times and changes nothing', async () => {
  const moved: unknown[] = [];
  const refused = [inMinutes(8 * 24 * 60 + 120), inMinutes(15 * 24 * 60 + 120)];
  const { slot } = moveApi((path, body) => {
    moved.push([path, body]);
    return {
      status: 409,
      body: {
        error: 'series_move_conflict',
        message: 'Not every occurrence can be moved there.',
        details: refused.map((startsAt, i) => ({
          field: 'booking_id',
          rule: 'booked',
          booking_id: `b-later-${i}`,
          starts_at: startsAt,
        })),
      },
    };
  });
  await renderCabinet('pl', '/pl/cabinet/appointments-list');
  const [inSeries] = await screen.findAllByTestId('agenda-booking');
  fireEvent.click(within(inSeries!).getByTestId('move-booking'));
  const panel = await screen.findByTestId('reschedule-panel');
  fireEvent.click(within(panel).getByTestId('move-scope-following'));
  expect(within(panel).getByText(/Każda następna sesja przesunie się tak samo/)).toBeTruthy();
  fireEvent.click((await within(panel).findAllByRole('button', { pressed: false }))[0]!);
  fireEvent.click(within(panel).getByRole('button', { name: 'Przenieś na ten termin' }));

  const conflict = await within(panel).findByTestId('move-series-conflict');
  expect(moved).toEqual([
    ['/v4/series/move', { booking_id: 'b-series', starts_at: slot, scope: 'this_and_following' }],
  ]);
  expect(conflict.textContent).toContain('Nic nie zostało zmienione');
  const items = within(conflict)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(items).toEqual(
    refused.map((at) => `${formatDay(at, 'pl', 'Europe/Warsaw')}, ${formatTime(at, 'pl', 'Europe/Warsaw')}`),
  );
  // The panel stays open; the session keeps its time.
  expect(screen.getByTestId('reschedule-panel')).toBeTruthy();
});
