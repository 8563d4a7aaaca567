// A therapist with nothing free in the next 14 days: the widget offers their waitlist with a choice of days and
// hours on the client's clock, and sends exactly that choice.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { ANONYMOUS_AUTH, installFakeApi, registeredAuth } from '@rozmova/testing/fake-api';
import { ANNA, freeSlots } from '../../../test-support/fake-api';
import { renderBooking } from '../../../test-support/render';
import { clientInZone } from '@rozmova/testing/client-zone';

beforeEach(() => {
  clientInZone('Europe/Warsaw');
});
afterEach(() => {
  jest.restoreAllMocks();
  clearClientCache();
});

/** Anna's only free time is three weeks away. */
const THREE_WEEKS = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 13) + ':00:00.000Z';

function api(signedIn: boolean, joinAnswer: { status: number; body: unknown }) {
  return installFakeApi((req) => {
    if (req.path === '/auth')
      return signedIn
        ? { status: 200, body: registeredAuth('ola@example.com') }
        : { status: 401, body: ANONYMOUS_AUTH };
    if (req.path === '/get_therapists_data')
      return {
        status: 200,
        body: { config_id: 'pl', currency: 'PLN', page: 1, per_page: 50, total: 1, therapists: [ANNA] },
      };
    if (req.path === '/v4/get_free_slots')
      return { status: 200, body: freeSlots(ANNA, req.query.get('service_id')!, [THREE_WEEKS]) };
    if (req.path === '/v4/waitlist/join') return joinAnswer;
    return undefined;
  });
}

it('a signed-in client joins with the days and hours they choose', async () => {
  const { seen } = api(true, { status: 200, body: {} });
  await renderBooking('pl', `/pl/therapists?psychologist_id=${ANNA.id}`);
  const join = await screen.findByTestId('waitlist-join');
  expect(within(join).getByRole('heading').textContent).toBe('Brak wolnych terminów w ciągu najbliższych 14 dni');

  // Weekdays are chosen at first; the client adds Saturday, drops Monday and wants evenings.
  fireEvent.click(within(join).getByTestId('waitlist-day-6'));
  fireEvent.click(within(join).getByTestId('waitlist-day-1'));
  fireEvent.change(within(join).getByLabelText('Od'), { target: { value: '17:00' } });
  fireEvent.change(within(join).getByLabelText('Do'), { target: { value: '21:00' } });
  fireEvent.click(within(join).getByTestId('waitlist-submit'));

  await screen.findByTestId('waitlist-joined');
  const sent = seen.find((r) => r.path === '/v4/waitlist/join')!;
  expect(sent.body).toEqual({
    worker_id: ANNA.id,
    service_id: SERVICE_IDS.personal,
    time_zone: 'Europe/Warsaw',
    windows: [{ weekdays: [2, 3, 4, 5, 6], from: '17:00', to: '21:00' }],
  });
});

it('an end before the start cannot be sent, and the api refusal is said in words', async () => {
  const { seen } = api(true, { status: 409, body: { error: 'already_waiting', message: 'already' } });
  await renderBooking('pl', `/pl/therapists?psychologist_id=${ANNA.id}`);
  const join = await screen.findByTestId('waitlist-join');
  fireEvent.change(within(join).getByLabelText('Od'), { target: { value: '20:00' } });
  fireEvent.change(within(join).getByLabelText('Do'), { target: { value: '08:00' } });
  expect(within(join).getByRole('alert').textContent).toBe('Koniec musi być później niż początek.');
  expect((within(join).getByTestId('waitlist-submit') as HTMLButtonElement).disabled).toBe(true);

  fireEvent.change(within(join).getByLabelText('Do'), { target: { value: '22:00' } });
  fireEvent.click(within(join).getByTestId('waitlist-submit'));
  await waitFor(() =>
    expect(within(join).getByTestId('waitlist-error').textContent).toBe('Już jesteś na tej liście oczekujących.'),
  );
  expect(seen.filter((r) => r.path === '/v4/waitlist/join')).toHaveLength(1);
});

it('someone signed out is asked to sign in first', async () => {
  api(false, { status: 401, body: {} });
  await renderBooking('pl', `/pl/therapists?psychologist_id=${ANNA.id}`);
  const join = await screen.findByTestId('waitlist-join');
  expect(within(join).getByTestId('waitlist-sign-in').getAttribute('href')).toBe(
    `/pl/login?next=${encodeURIComponent(`/pl/therapists?psychologist_id=${ANNA.id}`)}`,
  );
});
