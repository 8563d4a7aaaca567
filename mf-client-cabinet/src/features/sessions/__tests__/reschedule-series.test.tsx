// Moving a session of a series: only a series session with later ones offers "this and all following"; the
// choice decides which call moves it, and a refused series move lists the sessions' new times it could not give.
import { fireEvent, screen, within } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { clientTimeZone, formatDayLong, formatTime } from '@rozmova/web/client-time';
import { installFakeApi, registeredAuth, type FakeApiHandler } from '@rozmova/testing/fake-api';
import { renderCabinet } from '../../../test-support/render';
import { appointment, HOUR } from '../../../test-support/fixtures';

afterEach(() => clearClientCache());

const session = appointment({}, 72);
const slotAt = new Date(Date.parse(session.starts_at) + 26 * HOUR).toISOString();
const SERIES = {
  id: 's-1',
  status: 'active',
  worker_id: 'w-1',
  worker_name: 'Anna Kowalska',
  client: null,
  service_id: 'personal-id',
  every_weeks: 1,
  payment: 'token',
  time_zone: 'Europe/Warsaw',
  created_at: new Date().toISOString(),
  ended_at: null,
  ended_by: null,
  occurrences: [0, 1, 2].map((week) => ({
    booking_id: week === 0 ? session.id : `00000000-0000-4000-8000-00000000000${week}`,
    index: week,
    starts_at: new Date(Date.parse(session.starts_at) + week * 168 * HOUR).toISOString(),
    ends_at: new Date(Date.parse(session.ends_at) + week * 168 * HOUR).toISOString(),
    status: 'confirmed',
    paid: true,
    pay_by: null,
    reschedule_count: 0,
    cancelled_by: null,
  })),
};

function api(inSeries: boolean, move: FakeApiHandler) {
  return installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('ola@example.com') };
    if (req.path === '/v4/entities/get_one_appointment_details') return { status: 200, body: { appointment: session } };
    if (req.path === '/v4/series/list') return { status: 200, body: { series: inSeries ? [SERIES] : [] } };
    if (req.path === '/v4/get_free_slots')
      return {
        status: 200,
        body: {
          worker_id: 'w-1',
          service_id: 'personal-id',
          time_zone: 'Europe/Warsaw',
          duration_minutes: 50,
          notice_minutes: 0,
          from: new Date().toISOString(),
          to: new Date(Date.now() + 30 * 24 * HOUR).toISOString(),
          slots: [{ starts_at: slotAt, ends_at: new Date(Date.parse(slotAt) + 50 * 60_000).toISOString() }],
        },
      };
    if (req.path === '/v4/reschedule_booking' || req.path === '/v4/series/move') return move(req);
    return undefined;
  });
}

async function openAndPickSlot() {
  await renderCabinet('pl', `/pl/cabinet/sessions/${session.id}`);
  fireEvent.click(await screen.findByTestId('open-reschedule'));
  const panel = await screen.findByTestId('reschedule-panel');
  fireEvent.click((await within(panel).findAllByTestId('slot'))[0]!);
  return panel;
}

it('offers no series choice for a single session and moves it with the single-booking call', async () => {
  const { seen } = api(false, () => ({ status: 200, body: {} }));
  const panel = await openAndPickSlot();
  expect(within(panel).queryByTestId('reschedule-scope-following')).toBeNull();
  fireEvent.click(within(panel).getByTestId('reschedule-confirm'));
  await screen.findByTestId('change-done');
  expect(seen.filter((r) => r.path === '/v4/reschedule_booking' || r.path === '/v4/series/move')).toEqual([
    expect.objectContaining({ path: '/v4/reschedule_booking', body: { booking_id: session.id, starts_at: slotAt } }),
  ]);
});

it('moves only this session of a series by default', async () => {
  const { seen } = api(true, () => ({ status: 200, body: {} }));
  const panel = await openAndPickSlot();
  expect(((await within(panel).findByTestId('reschedule-scope-this')) as HTMLInputElement).checked).toBe(true);
  expect(within(panel).getByText('Tę i wszystkie następne sesje serii')).toBeTruthy();
  fireEvent.click(within(panel).getByTestId('reschedule-confirm'));
  await screen.findByTestId('change-done');
  expect(seen.some((r) => r.path === '/v4/reschedule_booking')).toBe(true);
  expect(seen.some((r) => r.path === '/v4/series/move')).toBe(false);
});

it('moves this and all following through the series call; a conflict lists the refused times and nothing changes', async () => {
  const refused = [SERIES.occurrences[1]!, SERIES.occurrences[2]!].map((o) =>
    new Date(Date.parse(o.starts_at) + 26 * HOUR).toISOString(),
  );
  const { seen } = api(true, () => ({
    status: 409,
    body: {
      error: 'series_move_conflict',
      message: 'Not every occurrence can be moved there.',
      details: refused.map((at, i) => ({
        field: 'booking_id',
        rule: 'booked',
        booking_id: SERIES.occurrences[i + 1]!.booking_id,
        starts_at: at,
      })),
    },
  }));
  const panel = await openAndPickSlot();
  fireEvent.click(await within(panel).findByTestId('reschedule-scope-following'));
  expect(within(panel).getByText(/Każda następna sesja przesunie się tak samo/)).toBeTruthy();
  fireEvent.click(within(panel).getByTestId('reschedule-confirm'));

  const error = await screen.findByTestId('change-error');
  expect(seen.filter((r) => r.path === '/v4/reschedule_booking' || r.path === '/v4/series/move')).toEqual([
    expect.objectContaining({
      path: '/v4/series/move',
      body: { booking_id: session.id, starts_at: slotAt, scope: 'this_and_following' },
    }),
  ]);
  expect(error.textContent).toContain('Nic nie zostało zmienione');
  const zone = clientTimeZone('pl');
  expect(
    within(error)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(refused.map((at) => `${formatDayLong(at, zone, 'pl')}, ${formatTime(at, zone, 'pl')}`));
  // The session keeps its time and the panel stays open to pick another.
  expect(screen.getByTestId('reschedule-panel')).toBeTruthy();
});
