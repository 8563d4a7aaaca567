// Page object for the shell's sign-in page.
import type { Page } from 'puppeteer';
import { shellUrl } from '../support/browser';

export class LoginPage {
  constructor(readonly page: Page) {}

  async open(locale: string): Promise<void> {
    await this.page.goto(shellUrl(`/${locale}/login`), { waitUntil: 'networkidle0' });
    await this.page.waitForSelector('[data-testid="login-form"]');
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.type('#field-email', email);
    await this.page.type('#field-password', password);
    await this.page.click('[data-testid="login-submit"]');
  }

  async fieldError(field: string): Promise<string | null> {
    const element = await this.page.$(`[data-testid="error-${field}"]`);
    return element ? element.evaluate((node) => node.textContent) : null;
  }
}
