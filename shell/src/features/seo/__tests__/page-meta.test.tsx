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

  it('name each cabinet page for what it shows, not "my cabinet" for all (issue 23, point 13)', async () => {
    expect((await metaOf('/ua/cabinet', 'ua')).title).toBe('Мої сесії · Розмова');
    expect((await metaOf('/en/cabinet/purchases', 'en')).title).toBe('My purchases · Rozmova');
    expect((await metaOf('/pl/cabinet/statistics', 'pl')).title).toBe('Statystyki · Rozmova');
    expect((await metaOf('/ro/cabinet/working-hours', 'ro')).title).toBe('Program săptămânal · Rozmova');
    expect((await metaOf('/en/cabinet/sessions/8d3a5e0b', 'en')).title).toBe('Session · Rozmova');
    expect((await metaOf('/en/cabinet/video_call/couple/8d3a5e0b', 'en')).title).toBe('Video call · Rozmova');
    expect((await metaOf('/ua/cabinet/series', 'ua')).title).toBe('Мої серії · Розмова');
    expect((await metaOf('/pl/cabinet/waitlist', 'pl')).title).toBe('Listy oczekujących · Rozmova');
    expect((await metaOf('/ro/cabinet/waitlist/offer', 'ro')).title).toBe(
      'S-a eliberat o oră pentru dumneavoastră · Rozmova',
    );
    expect((await metaOf('/en/cabinet/admin/security', 'en')).title).toBe('Sign-in security · Rozmova');
    expect((await metaOf('/pl/cabinet/admin/devices', 'pl')).title).toBe('Moje urządzenia · Rozmova');
    // An address under a section that no page matches is not given the section's name.
    expect(pageKeyOf('/en/gift-codes/whatever')).toBeNull();
    expect(pageKeyOf('/en/cabinet/nope')).toBeNull();
  });
});

it('name the care-through-outages pages in each language (issue 27)', async () => {
  expect(await metaOf('/ua/outage-report', 'ua')).toEqual({
    title: 'У мене зникло світло або зв’язок · Розмова',
    description: expect.stringContaining('Безкоштовно перенесіть'),
  });
  expect((await metaOf('/en/outage-report', 'en')).title).toBe('I lost power or connection · Rozmova');
  expect((await metaOf('/ua/cabinet/admin/outages', 'ua')).title).toBe('Тривоги й відключення · Розмова');
  expect((await metaOf('/pl/cabinet/admin/outages', 'pl')).title).toBe('Alarmy i przerwy w dostawie prądu · Rozmova');
  expect((await metaOf('/ro/cabinet/admin/outages', 'ro')).title).toBe('Alerte și întreruperi · Rozmova');
  expect((await metaOf('/en/cabinet/admin/outages', 'en')).title).toBe('Alerts and outages · Rozmova');
});
