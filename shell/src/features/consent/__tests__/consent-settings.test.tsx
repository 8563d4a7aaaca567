// "Cookie settings" in the footer brings the consent choice back (issue 23, point 14): the banner says the
// choice can be changed at any time, so there must be a way to change it.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@rozmova/web/i18n/i18n';
import { ConsentBanner } from '../consent-banner';
import { readConsent, reopenConsentChoice } from '../consent-state';

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await initI18n('pl');
});

it('reopens the choice after it was made, and keeps the new answer', async () => {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  await act(async () => {
    root.render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/pl/therapists']}>
          <ConsentBanner locale="pl" />
        </MemoryRouter>
      </I18nextProvider>,
    );
  });
  const banner = () => host.querySelector('[data-testid="consent-banner"]');
  const click = (id: string) =>
    act(() => (host.querySelector(`[data-testid="${id}"]`) as HTMLButtonElement).click());

  click('consent-reject');
  expect(banner()).toBeNull();
  expect(readConsent()).toBe('denied');

  act(() => reopenConsentChoice());
  expect(banner()).not.toBeNull();
  // Until they answer again, the stored answer holds.
  expect(readConsent()).toBe('denied');
  click('consent-accept');
  expect(banner()).toBeNull();
  expect(readConsent()).toBe('granted');
  act(() => root.unmount());
});
