// What a person notices first: money and time written the way their market writes them, forms that say
// what to fix and put them there, nothing covering the control they reach for, pages that name themselves,
// crisis help one click away from every page, no dead end for an unknown language, and their partner's
// e-mail never in an address.
import type { HTTPRequest } from 'puppeteer';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { formatPrice } from '@rozmova/contracts/format';
import { createClient, freshEmail } from '../fixtures/accounts';
import { ContentRegion } from '../pages/content-page';
import { BookingWidget } from '../pages/booking-widget';
import { createPromoCode, therapistWithFreeTime } from '../pages/booking-fixtures';
import { LoginPage } from '../pages/login-page';
import { PaymentsCheckout, SandboxProvider } from '../pages/payments-checkout';
import { ShellPage } from '../pages/shell-page';
import { expectNoAxeViolations } from '../support/axe';
import { apiUrl, freshPagePerTest } from '../support/browser';

jest.setTimeout(180_000);

const journey = freshPagePerTest();

// Hryvnias: a space between thousands, a decimal comma and always two decimals (1 390,00 грн).
const UKRAINIAN_MONEY = /^\d{1,3}( \d{3})*,\d{2} грн$/;

test('a couple booking in ua: hryvnias written the Ukrainian way, Kyiv time named once, the partner e-mail in no address', async () => {
  await journey.page.emulateTimezone('Europe/Kyiv');
  const visited: string[] = [];
  journey.page.on('request', (request: HTTPRequest) => visited.push(request.url()));
  journey.page.on('framenavigated', (frame) => visited.push(frame.url()));

  const therapist = await therapistWithFreeTime('ua', 'couple', 'last');
  const code = await createPromoCode('ua', 15);
  const widget = new BookingWidget(journey.page);
  await widget.openTherapist('ua', therapist.id);
  // A visitor goes through three steps here (time, sign-in, review), and the counter says so throughout.
  await journey.page.waitForFunction(() => document.querySelector('[data-testid="step-progress"]')?.textContent !== '');
  expect(await widget.stepCounter()).toBe('Крок 1 з 3');
  const zones = await widget.zoneNotes();
  expect(zones.client).toBe('Час показано за київським часом');
  expect(zones.therapist).toBeNull();
  expect(await journey.page.$eval('[data-testid="booking-widget"]', (n) => (n as HTMLElement).innerText)).not.toMatch(
    /Europe\/|Kiev/,
  );
  // Short month names that read correctly: the strip names no month in a clipped form such as "лист.".
  expect(await journey.page.$eval('[data-testid="booking-widget"]', (n) => n.textContent ?? '')).not.toMatch(
    /\b(лист|січ|груд)\./,
  );

  await widget.chooseService('couple');
  const { label } = await widget.pickFirstSlot();
  await widget.waitForStep('sign_in');
  expect(await widget.stepCounter()).toBe('Крок 2 з 3');
  // The chosen time stays in sight while signing in.
  expect(await journey.page.$eval('[data-testid="chosen-time"]', (n) => n.textContent)).toContain(label);
  await widget.register({ name: 'Олена і Тарас', email: freshEmail('ua-couple'), password: 'Spokiino-2026' });
  await widget.waitForStep('review');
  expect(await widget.stepCounter()).toBe('Крок 3 з 3');
  const listPrice = await widget.priceToPay();
  expect(listPrice).toMatch(UKRAINIAN_MONEY);
  await widget.applyPromo(code);
  const couplePrice = therapist.prices.find((p) => p.service_id === SERVICE_IDS.couple)!.price;
  const toPay = await widget.priceToPay();
  expect(toPay).toMatch(UKRAINIAN_MONEY);
  expect(toPay).toBe(formatPrice(Math.round(couplePrice * 0.85 * 100) / 100, 'UAH', 'ua'));
  // The chosen time is on the review too, and the hold is said before leaving.
  expect(await journey.page.$eval('[data-testid="review-when"]', (n) => n.textContent)).toContain(label);
  expect(await journey.page.$eval('[data-testid="hold-note"]', (n) => n.textContent)).toContain('15 хвилин');

  const partner = freshEmail('partner');
  await journey.page.type('#widget-partner-email', partner);
  await widget.goToPayment();
  // Nothing left to choose: no second "go to payment" on the way to the provider.
  expect(await new PaymentsCheckout(journey.page).leavesForProviderByItself()).toBe(true);
  expect(await new SandboxProvider(journey.page).amount()).toBe(toPay);

  const leaked = visited.filter((url) => {
    const decoded = decodeURIComponent(url);
    return decoded.includes(partner) || decoded.includes(partner.split('@')[0]!);
  });
  expect(leaked).toEqual([]);
});

test('at 800x600 the consent question covers no control: the sign-in button can be reached and pressed', async () => {
  await journey.page.setViewport({ width: 800, height: 600 });
  const login = new LoginPage(journey.page);
  await login.open('ua');
  expect(await new ShellPage(journey.page).consentBannerVisible()).toBe(true);
  const covered = await journey.page.$eval('[data-testid="login-submit"]', (button) => {
    button.scrollIntoView({ block: 'center' });
    const box = button.getBoundingClientRect();
    const under = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !(under && (under === button || button.contains(under)));
  });
  expect(covered).toBe(false);
});

test('a form says what to fix, ties the message to the field and puts the cursor there', async () => {
  const login = new LoginPage(journey.page);
  await login.open('pl');
  await journey.page.click('[data-testid="login-submit"]');
  await journey.page.waitForSelector('#field-email[aria-invalid="true"]');
  await journey.page.waitForFunction(() => document.activeElement?.id === 'field-email');
  const described = await journey.page.$eval('#field-email', (input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });
  expect(described).toBe('Uzupełnij to pole');
  await expectNoAxeViolations(journey.page);
});

test('every page names itself in its language, and crisis help is one click away from any of them', async () => {
  const shell = new ShellPage(journey.page);
  await shell.open('/ua/login');
  await journey.page.waitForFunction(() => document.title === 'Вхід · Розмова');
  expect(await journey.page.$eval('meta[name="description"]', (m) => m.getAttribute('content'))).toContain('Розмов');

  await shell.open('/pl/tokens');
  await journey.page.waitForFunction(() => document.title === 'Tokeny sesji · Rozmova');
  await journey.page.click('[data-testid="crisis-help-link"]');
  await shell.waitForPath('/pl/crisis-help');
  await journey.page.waitForSelector('a[href="tel:800702222"]');
  expect(await journey.page.$$eval('a[href^="tel:"]', (links) => links.map((l) => l.getAttribute('href')))).toEqual(
    expect.arrayContaining(['tel:112', 'tel:800702222']),
  );
  await expectNoAxeViolations(journey.page);
});

test('an unknown language in the address goes to the detected language, not to a Ukrainian 404', async () => {
  const shell = new ShellPage(journey.page);
  await shell.open('/xx/home');
  // The browser speaks English (--lang=en-US): the English home page.
  await shell.waitForPath('/en/home');
  expect(await shell.documentLang()).toBe('en');
});

test('a signed-in client sees one step count from the first paint: never "1 of 3" before "1 of 2"', async () => {
  const therapist = await therapistWithFreeTime('pl', 'personal');
  const client = await createClient('pl');
  await new LoginPage(journey.page).open('pl');
  await new LoginPage(journey.page).signIn(client.email, client.password);
  await journey.page.waitForSelector('[data-testid="nav-logout"]');
  const widget = new BookingWidget(journey.page);
  const counts = await widget.recordStepCounter();
  await widget.openTherapist('pl', therapist.id);
  await journey.page.waitForFunction(() => document.querySelector('[data-testid="step-progress"]')?.textContent !== '');
  expect(await widget.stepCounter()).toBe('Krok 1 z 2');
  await widget.pickFirstSlot();
  await widget.waitForStep('review');
  expect(await widget.stepCounter()).toBe('Krok 2 z 2');
  expect(await counts()).toEqual(['Krok 1 z 2', 'Krok 2 z 2']);
});

test('content pages say "from" the lowest price a therapist of the market really charges, in its money format', async () => {
  const lowest: Record<'personal' | 'couple', number | null> = { personal: null, couple: null };
  for (let pageNo = 1; ; pageNo += 1) {
    const response = await fetch(apiUrl(`/get_therapists_data?config_id=en&page=${pageNo}&per_page=50`));
    const body = (await response.json()) as {
      total: number;
      per_page: number;
      therapists: Array<{ prices: Array<{ service_id: string; price: number }> }>;
    };
    for (const therapist of body.therapists) {
      for (const { service_id, price } of therapist.prices) {
        const kind =
          service_id === SERVICE_IDS.couple ? 'couple' : service_id === SERVICE_IDS.personal ? 'personal' : null;
        if (kind && (lowest[kind] === null || price < lowest[kind]!)) lowest[kind] = price;
      }
    }
    if (pageNo * body.per_page >= body.total) break;
  }
  await new ShellPage(journey.page).open('/en/pricing');
  await journey.page.waitForFunction(() => {
    const region = document.querySelector('[data-remote-region="mf_content"]') as HTMLElement | null;
    return Boolean(region && /from £/.test(region.innerText) && !region.innerText.includes('…'));
  });
  const text = await new ContentRegion(journey.page).text();
  expect(text).toContain(`from ${formatPrice(lowest.personal!, 'GBP', 'en')}`);
  expect(text).toContain(`from ${formatPrice(lowest.couple!, 'GBP', 'en')}`);
  // Pounds the British way: the sign first, a space between thousands, two decimals.
  expect(text).toMatch(/from £\d{1,3}( \d{3})*\.\d{2}/);
});

test('the recommendation questionnaire names its language select, ties each message to its question and focuses it', async () => {
  const shell = new ShellPage(journey.page);
  await shell.open('/pl/recommendation');
  await journey.page.waitForSelector('[data-testid="recommendation-form"]');
  const languageName = await journey.page.$eval('select[name="language"]', (select) =>
    (select.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
  expect(languageName).toBe('W jakim języku chcesz rozmawiać?');
  await journey.page.click('[data-testid="recommendation-submit"]');
  await journey.page.waitForSelector('input[name="concerns"][aria-invalid="true"]');
  await journey.page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'concerns');
  const message = await journey.page.$eval('input[name="concerns"]', (input) =>
    document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent?.trim(),
  );
  expect(message).toBeTruthy();
  await expectNoAxeViolations(journey.page);
});
