// A declined card: nothing is charged, and the order stays open while the hold lasts, so the chosen time
// and the promo price are kept; "try again" goes straight back to the provider's page for the same order,
// and paying there books the very time that was chosen. Nobody else can take it meanwhile.
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { formatPrice } from '@rozmova/contracts/format';
import { createClient } from '../fixtures/accounts';
import { BookingWidget } from '../pages/booking-widget';
import {
  createPromoCode,
  freeSlotStarts,
  signInCookie,
  slotCanBeHeldThroughApi,
  therapistWithFreeTime,
} from '../pages/booking-fixtures';
import { PaymentResultPage, PaymentsCheckout, SandboxProvider } from '../pages/payments-checkout';
import { freshPagePerTest } from '../support/browser';

// Two cores shared by several builds: a journey through three apps and a payment page takes its time.
jest.setTimeout(180_000);

const journey = freshPagePerTest({ defaultTimeoutMs: 45_000 });

beforeEach(async () => {
  await journey.page.emulateTimezone('Europe/Warsaw');
});

test('declined card, then "try again": the same time and the same promo price, paid on the second attempt', async () => {
  // Not the therapist the couple journey books in the same market: each journey starts from free first times.
  const therapist = await therapistWithFreeTime('pl', 'personal', 'last');
  const code = await createPromoCode('pl', 15);
  const client = await createClient('pl');
  const widget = new BookingWidget(journey.page);
  await widget.openTherapist('pl', therapist.id);
  const { startsAt, label } = await widget.pickFirstSlot();
  await widget.signIn(client.email, client.password);
  await widget.waitForStep('review');
  await widget.priceToPay();
  await widget.applyPromo(code);
  const promoPrice = await widget.priceToPay();
  const listPrice = therapist.prices.find((p) => p.service_id === SERVICE_IDS.personal)!.price;
  expect(promoPrice).toBe(formatPrice(Math.round(listPrice * 0.85 * 100) / 100, 'PLN', 'pl'));
  await widget.goToPayment();
  await new PaymentsCheckout(journey.page).payByCard();

  const provider = new SandboxProvider(journey.page);
  expect(await provider.amount()).toBe(promoPrice);
  await provider.choose('decline');

  const result = new PaymentResultPage(journey.page);
  expect(await result.outcome()).toBe('declined');
  const declined = await result.text('payment-declined');
  expect(declined).toContain('Bank odrzucił płatność');
  expect(declined).toContain('Nic nie zostało pobrane');
  expect(declined).toContain('Nadal trzymamy dla Ciebie wybrany termin i kod promocyjny');
  expect(declined).toContain('czasu warszawskiego');

  // The time is still this client's while the hold lasts: not listed, and nobody else can take it.
  expect(await freeSlotStarts(therapist.id, 'personal')).not.toContain(startsAt);
  const other = await createClient('pl');
  expect(
    await slotCanBeHeldThroughApi(
      'pl',
      therapist.id,
      'personal',
      startsAt,
      await signInCookie(other.email, other.password),
    ),
  ).toBe(409);

  // "Try again" goes straight back to paying: the provider's page for the same order, the same promo price.
  await result.payAgain();
  expect(await provider.amount()).toBe(promoPrice);
  await provider.choose('pay');
  expect(await result.outcome()).toBe('success');
  expect(await result.text('appointment-when')).toContain(label);
});

test('cancelling on the provider page says the payment was cancelled, not that the bank declined (issue 23, point 10)', async () => {
  const therapist = await therapistWithFreeTime('pl', 'personal', 'last');
  const client = await createClient('pl');
  const widget = new BookingWidget(journey.page);
  await widget.openTherapist('pl', therapist.id);
  await widget.pickFirstSlot();
  await widget.signIn(client.email, client.password);
  await widget.waitForStep('review');
  await widget.priceToPay();
  await widget.goToPayment();
  await new PaymentsCheckout(journey.page).payByCard();
  await new SandboxProvider(journey.page).choose('cancel');
  const result = new PaymentResultPage(journey.page);
  expect(await result.outcome()).toBe('cancelled');
  const text = await result.text('payment-cancelled');
  expect(text).toContain('Płatność została anulowana');
  expect(text).not.toMatch(/bank/i);
});
