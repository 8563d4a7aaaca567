// /{locale}/booking: no therapist chosen yet. The calendar merges everyone's free times; after a time
// the client chooses among the therapists free then.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { installFakeApi } from '@rozmova/testing/fake-api';
import { ANNA, OLEH, freeSlots, tomorrowAt } from '../../../test-support/fake-api';
import { renderBooking } from '../../../test-support/render';
import { clientInZone } from '@rozmova/testing/client-zone';

afterEach(() => {
  jest.restoreAllMocks();
  clearClientCache();
});

const BOTH = tomorrowAt(9);
const ONLY_OLEH = tomorrowAt(10);

it('offers each free time once and then the therapists free at that time', async () => {
  clientInZone('UTC');
  const { seen } = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 401, body: { error: 'not_authenticated', message: '' } };
    if (req.path === '/get_therapists_data')
      return {
        status: 200,
        body: { config_id: 'pl', currency: 'PLN', page: 1, per_page: 24, total: 2, therapists: [ANNA, OLEH] },
      };
    if (req.path === '/v4/get_free_slots') {
      const worker = req.query.get('worker_id') === ANNA.id ? ANNA : OLEH;
      return {
        status: 200,
        body: freeSlots(worker, SERVICE_IDS.personal, worker === ANNA ? [BOTH] : [BOTH, ONLY_OLEH], 50),
      };
    }
    return undefined;
  });
  await renderBooking('pl', '/pl/booking');
  const widget = await screen.findByTestId('booking-widget');
  const slots = await within(widget).findAllByTestId('slot');
  expect(slots.map((s) => s.textContent)).toEqual(['09:00', '10:00']);
  expect(within(widget).queryByTestId('therapist-zone')).toBeNull();
  const list = seen.find((r) => r.path === '/get_therapists_data')!;
  expect(list.query.get('service_id')).toBe(SERVICE_IDS.personal);
  expect(list.query.get('free_within_days')).toBe('28');

  fireEvent.click(slots[0]!);
  fireEvent.click(within(widget).getByTestId('calendar-continue'));
  await waitFor(() => expect(widget.getAttribute('data-step')).toBe('therapist_selection'));
  expect(within(widget).getByText('Krok 2 z 4')).toBeTruthy();
  const choices = within(widget).getAllByTestId('choose-therapist');
  expect(choices.map((c) => c.textContent)).toEqual(['Wybierz: Anna Kowalska', 'Wybierz: Oleh Bondar']);
  fireEvent.click(choices[1]!);
  await waitFor(() => expect(widget.getAttribute('data-step')).toBe('sign_in'));

  fireEvent.click(within(widget).getByTestId('widget-back'));
  await waitFor(() => expect(widget.getAttribute('data-step')).toBe('therapist_selection'));
});
