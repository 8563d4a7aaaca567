// Standalone page (http://localhost:3005/pl/faq): the remote with its own router and i18n, for editors
// and developers working on content without the shell. In the platform the shell provides both.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LOCALE, MARKET_LOCALES, isMarketLocale } from '@rozmova/contracts/markets';
import { i18n, initI18n } from '@rozmova/web/i18n/i18n';
import ContentApp from './app';

async function start(): Promise<void> {
  const first = window.location.pathname.split('/')[1];
  const locale = isMarketLocale(first) ? first : DEFAULT_LOCALE;
  await initI18n(locale);
  document.documentElement.lang = locale === 'ua' ? 'uk' : locale;
  createRoot(document.getElementById('root')!).render(
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <Routes>
          {MARKET_LOCALES.map((l) => (
            <Route key={l} path={`/${l}/*`} element={<ContentApp locale={l} basePath={`/${l}`} />} />
          ))}
          <Route path="*" element={<Navigate to={`/${locale}/home`} replace />} />
        </Routes>
      </BrowserRouter>
    </I18nextProvider>,
  );
}

void start();
