import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { installFakeApi } from '@rozmova/testing/fake-api';
import { authAs, renderCabinet } from '../../../test-support/render';

afterEach(() => clearClientCache());

const base = (photoVersion: number) => ({
  id: 'w',
  email: 'w@example.com',
  name: 'Olena',
  market: 'en',
  photo_url: `/api/psychologist_photo?id=w&v=${photoVersion}`,
  bios: { ua: '', pl: '', ro: '', en: '' },
  languages: ['en'],
  specialisations: [],
  time_zone: 'Europe/London',
  buffer_minutes: 10,
  notice_minutes: 720,
  horizon_days: 56,
  currency: 'GBP',
  is_listed: false,
  prices: [
    { service_id: SERVICE_IDS.personal, service_kind: 'personal', price: 79, currency: 'GBP', duration_minutes: 50 },
  ],
});

test('a new photo is sent as a data URL and the page shows the saved one; a file too large is refused before sending', async () => {
  const { seen } = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: authAs('therapist') };
    if (req.path === '/v4/get_worker_base_data') return { status: 200, body: base(1) };
    if (req.path === '/v4/update_worker_photo') return { status: 200, body: base(2) };
    if (req.path === '/v4/update_worker_base_data') return { status: 200, body: { ...base(1), notice_minutes: 180 } };
    return undefined;
  });
  await renderCabinet('en', '/en/cabinet/profile');
  const input = (await screen.findByLabelText('New photo (PNG, JPEG or WebP, up to 512 KB)')) as HTMLInputElement;

  const big = new File([new Uint8Array(600 * 1024)], 'big.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [big] } });
  expect(screen.getByText('This photo is larger than 512 KB. Please choose a smaller one.')).toBeTruthy();

  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1])], 'me.png', {
    type: 'image/png',
  });
  fireEvent.change(input, { target: { files: [png] } });
  expect(await screen.findByText('Your new photo is saved.')).toBeTruthy();
  const sent = seen.filter((r) => r.path === '/v4/update_worker_photo');
  expect(sent).toHaveLength(1);
  expect((sent[0]!.body as { data_url: string }).data_url).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  await waitFor(() =>
    expect((screen.getByAltText('Photo of Olena') as HTMLImageElement).getAttribute('src')).toContain('v=2'),
  );

  fireEvent.change(screen.getByLabelText('Minimum notice for a booking'), { target: { value: '3' } });
  // A bio per language, each text area marked with its language; the market's language comes first.
  const bios = within(screen.getByRole('group', { name: 'About you' })).getAllByRole('textbox');
  expect(bios.map((b) => b.getAttribute('lang'))).toEqual(['en', 'uk', 'pl', 'ro']);
  fireEvent.change(screen.getByLabelText('In Polish'), { target: { value: 'Pracuję z lękiem. ' } });
  fireEvent.click(screen.getByTestId('profile-save'));
  expect(await screen.findByTestId('profile-saved')).toBeTruthy();
  expect(seen.find((r) => r.path === '/v4/update_worker_base_data')!.body).toEqual({
    notice_minutes: 180,
    bios: { pl: 'Pracuję z lękiem.' },
  });
});
