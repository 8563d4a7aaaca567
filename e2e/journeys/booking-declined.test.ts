// A declined card: the result page says nothing was charged and offers to pay again while the time is
// still held; when the client gives up on the provider's page the slot is released and the page says so.
import type { BrowserContext, Page } from 'puppeteer';
import { createClient } from '../fixtures/accounts';
import { BookingWidget } from '../pages/booking-widget';
import { freeSlotStarts, therapistWithFreeTime } from '../pages/booking-fixtures';
import { PaymentResultPage, PaymentsCheckout, SandboxProvider } from '../pages/payments-checkout';
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

test('declined card, then giving up: nothing charged, the time is free again, the page offers the next step', async () => {
  const therapist = await therapistWithFreeTime('pl', 'personal');
  const client = await createClient('pl');
  const widget = new BookingWidget(page);
  await widget.openTherapist('pl', therapist.id);
  const { startsAt } = await widget.pickFirstSlot();
  await widget.signIn(client.email, client.password);
  await widget.waitForStep('review');
  await widget.priceToPay();
  await widget.goToPayment();
  await new PaymentsCheckout(page).payByCard();

  // While the client is on the provider's page the time is held for them.
  expect(await freeSlotStarts(therapist.id, 'personal')).not.toContain(startsAt);
  await new SandboxProvider(page).choose('decline');

  const result = new PaymentResultPage(page);
  expect(await result.outcome()).toBe('declined');
  const declined = await result.text('payment-declined');
  expect(declined).toContain('Płatność się nie powiodła');
  expect(declined).toContain('Nic nie zostało pobrane');
  // A declined card does not end the order: the time stays held so another card can be tried.
  expect(await freeSlotStarts(therapist.id, 'personal')).not.toContain(startsAt);

  await result.payAgain();
  await new SandboxProvider(page).choose('cancel');
  expect(await result.outcome()).toBe('failure');
  const text = await result.text('payment-failure');
  expect(text).toContain('Płatność się nie powiodła');
  expect(text).toContain('Wybrany termin został zwolniony');
  expect(await freeSlotStarts(therapist.id, 'personal')).toContain(startsAt);
  const next = await page.$eval('[data-testid="payment-failure"] a', (a) => a.getAttribute('href'));
  expect(next).toBe(`/pl/therapists?psychologist_id=${therapist.id}`);
});
