/** @jest-environment jsdom */
// The auth entry's 30 s staleness (docs/rules.md ): opening a page that needs the sign-in
// re-checks an answer older than 30 s, and nothing else does; an answer on its way when the person signs
// out never lands in the cleared cache.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  authWriterForNow,
  clearClientCache,
  getAuthData,
  refetchAuth,
  registerAuthFetcher,
  setAuthData,
  useAuth,
  useFreshAuthOn,
} from '../auth/auth-cache';
import { ANONYMOUS, type AuthData } from '../auth/types';
import { registeredAuth } from '../testing/fake-api';

const client: AuthData = registeredAuth('client@demo.example', 'c1');

/** The server's answers to GET auth, one per call; each call waits until the test answers it. */
let answers: Array<(data: AuthData) => void> = [];
let calls = 0;
let container: HTMLDivElement;
let root: Root;

function PrivatePage({ path }: { path: string | null }): React.JSX.Element {
  const auth = useAuth();
  useFreshAuthOn(path);
  return <p>{auth.data?.user.email ?? 'signed out'}</p>;
}

const shown = () => container.textContent;
const render = (path: string | null) => act(async () => root.render(<PrivatePage path={path} />));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  registerAuthFetcher(
    () =>
      new Promise<AuthData>((resolve) => {
        calls += 1;
        answers.push(resolve);
      }),
  );
});

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
  calls = 0;
  answers = [];
  clearClientCache();
  container = document.createElement('div');
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  jest.useRealTimers();
});

async function answer(data: AuthData): Promise<void> {
  const next = answers.shift();
  if (!next) throw new Error('no auth call is waiting');
  await act(async () => next(data));
}

test('a sign-in younger than 30 s is trusted when another private page opens', async () => {
  await act(async () => setAuthData(client));
  await render('/ua/cabinet/appointments-list');
  await render('/ua/cabinet/settings');
  jest.advanceTimersByTime(29_999);
  await render('/ua/cabinet/profile');
  expect(calls).toBe(0);
  expect(shown()).toBe('client@demo.example');
});

test('once 30 s old, opening a private page asks again and shows a session that ended elsewhere', async () => {
  await act(async () => setAuthData(client));
  await render('/ua/cabinet/appointments-list');
  jest.advanceTimersByTime(30_000);
  await render('/ua/cabinet/appointments-list');
  // The same page staying open is not a new moment of need.
  expect(calls).toBe(0);
  await render('/ua/cabinet/settings');
  expect(calls).toBe(1);
  // The cached answer stays on screen while the check is on its way.
  expect(shown()).toBe('client@demo.example');
  await answer(ANONYMOUS);
  expect(shown()).toBe('signed out');
  // The new answer is fresh again for 30 s.
  await render('/ua/cabinet/profile');
  expect(calls).toBe(1);
});

test('a stale entry is not refetched by mounting, focus or going online on a page that does not need it', async () => {
  await act(async () => setAuthData(client));
  jest.advanceTimersByTime(60_000);
  await render(null);
  await act(async () => {
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(calls).toBe(0);
  expect(shown()).toBe('client@demo.example');
});

test('an auth answer on its way at logout does not write back into the cleared cache', async () => {
  await act(async () => setAuthData(client));
  const pending = refetchAuth();
  expect(calls).toBe(1);
  await act(async () => clearClientCache());
  await answer(client);
  await expect(pending).resolves.toEqual(client);
  expect(getAuthData()).toBeUndefined();
});

test('a sign-in answer on its way at logout does not sign the person back in', async () => {
  const write = authWriterForNow();
  await act(async () => clearClientCache());
  write(client);
  expect(getAuthData()).toBeUndefined();
  // A sign-in started after the logout writes as usual.
  authWriterForNow()(client);
  expect(getAuthData()).toEqual(client);
});
