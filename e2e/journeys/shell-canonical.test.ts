// Canonical link rules (docs/rules.md ).
import type { BrowserContext, Page } from 'puppeteer';
import { ShellPage } from '../pages/shell-page';
import { freshPage, launchBrowser, shellUrl, type BrowserSession } from '../support/browser';

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

test('a static page gets {site host}/{locale}{path}', async () => {
  const shell = new ShellPage(page);
  await shell.open('/ua/home');
  expect(await shell.canonical()).toBe(shellUrl('/ua/home'));
  await shell.open('/pl/register?utm_source=x');
  expect(await shell.canonical()).toBe(shellUrl('/pl/register'));
});

test('/therapists has no canonical link, even with a therapist selected', async () => {
  const shell = new ShellPage(page);
  await shell.open('/ua/therapists?psychologist_id=42');
  expect(await shell.canonical()).toBeNull();
});

test('a page whose path has a dynamic segment has none, and moving to it removes the old one', async () => {
  const shell = new ShellPage(page);
  await shell.open('/en/login');
  expect(await shell.canonical()).toBe(shellUrl('/en/login'));
  await page.evaluate(() => {
    window.history.pushState({}, '', '/en/checkout/order-123');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.waitForFunction(() => !document.querySelector('link[rel="canonical"]'));
  expect(await shell.canonical()).toBeNull();
});
