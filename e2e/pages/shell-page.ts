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
}
