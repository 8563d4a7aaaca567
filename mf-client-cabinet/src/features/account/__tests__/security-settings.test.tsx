// The profile's security parts: the e-mail address (confirmed or not, a new one waiting for its link), the
// password change with its "sign out other devices" box ticked by default, and the signed-in devices.
import { fireEvent, screen, within } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { installFakeApi, registeredAuth, type SeenRequest } from '@rozmova/testing/fake-api';
import { userInfo } from '../../../test-support/fixtures';
import { renderCabinet } from '../../../test-support/render';

afterEach(() => clearClientCache());

const at = '2026-11-27T09:05:00.000Z';
const devices = [
  { id: 's1', browser: 'Firefox', os: 'Linux', network: '193.0.x.x', created_at: at, last_seen_at: at, current: true },
  { id: 's2', browser: 'Safari', os: 'iPhone', network: '10.1.x.x', created_at: at, last_seen_at: at, current: false },
];

function serve() {
  const state = { pending: null as string | null, sessions: [...devices] };
  const { seen } = installFakeApi((req: SeenRequest) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('zofia@example.com') };
    if (req.path === '/user_info') return { status: 200, body: { user: userInfo({ pending_email: state.pending }) } };
    if (req.path === '/v4/account/sessions') return { status: 200, body: { sessions: state.sessions } };
    if (req.path === '/v4/account/end_other_sessions') {
      state.sessions = state.sessions.filter((s) => s.current);
      return { status: 200, body: { ok: true, ended: 1 } };
    }
    if (req.path === '/v4/account/change_email') {
      state.pending = (req.body as { new_email: string }).new_email;
      return { status: 200, body: { user: userInfo({ pending_email: state.pending }) } };
    }
    if (req.path === '/change_password') return { status: 200, body: registeredAuth('zofia@example.com') };
    return undefined;
  });
  return { state, seen };
}

test('a new address is asked for with the password and shown as waiting for its link', async () => {
  const { seen } = serve();
  await renderCabinet('en', '/en/cabinet/profile');
  const form = await screen.findByTestId('email-form', {}, { timeout: 10_000 });
  expect(screen.getByTestId('email-current').textContent).toBe('You sign in with zofia@example.com (confirmed)');
  fireEvent.change(within(form).getByLabelText('New e-mail address'), { target: { value: 'zofia.new@example.com' } });
  fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'Old-pass-1' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Change the address' }));
  expect((await screen.findByTestId('email-sent')).textContent).toContain('We sent a link to the new address');
  expect(screen.getByTestId('email-pending').textContent).toContain('zofia.new@example.com');
  expect(seen.filter((r) => r.path === '/v4/account/change_email').map((r) => r.body)).toEqual([
    { new_email: 'zofia.new@example.com', current_password: 'Old-pass-1' },
  ]);
});

test('changing the password signs the other devices out unless the box is unticked', async () => {
  const { seen } = serve();
  await renderCabinet('en', '/en/cabinet/profile');
  const form = await screen.findByTestId('password-form', {}, { timeout: 10_000 });
  const box = within(form).getByLabelText('Sign out on all other devices') as HTMLInputElement;
  expect(box.checked).toBe(true);
  fireEvent.click(box);
  fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'Old-pass-1' } });
  fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'New-pass-22' } });
  fireEvent.change(within(form).getByLabelText('New password again'), { target: { value: 'New-pass-22' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
  expect((await screen.findByTestId('password-changed')).textContent).toBe(
    'Your password is changed. You stay signed in here and on your other devices.',
  );
  expect(seen.filter((r) => r.path === '/change_password').map((r) => r.body)).toEqual([
    { current_password: 'Old-pass-1', new_password: 'New-pass-22', end_other_sessions: false },
  ]);
});

test('the devices list signs every other device out', async () => {
  serve();
  await renderCabinet('en', '/en/cabinet/profile');
  const list = await screen.findByTestId('signed-in-devices', {}, { timeout: 10_000 });
  expect(await within(list).findByText('Safari on iPhone')).toBeTruthy();
  fireEvent.click(within(list).getByRole('button', { name: 'Sign out all other devices' }));
  expect(await within(list).findByText('Done: every other device is signed out.')).toBeTruthy();
  expect(within(list).queryByText('Safari on iPhone')).toBeNull();
});
