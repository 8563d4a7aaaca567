/** @jest-environment jsdom */
// Sign-up offers two-step sign-in once the account exists: "Not now" goes on; with a booking in progress (`next`)
// the offer waits for the profile and the person goes straight on.
import { act } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18n, initI18n } from '@rozmova/web/i18n/i18n';
import { createRootStore } from '@rozmova/web/store/create-store';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import {
  installFakeApi,
  registeredAuth,
  twoFactorOff,
  ANONYMOUS_AUTH,
  type SeenRequest,
} from '@rozmova/testing/fake-api';
import { parseRuntimeConfig, setRuntimeConfig } from '@rozmova/web/runtime-config';
import en from '../../../locales/en.json';
import { RegisterPage } from '../register-page';

let seen: SeenRequest[];
let signedIn = false;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  setRuntimeConfig(parseRuntimeConfig({ apiBase: 'http://api.test/api' }));
  await initI18n('en');
  i18n.addResourceBundle('en', 'shell', en, true, true);
});

beforeEach(() => {
  signedIn = false;
  clearClientCache();
  ({ seen } = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: signedIn ? registeredAuth('a@example.com') : ANONYMOUS_AUTH };
    if (req.path === '/register') {
      signedIn = true;
      return { status: 200, body: registeredAuth('a@example.com') };
    }
    if (req.path === '/two_factor') return { status: 200, body: twoFactorOff() };
    return undefined;
  }));
});

async function flush() {
  for (let i = 0; i < 6; i += 1) await act(async () => undefined);
}

async function open(url: string) {
  render(
    <Provider store={createRootStore({ locale: 'en' })}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/en/register" element={<RegisterPage />} />
            <Route path="/en/home" element={<p>home page</p>} />
            <Route path="/en/booking" element={<p>booking page</p>} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  await flush();
}

async function signUp() {
  fireEvent.change(screen.getByLabelText(en.fields.name), { target: { value: 'Harriet' } });
  fireEvent.change(screen.getByLabelText(en.fields.email), { target: { value: 'a@example.com' } });
  fireEvent.change(screen.getByLabelText(en.fields.newPassword), { target: { value: 'Quiet-Harbour-2027' } });
  fireEvent.click(screen.getByRole('checkbox', { name: en.register.oferta }));
  fireEvent.click(screen.getByTestId('register-submit'));
  await flush();
}

test('after sign-up two-step sign-in is offered; setting it up opens the section; "Continue" goes on', async () => {
  await open('/en/register');
  await signUp();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your account is ready');
  fireEvent.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
  await flush();
  expect(screen.getByTestId('two-factor-state').textContent).toBe('Two-step sign-in is off.');
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await flush();
  expect(screen.getByText('home page')).toBeTruthy();
  expect(seen.filter((r) => r.path === '/register')).toHaveLength(1);
});

test('"Not now" goes on at once', async () => {
  await open('/en/register');
  await signUp();
  fireEvent.click(screen.getByRole('button', { name: 'Not now, continue' }));
  await flush();
  expect(screen.getByText('home page')).toBeTruthy();
  expect(seen.some((r) => r.path === '/two_factor')).toBe(false);
});

test('someone signing up in the middle of a booking goes straight back to it', async () => {
  await open('/en/register?next=%2Fen%2Fbooking');
  await signUp();
  expect(screen.getByText('booking page')).toBeTruthy();
  expect(screen.queryByTestId('two-factor-offer')).toBeNull();
});
