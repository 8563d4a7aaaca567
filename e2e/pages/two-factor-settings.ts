// Page object for the two-step sign-in section (@rozmova/web/two-factor) of the client and worker cabinets' profiles.
import type { Page } from 'puppeteer';

export class TwoFactorSection {
  constructor(readonly page: Page) {}

  private async press(testId: string): Promise<void> {
    const handle = await this.page.waitForSelector(`[data-testid="${testId}"]`, { visible: true });
    await handle!.evaluate((node) => (node as HTMLElement).scrollIntoView({ block: 'center' }));
    await handle!.click();
  }

  async state(): Promise<string> {
    const node = await this.page.waitForSelector('[data-testid="two-factor-state"]');
    return node!.evaluate((n) => (n as HTMLElement).innerText);
  }

  /** Starts enrolment with the password; returns the key the page shows as text. */
  async start(password: string): Promise<string> {
    await this.press('two-factor-start');
    await this.page.type('[data-testid="two-factor-password"]', password);
    await this.press('two-factor-submit');
    const key = await this.page.waitForSelector('[data-testid="two-factor-secret"]');
    return (await key!.evaluate((n) => (n as HTMLElement).innerText)).replace(/\s+/g, '');
  }

  /** Confirms with a code; returns the recovery codes shown once. */
  async confirm(code: string): Promise<string[]> {
    await this.page.type('[data-testid="two-factor-code"]', code);
    await this.press('two-factor-confirm');
    await this.page.waitForSelector('[data-testid="two-factor-codes"] li');
    return this.page.$$eval('[data-testid="two-factor-codes"] li', (items) =>
      items.map((li) => (li as HTMLElement).innerText.trim()),
    );
  }

  async codesSaved(): Promise<void> {
    await this.press('two-factor-codes-saved');
  }
}
