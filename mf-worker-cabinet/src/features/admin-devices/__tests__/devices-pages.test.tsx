// Both people of this cabinet see their signed-in devices: a therapist on the profile page, an admin on a
// page of their own in the admin menu; either can sign another device out.
import { fireEvent, screen, within } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { installFakeApi, type SeenRequest } from '@rozmova/testing/fake-api';
import { authAs, renderCabinet } from '../../../test-support/render';

afterEach(() => clearClientCache());

const at = '2026-11-27T09:05:00.000Z';

function serve(role: 'therapist' | 'admin') {
  let sessions = [
    {
      id: 's1',
      browser: 'Chrome',
      os: 'Windows',
      network: '193.0.x.x',
      created_at: at,
      last_seen_at: at,
      current: true,
    },
    { id: 's2', browser: 'Firefox', os: 'Android', network: null, created_at: at, last_seen_at: at, current: false },
  ];
  const { seen } = installFakeApi((req: SeenRequest) => {
    if (req.path === '/auth') return { status: 200, body: authAs(role) };
    if (req.path === '/v4/account/sessions') return { status: 200, body: { sessions } };
    if (req.path === '/v4/account/end_session') {
      sessions = sessions.filter((s) => s.id !== (req.body as { session_id: string }).session_id);
      return { status: 200, body: { ok: true, ended: 1 } };
    }
    return undefined;
  });
  return seen;
}

test('an admin finds the devices in the admin menu and signs one out', async () => {
  const seen = serve('admin');
  await renderCabinet('en', '/en/cabinet/admin/devices');
  const list = await screen.findByTestId('signed-in-devices', {}, { timeout: 10_000 });
  expect(within(list).getByRole('heading', { level: 1 }).textContent).toBe('Your signed-in devices');
  expect(screen.getByRole('link', { name: 'My devices' })).toBeTruthy();
  fireEvent.click(await within(list).findByRole('button', { name: 'Sign out Firefox on Android' }));
  expect(await within(list).findByText('Done: the device is signed out.')).toBeTruthy();
  expect(seen.filter((r) => r.path === '/v4/account/end_session').map((r) => r.body)).toEqual([{ session_id: 's2' }]);
});

test('a therapist sees the devices on the profile page', async () => {
  serve('therapist');
  await renderCabinet('ua', '/ua/cabinet/profile');
  const list = await screen.findByTestId('signed-in-devices', {}, { timeout: 10_000 });
  expect(await within(list).findByText('Chrome на Windows')).toBeTruthy();
  expect(within(list).getByText('Цей пристрій')).toBeTruthy();
});
