// The synced pair in a real store and router: a direct therapist link keeps its id through the first
// render (the bug: the store -> address effect ran with the still-empty store and stripped it), and
// only a falsy value the store is given removes a param.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { patchRouteQuery } from '@rozmova/web/store/global/actions';
import { createRootStore, type InjectableStore } from '@rozmova/web/store/create-store';
import { initialRouteQuery } from '../query-rules';
import { QuerySync } from '../query-sync';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Stands in for a remote: records every search it rendered with, the first one included. */
const seen: string[] = [];
let location = { pathname: '', search: '' };
let navigate: NavigateFunction = () => undefined;
function Probe(): null {
  const current = useLocation();
  navigate = useNavigate();
  location = { pathname: current.pathname, search: current.search };
  seen.push(current.search);
  return null;
}

let root: Root;
let container: HTMLDivElement;

async function mount(url: string, store: InjectableStore): Promise<void> {
  seen.length = 0;
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => {
    root.render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[url]}>
          <QuerySync />
          <Probe />
        </MemoryRouter>
      </Provider>,
    );
  });
}

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const LINK = '/pl/therapists?psychologist_id=42&service=couple&utm_source=mail';

test('a direct therapist link as the first page keeps psychologist_id and service (store started from the address)', async () => {
  const store = createRootStore({ routeQuery: initialRouteQuery(LINK.slice(LINK.indexOf('?'))) });
  await mount(LINK, store);
  expect(location.search).toBe('?psychologist_id=42&service=couple&utm_source=mail');
  expect(seen.every((search) => search.includes('psychologist_id=42'))).toBe(true);
  expect(store.getState().routeQuery).toEqual({ psychologist_id: '42', service: 'couple', utm_source: 'mail' });
});

test('the link keeps its id even when the store starts empty', async () => {
  const store = createRootStore();
  await mount(LINK, store);
  expect(location.search).toBe('?psychologist_id=42&service=couple&utm_source=mail');
  expect(seen.every((search) => search.includes('psychologist_id=42'))).toBe(true);
  expect(store.getState().routeQuery.psychologist_id).toBe('42');
});

test('a store change writes the pair back; only a falsy value removes a param', async () => {
  const store = createRootStore({ routeQuery: initialRouteQuery('?psychologist_id=42&utm_source=mail') });
  await mount('/pl/therapists?psychologist_id=42&utm_source=mail', store);

  await act(async () => void store.dispatch(patchRouteQuery({ service: 'couple' })));
  expect(location.search).toBe('?psychologist_id=42&utm_source=mail&service=couple');

  // A patch of another param leaves the pair alone.
  await act(async () => void store.dispatch(patchRouteQuery({ lng: 'pl' })));
  expect(location.search).toBe('?psychologist_id=42&utm_source=mail&service=couple');

  await act(async () => void store.dispatch(patchRouteQuery({ service: null })));
  expect(location.search).toBe('?psychologist_id=42&utm_source=mail');

  await act(async () => void store.dispatch(patchRouteQuery({ psychologist_id: 0 })));
  expect(location.search).toBe('?utm_source=mail');
  expect(location.pathname).toBe('/pl/therapists');
});

test('navigating to another therapist and back to the list follows the address, not the old store', async () => {
  const store = createRootStore({ routeQuery: initialRouteQuery('') });
  await mount('/pl/therapists', store);
  await act(async () => navigate('/pl/therapists?psychologist_id=7'));
  expect(location.search).toBe('?psychologist_id=7');
  expect(store.getState().routeQuery).toEqual({ psychologist_id: '7' });
  await act(async () => navigate('/pl/therapists?psychologist_id=8&service=couple'));
  expect(location.search).toBe('?psychologist_id=8&service=couple');
  await act(async () => navigate('/pl/therapists'));
  expect(location.search).toBe('');
  expect(store.getState().routeQuery).toEqual({});
});

test('a falsy synced param in the address leaves it at once', async () => {
  const store = createRootStore({ routeQuery: initialRouteQuery('?psychologist_id=0&service=&utm_source=x') });
  await mount('/ua/login?psychologist_id=0&service=&utm_source=x', store);
  expect(location.search).toBe('?utm_source=x');
  expect(store.getState().routeQuery).toEqual({ utm_source: 'x' });
});
