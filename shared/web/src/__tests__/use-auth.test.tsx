/** @jest-environment jsdom */
// The auth query's cache rules (docs/rules.md ): fetched once, never again on mount, focus or
// reconnect; writes from login land in the same entry every component reads.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { clearClientCache, registerAuthFetcher, setAuthData, useAuth } from '../auth/auth-cache';
import { ANONYMOUS, type AuthData } from '../auth/types';

const admin: AuthData = {
  user: {
    id: 'a1',
    email: 'admin@demo.example',
    role: 'admin',
    data: { has_to_confirm_reg_google: false, email_verified: true },
  },
  session: { user_id: 'a1', user_is_reg: true },
  additional_user_data: { fbc: null },
};

let calls = 0;
let container: HTMLDivElement;
let root: Root;

function Who({ id }: { id: string }): React.JSX.Element {
  const auth = useAuth();
  return <p data-id={id}>{auth.status === 'success' ? (auth.data?.user.email ?? 'anonymous') : auth.status}</p>;
}

const text = () => Array.from(container.querySelectorAll('p')).map((p) => p.textContent);

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  registerAuthFetcher(async () => {
    calls += 1;
    return ANONYMOUS;
  });
});

beforeEach(() => {
  calls = 0;
  clearClientCache();
  container = document.createElement('div');
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
});

test('two readers, one request; remounting, focus and going online do not refetch', async () => {
  await act(async () => {
    root.render(
      <>
        <Who id="a" />
        <Who id="b" />
      </>,
    );
  });
  expect(text()).toEqual(['anonymous', 'anonymous']);
  expect(calls).toBe(1);
  await act(async () => {
    root.render(<Who id="c" />);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
  });
  expect(calls).toBe(1);
});

test('a sign-in written into the cache shows everywhere at once; logout clears it and it is fetched again', async () => {
  await act(async () => {
    root.render(<Who id="a" />);
  });
  await act(async () => setAuthData(admin));
  expect(text()).toEqual(['admin@demo.example']);
  await act(async () => clearClientCache());
  expect(text()).toEqual(['anonymous']);
  expect(calls).toBe(2);
});
