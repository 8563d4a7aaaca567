// A private area trusts a sign-in for 30 s (docs/rules.md ): opening another private page after
// that asks the api again, and a session that ended elsewhere is sent to sign in instead of into the cabinet.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { clearClientCache, registerAuthFetcher, setAuthData } from '@rozmova/web/auth/auth-cache';
import { ANONYMOUS, type AuthData } from '@rozmova/web/auth/types';
import { i18n, initI18n } from '@rozmova/web/i18n/i18n';
import { setLocale } from '@rozmova/web/store/global/actions';
import { createRootStore } from '@rozmova/web/store/create-store';
import { RemoteOutlet } from '../remote-outlet';
import { registeredAuth } from '@rozmova/testing/fake-api';

// The region itself loads a federated remote; here it only says which remote it would show.
jest.mock('../remote-region', () => ({
  RemoteRegion: ({ remote }: { remote: string }) => <p>region {remote}</p>,
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const client: AuthData = registeredAuth('client@demo.example', 'c1');

let answers: Array<(data: AuthData) => void> = [];
let navigate: NavigateFunction = () => undefined;
let path = '';
let container: HTMLDivElement;
let root: Root;

function Probe(): null {
  navigate = useNavigate();
  path = useLocation().pathname;
  return null;
}

beforeAll(async () => {
  await initI18n('ua');
  registerAuthFetcher(() => new Promise<AuthData>((resolve) => answers.push(resolve)));
});

beforeEach(async () => {
  jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
  answers = [];
  clearClientCache();
  setAuthData(client);
  const store = createRootStore();
  store.dispatch(setLocale('ua'));
  container = document.createElement('div');
  root = createRoot(container);
  await act(async () => {
    root.render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/ua/cabinet/appointments']}>
            <Probe />
            <Routes>
              <Route path="/ua/login" element={<p>login page</p>} />
              <Route path="/ua/*" element={<RemoteOutlet />} />
            </Routes>
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
  });
});

afterEach(() => {
  act(() => root.unmount());
  jest.useRealTimers();
});

const go = (to: string) => act(async () => navigate(to));

test('within 30 s the cached sign-in opens private pages without asking the api', async () => {
  expect(container.textContent).toBe('region mf_client_cabinet');
  jest.advanceTimersByTime(29_000);
  await go('/ua/cabinet/settings');
  expect(answers).toHaveLength(0);
  expect(container.textContent).toBe('region mf_client_cabinet');
});

test('after 30 s the next private page asks again; a session that ended goes to sign-in', async () => {
  jest.advanceTimersByTime(30_000);
  // Public pages do not need the sign-in: no check.
  await go('/ua/therapists');
  expect(answers).toHaveLength(0);
  await go('/ua/cabinet/settings');
  expect(answers).toHaveLength(1);
  await act(async () => answers.shift()!(ANONYMOUS));
  expect(path).toBe('/ua/login');
  expect(container.textContent).toBe('login page');
});
