// The pages kept in content/ as a visitor sees them: every market has home, about, pricing and FAQ
// in its own language, real prices from the market config, the local emergency number, and a way
// to a therapist. Stories come from the same ContentStore the content server serves.
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { MARKET_LOCALES, MARKETS, type MarketLocale } from '@rozmova/contracts/markets';
import { ContentStore } from '../../../../content-server/content-store';
import { FakeSource, renderContent } from '../../../test-support/render-content';
import type { Blok } from '../../../lib/blok';

const PAGES = ['home', 'about', 'pricing', 'faq', 'crisis-help', 'terms'] as const;

/** Each market's free mental-health line, beside the emergency number (sources: mf-content/README.md). */
const CRISIS_LINES: Record<MarketLocale, string> = {
  ua: 'tel:7333',
  pl: 'tel:800702222',
  ro: 'tel:0800801200',
  en: 'tel:116123',
};
const store = new ContentStore(join(__dirname, '../../../../content'));

function sourceFor(locale: MarketLocale): FakeSource {
  const language = MARKETS[locale].locales.storyblok_lang;
  const published = Object.fromEntries(
    store.stories('published', language).map((s) => [s.full_slug, s.content as Blok]),
  );
  const drafts = Object.fromEntries(store.stories('draft', language).map((s) => [s.full_slug, s.content as Blok]));
  return new FakeSource(published, drafts);
}

// Words only the page's own language would use, so a page in the wrong language fails.
const LANGUAGE_MARKERS: Record<MarketLocale, RegExp> = {
  ua: /[іїєґ]/i,
  pl: /[ąęłńśźż]/i,
  ro: /[ăâîșț]/i,
  en: /\b(the|you|your)\b/i,
};

const PRICES: Record<MarketLocale, [string, string]> = {
  ua: ['1 390,00 грн', '1 890,00 грн'],
  pl: ['199,00 zł', '299,00 zł'],
  ro: ['229,00 RON', '1 680,00 RON'],
  en: ['£79.00', '£1 890.00'],
};

describe.each(MARKET_LOCALES)('content of the %s market', (locale) => {
  it.each(PAGES)('has a %s page in its language, complete and with nothing unresolved', async (slug) => {
    await renderContent(`/${locale}/${slug}`, sourceFor(locale), locale);
    const main = document.body;
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('');
    expect(main.textContent).toMatch(LANGUAGE_MARKERS[locale]);
    expect(main.textContent).not.toMatch(/\{\{|\}\}|\*\*|\]\(/);
    // No block the remote cannot render, no broken link.
    expect(document.querySelector('[class*="previewNotice"]')).toBeNull();
    for (const link of screen.queryAllByRole('link'))
      expect(link.getAttribute('href')).toMatch(/^(\/|https:|mailto:|tel:)/);
  });

  it('shows both session prices of the market on home and pricing', async () => {
    for (const slug of ['home', 'pricing']) {
      const view = await renderContent(`/${locale}/${slug}`, sourceFor(locale), locale);
      for (const price of PRICES[locale]) expect(document.body.textContent).toContain(price);
      view.unmount();
    }
  });

  it('tells people in crisis the local emergency number on home and FAQ', async () => {
    const numbers = locale === 'en' ? ['tel:999', 'tel:111'] : ['tel:112'];
    for (const slug of ['home', 'faq']) {
      const view = await renderContent(`/${locale}/${slug}`, sourceFor(locale), locale);
      const hrefs = screen.getAllByRole('link').map((l) => l.getAttribute('href'));
      for (const number of numbers) expect(hrefs).toContain(number);
      expect(hrefs).toContain(CRISIS_LINES[locale]);
      expect(hrefs).toContain(`/${locale}/crisis-help`);
      view.unmount();
    }
  });

  it('has a calm crisis-help page naming the emergency number and the free mental-health line', async () => {
    await renderContent(`/${locale}/crisis-help`, sourceFor(locale), locale);
    const hrefs = screen.getAllByRole('link').map((l) => l.getAttribute('href'));
    expect(hrefs).toContain('tel:112');
    expect(hrefs).toContain(CRISIS_LINES[locale]);
    expect(hrefs).toContain(`/${locale}/therapists`);
  });

  it('has a crisis notice and a button to find a therapist on home', async () => {
    await renderContent(`/${locale}/home`, sourceFor(locale), locale);
    const notice = screen.getByRole('complementary');
    expect(within(notice).getAllByRole('link').length).toBeGreaterThan(0);
    const toTherapists = screen.getAllByRole('link').filter((l) => l.getAttribute('href') === `/${locale}/therapists`);
    expect(toTherapists.length).toBeGreaterThanOrEqual(1);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });

  it('links only to its own market pages', async () => {
    for (const slug of PAGES) {
      const view = await renderContent(`/${locale}/${slug}`, sourceFor(locale), locale);
      for (const link of screen.queryAllByRole('link')) {
        const href = link.getAttribute('href') ?? '';
        if (href.startsWith('/')) expect(href.startsWith(`/${locale}/`)).toBe(true);
      }
      view.unmount();
    }
  });
});

describe('preview of the Ukrainian FAQ', () => {
  it('shows a question that is saved as a draft but not yet published', async () => {
    const question = 'Чи можна подарувати сесію близькій людині?';
    const published = await renderContent('/ua/faq', sourceFor('ua'));
    expect(screen.queryByText(question)).toBeNull();
    published.unmount();
    await renderContent('/ua/faq?_storyblok=1', sourceFor('ua'));
    expect(screen.getByText(question)).toBeTruthy();
  });
});
