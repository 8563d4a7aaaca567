// Page object for what the shell itself renders around every page: header, consent, document facts.
import type { Page } from 'puppeteer';
import { shellUrl } from '../support/browser';

export class ShellPage {
  constructor(readonly page: Page) {}

  async open(path: string): Promise<void> {
    await this.page.goto(shellUrl(path), { waitUntil: 'networkidle0' });
  }

  pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  search(): string {
    return new URL(this.page.url()).search;
  }

  async documentLang(): Promise<string> {
    return this.page.evaluate(() => document.documentElement.lang);
  }

  /** After a client-side language switch the attribute follows the store a render later than the path. */
  async waitForDocumentLang(lang: string): Promise<void> {
    await this.page.waitForFunction((expected) => document.documentElement.lang === expected, {}, lang);
  }

  async canonical(): Promise<string | null> {
    return this.page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null);
  }

  async headerText(): Promise<string> {
    await this.page.waitForSelector('header');
    return this.page.$eval('header', (element) => (element as HTMLElement).innerText);
  }

  async waitForPath(pathname: string): Promise<void> {
    await this.page.waitForFunction((expected) => window.location.pathname === expected, {}, pathname);
  }

  async consentBannerVisible(): Promise<boolean> {
    return (await this.page.$('[data-testid="consent-banner"]')) !== null;
  }

  async acceptConsent(): Promise<void> {
    await this.page.click('[data-testid="consent-accept"]');
  }

  async regionFallback(remote: string): Promise<boolean> {
    return (await this.page.$(`[data-testid="region-fallback"][data-remote="${remote}"]`)) !== null;
  }

  /** How wide the page is against the screen: more than the viewport means sideways scrolling. */
  async pageWidths(): Promise<{ scrollWidth: number; innerWidth: number; clientWidth: number }> {
    return this.page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
  }

  /** Anything in the header that sticks out of the screen, named by tag and text (null when nothing). */
  async headerOverflow(): Promise<string | null> {
    return this.page.$eval('header', (header) => {
      const width = document.documentElement.clientWidth;
      for (const element of header.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        // Wholly left of the screen is the visually hidden skip link's place, not an overflow.
        if (box.width > 0 && box.right > 0 && (box.left < -1 || box.right > width + 1)) {
          return `${element.tagName} "${(element as HTMLElement).innerText?.slice(0, 30) ?? ''}" ${Math.round(box.left)}..${Math.round(box.right)}`;
        }
      }
      return null;
    });
  }

  /**
   * Taps (touch, not a mouse click) the element and reports what is under the tap point, so a tap that
   * lands beside its target (a page wider than the screen shifts the emulated phone's coordinates) shows.
   */
  async tap(selector: string): Promise<void> {
    const element = await this.page.waitForSelector(selector, { visible: true });
    if (!element) throw new Error(`${selector} is not on the page`);
    const hit = await element.evaluate((target) => {
      const box = target.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const under = document.elementFromPoint(x, y);
      return { onTarget: Boolean(under && (under === target || target.contains(under))), height: box.height };
    });
    if (!hit.onTarget) throw new Error(`${selector} is covered or off screen where it would be tapped`);
    await element.tap();
  }

  /** Height of the element's box in CSS pixels (touch targets should be 44 px or more). */
  async boxHeight(selector: string): Promise<number> {
    return this.page.$eval(selector, (element) => element.getBoundingClientRect().height);
  }
}
