// Page object for the shell's registration page.
import type { Page } from 'puppeteer';
import { shellUrl } from '../support/browser';

export class RegisterPage {
  constructor(readonly page: Page) {}

  async open(locale: string): Promise<void> {
    await this.page.goto(shellUrl(`/${locale}/register`), { waitUntil: 'networkidle0' });
    await this.page.waitForSelector('[data-testid="register-form"]');
  }

  async checkboxNames(): Promise<string[]> {
    return this.page.$$eval('[data-testid="register-form"] input[type="checkbox"]', (inputs) =>
      inputs.map((input) => (input as HTMLInputElement).name),
    );
  }

  async fill(values: { name: string; email: string; password: string }): Promise<void> {
    await this.page.type('#field-name', values.name);
    await this.page.type('#field-email', values.email);
    await this.page.type('#field-password', values.password);
  }

  async tick(name: string): Promise<void> {
    await this.page.click(`input[name="${name}"]`);
  }

  async submit(): Promise<void> {
    await this.page.click('[data-testid="register-submit"]');
  }

  async fieldError(field: string): Promise<string | null> {
    const element = await this.page.$(`[data-testid="error-${field}"]`);
    return element ? element.evaluate((node) => node.textContent) : null;
  }

  /** After sign-up, two-step sign-in is offered: "Not now" goes on. */
  async skipTwoFactorOffer(): Promise<void> {
    await this.page.waitForSelector('[data-testid="two-factor-offer"]');
    await this.page.click('[data-testid="two-factor-offer-skip"]');
  }
}
