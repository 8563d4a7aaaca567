/** @jest-environment jsdom */
// An app's own texts arrive one language at a time: the page's before the app's first view, the next one
// before a language switch completes, and a chunk that never arrives ends in the region's error boundary.
import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n, initI18n, type LocaleLoader } from '@rozmova/web/i18n/i18n';
import { useLocaleNamespace } from '@rozmova/web/i18n/use-locale-namespace';

function loadersFor(namespace: string, asked: string[]): LocaleLoader {
  const texts = { ua: 'Вільні години', pl: 'Wolne terminy', ro: 'Ore libere', en: 'Free times' } as const;
  return (language) => {
    asked.push(language);
    // The shape a JSON chunk's module namespace has in the browser.
    return Promise.resolve({ default: { heading: `${texts[language]} (${namespace})` } });
  };
}

function Heading({ namespace, loaders }: { namespace: string; loaders: LocaleLoader }): React.JSX.Element | null {
  const ready = useLocaleNamespace(namespace, loaders);
  const { t } = useTranslation(namespace);
  return ready ? <h1>{t('heading')}</h1> : null;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render(): ReactNode {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

beforeEach(async () => {
  await initI18n('pl');
  await act(() => i18n.changeLanguage('pl'));
});

test("only the page's language is downloaded, and the app renders once it is in", async () => {
  const asked: string[] = [];
  const loaders = loadersFor('firstView', asked);
  render(
    <I18nextProvider i18n={i18n}>
      <Heading namespace="firstView" loaders={loaders} />
    </I18nextProvider>,
  );
  expect(screen.queryByRole('heading')).toBeNull();
  expect((await screen.findByRole('heading')).textContent).toContain('Wolne terminy (firstView)');
  expect(asked).toEqual(['pl']);
});

test('a language switch brings the next language before the page changes, never a key', async () => {
  const asked: string[] = [];
  const loaders = loadersFor('switching', asked);
  render(
    <I18nextProvider i18n={i18n}>
      <Heading namespace="switching" loaders={loaders} />
    </I18nextProvider>,
  );
  await screen.findByText('Wolne terminy (switching)');
  await act(() => i18n.changeLanguage('ua'));
  expect(screen.getByRole('heading').textContent).toContain('Вільні години (switching)');
  expect(asked).toEqual(['pl', 'ua']);
});

test("a chunk that does not arrive after the retries reaches the region's error boundary", async () => {
  const asked: string[] = [];
  const failing: LocaleLoader = (language) => {
    asked.push(language);
    return Promise.reject(new Error('ChunkLoadError'));
  };
  render(
    <I18nextProvider i18n={i18n}>
      <Boundary>
        <Heading namespace="failing" loaders={failing} />
      </Boundary>
    </I18nextProvider>,
  );
  // Asked three times, a moment apart (0.5 s, then 1.5 s), then given up.
  expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toContain('the failing texts in pl');
  expect(asked).toEqual(['pl', 'pl', 'pl']);
  expect(screen.queryByRole('heading')).toBeNull();
});
