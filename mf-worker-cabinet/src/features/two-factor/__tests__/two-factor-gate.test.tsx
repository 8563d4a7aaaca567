import { screen } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { installFakeApi } from '@rozmova/testing/fake-api';
import { authAs, renderCabinet } from '../../../test-support/render';

// Two-step sign-in is required of therapists after a grace period and of admins: the cabinet reminds during the
// grace period and, past it, shows only the enrolment until it is on.
afterEach(() => clearClientCache());

const status = (over: object) => ({
  enrolled: false,
  enrolled_at: null,
  recovery_codes_left: 0,
  has_password: true,
  required: true,
  required_from: null,
  ...over,
});

function fakeApi(twoFactor: object, role: 'therapist' | 'admin' = 'therapist') {
  return installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: authAs(role) };
    if (req.path === '/two_factor') return { status: 200, body: twoFactor };
    if (req.path === '/v4/admin/therapists') return { status: 200, body: { therapists: [], total: 0 } };
    return undefined;
  });
}

test('during the grace period a therapist sees the date and a link to the profile above the page', async () => {
  fakeApi(status({ required_from: '2099-12-11T10:00:00.000Z' }));
  await renderCabinet('pl', '/pl/cabinet/statistics');
  const reminder = await screen.findByTestId('two-factor-reminder');
  expect(reminder.textContent).toContain('Włącz je do 11 grudnia 2099.');
  expect(screen.getByRole('link', { name: 'Włącz teraz' }).getAttribute('href')).toBe('/pl/cabinet/profile');
});

test('past the grace period, only the enrolment is shown', async () => {
  fakeApi(status({ required_from: '2020-01-01T00:00:00.000Z' }), 'admin');
  await renderCabinet('en', '/en/cabinet/admin');
  expect(await screen.findByRole('heading', { name: 'Turn on two-step sign-in to continue' })).toBeTruthy();
  expect(await screen.findByRole('button', { name: 'Turn on two-step sign-in' })).toBeTruthy();
  expect(screen.queryByTestId('admin-therapists')).toBeNull();
});

test('once enrolled, nothing is in the way', async () => {
  fakeApi(
    status({ enrolled: true, enrolled_at: '2026-11-20T09:00:00.000Z', required_from: '2020-01-01T00:00:00.000Z' }),
  );
  await renderCabinet('en', '/en/cabinet/profile');
  expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeTruthy();
  expect(screen.queryByTestId('two-factor-gate')).toBeNull();
  expect(screen.queryByTestId('two-factor-reminder')).toBeNull();
});
