// `/` follows the detection order (docs/rules.md) instead of always going to /ua.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RootRedirect } from '../root-redirect';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Where(): React.JSX.Element {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `/` (with the page's own address set to `search`) and returns where it went. */
async function landFrom(search = ''): Promise<string> {
  window.history.replaceState(null, '', `/${search}`);
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <MemoryRouter initialEntries={[`/${search}`]}>
        <Routes>
          <Route path="/" element={<RootRedirect />} />
          <Route path="/:locale" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
  });
  const text = container.querySelector('[data-testid="where"]')?.textContent ?? '';
  act(() => root.unmount());
  return text;
}

function setNavigatorLanguages(languages: string[]): void {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'i18next=; max-age=0';
  setNavigatorLanguages(['de-DE']);
  document.documentElement.removeAttribute('lang');
});

test('the query parameter lng comes first, and the query string goes along', async () => {
  document.cookie = 'i18next=ro';
  localStorage.setItem('i18nextLng', 'en');
  expect(await landFrom('?lng=pl&utm_source=news')).toBe('/pl?lng=pl&utm_source=news');
});

test('then the cookie i18next, then local storage, then session storage', async () => {
  sessionStorage.setItem('i18nextLng', 'en');
  localStorage.setItem('i18nextLng', 'pl');
  document.cookie = 'i18next=ro';
  expect(await landFrom()).toBe('/ro');
  document.cookie = 'i18next=; max-age=0';
  expect(await landFrom()).toBe('/pl');
  localStorage.clear();
  expect(await landFrom()).toBe('/en');
});

test("then the browser's languages (uk is ua), then the html tag, then ua", async () => {
  setNavigatorLanguages(['de-DE', 'uk-UA']);
  expect(await landFrom()).toBe('/ua');
  setNavigatorLanguages(['ro-RO']);
  expect(await landFrom()).toBe('/ro');
  setNavigatorLanguages(['de-DE']);
  document.documentElement.setAttribute('lang', 'pl');
  expect(await landFrom()).toBe('/pl');
  document.documentElement.removeAttribute('lang');
  expect(await landFrom()).toBe('/ua');
});

test('a value that looks like script is skipped for the next source', async () => {
  localStorage.setItem('i18nextLng', 'en');
  expect(await landFrom('?lng=%3Cscript%3E')).toBe('/en?lng=%3Cscript%3E');
});
