// A client turns the chosen time into a weekly series on the review step, against an api stand-in.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { installFakeApi, registeredAuth } from '@rozmova/testing/fake-api';
import { redirect } from '../../../lib/redirect';
import { ANNA, freeSlots, tomorrowAt } from '../../../test-support/fake-api';
import { renderBooking } from '../../../test-support/render';
import { clientInZone } from '@rozmova/testing/client-zone';

afterEach(() => {
  jest.restoreAllMocks();
  clearClientCache();
});

const SLOT = tomorrowAt(8);
const plusDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString();
const end = (iso: string) => new Date(Date.parse(iso) + 50 * 60_000).toISOString();
const WEEK2 = plusDays(SLOT, 7);
const MOVED = plusDays(SLOT, 8);

function occurrence(index: number, starts_at: string, conflict: string | null, alternatives: string[] = []) {
  return {
    index,
    starts_at,
    ends_at: end(starts_at),
    therapist_local: '',
    client_local: '',
    status: conflict ? 'conflict' : 'free',
    conflict,
    alternatives: alternatives.map((s) => ({ starts_at: s, ends_at: end(s) })),
    client_shift:
      index === 2
        ? { client_time_zone: 'Europe/Warsaw', usual_client_time: '09:00', client_time: '10:00', shift_minutes: 60 }
        : null,
  };
}

it('checks every week, lets the client move the taken one, and pays the first session on the provider page', async () => {
  clientInZone('Europe/Warsaw');
  const leave = jest.spyOn(redirect, 'to').mockImplementation(() => undefined);
  const { seen } = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('ola@example.com') };
    if (req.path === '/get_therapists_data')
      return {
        status: 200,
        body: { config_id: 'pl', currency: 'PLN', page: 1, per_page: 50, total: 1, therapists: [ANNA] },
      };
    if (req.path === '/v4/get_free_slots')
      return { status: 200, body: freeSlots(ANNA, req.query.get('service_id')!, [SLOT]) };
    if (req.path === '/v4/purchase_rule/apply_purchase_rule') return { status: 200, body: { price_for_user: 199 } };
    if (req.path === '/v4/token_management/get_token_balance') return { status: 200, body: { balances: [], total: 0 } };
    if (req.path === '/v4/subscription_management/get_subscriptions')
      return { status: 200, body: { subscriptions: [] } };
    if (req.path === '/v4/series/preview') {
      const count = Number(req.query.get('count'));
      return {
        status: 200,
        body: {
          worker_id: ANNA.id,
          service_id: SERVICE_IDS.personal,
          every_weeks: 1,
          time_zone: 'Europe/Warsaw',
          client_time_zone: 'Europe/Warsaw',
          duration_minutes: 50,
          notice_minutes: 0,
          occurrences: Array.from({ length: count }, (_, i) =>
            i === 1 ? occurrence(1, WEEK2, 'booked', [MOVED]) : occurrence(i, plusDays(SLOT, 7 * i), null),
          ),
        },
      };
    }
    if (req.path === '/v4/series/create')
      return {
        status: 200,
        body: {
          series: {},
          purchase: { order_id: 'o', status: 'pending', checkout_url: 'https://pay.example/o', expires_at: SLOT },
        },
      };
    return undefined;
  });

  await renderBooking('pl', `/pl/therapists?psychologist_id=${ANNA.id}`);
  const widget = await screen.findByTestId('booking-widget');
  fireEvent.click((await within(widget).findAllByTestId('slot'))[0]!);
  fireEvent.click(within(widget).getByTestId('calendar-continue'));
  await waitFor(() => expect(widget.getAttribute('data-step')).toBe('review'));

  fireEvent.click(await within(widget).findByTestId('series-interval-1'));
  fireEvent.change(within(widget).getByTestId('series-count'), { target: { value: '4' } });
  const weeks = await within(widget).findAllByTestId('series-occurrence');
  expect(weeks).toHaveLength(4);
  const asked = seen.filter((r) => r.path === '/v4/series/preview').at(-1)!;
  expect(Object.fromEntries(asked.query)).toMatchObject({
    worker_id: ANNA.id,
    starts_at: SLOT,
    every_weeks: '1',
    count: '4',
    client_time_zone: 'Europe/Warsaw',
  });
  expect(weeks[1]!.getAttribute('data-state')).toBe('conflict');
  expect(within(weeks[1]!).getByTestId('series-conflict').textContent).toContain('ten termin jest już zajęty');
  expect(within(weeks[2]!).getByTestId('series-dst-note').textContent).toBe(
    'Przed tą sesją zmienia się czas: zaczyna się o 10:00 Twojego czasu zamiast jak zwykle o 09:00.',
  );
  // The taken week is undecided: nothing can be booked yet.
  const confirm = within(widget).getByTestId('series-confirm') as HTMLButtonElement;
  await waitFor(() => expect(within(widget).getByTestId('series-payment')).toBeTruthy());
  expect(confirm.disabled).toBe(true);
  expect(within(widget).getByTestId('series-summary').textContent).toBe('Rezerwujesz 3 sesje.');

  fireEvent.click(within(weeks[1]!).getByTestId('series-alternative'));
  expect(within(widget).getByTestId('series-summary').textContent).toBe('Rezerwujesz 4 sesje.');
  expect(confirm.textContent).toBe('Zarezerwuj 4 sesje i zapłać za pierwszą');
  // A double click books once.
  fireEvent.click(confirm);
  fireEvent.click(confirm);

  await waitFor(() => expect(leave).toHaveBeenCalledWith('https://pay.example/o'));
  expect(seen.filter((r) => r.path === '/v4/series/create')).toHaveLength(1);
  // Booked: coming back to the page starts over instead of offering the same series again.
  expect(widget.getAttribute('data-step')).toBe('service_and_calendar_selection');
  const sent = seen.find((r) => r.path === '/v4/series/create')!;
  expect(sent.body).toEqual({
    worker_id: ANNA.id,
    service_id: SERVICE_IDS.personal,
    every_weeks: 1,
    occurrences: [SLOT, MOVED, plusDays(SLOT, 14), plusDays(SLOT, 21)].map((starts_at) => ({ starts_at })),
    payment: 'pay_per_occurrence',
  });
});
