// Page object for mf-worker-cabinet: the therapist's pages and the admin's, reached through the cabinet's
// own navigation as a person would.
import type { Page } from 'puppeteer';
import { shellUrl } from '../support/browser';

export class WorkerCabinet {
  constructor(readonly page: Page) {}

  async open(path: string): Promise<void> {
    await this.page.goto(shellUrl(path), { waitUntil: 'networkidle0' });
  }

  /** Follows a link of the cabinet's navigation by its visible text. */
  async navigate(label: string, pageTestId: string): Promise<void> {
    const links = await this.page.$$('nav a');
    for (const link of links) {
      if ((await link.evaluate((node) => node.textContent?.trim())) === label) {
        await link.click();
        await this.page.waitForSelector(`[data-testid="${pageTestId}"]`);
        return;
      }
    }
    throw new Error(`no cabinet link "${label}"`);
  }

  async text(selector: string): Promise<string> {
    const node = await this.page.waitForSelector(selector, { visible: true });
    return (await node!.evaluate((n) => (n as HTMLElement).innerText)).trim();
  }

  /** Dismisses the analytics banner, which covers the bottom of the page until answered. */
  async answerConsent(): Promise<void> {
    const reject = await this.page
      .waitForSelector('[data-testid="consent-reject"]', { visible: true, timeout: 3_000 })
      .catch(() => null);
    if (reject) await reject.evaluate((button) => (button as HTMLButtonElement).click());
  }

  /** Clicks once the element is on screen: cabinet pages render their forms after their data loads. */
  async press(selector: string): Promise<void> {
    const element = await this.page.waitForSelector(selector, { visible: true });
    await element!.click();
  }

  // ---- weekly hours
  async addInterval(weekday: number): Promise<void> {
    // The editor appears once the saved week has loaded.
    const button = await this.page.waitForSelector(`[data-testid="add-interval-${weekday}"]`, { visible: true });
    await button!.click();
  }

  async setInterval(weekday: number, position: number, start: string, end: string): Promise<void> {
    const intervals = await this.page.$$(`[data-testid="weekday-${weekday}"] [data-testid="interval"]`);
    const interval = intervals[position];
    if (!interval) throw new Error(`no interval ${position} on weekday ${weekday}`);
    const [startSelect, endSelect] = await interval.$$('select');
    await startSelect!.select(start);
    await endSelect!.select(end);
  }

  async intervalError(weekday: number): Promise<string> {
    return this.text(`[data-testid="weekday-${weekday}"] [data-testid="interval-error"]`);
  }

  // ---- special days
  async setDate(selector: string, date: string): Promise<void> {
    // A date input's typing order follows the browser's locale; setting the value as React reads it does not.
    await this.page.$eval(
      selector,
      (input, value) => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      },
      date,
    );
  }
}
