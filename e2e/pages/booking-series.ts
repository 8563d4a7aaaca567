// Page objects for recurring series (issue 24): the widget's series planner on the review step, the client
// cabinet's series page, and the therapist agenda's move of one session.
import type { Page } from 'puppeteer';
import { expectNoAxeViolations } from '../support/axe';

export class SeriesPlanner {
  constructor(readonly page: Page) {}

  /** Chooses "every week" / "every 2 weeks" and the number of sessions, and waits for every week's check. */
  async repeat(everyWeeks: 1 | 2, count: number): Promise<void> {
    await this.page.click(`[data-testid="series-interval-${everyWeeks}"]`);
    await this.page.waitForSelector('[data-testid="series-count"]');
    await this.page.select('[data-testid="series-count"]', String(count));
    await this.page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="series-occurrence"]').length === n,
      {},
      count,
    );
    await expectNoAxeViolations(this.page);
  }

  /** Each week as the client reads it: its state (free / conflict) and its text. */
  async weeks(): Promise<Array<{ state: string; text: string }>> {
    return this.page.$$eval('[data-testid="series-occurrence"]', (items) =>
      items.map((li) => ({ state: li.getAttribute('data-state') ?? '', text: (li as HTMLElement).innerText })),
    );
  }

  /** Moves week `position` (0-based) to the first free alternative the api offered; returns its start. */
  async moveToFirstAlternative(position: number): Promise<string> {
    const weeks = await this.page.$$('[data-testid="series-occurrence"]');
    const alternative = await weeks[position]!.$('[data-testid="series-alternative"]');
    if (!alternative) throw new Error(`week ${position + 1} has no alternative`);
    const startsAt = (await alternative.evaluate((n) => n.getAttribute('data-starts-at')))!;
    await alternative.click();
    return startsAt;
  }

  async summary(): Promise<string> {
    return this.page.$eval('[data-testid="series-summary"]', (n) => n.textContent ?? '');
  }

  /** Books the series; paying session by session leaves for the provider's page for the first one. */
  async confirm(): Promise<void> {
    await this.page.waitForSelector('[data-testid="series-confirm"]:not([disabled])');
    await Promise.all([
      this.page.waitForNavigation({ waitUntil: 'load', timeout: 60_000 }),
      this.page.click('[data-testid="series-confirm"]'),
    ]);
  }
}

export class CabinetSeries {
  constructor(readonly page: Page) {}

  /** The sessions of the one series shown, in order: booking id and status. */
  async occurrences(): Promise<Array<{ id: string; status: string; text: string }>> {
    await this.page.waitForSelector('[data-testid="series"] [data-testid="series-occurrence"]');
    return this.page.$$eval('[data-testid="series-occurrence"]', (items) =>
      items.map((li) => ({
        id: li.getAttribute('data-booking-id') ?? '',
        status: li.getAttribute('data-status') ?? '',
        text: (li as HTMLElement).innerText,
      })),
    );
  }
}

/** In the therapist's agenda: moves the session `bookingId` to the first time the move panel offers. */
export async function moveInAgenda(page: Page, bookingId: string): Promise<string> {
  const card = `[data-testid="agenda-booking"][data-booking-id="${bookingId}"]`;
  await page.waitForSelector(`${card} [data-testid="move-booking"]`, { visible: true });
  await page.$eval(`${card} [data-testid="move-booking"]`, (b) => (b as HTMLButtonElement).click());
  const panel = `${card} [data-testid="reschedule-panel"]`;
  await page.waitForSelector(`${panel} button[aria-pressed]`, { visible: true });
  const chosen = await page.$eval(`${panel} button[aria-pressed]`, (b) => {
    (b as HTMLButtonElement).click();
    return (b as HTMLElement).innerText;
  });
  await page.waitForSelector(`${panel} button[aria-pressed="true"]`);
  // The panel's confirm is its first primary button after the times.
  await page.$eval(`${panel} > div:last-child button:first-child`, (b) => (b as HTMLButtonElement).click());
  await page.waitForSelector(panel, { hidden: true, timeout: 30_000 });
  return chosen;
}
