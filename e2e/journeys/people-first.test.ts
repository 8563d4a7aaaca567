// What a person notices first: money and time written the way their market writes them, forms that say
// what to fix and put them there, nothing covering the control they reach for, pages that name themselves,
// crisis help one click away from every page, no dead end for an unknown language, and their partner's
// e-mail never in an address.
import type { BrowserContext, HTTPRequest, Page } from 'puppeteer';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { formatPrice } from '@rozmova/contracts/format';
import { freshEmail } from '../fixtures/accounts';
import { BookingWidget } from '../pages/booking-widget';
import { createPromoCode, therapistWithFreeTime } from '../pages/booking-fixtures';
import { LoginPage } from '../pages/login-page';
import { PaymentsCheckout, SandboxProvider } from '../pages/payments-checkout';
import { ShellPage } from '../pages/shell-page';
import { expectNoAxeViolations } from '../support/axe';
import { freshPage, launchBrowser, type BrowserSession } from '../support/browser';

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
});
afterEach(async () => {
  await context.close();
});

const UKRAINIAN_MONEY = /^\d{1,3}( \d{3})*(,\d{2})? грн$/;

test('a couple booking in ua: hryvnias written the Ukrainian way, Kyiv time named once, the partner e-mail in no address', async () => {
  await page.emulateTimezone('Europe/Kyiv');
  const visited: string[] = [];
  page.on('request', (request: HTTPRequest) => visited.push(request.url()));
  page.on('framenavigated', (frame) => visited.push(frame.url()));

  const therapist = await therapistWithFreeTime('ua', 'couple', 'last');
  const code = await createPromoCode('ua', 15);
  const widget = new BookingWidget(page);
  await widget.openTherapist('ua', therapist.id);
  const zones = await widget.zoneNotes();
  expect(zones.client).toBe('Час показано за київським часом');
  expect(zones.therapist).toBeNull();
  expect(await page.$eval('[data-testid="booking-widget"]', (n) => (n as HTMLElement).innerText)).not.toMatch(
    /Europe\/|Kiev/,
  );
  // Short month names that read correctly: the strip names no month in a clipped form such as "лист.".
  expect(await page.$eval('[data-testid="booking-widget"]', (n) => n.textContent ?? '')).not.toMatch(
    /\b(лист|січ|груд)\./,
  );

  await widget.chooseService('couple');
  const { label } = await widget.pickFirstSlot();
  await widget.register({ name: 'Олена і Тарас', email: freshEmail('ua-couple'), password: 'Spokiino-2026' });
  await widget.waitForStep('review');
  const listPrice = await widget.priceToPay();
  expect(listPrice).toMatch(UKRAINIAN_MONEY);
  await widget.applyPromo(code);
  const couplePrice = therapist.prices.find((p) => p.service_id === SERVICE_IDS.couple)!.price;
  const toPay = await widget.priceToPay();
  expect(toPay).toMatch(UKRAINIAN_MONEY);
  expect(toPay).toBe(formatPrice(Math.round(couplePrice * 0.85 * 100) / 100, 'UAH', 'ua'));
  // The chosen time is on the review too, and the hold is said before leaving.
  expect(await page.$eval('[data-testid="review-when"]', (n) => n.textContent)).toContain(label);
  expect(await page.$eval('[data-testid="hold-note"]', (n) => n.textContent)).toContain('15 хвилин');

  const partner = freshEmail('partner');
  await page.type('#widget-partner-email', partner);
  await widget.goToPayment();
  await new PaymentsCheckout(page).payByCard();
  expect(await new SandboxProvider(page).amount()).toBe(toPay);

  const leaked = visited.filter((url) => {
    const decoded = decodeURIComponent(url);
    return decoded.includes(partner) || decoded.includes(partner.split('@')[0]!);
  });
  expect(leaked).toEqual([]);
});

test('at 800x600 the consent question covers no control: the sign-in button can be reached and pressed', async () => {
  await page.setViewport({ width: 800, height: 600 });
  const login = new LoginPage(page);
  await login.open('ua');
  expect(await new ShellPage(page).consentBannerVisible()).toBe(true);
  const covered = await page.$eval('[data-testid="login-submit"]', (button) => {
    button.scrollIntoView({ block: 'center' });
    const box = button.getBoundingClientRect();
    const under = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !(under && (under === button || button.contains(under)));
  });
  expect(covered).toBe(false);
});

test('a form says what to fix, ties the message to the field and puts the cursor there', async () => {
  const login = new LoginPage(page);
  await login.open('pl');
  await page.click('[data-testid="login-submit"]');
  await page.waitForSelector('#field-email[aria-invalid="true"]');
  await page.waitForFunction(() => document.activeElement?.id === 'field-email');
  const described = await page.$eval('#field-email', (input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });
  expect(described).toBe('Uzupełnij to pole');
  await expectNoAxeViolations(page);
});

test('every page names itself in its language, and crisis help is one click away from any of them', async () => {
  const shell = new ShellPage(page);
  await shell.open('/ua/login');
  await page.waitForFunction(() => document.title === 'Вхід · Розмова');
  expect(await page.$eval('meta[name="description"]', (m) => m.getAttribute('content'))).toContain('Розмов');

  await shell.open('/pl/tokens');
  await page.waitForFunction(() => document.title === 'Tokeny sesji · Rozmova');
  await page.click('[data-testid="crisis-help-link"]');
  await shell.waitForPath('/pl/crisis-help');
  await page.waitForSelector('a[href="tel:800702222"]');
  expect(await page.$$eval('a[href^="tel:"]', (links) => links.map((l) => l.getAttribute('href')))).toEqual(
    expect.arrayContaining(['tel:112', 'tel:800702222']),
  );
  await expectNoAxeViolations(page);
});

test('an unknown language in the address goes to the detected language, not to a Ukrainian 404', async () => {
  const shell = new ShellPage(page);
  await shell.open('/xx/home');
  // The browser speaks English (--lang=en-US): the English home page.
  await shell.waitForPath('/en/home');
  expect(await shell.documentLang()).toBe('en');
});
