/** @jest-environment jsdom */
// "Cookie settings" in the footer brings the consent choice back (issue 23, point 14): the banner says the
// choice can be changed at any time, so there must be a way to change it.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { i18n, initI18n } from '@rozmova/web/i18n/i18n';
import { createRootStore } from '@rozmova/web/store/create-store';
import { ConsentBanner } from '../consent-banner';
import { readConsent, reopenConsentChoice } from '../../../lib/consent-state';

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await initI18n('pl');
  await act(() => i18n.changeLanguage('pl'));
});

test('reopens the choice after it was made, and keeps the new answer', () => {
  const store = createRootStore();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/pl/therapists']}>
          <ConsentBanner locale="pl" />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  fireEvent.click(screen.getByTestId('consent-reject'));
  expect(screen.queryByTestId('consent-banner')).toBeNull();
  expect(readConsent()).toBe('denied');

  act(() => reopenConsentChoice());
  expect(screen.getByTestId('consent-banner')).toBeTruthy();
  expect(store.getState().popups.optional_popups).toEqual(['consent_banner']);
  // Until they answer again, the stored answer holds.
  expect(readConsent()).toBe('denied');
  fireEvent.click(screen.getByTestId('consent-accept'));
  expect(screen.queryByTestId('consent-banner')).toBeNull();
  expect(readConsent()).toBe('granted');
  expect(store.getState().popups.optional_popups).toEqual([]);
});
