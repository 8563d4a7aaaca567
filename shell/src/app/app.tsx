import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { i18n } from '@rozmova/web/i18n/i18n';
import type { InjectableStore } from '@rozmova/web/store/create-store';
import { AppErrorBoundary } from '../features/error-screen/app-error-boundary';
import { DocumentLang } from '../features/locale/document-lang';
import { LocaleLayout } from './locale-layout';
import { RootRedirect } from '../features/locale/root-redirect';

export function App({ store }: { store: InjectableStore }): React.JSX.Element {
  return (
    <AppErrorBoundary>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
            <DocumentLang />
            <Routes>
              {/* The detected market's index, which picks the landing route of the signed-in role. */}
              <Route path="/" element={<RootRedirect />} />
              <Route path="/:locale/*" element={<LocaleLayout />} />
            </Routes>
          </BrowserRouter>
        </I18nextProvider>
      </Provider>
    </AppErrorBoundary>
  );
}
