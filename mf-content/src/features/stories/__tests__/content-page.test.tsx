import { act, fireEvent, screen } from '@testing-library/react';
import { FakeSource, renderContent } from '../../../test-support/render-content';
import type { Blok } from '../../../lib/blok';

const page = (title: string): Blok => ({ _uid: 'r', component: 'Article', title, body: [] });

describe('a page that does not exist', () => {
  it.each([
    ['ua', 'Такої сторінки немає', 'На головну'],
    ['pl', 'Nie ma takiej strony', 'Przejdź do strony głównej'],
    ['ro', 'Această pagină nu există', 'Mergeți la pagina principală'],
    ['en', "We can't find this page", 'Go to the home page'],
  ] as const)('is explained kindly in %s with a way home', async (locale, title, home) => {
    const source = new FakeSource({});
    await renderContent(`/${locale}/no-such-page`, source, locale);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByRole('link', { name: home }).getAttribute('href')).toBe(`/${locale}/home`);
    expect(source.requests).toEqual([
      { fullSlug: `${locale}/no-such-page`, language: locale === 'ua' ? 'default' : locale, version: 'published' },
    ]);
  });

  it('is not even asked for when the address cannot name a story', async () => {
    const source = new FakeSource({});
    await renderContent('/pl/Weird%20Page', source, 'pl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nie ma takiej strony');
    expect(source.requests).toEqual([]);
  });

  it('takes the visitor home when they follow the link', async () => {
    const source = new FakeSource({ 'ua/home': page('Головна') });
    await renderContent('/ua/lost', source);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'На головну' }));
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Головна');
  });
});

describe('a content service that does not answer', () => {
  it('shows a calm message with a retry that loads the page once the service is back', async () => {
    const source = new FakeSource({ 'en/about': page('About Rozmova') });
    source.failuresLeft = 1;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderContent('/en/about', source, 'en');
    expect(screen.getByRole('alert').textContent).toContain("This page can't be loaded right now");
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Rozmova');
    expect(source.requests).toHaveLength(2);
    errors.mockRestore();
  });
});

describe('published and draft', () => {
  const source = () => new FakeSource({ 'ua/faq': page('Опубліковано') }, { 'ua/faq': page('Чернетка') });

  it('shows the published story to visitors', async () => {
    const s = source();
    await renderContent('/ua/faq', s);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Опубліковано');
    expect(s.requests[0]?.version).toBe('published');
    expect(screen.queryByText(/Попередній перегляд/)).toBeNull();
  });

  it('shows the draft with a preview note when the page has _storyblok', async () => {
    const s = source();
    await renderContent('/ua/faq?_storyblok=12345&_storyblok_tk[space_id]=1', s);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Чернетка');
    expect(s.requests[0]?.version).toBe('draft');
    expect(screen.getByText(/ви бачите чернетку/)).toBeTruthy();
  });

  it('says so in preview when this build cannot read drafts', async () => {
    const s = new FakeSource({ 'pl/home': page('Witamy') });
    s.canReadDrafts = false;
    await renderContent('/pl/home?_storyblok=1', s, 'pl');
    expect(screen.getByText(/wersje robocze są w tej wersji strony niedostępne/)).toBeTruthy();
  });
});

describe('routing inside the shell', () => {
  it('treats the locale root as the home page', async () => {
    const s = new FakeSource({ 'ro/home': page('Psihoterapie online') });
    await renderContent('/ro', s, 'ro');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Psihoterapie online');
  });
});
