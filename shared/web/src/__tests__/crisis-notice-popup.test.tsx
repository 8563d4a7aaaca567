/** @jest-environment jsdom */
// The crisis notice is an optional popup: listed in optional_popups while on screen, closed with its button
// in every market's language, and closed it stays away on the next page of the visit.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { MARKET_LOCALES, type MarketLocale } from '@rozmova/contracts/markets';
import { CrisisHelpNotice } from '@rozmova/web/crisis-help';
import { i18n, initI18n } from '@rozmova/web/i18n/i18n';
import { createRootStore } from '@rozmova/web/store/create-store';
import { CLOSED_POPUPS_KEY, useOptionalPopup } from '@rozmova/web/store/global/use-optional-popup';

const CLOSE_LABEL: Record<MarketLocale, string> = {
  ua: 'Сховати цю примітку',
  pl: 'Ukryj tę informację',
  ro: 'Ascundeți această notă',
  en: 'Hide this note',
};

function page(store: ReturnType<typeof createRootStore>, locale: MarketLocale) {
  return render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <CrisisHelpNotice locale={locale} />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

beforeEach(() => sessionStorage.clear());

test.each(MARKET_LOCALES)('%s: listed while shown; its close button removes it for the visit', async (locale) => {
  await initI18n(locale);
  await act(() => i18n.changeLanguage(locale));
  const store = createRootStore();
  const first = page(store, locale);
  expect(screen.getByTestId('crisis-help-notice')).toBeTruthy();
  expect(store.getState().popups.optional_popups).toEqual(['crisis_help_notice']);

  fireEvent.click(screen.getByRole('button', { name: CLOSE_LABEL[locale] }));
  expect(screen.queryByTestId('crisis-help-notice')).toBeNull();
  expect(store.getState().popups.optional_popups).toEqual([]);
  expect(JSON.parse(sessionStorage.getItem(CLOSED_POPUPS_KEY) ?? '[]')).toEqual(['crisis_help_notice']);

  // The next page of the same visit: the notice stays closed and is not listed.
  first.unmount();
  page(store, locale);
  expect(screen.queryByTestId('crisis-help-notice')).toBeNull();
  expect(store.getState().popups.optional_popups).toEqual([]);
});

test('leaving the page takes the notice off the list without closing it for the visit', async () => {
  await initI18n('ua');
  const store = createRootStore();
  const view = page(store, 'ua');
  expect(store.getState().popups.optional_popups).toEqual(['crisis_help_notice']);
  view.unmount();
  expect(store.getState().popups.optional_popups).toEqual([]);
  page(store, 'ua');
  expect(screen.getByTestId('crisis-help-notice')).toBeTruthy();
});

test('a wanted popup is in the first frame, before the store has listed it, and not after it was closed', async () => {
  // The first render is what the browser may paint first: a popup that appears one store round trip later moves
  // everything under it down (the consent banner moved the cabinets' pages: CLS 0.2 in Lighthouse).
  const frames: boolean[] = [];
  function Probe() {
    const { open } = useOptionalPopup('consent_banner');
    frames.push(open);
    return null;
  }
  const store = createRootStore();
  const first = render(
    <Provider store={store}>
      <Probe />
    </Provider>,
  );
  expect(frames[0]).toBe(true);
  expect(frames.every(Boolean)).toBe(true);
  expect(store.getState().popups.optional_popups).toEqual(['consent_banner']);
  first.unmount();

  sessionStorage.setItem(CLOSED_POPUPS_KEY, JSON.stringify(['consent_banner']));
  frames.length = 0;
  render(
    <Provider store={store}>
      <Probe />
    </Provider>,
  );
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.some(Boolean)).toBe(false);
  expect(store.getState().popups.optional_popups).toEqual([]);
});

test('a popup closed for the visit stays closed when it is wanted again, and a wanted-again one comes back', async () => {
  // The consent banner is wanted, not wanted once a choice is made, and wanted again when the person reopens it.
  function Probe({ wanted }: { wanted: boolean }) {
    const { open, dismiss } = useOptionalPopup('crisis_help_notice', wanted);
    return open ? (
      <button type="button" onClick={dismiss}>
        close
      </button>
    ) : null;
  }
  const store = createRootStore();
  const view = render(
    <Provider store={store}>
      <Probe wanted />
    </Provider>,
  );
  const rerender = (wanted: boolean) =>
    view.rerender(
      <Provider store={store}>
        <Probe wanted={wanted} />
      </Provider>,
    );
  rerender(false);
  expect(screen.queryByRole('button')).toBeNull();
  expect(store.getState().popups.optional_popups).toEqual([]);
  rerender(true);
  expect(screen.getByRole('button')).toBeTruthy();
  expect(store.getState().popups.optional_popups).toEqual(['crisis_help_notice']);

  fireEvent.click(screen.getByRole('button'));
  rerender(false);
  rerender(true);
  expect(screen.queryByRole('button')).toBeNull();
  expect(store.getState().popups.optional_popups).toEqual([]);
});

test('a popup closed on another page of the visit is not drawn for a frame when this copy is wanted again', () => {
  const frames: boolean[] = [];
  function Probe({ wanted }: { wanted: boolean }) {
    const { open } = useOptionalPopup('crisis_help_notice', wanted);
    frames.push(wanted && open);
    return null;
  }
  const store = createRootStore();
  const view = render(
    <Provider store={store}>
      <Probe wanted={false} />
    </Provider>,
  );
  sessionStorage.setItem(CLOSED_POPUPS_KEY, JSON.stringify(['crisis_help_notice']));
  frames.length = 0;
  view.rerender(
    <Provider store={store}>
      <Probe wanted />
    </Provider>,
  );
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.some(Boolean)).toBe(false);
  expect(store.getState().popups.optional_popups).toEqual([]);
});
