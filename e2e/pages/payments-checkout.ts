// Page objects for mf-payments: the appointment checkout, the sandbox provider's hosted page, the result.
import type { Page } from 'puppeteer';
import { expectNoAxeViolations } from '../support/axe';

export class PaymentsCheckout {
  constructor(readonly page: Page) {}

  async waitForCheckout(): Promise<void> {
    await this.page.waitForSelector('[data-testid="appointment-checkout"]');
    await expectNoAxeViolations(this.page);
  }

  /**
   * From the widget the checkout goes on to the provider by itself when there is nothing to choose; on
   * a checkout opened otherwise (or with a token to use instead) the client presses "go to payment".
   */
  async payByCard(): Promise<void> {
    const shellOrigin = new URL(this.page.url()).origin;
    // The provider's page is on another origin (the api's): history changes within the shell do not count.
    const left = this.page
      .waitForFunction(
        (origin) => window.location.origin !== origin && document.readyState === 'complete',
        { timeout: 60_000 },
        shellOrigin,
      )
      .then(
        () => true,
        () => false,
      );
    const checkout = this.waitForCheckout().then(
      () => 'checkout' as const,
      () => 'left' as const,
    );
    const shown = await Promise.race([left.then(() => 'left' as const), checkout]);
    if (shown === 'checkout') {
      const paying = await this.page
        .$eval('[data-testid="appointment-checkout"]', (n) => n.getAttribute('data-paying'))
        .catch(() => 'left');
      if (!paying) await this.page.click('[data-testid="pay-by-card"]').catch(() => undefined);
    }
    if (!(await left)) {
      const alert = await this.page.$eval('[role="alert"]', (n) => n.textContent).catch(() => null);
      throw new Error(`the checkout did not send the browser to the provider${alert ? `; it says: ${alert}` : ''}`);
    }
  }

  /** With nothing left to choose, the widget's "pay" leads to the provider with no second click here. */
  async leavesForProviderByItself(): Promise<boolean> {
    const shellOrigin = new URL(this.page.url()).origin;
    return this.page
      .waitForFunction(
        (origin) => window.location.origin !== origin && document.readyState === 'complete',
        { timeout: 60_000 },
        shellOrigin,
      )
      .then(
        () => true,
        () => false,
      );
  }

  async amount(): Promise<string> {
    return this.page.$eval('[data-testid="checkout-amount"]', (n) => n.textContent ?? '');
  }

  async payWithToken(): Promise<void> {
    await this.waitForCheckout();
    await this.page.waitForSelector('[data-testid="pay-with-token"]');
    await this.page.click('[data-testid="pay-with-token"]');
  }
}

/** The api's sandbox provider page: pay, decline or cancel, then back to the shell's result page. */
export class SandboxProvider {
  constructor(readonly page: Page) {}

  async amount(): Promise<string> {
    return this.page.$eval('[data-testid="amount"]', (node) => node.textContent ?? '');
  }

  async choose(action: 'pay' | 'decline' | 'cancel'): Promise<void> {
    await this.page.waitForSelector(`button[value="${action}"]`);
    await expectNoAxeViolations(this.page);
    await Promise.all([
      this.page.waitForNavigation({ waitUntil: 'load', timeout: 90_000 }),
      this.page.click(`button[value="${action}"]`),
    ]);
    const body = await this.page.evaluate(() => document.body.innerText);
    if (body.includes('csrf_origin_refused')) {
      // Say plainly what went wrong instead of timing out on the result page later.
      throw new Error(
        'The sandbox checkout page could not submit its own form: the api answered 403 csrf_origin_refused ' +
          '(the page must let the browser send its real Origin: Referrer-Policy same-origin, not no-referrer).',
      );
    }
  }
}

export class PaymentResultPage {
  constructor(readonly page: Page) {}

  async outcome(): Promise<'success' | 'failure' | 'declined' | 'purchase' | 'cancelled'> {
    const node = await this.page.waitForSelector(
      '[data-testid="payment-success"], [data-testid="payment-failure"], [data-testid="payment-declined"], [data-testid="purchase-success"], [data-testid="payment-cancelled"]',
      { timeout: 60_000 },
    );
    const id = await node!.evaluate((n) => n.getAttribute('data-testid'));
    await expectNoAxeViolations(this.page);
    if (id === 'payment-success') return 'success';
    if (id === 'payment-failure') return 'failure';
    if (id === 'payment-cancelled') return 'cancelled';
    return id === 'payment-declined' ? 'declined' : 'purchase';
  }

  /** After a declined card: back to the provider's page for the same order. */
  async payAgain(): Promise<void> {
    await Promise.all([
      this.page.waitForNavigation({ waitUntil: 'networkidle0' }),
      this.page.click('[data-testid="pay-again"]'),
    ]);
  }

  async text(testId: string): Promise<string> {
    return this.page.$eval(`[data-testid="${testId}"]`, (node) => node.textContent ?? '');
  }

  /** Fetches a link's target with the page's cookies and returns its first bytes as text. */
  async fetchLinkHead(testId: string): Promise<{ status: number; type: string | null; head: string }> {
    return this.page.$eval(`[data-testid="${testId}"]`, async (node) => {
      const response = await fetch((node as HTMLAnchorElement).href, { credentials: 'include' });
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        head: String.fromCharCode(...bytes.slice(0, 5)),
      };
    });
  }
}
