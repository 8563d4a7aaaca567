// Buying a token bundle through the sandbox, then booking a session with one of the tokens.
import { createClient } from '../fixtures/accounts';
import { LoginPage } from '../pages/login-page';
import { BookingWidget } from '../pages/booking-widget';
import { therapistWithFreeTime } from '../pages/booking-fixtures';
import { PaymentResultPage, PaymentsCheckout, SandboxProvider } from '../pages/payments-checkout';
import { PaymentsTokensPage } from '../pages/payments-tokens';
import { freshPagePerTest, shellUrl } from '../support/browser';

// Two cores shared by several builds: a journey through three apps and a payment page takes its time.
jest.setTimeout(180_000);

const journey = freshPagePerTest({ defaultTimeoutMs: 45_000 });

test('buy 5 personal sessions, then book one with a token', async () => {
  const client = await createClient('ua');
  await new LoginPage(journey.page).open('ua');
  await new LoginPage(journey.page).signIn(client.email, client.password);
  await journey.page.waitForSelector('[data-testid="nav-logout"]');

  const tokens = new PaymentsTokensPage(journey.page);
  await tokens.open('ua');
  expect(await tokens.balanceText()).toContain('У вас ще немає токенів сесій');
  // The bundle's price in hryvnias the Ukrainian way, and the provider asks exactly that.
  const button = await journey.page.waitForSelector('[data-testid="buy-bundle-5"]');
  const offered = (await button!.evaluate((n) => n.textContent ?? '')).match(/\d{1,3}( \d{3})*,\d{2} грн/)?.[0];
  expect(offered).toBeDefined();
  await tokens.buy(5);
  expect(await new SandboxProvider(journey.page).amount()).toBe(offered);
  await new SandboxProvider(journey.page).choose('pay');
  const result = new PaymentResultPage(journey.page);
  expect(await result.outcome()).toBe('purchase');
  expect(await journey.page.$eval('[data-testid="purchase-success"]', (n) => n.getAttribute('data-kind'))).toBe(
    'bundle',
  );

  await tokens.open('ua');
  expect(await tokens.balanceText()).toContain('У вас 5 токенів сесій');

  const therapist = await therapistWithFreeTime('ua', 'personal');
  const widget = new BookingWidget(journey.page);
  await widget.openTherapist('ua', therapist.id);
  await widget.pickFirstSlot();
  await widget.waitForStep('review');
  await widget.goToPayment();
  await new PaymentsCheckout(journey.page).payWithToken();
  expect(await result.outcome()).toBe('success');
  expect(await result.text('appointment-therapist')).toBe(therapist.name);
  // Issue 23, point 10: a token booking says it was booked from the balance, never that a payment went through.
  expect(await journey.page.$eval('[data-testid="payment-success"]', (n) => n.getAttribute('data-paid-with'))).toBe(
    'token',
  );
  expect(await result.text('payment-success')).toContain('з картки нічого не списано');
  expect(await result.text('payment-success')).not.toContain('Оплата пройшла');

  await journey.page.goto(shellUrl('/ua/tokens'), { waitUntil: 'networkidle0' });
  expect(await tokens.balanceText()).toContain('У вас 4 токени сесій');
});
