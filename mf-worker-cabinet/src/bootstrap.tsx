// Standalone page (http://localhost:3004/pl/cabinet/appointments-list): the remote with its own store, router and i18n,
// for working on it without the shell. In the platform the shell provides all three.
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LOCALE, isMarketLocale } from '@rozmova/contracts/markets';
import { i18n, initI18n } from '@rozmova/web/i18n/i18n';
import { createRootStore } from '@rozmova/web/store/create-store';
import '@rozmova/web/auth/auth-api';
import WorkerCabinetApp from './app/app';

async function start(): Promise<void> {
  const first = window.location.pathname.split('/')[1];
  const locale = isMarketLocale(first) ? first : DEFAULT_LOCALE;
  await initI18n(locale);
  const store = createRootStore({ locale });
  createRoot(document.getElementById('root')!).render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <Routes>
            <Route path={`/${locale}/*`} element={<WorkerCabinetApp locale={locale} basePath={`/${locale}`} />} />
          </Routes>
        </BrowserRouter>
      </I18nextProvider>
    </Provider>,
  );
}

void start();
