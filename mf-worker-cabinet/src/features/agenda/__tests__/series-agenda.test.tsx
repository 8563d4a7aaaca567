// A therapist sees which sessions belong to a series and ends one after being told what that does.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { installFakeApi } from '@rozmova/testing/fake-api';
import { authAs, renderCabinet } from '../../../test-support/render';

afterEach(() => clearClientCache());

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
