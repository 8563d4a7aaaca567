// Page object for mf-payments' token page (/{locale}/tokens).
import type { Page } from 'puppeteer';
import { shellUrl } from '../support/browser';

export class PaymentsTokensPage {
  constructor(readonly page: Page) {}

  async open(locale: string): Promise<void> {
    await this.page.goto(shellUrl(`/${locale}/tokens`), { waitUntil: 'networkidle0' });
    await this.page.waitForSelector('[data-testid="token-balance"]');
  }

  async balanceText(): Promise<string> {
    const node = await this.page.waitForSelector('[data-testid="token-balance"]');
    return (await node!.evaluate((n) => n.textContent)) ?? '';
  }

  async buy(quantity: number): Promise<void> {
    await this.page.waitForSelector(`[data-testid="buy-bundle-${quantity}"]`);
    await Promise.all([
      this.page.waitForNavigation({ waitUntil: 'networkidle0' }),
      this.page.click(`[data-testid="buy-bundle-${quantity}"]`),
    ]);
  }
}
