// Page object for care through outages: the alerts stand-in's control endpoint (which oblasts are under alert),
// the profile's oblast card, and the care panel on the call page and the cabinets' session views.
import type { Page } from 'puppeteer';
import { shellUrl } from '../support/browser';

const alertsUrl = (path: string): string => `${process.env.E2E_ALERTS_URL ?? 'http://localhost:4008'}${path}`;

/** Tells the alerts stand-in which oblasts are under alert now (an empty list ends every alert). */
export async function setAlerts(oblastIds: string[]): Promise<void> {
  const response = await fetch(alertsUrl('/test/alerts'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oblast_ids: oblastIds }),
  });
  if (!response.ok) throw new Error(`alerts stand-in: ${response.status} ${await response.text()}`);
}

export class OutageCare {
  constructor(readonly page: Page) {}

  /** Chooses the oblast in the profile's optional card and saves it. */
  async chooseOblast(locale: string, oblastId: string): Promise<string> {
    await this.page.goto(shellUrl(`/${locale}/cabinet/profile`), { waitUntil: 'networkidle2' });
    const card = '[data-testid="outage-profile"]';
    await this.page.waitForSelector(`${card} select[name="oblast_id"]`, { timeout: 30_000 });
    await this.page.select(`${card} select[name="oblast_id"]`, oblastId);
    await this.page.click(`${card} button[type="submit"]`);
    await this.page.waitForSelector(`${card} [role="status"]`, { timeout: 15_000 });
    return this.page.$eval(`${card} p`, (n) => (n as HTMLElement).innerText);
  }

  /**
   * Waits for the alert notice (the api learns of an alert on its next poll of the feed; the page asks again
   * on reload), reloading every few seconds, and returns its text.
   */
  async waitForAlertNotice(timeoutMs = 120_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = await this.page
        .waitForSelector('[data-testid="care-alert"]', { timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (found) return this.page.$eval('[data-testid="care-alert"]', (n) => (n as HTMLElement).innerText);
      if (Date.now() > deadline) throw new Error('no alert notice appeared');
      await this.page.reload({ waitUntil: 'networkidle2' });
    }
  }

  /** Presses a button of the care panel by its visible text. */
  async press(text: string): Promise<void> {
    const clicked = await this.page.$$eval(
      '[data-testid="care-panel"] button',
      (buttons, wanted) => {
        const button = buttons.find((b) => (b as HTMLElement).innerText.trim() === wanted) as HTMLElement | undefined;
        button?.click();
        return Boolean(button);
      },
      text,
    );
    if (!clicked) throw new Error(`no care button "${text}"`);
  }

  /** Picks the first free time offered and returns its starts_at as the page offered it (the button's text). */
  async pickFirstTime(): Promise<string> {
    const first = await this.page.waitForSelector('[data-testid="care-time"]', { timeout: 30_000 });
    const text = await first!.evaluate((n) => (n as HTMLElement).innerText);
    await first!.click();
    return text;
  }

  async movedText(): Promise<string> {
    await this.page.waitForSelector('[data-testid="care-moved"]', { timeout: 30_000 });
    return this.page.$eval('[data-testid="care-moved"]', (n) => (n as HTMLElement).innerText);
  }
}
