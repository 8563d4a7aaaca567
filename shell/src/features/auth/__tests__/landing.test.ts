import { afterSignIn, safeNext } from '../landing';
import { localeHome } from '../../../lib/locale-home';
import type { AuthData } from '@rozmova/web/auth/types';

const auth = (role: 'user' | 'admin' | 'therapist', pendingGoogle = false): AuthData => ({
  user: {
    id: 'u',
    email: 'x@example.com',
    role,
    data: { has_to_confirm_reg_google: pendingGoogle, email_verified: true },
  },
  session: { user_id: 'u', user_is_reg: true },
  additional_user_data: { fbc: null },
});

test('a role lands on its route unless a safe next path was asked for', () => {
  expect(afterSignIn(auth('user'), 'pl', null)).toBe('/pl/home');
  expect(afterSignIn(auth('therapist'), 'ua', null)).toBe('/ua/cabinet/appointments-list');
  expect(afterSignIn(auth('user'), 'ro', '/ro/booking?service=x')).toBe('/ro/booking?service=x');
});

test('a Google sign-up still to confirm goes to its completion', () => {
  expect(afterSignIn(auth('user', true), 'en', '/en/home')).toBe('/en/complete-registration');
});

test('next must stay inside the market and the site', () => {
  for (const bad of [
    '//evil.example/ua/home',
    'https://evil.example',
    '/pl/home',
    '/ua/login',
    'javascript:alert(1)',
    '/ua/\\evil',
  ]) {
    expect(safeNext(bad, 'ua')).toBeNull();
  }
});

test('the locale index sends each signed-in role to its own landing and everyone else home', () => {
  expect(localeHome(auth('therapist'), 'pl')).toBe('/pl/cabinet/appointments-list');
  expect(localeHome(auth('admin'), 'ua')).toBe('/ua/cabinet/admin');
  expect(localeHome(auth('user'), 'ro')).toBe('/ro/home');
  expect(localeHome(auth('therapist', true), 'en')).toBe('/en/home');
  expect(localeHome(undefined, 'en')).toBe('/en/home');
  expect(
    localeHome(
      {
        user: null,
        session: { user_id: null, user_is_reg: false },
        additional_user_data: { fbc: null },
      } as unknown as AuthData,
      'ua',
    ),
  ).toBe('/ua/home');
});
