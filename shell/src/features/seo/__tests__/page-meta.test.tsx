import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@rozmova/web/i18n/i18n';
import { PageMeta, pageKeyOf } from '../page-meta';

beforeAll(async () => {
  await initI18n('ua');
});

async function metaOf(path: string, language: string): Promise<{ title: string; description: string | null }> {
  await i18n.changeLanguage(language);
  const root = createRoot(document.createElement('div'));
  await act(async () => {
    root.render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <PageMeta />
        </MemoryRouter>
      </I18nextProvider>,
    );
  });
  const meta = {
    title: document.title,
    description: document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
  };
  act(() => root.unmount());
  return meta;
}

describe('page titles', () => {
  it('name the page and the brand in the page language', async () => {
    expect(await metaOf('/ua/login', 'ua')).toEqual({
      title: 'Вхід · Розмова',
      description: expect.stringContaining('Розмов'),
    });
    expect((await metaOf('/pl/checkout/appointment', 'pl')).title).toBe('Płatność · Rozmova');
  });

  it('leave content pages to their story', () => {
    expect(pageKeyOf('/ua/home')).toBeNull();
    expect(pageKeyOf('/en/crisis-help')).toBeNull();
    expect(pageKeyOf('/ro/gift-codes')).toBe('gift-codes');
  });
});
