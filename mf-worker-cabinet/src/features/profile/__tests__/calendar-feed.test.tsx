// The therapist's calendar-feed card: the same card as the client's, saying that clients' names are never in
// the feed, with the subscribing steps in the therapist's language.
import { fireEvent, screen, within } from '@testing-library/react';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { installFakeApi, type SeenRequest } from '@rozmova/testing/fake-api';
import { authAs, renderCabinet } from '../../../test-support/render';

afterEach(() => clearClientCache());

// The profile page is a lazy chunk with the form checks: on a busy machine it takes longer than jest's 5 s.
jest.setTimeout(30_000);

const base = {
  id: 'w',
  email: 'w@example.com',
  name: 'Ioana',
  market: 'ro',
  photo_url: '/api/psychologist_photo?id=w&v=1',
  bios: { ua: '', pl: '', ro: '', en: '' },
  languages: ['ro'],
  specialisations: [],
  time_zone: 'Europe/Bucharest',
  buffer_minutes: 10,
  notice_minutes: 720,
  horizon_days: 56,
  currency: 'RON',
  is_listed: false,
  prices: [
    { service_id: SERVICE_IDS.personal, service_kind: 'personal', price: 250, currency: 'RON', duration_minutes: 50 },
  ],
};

test('a therapist makes an address; the card says clients’ names are never in it', async () => {
  const url = 'https://api.rozmova.example/api/calendar_feed.ics?token=therapist-secret';
  installFakeApi((req: SeenRequest) => {
    if (req.path === '/auth') return { status: 200, body: authAs('therapist') };
    if (req.path === '/v4/get_worker_base_data') return { status: 200, body: base };
    if (req.path === '/v4/worker/daily_agenda') return { status: 200, body: { enabled: false } };
    if (req.path === '/v4/calendar_feed') return { status: 200, body: { active: false, created_at: null, url: null } };
    if (req.path === '/v4/calendar_feed/renew')
      return { status: 200, body: { active: true, created_at: '2026-11-27T10:00:00.000Z', url } };
    return undefined;
  });
  await renderCabinet('ro', '/ro/cabinet/profile');
  const feed = within(
    await screen.findByRole(
      'region',
      { name: 'Ședințele dumneavoastră în calendarul dumneavoastră' },
      { timeout: 10_000 },
    ),
  );
  expect(
    feed.getByText(
      'Oricine are această adresă vede orele și tipurile ședințelor dumneavoastră. Numele clienților nu apar în ea.',
    ),
  ).toBeTruthy();
  fireEvent.click(await feed.findByRole('button', { name: 'Creați o adresă de calendar' }));
  expect(((await feed.findByLabelText('Adresa calendarului dumneavoastră')) as HTMLInputElement).value).toBe(url);
  expect(feed.getByRole('button', { name: 'Dezactivați adresa' })).toBeTruthy();
});
