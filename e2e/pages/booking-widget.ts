// Page object for mf-booking's widget on a therapist's page (/{locale}/therapists?psychologist_id=).
import type { ElementHandle, Page } from 'puppeteer';
import { shellUrl } from '../support/browser';
import { expectNoAxeViolations } from '../support/axe';

export class BookingWidget {
  constructor(readonly page: Page) {}

  /** A finger on a touch screen, the mouse elsewhere: what the client would do on that device. */
  private async press(target: string | ElementHandle<Element>): Promise<void> {
    const handle = typeof target === 'string' ? await this.page.waitForSelector(target, { visible: true }) : target;
    if (this.page.viewport()?.hasTouch) await handle!.tap();
    else await handle!.click();
  }

  /**
   * Opens the therapist's page the way a client finds it: the list, then their card. (Loading
   * /{locale}/therapists?psychologist_id= directly loses the id in the shell today; see mf-booking/README.md.)
   */
  async openTherapist(locale: string, therapistId: string): Promise<void> {
    await this.page.goto(shellUrl(`/${locale}/therapists`), { waitUntil: 'networkidle0' });
    // The analytics consent question is answered first, as a client would before reading on.
    const consent = await this.page
      .waitForSelector('[data-testid="consent-reject"]', { visible: true, timeout: 3_000 })
      .catch(() => null);
    if (consent) await this.press(consent);
    const link = await this.page.waitForSelector(`[data-testid="therapist-card"][data-worker-id="${therapistId}"] a`);
    await this.press(link!);
    await this.page.waitForSelector('[data-testid="therapist-profile"]');
    await this.page.waitForSelector('[data-testid="booking-widget"]');
    await this.page.waitForSelector('[data-testid="slot"], [data-testid="booking-widget"] [role="alert"]', {
      visible: true,
    });
    await expectNoAxeViolations(this.page);
  }

  async step(): Promise<string | null> {
    return this.page.$eval('[data-testid="booking-widget"]', (node) => node.getAttribute('data-step'));
  }

  async waitForStep(step: string): Promise<void> {
    await this.page.waitForSelector(`[data-testid="booking-widget"][data-step="${step}"]`);
    await expectNoAxeViolations(this.page);
  }

  async chooseService(kind: 'personal' | 'couple'): Promise<void> {
    await this.press(`[data-testid="service-${kind}"]`);
  }

  /** Picks the first free time shown; returns its instant (UTC) and the label the client saw. */
  async pickFirstSlot(): Promise<{ startsAt: string; label: string }> {
    // The calendar may redraw once more while its free times settle: press again until the time shows as chosen.
    for (let attempt = 0; ; attempt += 1) {
      const slot = await this.page.waitForSelector('[data-testid="slot"]', { visible: true });
      const startsAt = (await slot!.evaluate((node) => node.getAttribute('data-starts-at')))!;
      const label = (await slot!.evaluate((node) => node.textContent))!;
      await this.press(slot!);
      const chosen = await this.page
        .waitForSelector(`[data-testid="slot"][data-starts-at="${startsAt}"][aria-pressed="true"]`, { timeout: 5_000 })
        .catch(() => null);
      if (chosen || attempt >= 3) {
        await this.press('[data-testid="calendar-continue"]');
        return { startsAt, label };
      }
    }
  }

  /** The step counter as the client reads it ("Крок 1 з 3"); empty while the session is not known yet. */
  async stepCounter(): Promise<string> {
    return this.page.$eval('[data-testid="step-progress"]', (node) => node.textContent ?? '');
  }

  /**
   * Every text the step counter shows from the next page load on, in order (a recorder installed before any
   * script runs), so a journey can check that it never showed another total first.
   */
  async recordStepCounter(): Promise<() => Promise<string[]>> {
    await this.page.evaluateOnNewDocument(() => {
      const shown: string[] = [];
      (window as unknown as { __stepCounts: string[] }).__stepCounts = shown;
      const note = () => {
        const text = document.querySelector('[data-testid="step-progress"]')?.textContent ?? '';
        if (text !== '' && shown[shown.length - 1] !== text) shown.push(text);
      };
      new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
    });
    return () => this.page.evaluate(() => (window as unknown as { __stepCounts: string[] }).__stepCounts);
  }

  async zoneNotes(): Promise<{ client: string; therapist: string | null }> {
    const client = await this.page.$eval('[data-testid="client-zone"]', (node) => node.textContent ?? '');
    const therapistNode = await this.page.$('[data-testid="therapist-zone"]');
    return { client, therapist: therapistNode ? await therapistNode.evaluate((node) => node.textContent) : null };
  }

  async register(values: { name: string; email: string; password: string }): Promise<void> {
    await this.waitForStep('sign_in');
    await this.press('[data-testid="auth-tab-register"]');
    await this.page.type('[data-testid="booking-widget"] input[name="name"]', values.name);
    await this.page.type('[data-testid="booking-widget"] input[name="email"]', values.email);
    await this.page.type('[data-testid="booking-widget"] input[name="password"]', values.password);
    await this.press('[data-testid="booking-widget"] input[name="oferta_accepted"]');
    await this.press('[data-testid="auth-submit"]');
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.waitForStep('sign_in');
    await this.press('[data-testid="auth-tab-sign_in"]');
    await this.page.type('[data-testid="booking-widget"] input[name="email"]', email);
    await this.page.type('[data-testid="booking-widget"] input[name="password"]', password);
    await this.press('[data-testid="auth-submit"]');
  }

  async priceToPay(): Promise<string> {
    const node = await this.page.waitForSelector('[data-testid="price-to-pay"]');
    return (await node!.evaluate((n) => n.textContent))!;
  }

  async applyPromo(code: string): Promise<void> {
    // The review step's code arrives when the step is reached.
    await this.page.waitForSelector('[data-testid="promo-input"]');
    await this.page.type('[data-testid="promo-input"]', code);
    await this.press('[data-testid="promo-apply"]');
    await this.page.waitForSelector('[data-testid="promo-applied"]');
  }

  async goToPayment(): Promise<void> {
    // The button waits for the price, as the client does.
    await this.press('[data-testid="go-to-payment"]:not([disabled])');
  }
}
