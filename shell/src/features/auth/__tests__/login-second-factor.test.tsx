/** @jest-environment jsdom */
// The sign-in page on an account with two-step sign-in, against the api at the HTTP level: a correct password
// brings the code step (no session yet), a wrong code is explained, the right one signs in and lands.
import { act } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18n, initI18n } from '@rozmova/web/i18n/i18n';
import { createRootStore } from '@rozmova/web/store/create-store';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { installFakeApi, registeredAuth, ANONYMOUS_AUTH, type SeenRequest } from '@rozmova/testing/fake-api';
import { parseRuntimeConfig, setRuntimeConfig } from '@rozmova/web/runtime-config';
import en from '../../../locales/en.json';
import { LoginPage } from '../login-page';

const CHALLENGE = 'C'.repeat(43);
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
    const body = req.body as Record<string, string> | null;
    if (req.path === '/auth') return { status: 200, body: signedIn ? registeredAuth('a@example.com') : ANONYMOUS_AUTH };
    if (req.path === '/login') {
      return {
        status: 401,
        body: {
          error: 'second_factor_required',
          message: 'code',
          challenge: { token: CHALLENGE, expires_in_seconds: 300 },
        },
      };
    }
    if (req.path === '/login/second_factor') {
      if (body?.code !== '123456') {
        return { status: 401, body: { error: 'invalid_second_factor_code', message: 'no' } };
      }
      signedIn = true;
      return { status: 200, body: registeredAuth('a@example.com') };
    }
    return undefined;
  }));
});

async function flush() {
  for (let i = 0; i < 6; i += 1) await act(async () => undefined);
}

async function open() {
  render(
    <Provider store={createRootStore({ locale: 'en' })}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/en/login?next=%2Fen%2Fcabinet%2Fprofile']}>
          <Routes>
            <Route path="/en/login" element={<LoginPage />} />
            <Route path="/en/cabinet/profile" element={<p>profile page</p>} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  await flush();
}

test('a correct password asks the code; a wrong one is explained; the right one signs in and goes on', async () => {
  await open();
  fireEvent.change(screen.getByLabelText(en.fields.email), { target: { value: 'a@example.com' } });
  fireEvent.change(screen.getByLabelText(en.fields.password), { target: { value: 'Correct-Horse-7' } });
  fireEvent.click(screen.getByTestId('login-submit'));
  await flush();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Two-step sign-in');

  fireEvent.change(screen.getByLabelText('Code'), { target: { value: '654321' } });
  fireEvent.click(screen.getByTestId('second-factor-submit'));
  await flush();
  expect(screen.getByRole('alert').textContent).toBe(
    'This code is not right or has already been used. Please try the current code.',
  );

  fireEvent.change(screen.getByLabelText('Code'), { target: { value: ' 123 456 ' } });
  fireEvent.click(screen.getByTestId('second-factor-submit'));
  await flush();
  expect(screen.getByText('profile page')).toBeTruthy();
  expect(seen.filter((r) => r.path === '/login/second_factor').map((r) => r.body)).toEqual([
    { challenge: CHALLENGE, code: '654321' },
    { challenge: CHALLENGE, code: '123456' },
  ]);
});

test('"Sign in with a different account" goes back to the password step', async () => {
  await open();
  fireEvent.change(screen.getByLabelText(en.fields.email), { target: { value: 'a@example.com' } });
  fireEvent.change(screen.getByLabelText(en.fields.password), { target: { value: 'Correct-Horse-7' } });
  fireEvent.click(screen.getByTestId('login-submit'));
  await flush();
  fireEvent.click(screen.getByTestId('second-factor-back'));
  await flush();
  expect(screen.getByTestId('login-form')).toBeTruthy();
});
