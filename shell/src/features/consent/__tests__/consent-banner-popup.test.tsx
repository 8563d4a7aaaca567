/** @jest-environment jsdom */
// The consent banner is an optional popup: listed in optional_popups while it waits for an answer, gone from
// the list once the visitor answers, and never listed when an answer is stored or inside the content editor.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { MARKET_LOCALES } from '@rozmova/contracts/markets';
import { i18n, initI18n } from '@rozmova/web/i18n/i18n';
import { createRootStore } from '@rozmova/web/store/create-store';
import { ConsentBanner } from '../consent-banner';
import { CONSENT_STORAGE_KEY } from '../../../lib/consent-state';

function banner(store: ReturnType<typeof createRootStore>, path = '/pl/home') {
  return render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <ConsentBanner locale="pl" />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/pl/home');
  await initI18n('pl');
  await act(() => i18n.changeLanguage('pl'));
});

test.each(['consent-accept', 'consent-reject'])('listed until answered (%s), then off the list', (button) => {
  const store = createRootStore();
  banner(store);
  expect(screen.getByTestId('consent-banner')).toBeTruthy();
  expect(store.getState().popups.optional_popups).toEqual(['consent_banner']);
  fireEvent.click(screen.getByTestId(button));
  expect(screen.queryByTestId('consent-banner')).toBeNull();
  expect(store.getState().popups.optional_popups).toEqual([]);
});

test('a stored answer or a content-editor preview: no banner, not listed', () => {
  const store = createRootStore();
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ choice: 'denied', decided_at: '2026-11-20T10:00:00Z' }));
  const view = banner(store);
  expect(screen.queryByTestId('consent-banner')).toBeNull();
  expect(store.getState().popups.optional_popups).toEqual([]);
  view.unmount();
  localStorage.clear();
  window.history.replaceState(null, '', '/pl/home?_storyblok=12');
  banner(store);
  expect(screen.queryByTestId('consent-banner')).toBeNull();
  expect(store.getState().popups.optional_popups).toEqual([]);
});

test('the banner speaks every market language', async () => {
  for (const locale of MARKET_LOCALES) {
    await act(() => i18n.changeLanguage(locale));
    const view = banner(createRootStore());
    expect(screen.getByRole('heading').textContent).toBe(i18n.getFixedT(locale, 'common')('consent.title'));
    view.unmount();
  }
});
