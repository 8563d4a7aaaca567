// Page object for mf-payments' gift certificate page (/{locale}/gift-codes).
import type { Page } from 'puppeteer';
import { shellUrl } from '../support/browser';

export class PaymentsGiftCodesPage {
  constructor(readonly page: Page) {}

  async open(locale: string): Promise<void> {
    await this.page.goto(shellUrl(`/${locale}/gift-codes`), { waitUntil: 'networkidle0' });
    await this.page.waitForSelector('[data-testid="gift-form"]');
  }

  async fill(values: { sessions: number; recipient: string; sender: string; message: string }): Promise<void> {
    await this.page.select('[data-testid="gift-form"] select[name="sessions"]', String(values.sessions));
    await this.page.type('[data-testid="gift-form"] input[name="recipient_name"]', values.recipient);
    await this.page.type('[data-testid="gift-form"] input[name="sender_name"]', values.sender);
    await this.page.type('[data-testid="gift-form"] textarea[name="message"]', values.message);
  }

  /** Fetches the preview link the page offers; returns status, type and the first bytes. */
  async preview(): Promise<{ status: number; type: string | null; head: string }> {
    return this.page.$eval('[data-testid="gift-preview"]', async (node) => {
      const response = await fetch((node as HTMLAnchorElement).href);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        head: String.fromCharCode(...bytes.slice(0, 5)),
      };
    });
  }

  async buy(): Promise<void> {
    await Promise.all([
      this.page.waitForNavigation({ waitUntil: 'networkidle0' }),
      this.page.click('[data-testid="gift-buy"]'),
    ]);
  }
}
