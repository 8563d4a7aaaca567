// The calendar-feed card on the client's profile: making an address shows it once with the subscribing steps,
// a live one says since when and can be renewed or turned off, and a failure says so without losing anything.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { installFakeApi, registeredAuth, type SeenRequest } from '@rozmova/testing/fake-api';
import { userInfo } from '../../../test-support/fixtures';
import { renderCabinet } from '../../../test-support/render';

afterEach(() => clearClientCache());

// The profile page is a lazy chunk with the form checks: on a busy machine it takes longer than jest's 5 s.
jest.setTimeout(30_000);

const URL_1 = 'https://api.rozmova.example/api/calendar_feed.ics?token=first-secret';

function serve(initial: { active: boolean; created_at: string | null }, opts: { failChanges?: boolean } = {}) {
  const state = { ...initial };
  const { seen } = installFakeApi((req: SeenRequest) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('zofia@example.com') };
    if (req.path === '/user_info') return { status: 200, body: { user: userInfo() } };
    if (req.path === '/v4/calendar_feed') return { status: 200, body: { ...state, url: null } };
    if (req.path.startsWith('/v4/calendar_feed/')) {
      if (opts.failChanges) return { status: 503, body: { error: 'unavailable', message: 'try later' } };
      if (req.path.endsWith('/renew')) {
        Object.assign(state, { active: true, created_at: '2026-11-27T10:00:00.000Z' });
        return { status: 200, body: { ...state, url: URL_1 } };
      }
      Object.assign(state, { active: false, created_at: null });
      return { status: 200, body: { ...state, url: null } };
    }
    return undefined;
  });
  return { state, seen };
}

const card = async (title: string) => within(await screen.findByRole('region', { name: title }, { timeout: 10_000 }));
const changes = (seen: SeenRequest[]) =>
  seen.filter((r) => r.path.startsWith('/v4/calendar_feed/')).map((r) => [r.method, r.path, r.body]);

test('making an address shows it once with how to subscribe; turning it off says the calendars stop', async () => {
  const { seen } = serve({ active: false, created_at: null });
  await renderCabinet('en', '/en/cabinet/profile');
  const feed = await card('Your sessions in your calendar');
  expect(await feed.findByText('You have no calendar address yet.')).toBeTruthy();
  expect(
    feed.getByText(
      'Anyone who has this address sees the times of your sessions and your therapist’s name. Please keep it to yourself.',
    ),
  ).toBeTruthy();
  expect(feed.getByText(/^Google Calendar: on a computer, open calendar.google.com/)).toBeTruthy();
  expect(feed.getByText(/^Apple Calendar: on an iPhone or iPad/)).toBeTruthy();
  expect(feed.getByText(/^Outlook: in Outlook on the web/)).toBeTruthy();

  fireEvent.click(feed.getByRole('button', { name: 'Create a calendar address' }));
  const address = (await feed.findByLabelText('Your calendar address')) as HTMLInputElement;
  expect(address.value).toBe(URL_1);
  expect(feed.getByText('Copy it now and add it to your calendar: for your safety we show it only once.')).toBeTruthy();

  fireEvent.click(feed.getByRole('button', { name: 'Turn the address off' }));
  expect(
    await feed.findByText('The address is off. Calendars subscribed to it will no longer receive your sessions.'),
  ).toBeTruthy();
  expect(feed.queryByLabelText('Your calendar address')).toBeNull();
  expect(feed.getByRole('button', { name: 'Create a calendar address' })).toBeTruthy();
  expect(changes(seen)).toEqual([
    ['POST', '/v4/calendar_feed/renew', {}],
    ['POST', '/v4/calendar_feed/revoke', {}],
  ]);
});

test('a live address says since when and is never shown again; a failed renewal says so calmly', async () => {
  const { seen } = serve({ active: true, created_at: '2026-11-20T09:00:00.000Z' }, { failChanges: true });
  await renderCabinet('ua', '/ua/cabinet/profile');
  const feed = await card('Ваші сесії у вашому календарі');
  expect(await feed.findByText(/^Адресу календаря створено: 20 листопада 2026\.$/)).toBeTruthy();
  expect(feed.queryByLabelText('Адреса вашого календаря')).toBeNull();

  fireEvent.click(feed.getByRole('button', { name: 'Створити нову адресу' }));
  expect((await feed.findByRole('alert')).textContent).toBe('Щось пішло не так. Спробуйте ще раз, будь ласка.');
  await waitFor(() =>
    expect(feed.getByRole('button', { name: 'Створити нову адресу' })).toHaveProperty('disabled', false),
  );
  expect(feed.getByText(/^Адресу календаря створено/)).toBeTruthy();
  expect(changes(seen)).toEqual([['POST', '/v4/calendar_feed/renew', {}]]);
});
