// Page object for the fallback screen shown after an uncaught render error.
import type { Page } from 'puppeteer';
import { expectNoAxeViolations } from '../support/axe';

export class ErrorScreenPage {
  constructor(readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.waitForSelector('[data-testid="error-fallback"]');
    await expectNoAxeViolations(this.page);
  }

  async text(): Promise<string> {
    return this.page.$eval('[data-testid="error-fallback"]', (element) => (element as HTMLElement).innerText);
  }

  async supportLinks(): Promise<string[]> {
    return this.page.$$eval('[data-testid^="support-"]', (links) =>
      links.map((link) => link.getAttribute('data-testid') ?? ''),
    );
  }

  async details(): Promise<string> {
    return this.page.$eval('[data-testid="error-details"]', (element) => element.textContent ?? '');
  }
}
