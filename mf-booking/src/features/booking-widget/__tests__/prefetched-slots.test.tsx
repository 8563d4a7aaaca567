// A therapist's page whose HTML already asked for the therapist catalogue and the free times (the shell's
// server, @rozmova/web/prefetch): the widget shows those answers and does not ask the api for them again.
import { screen, within } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { buildApiUrl } from '@rozmova/web/api-client';
import { CHOSEN_SLOT_GLOBAL, PREFETCH_GLOBAL, prefetchMinute } from '@rozmova/web/prefetch';
import { CALENDAR_DAYS } from '@rozmova/web/ui/slot-calendar';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { installFakeApi } from '@rozmova/testing/fake-api';
import { ANNA, freeSlots, tomorrowAt } from '../../../test-support/fake-api';
import { renderBooking } from '../../../test-support/render';
import { clientInZone } from '@rozmova/testing/client-zone';

afterEach(() => {
  jest.restoreAllMocks();
  clearClientCache();
  delete (globalThis as Record<string, unknown>)[PREFETCH_GLOBAL];
  delete (globalThis as Record<string, unknown>)[CHOSEN_SLOT_GLOBAL];
});

/** An answer as the page's inline script keeps it: the promise of a response. */
function answered(body: unknown): Promise<Response> {
  const text = JSON.stringify(body);
  return Promise.resolve({ ok: true, status: 200, text: async () => text } as Response);
}

it("shows the free times the page's HTML already asked for, without asking the api again", async () => {
  clientInZone('UTC');
  // One minute for the page and the widget, so the widget's address is the one the HTML asked for.
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now);
  const from = prefetchMinute(now);
  const to = new Date(from.getTime() + CALENDAR_DAYS * 86_400_000);
  const PREFETCHED = tomorrowAt(9);
  const FROM_API = tomorrowAt(11);

  const { seen } = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 401, body: { error: 'not_authenticated', message: '' } };
    if (req.path === '/get_therapists_data')
      return {
        status: 200,
        body: { config_id: 'pl', currency: 'PLN', page: 1, per_page: 50, total: 0, therapists: [] },
      };
    if (req.path === '/v4/get_free_slots')
      return { status: 200, body: freeSlots(ANNA, SERVICE_IDS.personal, [FROM_API], 50) };
    return undefined;
  });
  (globalThis as Record<string, unknown>)[PREFETCH_GLOBAL] = {
    [buildApiUrl('/get_therapists_data', { page: 1, per_page: 50 }, 'pl')]: answered({
      config_id: 'pl',
      currency: 'PLN',
      page: 1,
      per_page: 50,
      total: 1,
      therapists: [ANNA],
    }),
    [buildApiUrl(
      '/v4/get_free_slots',
      { worker_id: ANNA.id, service_id: SERVICE_IDS.personal, from: from.toISOString(), to: to.toISOString() },
      'pl',
    )]: answered(freeSlots(ANNA, SERVICE_IDS.personal, [PREFETCHED], 50)),
  };

  await renderBooking('pl', `/pl/therapists?psychologist_id=${ANNA.id}`);
  const widget = await screen.findByTestId('booking-widget');
  const slots = await within(widget).findAllByTestId('slot');
  expect(slots.map((s) => s.textContent)).toEqual(['09:00']);
  expect(seen.filter((r) => r.path === '/v4/get_free_slots' || r.path === '/get_therapists_data')).toEqual([]);
});

it("opens with the time the visitor chose on the page's HTML copy before the app came, and forgets it", async () => {
  clientInZone('UTC');
  const CHOSEN = tomorrowAt(11);
  installFakeApi((req) => {
    if (req.path === '/auth') return { status: 401, body: { error: 'not_authenticated', message: '' } };
    if (req.path === '/get_therapists_data')
      return {
        status: 200,
        body: { config_id: 'pl', currency: 'PLN', page: 1, per_page: 50, total: 1, therapists: [ANNA] },
      };
    if (req.path === '/v4/get_free_slots')
      return { status: 200, body: freeSlots(ANNA, SERVICE_IDS.personal, [tomorrowAt(9), CHOSEN], 50) };
    return undefined;
  });
  // As the copy's renderer keeps it (scripts/shell-page-draw.mjs): the instant as the copy wrote it.
  (globalThis as Record<string, unknown>)[CHOSEN_SLOT_GLOBAL] = {
    worker_id: ANNA.id,
    starts_at: new Date(CHOSEN).toISOString(),
    ends_at: null,
  };

  await renderBooking('pl', `/pl/therapists?psychologist_id=${ANNA.id}`);
  const widget = await screen.findByTestId('booking-widget');
  await within(widget).findByRole('button', { name: '11:00', pressed: true });
  expect(within(widget).getByRole('button', { name: '09:00', pressed: false })).toBeTruthy();
  expect((within(widget).getByTestId('calendar-continue') as HTMLButtonElement).disabled).toBe(false);
  expect((globalThis as Record<string, unknown>)[CHOSEN_SLOT_GLOBAL]).toBeUndefined();
});

it("a time chosen on another therapist's copy is not chosen here", async () => {
  clientInZone('UTC');
  installFakeApi((req) => {
    if (req.path === '/auth') return { status: 401, body: { error: 'not_authenticated', message: '' } };
    if (req.path === '/get_therapists_data')
      return {
        status: 200,
        body: { config_id: 'pl', currency: 'PLN', page: 1, per_page: 50, total: 1, therapists: [ANNA] },
      };
    if (req.path === '/v4/get_free_slots')
      return { status: 200, body: freeSlots(ANNA, SERVICE_IDS.personal, [tomorrowAt(9)], 50) };
    return undefined;
  });
  (globalThis as Record<string, unknown>)[CHOSEN_SLOT_GLOBAL] = { worker_id: 'someone-else', starts_at: tomorrowAt(9) };

  await renderBooking('pl', `/pl/therapists?psychologist_id=${ANNA.id}`);
  const widget = await screen.findByTestId('booking-widget');
  await within(widget).findByRole('button', { name: '09:00', pressed: false });
  expect((within(widget).getByTestId('calendar-continue') as HTMLButtonElement).disabled).toBe(true);
});
