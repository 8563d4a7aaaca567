// The series page as a client uses it: the reminder's pay link, and cancelling a session with all following.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { installFakeApi, registeredAuth } from '@rozmova/testing/fake-api';
import { renderCabinet } from '../../../test-support/render';

afterEach(() => clearClientCache());

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
function occurrence(index: number, startsIn: number, status: string, paid: boolean) {
  return {
    booking_id: `00000000-0000-4000-8000-00000000000${index}`,
    index,
    starts_at: at(startsIn),
    ends_at: at(startsIn + 1),
    status,
    paid,
    pay_by: status === 'held' ? at(startsIn - 48) : null,
    reschedule_count: 0,
    cancelled_by: null,
  };
}
const SERIES = {
  id: 's-1',
  status: 'active',
  worker_id: 'w-1',
  worker_name: 'Anna Kowalska',
  client: null,
  service_id: 'personal',
  every_weeks: 1,
  payment: 'pay_per_occurrence',
  time_zone: 'Europe/Warsaw',
  created_at: at(-1),
  ended_at: null,
  ended_by: null,
  occurrences: [
    occurrence(1, 10, 'confirmed', true),
    occurrence(2, 178, 'held', false),
    occurrence(3, 346, 'held', false),
  ],
};

it('highlights the session of the pay link, and cancels one with all following after saying what it costs', async () => {
  const cancelled: unknown[] = [];
  installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('ola@example.com') };
    if (req.path === '/v4/series/list') return { status: 200, body: { series: [SERIES] } };
    if (req.path === '/v4/series/cancel') {
      cancelled.push(req.body);
      return {
        status: 200,
        body: {
          series: { ...SERIES, occurrences: SERIES.occurrences.map((o) => ({ ...o, status: 'cancelled' })) },
          cancelled: SERIES.occurrences.map((o) => ({
            booking_id: o.booking_id,
            status: 'cancelled',
            late: o.index === 1,
          })),
        },
      };
    }
    return undefined;
  });
  await renderCabinet('pl', `/pl/cabinet/series?pay=${SERIES.occurrences[1]!.booking_id}`);
  const items = await screen.findAllByTestId('series-occurrence');
  expect(items).toHaveLength(3);
  expect(screen.getByRole('heading', { name: 'Co tydzień: Anna Kowalska' })).toBeTruthy();
  // The reminder's link lands on the session to pay, its button focused.
  const pay = within(items[1]!).getByTestId('series-pay-now');
  expect(document.activeElement).toBe(pay);
  expect(within(items[1]!).getByTestId('series-occurrence-state').textContent).toMatch(
    /^Termin zatrzymany dla Ciebie, jeszcze nieopłacony\. Zapłać, proszę, do /,
  );
  expect(within(items[0]!).queryByTestId('series-pay-now')).toBeNull();

  // The first session is 10 h away: cancelling it with all following costs that one (the 24 h rule).
  fireEvent.click(within(items[0]!).getByTestId('series-open-cancel'));
  const panel = within(items[0]!).getByTestId('series-cancel-panel');
  expect(within(panel).getByTestId('series-cancel-consequence').textContent).toContain('mniej niż 24 godziny');
  fireEvent.click(within(panel).getByTestId('series-scope-following'));
  expect(within(panel).getByTestId('series-cancel-consequence').textContent).toBe(
    '1 z nich zaczyna się za mniej niż 24 godziny: liczy się jako wykorzystana, a płatność nie jest zwracana. Pozostałe zostaną odwołane bezpłatnie.',
  );
  fireEvent.click(within(panel).getByTestId('series-cancel-confirm'));
  await waitFor(() =>
    expect(screen.getByTestId('series-change-done').textContent).toBe(
      'Odwołano 3 sesje; późnych odwołań wśród nich: 1, za nie płatność nie jest zwracana.',
    ),
  );
  expect(cancelled).toEqual([{ booking_id: SERIES.occurrences[0]!.booking_id, scope: 'this_and_following' }]);
});
