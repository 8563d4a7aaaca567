import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { installFakeApi } from '@rozmova/testing/fake-api';
import { where } from '@rozmova/testing/render-remote';
import { authAs, renderCabinet } from '../../../test-support/render';

afterEach(() => clearClientCache());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function booking(id: string, startsIn: number, extra: Record<string, unknown> = {}) {
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
    created_at: inMinutes(-600),
    ...extra,
  };
}

function therapistApi(bookings: unknown[], onCancel?: (body: unknown) => void) {
  return installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: authAs('therapist') };
    if (req.path === '/v4/worker/get_bookings')
      return {
        status: 200,
        body: { time_zone: 'Europe/Warsaw', page: 1, per_page: 200, total: bookings.length, bookings },
      };
    if (req.path === '/v4/cancel_booking') {
      onCancel?.(req.body);
      return {
        status: 200,
        body: {
          booking_id: 'b-later',
          status: 'cancelled',
          cancelled_by: 'therapist',
          late: false,
          refund_to: 'payment',
        },
      };
    }
    return undefined;
  });
}

test('the agenda names the zone by its city, shows each session and opens the call 10 minutes before', async () => {
  therapistApi([
    booking('b-soon', 5),
    booking('b-later', 180, {
      service_kind: 'couple',
      service_id: SERVICE_IDS.couple,
      source: 'token',
      partner_email: 'piotr@example.com',
    }),
    booking('b-gift', 300, { source: 'gift' }),
  ]);
  await renderCabinet('pl', '/pl/cabinet/appointments-list');
  expect((await screen.findByTestId('zone-note')).textContent).toBe('Strefa czasowa: Warszawa');
  const [soon, later, gift] = await screen.findAllByTestId('agenda-booking');
  // A session paid by a gift code reads as a gift, not as a session from a bundle.
  expect(within(gift!).getByText(/^Prezent ·/)).toBeTruthy();
  expect(within(soon!).getByText(/Anna Kowalska/)).toBeTruthy();
  expect(within(soon!).getByText('Sesja indywidualna')).toBeTruthy();
  expect(within(soon!).getByText('Opłacona · 199,00 zł')).toBeTruthy();
  const join = within(soon!).getByTestId('join-call');
  expect(join.tagName).toBe('A');
  expect(join.getAttribute('href')).toBe('/pl/cabinet/video_call/personal/b-soon');
  const closed = within(later!).getByTestId('join-call') as HTMLButtonElement;
  expect(closed.disabled).toBe(true);
  expect(closed.textContent).toMatch(/^Rozmowa otworzy się o \d{2}:\d{2}$/);
  expect(within(later!).getByText('Osoba partnerska: piotr@example.com')).toBeTruthy();
  expect(within(later!).getByText(/Sesja z pakietu/)).toBeTruthy();
});

test('a client who deleted their account is named in the page language, never "deleted user" (issue 23, point 11)', async () => {
  therapistApi([booking('b-gone', 240, { client: { id: 'c9', name: '', email: '' } })]);
  await renderCabinet('pl', '/pl/cabinet/appointments-list');
  const [card] = await screen.findAllByTestId('agenda-booking');
  expect(within(card!).getByText(/Klient \(konto usunięte\)/)).toBeTruthy();
});

test('cancelling states the consequence first, then cancels with a refund and reloads the agenda', async () => {
  const bodies: unknown[] = [];
  const { seen } = therapistApi([booking('b-later', 180)], (body) => bodies.push(body));
  await renderCabinet('en', '/en/cabinet/appointments-list');
  fireEvent.click(await screen.findByTestId('cancel-booking'));
  expect(screen.getByTestId('cancel-consequence').textContent).toContain(
    'gets their money or session token back in full',
  );
  const loadsBefore = seen.filter((r) => r.path === '/v4/worker/get_bookings').length;
  fireEvent.change(screen.getByLabelText('Reason for the client (optional)'), { target: { value: 'I am ill' } });
  fireEvent.click(screen.getByTestId('cancel-confirm'));
  await waitFor(() => expect(screen.queryByTestId('cancel-panel')).toBeNull());
  expect(bodies).toEqual([{ booking_id: 'b-later', reason: 'I am ill', refund_to: 'payment' }]);
  await waitFor(() =>
    expect(seen.filter((r) => r.path === '/v4/worker/get_bookings').length).toBeGreaterThan(loadsBefore),
  );
});

test('a client who opens the therapist cabinet is sent to their own landing', async () => {
  installFakeApi((req) => (req.path === '/auth' ? { status: 200, body: authAs('user') } : undefined));
  await renderCabinet('ro', '/ro/cabinet/appointments-list');
  await waitFor(() => expect(where.pathname).toBe('/ro/home'));
});

test('an admin is sent from therapist pages to the admin landing; a therapist from admin pages to the agenda', async () => {
  installFakeApi((req) =>
    req.path === '/auth'
      ? { status: 200, body: authAs('admin') }
      : req.path === '/v4/admin/therapists'
        ? { status: 200, body: { page: 1, per_page: 25, total: 0, therapists: [] } }
        : undefined,
  );
  const first = await renderCabinet('ua', '/ua/cabinet/working-hours');
  await waitFor(() => expect(where.pathname).toBe('/ua/cabinet/admin'));
  first.unmount();
  clearClientCache();
  therapistApi([]);
  await renderCabinet('ua', '/ua/cabinet/admin/promo-rules');
  await waitFor(() => expect(where.pathname).toBe('/ua/cabinet/appointments-list'));
});

test('a path the cabinet does not know renders "not found"', async () => {
  therapistApi([]);
  await renderCabinet('en', '/en/cabinet/nothing-here');
  expect(await screen.findByTestId('not-found')).toBeTruthy();
});
