// Page object for mf-client-cabinet: sessions, one session (join, .ics, move, cancel), purchases, profile, my data.
import type { ElementHandle, Page } from 'puppeteer';
import { shellUrl } from '../support/browser';

export class ClientCabinet {
  constructor(readonly page: Page) {}

  async open(locale: string, path = 'cabinet'): Promise<void> {
    await this.page.goto(shellUrl(`/${locale}/${path}`), { waitUntil: 'networkidle0' });
    await this.page.waitForSelector('[data-testid="client-cabinet"]');
  }

  private async press(target: string | ElementHandle): Promise<void> {
    const handle = typeof target === 'string' ? await this.page.waitForSelector(target, { visible: true }) : target;
    await handle!.evaluate((node) => (node as HTMLElement).scrollIntoView({ block: 'center' }));
    await handle!.click();
  }

  async waitForSession(id: string): Promise<void> {
    await this.page.waitForSelector(`[data-testid="session"][data-id="${id}"]`, { timeout: 30_000 });
  }

  async text(selector: string): Promise<string> {
    const node = await this.page.waitForSelector(selector);
    return (await node!.evaluate((n) => (n as HTMLElement).innerText)) ?? '';
  }

  /**
   * Waits until the text under `selector` contains `expected` (the page refreshes the session after a change
   * is confirmed, so the header catches up a moment after the notice), then returns it.
   */
  async textOnceItContains(selector: string, expected: string): Promise<string> {
    await this.page
      .waitForFunction(
        (sel, want) => (document.querySelector(sel) as HTMLElement | null)?.innerText.includes(want) ?? false,
        { timeout: 10_000 },
        selector,
        expected,
      )
      .catch(() => undefined);
    return this.text(selector);
  }

  /** Each e-mail reminder of the open session as the client reads it ("Cu o oră înainte: …"), by its kind. */
  async reminders(): Promise<Record<string, string>> {
    await this.page.waitForSelector('[data-testid="session-reminders"] li');
    return this.page.$$eval('[data-testid="session-reminders"] li', (items) =>
      Object.fromEntries(items.map((li) => [li.getAttribute('data-testid')!, (li as HTMLElement).innerText])),
    );
  }

  /** Whether the profile's "reminders before my sessions" box is ticked, found by its visible label. */
  async remindersSetting(label: string): Promise<boolean> {
    const box = await this.page.waitForSelector(
      `::-p-xpath(//form[@data-testid="notifications-form"]//label[normalize-space(.)="${label}"]//input[@type="checkbox"])`,
    );
    return box!.evaluate((n) => (n as HTMLInputElement).checked);
  }

  /** The .ics the "Add to calendar" link downloads, as text with folded lines joined again. */
  async icsText(): Promise<string> {
    const href = await this.page.$eval('[data-testid="add-to-calendar"]', (a) => (a as HTMLAnchorElement).href);
    const comma = href.indexOf(',');
    expect(href.slice(0, comma)).toBe('data:text/calendar;charset=utf-8');
    return decodeURIComponent(href.slice(comma + 1)).replace(/\r\n[ \t]/g, '');
  }

  /** Opens "move" and waits for the calendar's free times. */
  async openReschedule(): Promise<void> {
    await this.press('[data-testid="open-reschedule"]');
    await this.page.waitForSelector('[data-testid="reschedule-panel"] [data-testid="slot"]', {
      visible: true,
      timeout: 30_000,
    });
  }

  /** In the open "move" panel: picks the first offered time after `after`, confirms; returns its start. */
  async moveTo(after: Date): Promise<string> {
    const startsAt = await pickSlotAfter(this.page, '[data-testid="reschedule-panel"]', after);
    await this.page.waitForSelector('[data-testid="reschedule-selected"]');
    await this.press('[data-testid="reschedule-confirm"]');
    await this.page.waitForSelector('[data-testid="change-done"][data-kind="reschedule"]', { timeout: 30_000 });
    return startsAt;
  }

  async openCancel(): Promise<string> {
    await this.press('[data-testid="open-cancel"]');
    return this.text('[data-testid="cancel-consequence"]');
  }

  async confirmCancel(refundTo: 'payment' | 'token'): Promise<string> {
    await this.press(`[data-testid="refund-${refundTo}"]`);
    await this.press('[data-testid="cancel-confirm"]');
    return this.text('[data-testid="change-done"][data-kind="cancel"]');
  }

  async fillAndSubmit(form: string, fields: Record<string, string>, submit: string): Promise<void> {
    for (const [selector, value] of Object.entries(fields)) {
      const input = await this.page.waitForSelector(`[data-testid="${form}"] ${selector}`);
      await input!.click({ count: 3 });
      await input!.evaluate((node) => {
        (node as HTMLInputElement).select();
      });
      await this.page.keyboard.press('Backspace');
      await input!.type(value);
    }
    await this.press(`[data-testid="${submit}"]`);
  }
}

/** In a slot calendar under `scope`: walks the days until a time after `after` shows, and chooses it. */
export async function pickSlotAfter(page: Page, scope: string, after: Date): Promise<string> {
  for (let week = 0; week < 4; week += 1) {
    const days = await page.$$eval(`${scope} [data-testid^="day-"]:not([disabled])`, (nodes) =>
      nodes.map((n) => n.getAttribute('data-testid')!),
    );
    for (const day of days) {
      await page.$eval(`${scope} [data-testid="${day}"]`, (n) => (n as HTMLElement).click());
      const starts = await page.$$eval(`${scope} [data-testid="slot"]`, (nodes) =>
        nodes.map((n) => n.getAttribute('data-starts-at')!),
      );
      const found = starts.find((s) => Date.parse(s) > after.getTime());
      if (found) {
        await page.$eval(`${scope} [data-testid="slot"][data-starts-at="${found}"]`, (n) => (n as HTMLElement).click());
        await page.waitForSelector(`${scope} [data-testid="slot"][data-starts-at="${found}"][aria-pressed="true"]`);
        return found;
      }
    }
    // The day strip's last button shows the next week.
    const next = await page.$(`${scope} [role="group"]:has(> div) > button:last-child:not([disabled])`);
    if (!next) break;
    await next.evaluate((n) => (n as HTMLElement).click());
  }
  throw new Error(`no free time after ${after.toISOString()} in ${scope}`);
}
