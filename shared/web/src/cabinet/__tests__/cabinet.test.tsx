/** @jest-environment jsdom */
// The cabinet template as a person meets it: the sign-in and role gate of each kind of cabinet, the menu,
// the pages under the base path, "not found" inside an area, and the slices injected before a page reads them.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider, useSelector } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { clearClientCache, setAuthData } from '../../auth/auth-cache';
import type { AuthData } from '../../auth/types';
import { createRootStore } from '../../store/create-store';
import { Cabinet, type CabinetArea, type CabinetProps } from '../cabinet';

const person = (role: 'user' | 'therapist' | 'admin'): AuthData => ({
  user: {
    id: `${role}-1`,
    email: `${role}@example.com`,
    role,
    data: { has_to_confirm_reg_google: false, email_verified: true },
  },
  session: { user_id: `${role}-1`, user_is_reg: true },
  additional_user_data: { fbc: null },
});
const SIGNED_OUT = { session: { user_is_reg: false } } as unknown as AuthData;

const t = (key: string) => `«${key}»`;
const page = (name: string) =>
  function Page({ locale }: { locale: string }) {
    return <h1>{`${name} ${locale}`}</h1>;
  };

function Where(): React.JSX.Element {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const notesSlice = { key: 'notes', reducer: (state: string[] = ['injected']) => state };
function Notes(): React.JSX.Element {
  const notes = useSelector((root: { notes?: string[] }) => root.notes);
  return <h1>{notes ? notes.join(',') : 'no slice'}</h1>;
}

const THERAPIST: CabinetArea = {
  isFor: (role) => role !== 'admin',
  navLabel: 'nav.therapist',
  pages: [
    { path: 'cabinet/agenda', Page: page('agenda'), nav: 'nav.agenda' },
    { path: 'cabinet/notes', Page: Notes, nav: 'nav.notes' },
    { path: 'cabinet/hidden', Page: page('hidden') },
  ],
  frame: (pages) => <section data-testid="frame">{pages}</section>,
  notFound: 'cabinet/*',
};
const ADMIN: CabinetArea = {
  isFor: (role) => role === 'admin',
  navLabel: 'nav.admin',
  pages: [{ path: 'cabinet/admin', Page: page('admin'), nav: 'nav.therapists' }],
};
const CLIENT: CabinetArea = {
  navLabel: 'nav.client',
  pages: [
    { path: 'cabinet', Page: page('sessions'), nav: 'nav.sessions' },
    { path: 'cabinet/waitlist', Page: page('waitlist'), nav: 'nav.waitlist', end: false },
    { path: 'cabinet/waitlist/offer', Page: page('offer') },
  ],
  notFound: '*',
};

let container: HTMLDivElement;
let root: Root;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  clearClientCache();
});

async function open(url: string, auth: AuthData, props: Partial<CabinetProps> = {}): Promise<void> {
  setAuthData(auth);
  const cabinet: CabinetProps = {
    role: 'therapist',
    locale: 'pl',
    basePath: '/pl',
    t,
    textsReady: true,
    slices: [notesSlice],
    areas: [ADMIN, THERAPIST],
    calls: { leaveTo: () => '/pl/cabinet/agenda' },
    ...props,
  };
  await act(async () =>
    root.render(
      <Provider store={createRootStore()}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/pl/*" element={<Cabinet {...cabinet} />} />
            {/* The shell's own pages, not the cabinet's. */}
            <Route path="/pl/login" element={null} />
            <Route path="/pl/home" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </Provider>,
    ),
  );
}

const where = () => container.querySelector('[data-testid="where"]')?.textContent;
const heading = () => container.querySelector('h1')?.textContent;
const menu = (label: string) =>
  Array.from(container.querySelectorAll(`nav[aria-label="«${label}»"] a`)).map((a) => [
    a.textContent,
    a.getAttribute('href'),
    a.getAttribute('aria-current'),
  ]);

describe('a therapist cabinet', () => {
  it('sends a signed-out visitor to sign in, coming back to the same address', async () => {
    await open('/pl/cabinet/agenda?day=2', SIGNED_OUT);
    expect(where()).toBe(`/pl/login?next=${encodeURIComponent('/pl/cabinet/agenda?day=2')}`);
  });

  it('sends a client to their own landing', async () => {
    await open('/pl/cabinet/agenda', person('user'));
    expect(where()).toBe('/pl/home');
  });

  it("shows a therapist their menu (pages without a menu text left out) and the page inside the area's frame", async () => {
    await open('/pl/cabinet/agenda', person('therapist'));
    expect(menu('nav.therapist')).toEqual([
      ['«nav.agenda»', '/pl/cabinet/agenda', 'page'],
      ['«nav.notes»', '/pl/cabinet/notes', null],
    ]);
    expect(container.querySelector('[data-testid="frame"] h1')?.textContent).toBe('agenda pl');
    expect(menu('nav.admin')).toEqual([]);
  });

  it("injects the app's slices before a page reads them", async () => {
    await open('/pl/cabinet/notes', person('therapist'));
    expect(heading()).toBe('injected');
  });

  it("sends an admin opening a therapist's page to the admin's landing, and the reverse", async () => {
    await open('/pl/cabinet/agenda', person('admin'));
    expect(where()).toBe('/pl/cabinet/admin');
    expect(heading()).toBe('admin pl');
    act(() => root.unmount());
    root = createRoot(container);
    await open('/pl/cabinet/admin', person('therapist'));
    expect(where()).toBe('/pl/cabinet/appointments-list');
  });

  it('answers an unknown cabinet path with "not found" under the menu', async () => {
    await open('/pl/cabinet/nothing-here', person('therapist'));
    expect(container.querySelector('[data-testid="not-found"]')).not.toBeNull();
    expect(menu('nav.therapist')).toHaveLength(2);
  });
});

describe('a client cabinet', () => {
  const client = { role: 'client' as const, areas: [CLIENT], testId: 'client-cabinet' };

  it('asks a signed-out visitor to sign in, with a link back to the same address', async () => {
    await open('/pl/cabinet/waitlist', SIGNED_OUT, client);
    const notice = container.querySelector('[data-testid="client-cabinet"] [data-testid="sign-in-needed"]');
    expect(notice?.textContent).toBe('«common.sign_in_needed»«common.sign_in»');
    expect(notice?.querySelector('a')?.getAttribute('href')).toBe(
      `/pl/login?next=${encodeURIComponent('/pl/cabinet/waitlist')}`,
    );
    expect(where()).toBe('/pl/cabinet/waitlist');
  });

  it('marks a menu link on the pages below it unless it asks for its exact path', async () => {
    await open('/pl/cabinet/waitlist/offer', person('user'), client);
    expect(heading()).toBe('offer pl');
    expect(menu('nav.client')).toEqual([
      ['«nav.sessions»', '/pl/cabinet', null],
      ['«nav.waitlist»', '/pl/cabinet/waitlist', 'page'],
    ]);
  });

  it('answers any unknown path with "not found" inside the cabinet', async () => {
    await open('/pl/cabinet/nothing-here', person('user'), client);
    expect(container.querySelector('[data-testid="client-cabinet"] [data-testid="not-found"]')).not.toBeNull();
  });
});

it('shows nothing until the texts are in', async () => {
  await open('/pl/cabinet/agenda', person('therapist'), { textsReady: false });
  expect(container.querySelector('nav')).toBeNull();
  expect(heading()).toBeUndefined();
});
