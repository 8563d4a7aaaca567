// The therapist's opt-in to the morning agenda e-mail, on their profile page: it shows what is saved,
// a tick is saved at once and says so, and a failed save says so calmly and puts the tick back.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { installFakeApi, type SeenRequest } from '@rozmova/testing/fake-api';
import { authAs, renderCabinet } from '../../../test-support/render';

afterEach(() => clearClientCache());

const base = {
  id: 'w',
  email: 'w@example.com',
  name: 'Olena',
  market: 'pl',
  photo_url: '/api/psychologist_photo?id=w&v=1',
  bios: { ua: '', pl: '', ro: '', en: '' },
  languages: ['pl'],
  specialisations: [],
  time_zone: 'Europe/Warsaw',
  buffer_minutes: 10,
  notice_minutes: 720,
  horizon_days: 56,
  currency: 'PLN',
  is_listed: false,
  prices: [
    { service_id: SERVICE_IDS.personal, service_kind: 'personal', price: 199, currency: 'PLN', duration_minutes: 50 },
  ],
};

/** An api that keeps the opt-in it is sent; `failSaves` makes saves answer 503, `failLoad` the read. */
function serve(initial: boolean, opts: { failSaves?: boolean; failLoad?: boolean } = {}) {
  const state = { enabled: initial };
  const { seen } = installFakeApi((req: SeenRequest) => {
    if (req.path === '/auth') return { status: 200, body: authAs('therapist') };
    if (req.path === '/v4/get_worker_base_data') return { status: 200, body: base };
    if (req.path === '/v4/worker/daily_agenda' && req.method === 'GET')
      return opts.failLoad
        ? { status: 503, body: { error: 'unavailable', message: 'try later' } }
        : { status: 200, body: { enabled: state.enabled } };
    if (req.path === '/v4/worker/daily_agenda' && req.method === 'POST') {
      if (opts.failSaves) return { status: 503, body: { error: 'unavailable', message: 'try later' } };
      state.enabled = (req.body as { enabled: boolean }).enabled;
      return { status: 200, body: { enabled: state.enabled } };
    }
    return undefined;
  });
  return { state, seen };
}

const saves = (seen: SeenRequest[]) =>
  seen.filter((r) => r.path === '/v4/worker/daily_agenda' && r.method === 'POST').map((r) => r.body);

async function agendaBox(label: string) {
  const group = await screen.findByRole(
    'group',
    { name: /^(Dzienny plan e-mailem|Daily agenda e-mail)/ },
    { timeout: 10_000 },
  );
  const box = within(group).getByLabelText(label) as HTMLInputElement;
  await waitFor(() => expect(box.disabled).toBe(false));
  return { group, box };
}

test('ticking the agenda opt-in saves it at once and says so; unticking saves that too', async () => {
  const { state, seen } = serve(false);
  await renderCabinet('pl', '/pl/cabinet/profile');
  const { group, box } = await agendaBox('Wysyłaj mi każdego ranka e-mailem sesje na dany dzień');
  expect(box.checked).toBe(false);
  expect(within(group).getByText('O 7:00 w Twojej strefie czasowej, w dni, w które masz sesje.')).toBeTruthy();

  fireEvent.click(box);
  expect(await within(group).findByText('Zapisano.')).toBeTruthy();
  expect(box.checked).toBe(true);
  expect(state.enabled).toBe(true);

  await waitFor(() => expect(box.disabled).toBe(false));
  fireEvent.click(box);
  await waitFor(() => expect(saves(seen)).toHaveLength(2));
  await waitFor(() => expect(box.disabled).toBe(false));
  expect(box.checked).toBe(false);
  expect(saves(seen)).toEqual([{ enabled: true }, { enabled: false }]);
  expect(state.enabled).toBe(false);
});

test('the saved opt-in is shown ticked when the profile opens', async () => {
  serve(true);
  await renderCabinet('en', '/en/cabinet/profile');
  const { box } = await agendaBox("Send me the day's sessions by e-mail every morning");
  expect(box.checked).toBe(true);
});

test('a failed save says so calmly and puts the tick back', async () => {
  const { state, seen } = serve(false, { failSaves: true });
  await renderCabinet('en', '/en/cabinet/profile');
  const { group, box } = await agendaBox("Send me the day's sessions by e-mail every morning");

  fireEvent.click(box);
  expect(await within(group).findByText('We could not save this setting. Please try again.')).toBeTruthy();
  expect(box.checked).toBe(false);
  expect(box.disabled).toBe(false);
  expect(within(group).queryByText('Saved.')).toBeNull();
  expect(saves(seen)).toEqual([{ enabled: true }]);
  expect(state.enabled).toBe(false);
});

test('when the saved opt-in cannot be read, the box stays locked and asks for a reload, not a retry', async () => {
  const { seen } = serve(true, { failLoad: true });
  await renderCabinet('ua', '/ua/cabinet/profile');
  const group = await screen.findByRole('group', { name: /^Щоденний розклад/ }, { timeout: 10_000 });
  expect(
    await within(group).findByText('Не вдалося завантажити налаштування. Оновіть сторінку, будь ласка.'),
  ).toBeTruthy();
  const box = within(group).getByRole('checkbox') as HTMLInputElement;
  expect(box.disabled).toBe(true);
  expect(saves(seen)).toEqual([]);
});
