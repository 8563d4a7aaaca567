// Page object for the shell's sign-in page.
import type { Page } from 'puppeteer';
import { shellUrl } from '../support/browser';
import { freshTotpCode, knownTotpSecret } from '../support/totp';

export class LoginPage {
  constructor(readonly page: Page) {}

  async open(locale: string): Promise<void> {
    await this.page.goto(shellUrl(`/${locale}/login`), { waitUntil: 'networkidle0' });
    await this.page.waitForSelector('[data-testid="login-form"]');
  }

  /** Signs in; an account the journeys hold a key for (the demo staff) also gets through the code step. */
  async signIn(email: string, password: string): Promise<void> {
    await this.page.type('#field-email', email);
    await this.page.type('#field-password', password);
    await this.page.click('[data-testid="login-submit"]');
    const secret = knownTotpSecret(email);
    if (!secret) return;
    // A wrong password stays on the first step with its message; a right one asks the code.
    const next = await this.page.waitForSelector('[data-testid="second-factor-form"], [data-testid="form-error"]');
    const step = await next!.evaluate((node) => node.getAttribute('data-testid'));
    if (step === 'second-factor-form') await this.enterCode(await freshTotpCode(email, secret));
  }

  /** The second step of two-step sign-in: a code from the app or a recovery code. */
  async enterCode(code: string): Promise<void> {
    await this.page.waitForSelector('[data-testid="second-factor-form"]');
    await this.page.type('#field-code', code);
    await this.page.click('[data-testid="second-factor-submit"]');
  }

  async fieldError(field: string): Promise<string | null> {
    const element = await this.page.$(`[data-testid="error-${field}"]`);
    return element ? element.evaluate((node) => node.textContent) : null;
  }
}
