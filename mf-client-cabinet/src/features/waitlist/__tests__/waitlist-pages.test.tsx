// The client's waitlists in the cabinet: the list with "leave", and the claim link's landing page with the time
// offered, the minutes left and the way into the checkout.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { installFakeApi, registeredAuth } from '@rozmova/testing/fake-api';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { renderCabinet } from '../../../test-support/render';

afterEach(() => clearClientCache());

const WORKER = '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b';
const ENTRY = {
  id: '0d4b8a6e-1f2c-4a3b-9c8d-7e6f5a4b3c2d',
  worker_id: WORKER,
  therapist_name: 'Ioana Popescu',
  service_id: SERVICE_IDS.personal,
  service_kind: 'personal',
  time_zone: 'Europe/Bucharest',
  windows: [{ weekdays: [1, 3], from: '18:00', to: '21:00' }],
  joined_at: '2026-11-20T10:00:00.000Z',
  offer: null,
};

it('lists the waitlists and leaves one (ro)', async () => {
  let entries = [ENTRY];
  const { seen } = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('ioana@example.com') };
    if (req.path === '/v4/waitlist/mine') return { status: 200, body: { entries } };
    if (req.path === '/v4/waitlist/leave') {
      entries = [];
      return { status: 200, body: { entries } };
    }
    return undefined;
  });
  await renderCabinet('ro', '/ro/cabinet/waitlist');
  const entry = await screen.findByTestId('waitlist-entry', {}, { timeout: 10_000 });
  expect(within(entry).getByRole('heading').textContent).toBe('Ioana Popescu, ședință individuală');
  expect(entry.textContent).toMatch(/lun\.?, mie\.?, 18:00–21:00/);
  fireEvent.click(within(entry).getByTestId('waitlist-leave'));
  await screen.findByText('Ați ieșit de pe lista de așteptare.');
  expect(screen.queryByTestId('waitlist-entry')).toBeNull();
  expect(seen.find((r) => r.path === '/v4/waitlist/leave')!.body).toEqual({ entry_id: ENTRY.id });
});

it('the claim page shows the time, the minutes left and leads to the checkout (pl)', async () => {
  const startsAt = '2026-12-03T17:00:00.000Z';
  const { seen } = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('ola@example.com') };
    if (req.path === '/v4/waitlist/offer')
      return {
        status: 200,
        body: {
          worker_id: WORKER,
          therapist_name: 'Anna Kowalska',
          service_id: SERVICE_IDS.personal,
          service_kind: 'personal',
          starts_at: startsAt,
          ends_at: '2026-12-03T17:50:00.000Z',
          expires_at: new Date(Date.now() + 12 * 60_000 - 1000).toISOString(),
        },
      };
    return undefined;
  });
  await renderCabinet('pl', '/pl/cabinet/waitlist/offer?token=abc');
  expect((await screen.findByTestId('waitlist-offer-left', {}, { timeout: 10_000 })).textContent).toBe(
    'Czas na rezerwację: 12 min',
  );
  expect(screen.getByText(/^Anna Kowalska, sesja indywidualna: /)).toBeTruthy();
  const book = screen.getByTestId('waitlist-offer-book');
  const target = new URL(book.getAttribute('href')!, 'http://x');
  expect(target.pathname).toBe('/pl/checkout/appointment');
  expect(Object.fromEntries(target.searchParams)).toEqual({
    worker_id: WORKER,
    service_id: SERVICE_IDS.personal,
    starts_at: startsAt,
  });
  expect(seen.find((r) => r.path === '/v4/waitlist/offer')!.query.get('token')).toBe('abc');
});

it('a claim link that ran out says so (ua)', async () => {
  installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('olena@example.com') };
    if (req.path === '/v4/waitlist/offer')
      return { status: 404, body: { error: 'waitlist_offer_not_found', message: 'gone' } };
    return undefined;
  });
  await renderCabinet('ua', '/ua/cabinet/waitlist/offer?token=old');
  await waitFor(() =>
    expect(screen.getByTestId('waitlist-offer-gone').textContent).toContain('Ця пропозиція вже закінчилася'),
  );
});
