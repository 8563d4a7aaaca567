// A new client in pl registers inside the widget, books a couple session with a promo code, pays in the
// sandbox and sees the appointment on the result page.
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { freshEmail } from '../fixtures/accounts';
import { BookingWidget } from '../pages/booking-widget';
import { createPromoCode, therapistWithFreeTime } from '../pages/booking-fixtures';
import { PaymentResultPage, PaymentsCheckout, SandboxProvider } from '../pages/payments-checkout';
import { freshPagePerTest } from '../support/browser';
import { formatPrice } from '@rozmova/contracts/format';

// Two cores shared by several builds: a journey through three apps and a payment page takes its time.
jest.setTimeout(180_000);

const journey = freshPagePerTest({ defaultTimeoutMs: 45_000 });

beforeEach(async () => {
  await journey.page.emulateTimezone('Europe/Warsaw');
});

test('register in the widget, couple session, promo code, sandbox payment, appointment on the result page', async () => {
  const therapist = await therapistWithFreeTime('pl', 'couple');
  const code = await createPromoCode('pl', 20);
  const widget = new BookingWidget(journey.page);
  await widget.openTherapist('pl', therapist.id);
  expect(await widget.step()).toBe('service_and_calendar_selection');
  // The zone is named once, the way people say it; the therapist's is not repeated when it is the same clock.
  const zones = await widget.zoneNotes();
  expect(zones.client).toBe('Godziny podajemy według czasu warszawskiego');
  expect(zones.therapist).toBeNull();

  await widget.chooseService('couple');
  const { startsAt, label } = await widget.pickFirstSlot();
  await widget.register({ name: 'Ola i Piotr', email: freshEmail('couple'), password: 'Spokojnie-2026' });
  await widget.waitForStep('review');

  const couplePrice = therapist.prices.find((p) => p.service_id === SERVICE_IDS.couple)!.price;
  // Polish money: a space between thousands, a decimal comma and always two decimals (199,00 zł).
  const polishMoney = /^\d{1,3}( \d{3})*,\d{2} zł$/;
  expect(await widget.priceToPay()).toMatch(polishMoney);
  expect(await widget.priceToPay()).toBe(formatPrice(couplePrice, 'PLN', 'pl'));
  await widget.applyPromo(code);
  const discounted = Math.round(couplePrice * 0.8 * 100) / 100;
  expect(await widget.priceToPay()).toMatch(polishMoney);
  expect(await widget.priceToPay()).toBe(formatPrice(discounted, 'PLN', 'pl'));
  await widget.goToPayment();

  await new PaymentsCheckout(journey.page).payByCard();
  const sandbox = new SandboxProvider(journey.page);
  expect(await sandbox.amount()).toBe(formatPrice(discounted, 'PLN', 'pl'));
  await sandbox.choose('pay');

  const result = new PaymentResultPage(journey.page);
  expect(await result.outcome()).toBe('success');
  expect(new URL(journey.page.url()).pathname).toBe('/pl/payment/result');
  expect(await result.text('appointment-therapist')).toBe(therapist.name);
  const when = await result.text('appointment-when');
  // The same wall-clock time the client picked in the widget, in their zone.
  expect(when).toContain(label);
  expect(when).toContain('czasu warszawskiego');
  expect(when).not.toContain('Europe/');
  const success = await journey.page.$eval('[data-testid="payment-success"]', (n) => n.textContent ?? '');
  expect(success).toContain('Jak dołączyć');
  expect(startsAt).toMatch(/Z$/);
  // Issue 23, point 1: the cancellation terms follow the one rule. A session less than 24 h ahead is never told
  // it can be cancelled free "until" a time already past; one further ahead names its deadline.
  const terms = await journey.page.$eval('[data-testid="cancellation-terms"]', (n) => ({
    kind: n.getAttribute('data-kind'),
    text: n.textContent ?? '',
  }));
  if (Date.parse(startsAt) - Date.now() > 24 * 3_600_000 + 60_000) {
    expect(terms.kind).toBe('free_until');
    // A bare date after "do" (an ICU message): no weekday that would need the genitive.
    expect(terms.text).toMatch(/bezpłatnie odwołać lub przenieść tę sesję do \d{1,2} \S+ \d{4}, godz\. \d{2}:\d{2}\./);
  } else if (Date.parse(startsAt) - Date.now() < 24 * 3_600_000 - 60_000) {
    expect(terms.kind).toBe('late');
    expect(terms.text).toContain('mniej niż 24 godziny');
    expect(terms.text).not.toContain('bezpłatnie');
  }
});
