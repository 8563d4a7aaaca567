// Buying a gift certificate: PDF preview first, payment in the sandbox, then the code and its PDF.
import type { BrowserContext, Page } from 'puppeteer';
import { formatPrice } from '@rozmova/contracts/format';
import { giftCodeListPrice } from '@rozmova/contracts/schemas/giftcode';
import { createClient } from '../fixtures/accounts';
import { LoginPage } from '../pages/login-page';
import { PaymentResultPage, SandboxProvider } from '../pages/payments-checkout';
import { PaymentsGiftCodesPage } from '../pages/payments-giftcodes';
import { freshPage, launchBrowser, type BrowserSession } from '../support/browser';

// Two cores shared by several builds: a journey through three apps and a payment page takes its time.
jest.setTimeout(180_000);

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
  page.setDefaultTimeout(45_000);
});
afterEach(async () => {
  await context.close();
});

test('preview, buy and download a gift certificate', async () => {
  const client = await createClient('ro');
  await new LoginPage(page).open('ro');
  await new LoginPage(page).signIn(client.email, client.password);
  await page.waitForSelector('[data-testid="nav-logout"]');

  // Reached from the navigation every page has, as a client finds it.
  await page.waitForSelector('[data-testid="nav-gift-codes"]', { visible: true });
  await page.click('[data-testid="nav-gift-codes"]');
  await page.waitForSelector('[data-testid="gift-form"]');
  const gifts = new PaymentsGiftCodesPage(page);
  await gifts.fill({ sessions: 3, recipient: 'Ioana', sender: 'Andrei', message: 'Cu drag' });
  // The price is said before paying, in lei the Romanian way, and it is what the provider asks.
  const price = formatPrice(giftCodeListPrice('ro', 'personal', 3), 'RON', 'ro');
  expect(price).toMatch(/^\d{1,3}( \d{3})*,\d{2} RON$/);
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid="gift-price"]')?.textContent?.includes(expected),
    {},
    price,
  );
  const preview = await gifts.preview();
  expect(preview).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });
  await gifts.buy();
  expect(await new SandboxProvider(page).amount()).toBe(price);
  await new SandboxProvider(page).choose('pay');

  const result = new PaymentResultPage(page);
  expect(await result.outcome()).toBe('purchase');
  const code = await result.text('gift-code');
  expect(code).toMatch(/[A-HJ-KM-NP-Z2-9]{4}-[A-HJ-KM-NP-Z2-9]{4}-[A-HJ-KM-NP-Z2-9]{4}/);
  const pdf = await result.fetchLinkHead('gift-download');
  expect(pdf).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });

  await gifts.open('ro');
  const listed = await page.$eval('[data-testid="purchased-gift"]', (n) => n.textContent ?? '');
  expect(listed).toContain(code.replace(/^.*: /, ''));
});
