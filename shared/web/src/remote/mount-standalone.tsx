// A remote's standalone page (its own dev server, e.g. http://localhost:3002/pl/tokens): the remote with
// its own store, router and i18n, for working on it without the shell, which provides all three in the
// platform. Each remote's `src/bootstrap.tsx` is one call of this.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { MARKET_LOCALES } from '@rozmova/contracts/markets';
import { localeFromPath } from '@rozmova/contracts/routes/paths';
import { i18n, initI18n } from '@rozmova/web/i18n/i18n';
import { createRootStore } from '@rozmova/web/store/create-store';
import type { RemoteAppProps } from '@rozmova/web/remote/contract';
// Registers the auth fetcher, as the shell does, so `useAuth` works on the standalone page.
import '@rozmova/web/auth/auth-api';

export interface StandaloneOptions {
  /** Where `/` and paths outside a market go, relative to `/{locale}` (e.g. `PATHS.payments.tokens`). */
  landing: string;
  /** The element to render into; `#root` by default. */
  container?: HTMLElement;
}

export async function mountStandalone(
  App: ComponentType<RemoteAppProps>,
  { landing, container }: StandaloneOptions,
): Promise<void> {
  const locale = localeFromPath(window.location.pathname);
  await initI18n(locale);
  // BCP 47: the market ua speaks Ukrainian, `uk`.
  document.documentElement.lang = locale === 'ua' ? 'uk' : locale;
  const store = createRootStore({ locale });
  createRoot(container ?? document.getElementById('root')!).render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <Routes>
            {MARKET_LOCALES.map((l) => (
              <Route key={l} path={`/${l}/*`} element={<App locale={l} basePath={`/${l}`} />} />
            ))}
            <Route path="*" element={<Navigate to={`/${locale}/${landing}`} replace />} />
          </Routes>
        </BrowserRouter>
      </I18nextProvider>
    </Provider>,
  );
}
