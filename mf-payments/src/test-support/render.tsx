// Renders mf-payments' App the way the shell does: inside the shell's store, router and i18n.
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { createRootStore } from '@rozmova/shared/store/create-store';
import { i18n, initI18n } from '@rozmova/shared/i18n/i18n';
import type { MarketLocale } from '@rozmova/shared/markets';
import PaymentsApp from '../app/app';

export const where: { pathname: string; search: string } = { pathname: '', search: '' };

function LocationSpy(): null {
  const location = useLocation();
  where.pathname = location.pathname;
  where.search = location.search;
  return null;
}

export async function renderPayments(locale: MarketLocale, url: string) {
  await initI18n(locale);
  await i18n.changeLanguage(locale);
  const store = createRootStore();
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <LocationSpy />
          <Routes>
            <Route path={`/${locale}/*`} element={<PaymentsApp locale={locale} basePath={`/${locale}`} />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, store };
}
