// The widget on a 375 px wide phone screen: nothing wider than the screen, every step reachable.
import type { BrowserContext, Page } from 'puppeteer';
import { freshEmail } from '../fixtures/accounts';
import { BookingWidget } from '../pages/booking-widget';
import { therapistWithFreeTime } from '../pages/booking-fixtures';
import { freshPage, launchBrowser, type BrowserSession } from '../support/browser';

let session: BrowserSession;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session.close();
});
beforeEach(async () => {
  ({ context, page } = await freshPage(session.browser));
  await page.setViewport({ width: 375, height: 740, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
});
afterEach(async () => {
  await context.close();
});

async function fitsTheScreen(): Promise<{ pageWidth: number; widest: string | null }> {
  return page.evaluate(() => {
    const pageWidth = document.documentElement.scrollWidth;
    let widest: string | null = null;
    for (const el of document.querySelectorAll('[data-testid="booking-widget"] *')) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && (box.left < -1 || box.right > window.innerWidth + 1) && getComputedStyle(el).overflowX !== 'auto') {
        // Inside the scrollable day strip, days may continue off screen on purpose.
        if (!el.closest('[role="group"]')) widest = `${el.tagName}.${el.className}`;
      }
    }
    return { pageWidth, widest };
  });
}

test('book on a 375 px screen: no sideways scrolling, touch-sized buttons, all the way to the review', async () => {
  const therapist = await therapistWithFreeTime('en', 'personal');
  const widget = new BookingWidget(page);
  await widget.openTherapist('en', therapist.id);
  await page.waitForSelector('[data-testid="slot"]');
  expect(await fitsTheScreen()).toEqual({ pageWidth: 375, widest: null });
  const slotHeight = await page.$eval('[data-testid="slot"]', (n) => n.getBoundingClientRect().height);
  expect(slotHeight).toBeGreaterThanOrEqual(44);

  await widget.pickFirstSlot();
  await widget.waitForStep('sign_in');
  expect(await fitsTheScreen()).toEqual({ pageWidth: 375, widest: null });
  await widget.register({ name: 'Sam', email: freshEmail('mobile'), password: 'Calm-Steps-2026' });
  await widget.waitForStep('review');
  await widget.priceToPay();
  expect(await fitsTheScreen()).toEqual({ pageWidth: 375, widest: null });
  const pay = await page.$eval('[data-testid="go-to-payment"]', (n) => {
    const box = n.getBoundingClientRect();
    return { left: box.left, right: box.right, height: box.height };
  });
  expect(pay.left).toBeGreaterThanOrEqual(0);
  expect(pay.right).toBeLessThanOrEqual(375);
  expect(pay.height).toBeGreaterThanOrEqual(44);
});
