// Page object for mf-booking's widget on a therapist's page (/{locale}/therapists?psychologist_id=).
import type { Page } from 'puppeteer';
import { shellUrl } from '../support/browser';

export class BookingWidget {
  constructor(readonly page: Page) {}

  /**
   * Opens the therapist's page the way a client finds it: the list, then their card. (Loading
   * /{locale}/therapists?psychologist_id= directly loses the id in the shell today; see mf-booking/README.md.)
   */
  async openTherapist(locale: string, therapistId: string): Promise<void> {
    await this.page.goto(shellUrl(`/${locale}/therapists`), { waitUntil: 'networkidle0' });
    const link = await this.page.waitForSelector(`[data-testid="therapist-card"][data-worker-id="${therapistId}"] a`);
    await link!.click();
    await this.page.waitForSelector('[data-testid="therapist-profile"]');
    await this.page.waitForSelector('[data-testid="booking-widget"]');
  }

  async step(): Promise<string | null> {
    return this.page.$eval('[data-testid="booking-widget"]', (node) => node.getAttribute('data-step'));
  }

  async waitForStep(step: string): Promise<void> {
    await this.page.waitForSelector(`[data-testid="booking-widget"][data-step="${step}"]`);
  }

  async chooseService(kind: 'personal' | 'couple'): Promise<void> {
    await this.page.click(`[data-testid="service-${kind}"]`);
  }

  /** Picks the first free time shown; returns its instant (UTC) and the label the client saw. */
  async pickFirstSlot(): Promise<{ startsAt: string; label: string }> {
    const slot = await this.page.waitForSelector('[data-testid="slot"]');
    const startsAt = (await slot!.evaluate((node) => node.getAttribute('data-starts-at')))!;
    const label = (await slot!.evaluate((node) => node.textContent))!;
    await slot!.click();
    await this.page.click('[data-testid="calendar-continue"]');
    return { startsAt, label };
  }

  async zoneNotes(): Promise<{ client: string; therapist: string | null }> {
    const client = await this.page.$eval('[data-testid="client-zone"]', (node) => node.textContent ?? '');
    const therapistNode = await this.page.$('[data-testid="therapist-zone"]');
    return { client, therapist: therapistNode ? await therapistNode.evaluate((node) => node.textContent) : null };
  }

  async register(values: { name: string; email: string; password: string }): Promise<void> {
    await this.waitForStep('sign_in');
    await this.page.click('[data-testid="auth-tab-register"]');
    await this.page.type('[data-testid="booking-widget"] input[name="name"]', values.name);
    await this.page.type('[data-testid="booking-widget"] input[name="email"]', values.email);
    await this.page.type('[data-testid="booking-widget"] input[name="password"]', values.password);
    await this.page.click('[data-testid="booking-widget"] input[name="oferta"]');
    await this.page.click('[data-testid="auth-submit"]');
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.waitForStep('sign_in');
    await this.page.click('[data-testid="auth-tab-sign_in"]');
    await this.page.type('[data-testid="booking-widget"] input[name="email"]', email);
    await this.page.type('[data-testid="booking-widget"] input[name="password"]', password);
    await this.page.click('[data-testid="auth-submit"]');
  }

  async priceToPay(): Promise<string> {
    const node = await this.page.waitForSelector('[data-testid="price-to-pay"]');
    return (await node!.evaluate((n) => n.textContent))!;
  }

  async applyPromo(code: string): Promise<void> {
    await this.page.type('[data-testid="promo-input"]', code);
    await this.page.click('[data-testid="promo-apply"]');
    await this.page.waitForSelector('[data-testid="promo-applied"]');
  }

  async goToPayment(): Promise<void> {
    await this.page.click('[data-testid="go-to-payment"]');
  }
}
