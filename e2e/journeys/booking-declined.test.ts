// A declined card: the api ends the order and gives the time back at once; the result page says the bank
// declined, nothing was charged and the time is free again, and offers to choose a time again. Another client
// can then take that very time through the api.
import type { BrowserContext, Page } from 'puppeteer';
import { createClient } from '../fixtures/accounts';
import { BookingWidget } from '../pages/booking-widget';
import { freeSlotStarts, signInCookie, therapistWithFreeTime, slotCanBeHeldThroughApi } from '../pages/booking-fixtures';
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

test('declined card: nothing charged, the time is released at once and the page says so and offers the next step', async () => {
  // Not the therapist the couple journey books in the same market: each journey starts from free first times.
  const therapist = await therapistWithFreeTime('pl', 'personal', 'last');
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
  expect(declined).toContain('Bank odrzucił płatność');
  expect(declined).toContain('Nic nie zostało pobrane');
  expect(declined).toContain('Wybrany termin jest znowu wolny');
  // Nothing to pay again for a time that was let go: the next step is choosing a time again.
  expect(await page.$('[data-testid="pay-again"]')).toBeNull();
  const next = await page.$eval('[data-testid="payment-declined"] a', (a) => a.getAttribute('href'));
  expect(next).toBe(`/pl/therapists?psychologist_id=${therapist.id}`);

  // The time is free again right away, not when the hold would have run out: listed, and bookable by someone else.
  expect(await freeSlotStarts(therapist.id, 'personal')).toContain(startsAt);
  const other = await createClient('pl');
  expect(await slotCanBeHeldThroughApi('pl', therapist.id, 'personal', startsAt, await signInCookie(other.email, other.password))).toBe(200);
});
