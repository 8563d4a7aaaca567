// A path nobody renders shows the one not-found page, whether the shell or a remote answers: under a
// remote's prefix (/ua/gift-codes/x goes to mf-payments, /pl/booking/x to mf-booking) the remote itself says so.
import type { BrowserContext, Page } from 'puppeteer';
import { ShellPage } from '../pages/shell-page';
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
});
afterEach(async () => {
  await context.close();
});

async function notFoundIn(remote: string): Promise<{ title: string; link: string | null }> {
  const selector = `[data-remote-region="${remote}"] [data-testid="not-found"]`;
  await page.waitForSelector(selector);
  return page.$eval(selector, (element) => ({
    title: element.querySelector('h1')?.textContent ?? '',
    link: element.querySelector('a')?.getAttribute('href') ?? null,
  }));
}

test('/ua/gift-codes/x: mf-payments answers "not found" in Ukrainian, with a way home', async () => {
  const shell = new ShellPage(page);
  await shell.open('/ua/gift-codes/x');
  expect(await notFoundIn('mf_payments')).toEqual({ title: 'Ми не знайшли цю сторінку', link: '/ua/home' });
  await page.click('[data-testid="not-found"] a');
  await shell.waitForPath('/ua/home');
});

test('/pl/booking/x: mf-booking answers "not found" in Polish', async () => {
  const shell = new ShellPage(page);
  await shell.open('/pl/booking/x');
  expect((await notFoundIn('mf_booking')).link).toBe('/pl/home');
  expect(await page.$eval('[data-testid="not-found"] h1', (h) => h.textContent)).toMatch(/[ąęłńśźż]/i);
});
