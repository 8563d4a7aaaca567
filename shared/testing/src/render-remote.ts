// Renders a remote's App the way the shell does: inside the shell's store, router and i18n.
// Plain createElement: the package exports `.ts` files only.
import { createElement as h, type ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { createRootStore } from '@rozmova/web/store/create-store';
import { i18n, initI18n, namespaceLoadsSettled } from '@rozmova/web/i18n/i18n';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { RemoteAppProps } from '@rozmova/web/remote/contract';

/** Where the router is after the last render or navigation. */
export const where: { pathname: string; search: string; state: unknown } = { pathname: '', search: '', state: null };

function LocationSpy(): null {
  const location = useLocation();
  where.pathname = location.pathname;
  where.search = location.search;
  where.state = location.state;
  return null;
}

/** `state`: the history entry's state, for what travels beside the address (never in it). */
export async function renderRemote(
  App: ComponentType<RemoteAppProps>,
  locale: MarketLocale,
  url: string,
  state?: unknown,
) {
  await initI18n(locale);
  await i18n.changeLanguage(locale);
  const store = createRootStore();
  const routes = h(
    Routes,
    null,
    h(Route, { path: `/${locale}/*`, element: h(App, { locale, basePath: `/${locale}` }) }),
  );
  const [pathname = url, search = ''] = url.split(/(?=\?)/);
  const router = h(
    MemoryRouter,
    { initialEntries: [{ pathname, search, state: state ?? null }] },
    h(LocationSpy),
    routes,
  );
  const view = render(h(Provider, { store, children: h(I18nextProvider, { i18n, children: router }) }));
  // The app's own texts arrive as a chunk of their own: its first view follows them, as in the browser.
  await act(() => namespaceLoadsSettled());
  return { ...view, store };
}
