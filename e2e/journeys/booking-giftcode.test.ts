// Buying a gift certificate: PDF preview first, payment in the sandbox, then the code and its PDF.
import { formatPrice } from '@rozmova/contracts/format';
import { giftCodeListPrice } from '@rozmova/contracts/schemas/giftcode';
import { createClient } from '../fixtures/accounts';
import { LoginPage } from '../pages/login-page';
import { PaymentResultPage, SandboxProvider } from '../pages/payments-checkout';
import { PaymentsGiftCodesPage } from '../pages/payments-giftcodes';
import { freshPagePerTest } from '../support/browser';

// Two cores shared by several builds: a journey through three apps and a payment page takes its time.
jest.setTimeout(180_000);

const journey = freshPagePerTest({ defaultTimeoutMs: 45_000 });

test('preview, buy and download a gift certificate', async () => {
  const client = await createClient('ro');
  await new LoginPage(journey.page).open('ro');
  await new LoginPage(journey.page).signIn(client.email, client.password);
  await journey.page.waitForSelector('[data-testid="nav-logout"]');

  // Reached from the navigation every page has, as a client finds it.
  await journey.page.waitForSelector('[data-testid="nav-gift-codes"]', { visible: true });
  await journey.page.click('[data-testid="nav-gift-codes"]');
  await journey.page.waitForSelector('[data-testid="gift-form"]');
  const gifts = new PaymentsGiftCodesPage(journey.page);
  await gifts.fill({ sessions: 3, recipient: 'Ioana', sender: 'Andrei', message: 'Cu drag' });
  // The price is said before paying, in lei the Romanian way, and it is what the provider asks.
  const price = formatPrice(giftCodeListPrice('ro', 'personal', 3), 'RON', 'ro');
  expect(price).toMatch(/^\d{1,3}( \d{3})*,\d{2} RON$/);
  await journey.page.waitForFunction(
    (expected) => document.querySelector('[data-testid="gift-price"]')?.textContent?.includes(expected),
    {},
    price,
  );
  const preview = await gifts.preview();
  expect(preview).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });
  await gifts.buy();
  expect(await new SandboxProvider(journey.page).amount()).toBe(price);
  await new SandboxProvider(journey.page).choose('pay');

  const result = new PaymentResultPage(journey.page);
  expect(await result.outcome()).toBe('purchase');
  const code = await result.text('gift-code');
  expect(code).toMatch(/[A-HJ-KM-NP-Z2-9]{4}-[A-HJ-KM-NP-Z2-9]{4}-[A-HJ-KM-NP-Z2-9]{4}/);
  const pdf = await result.fetchLinkHead('gift-download');
  expect(pdf).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });

  await gifts.open('ro');
  const listed = await journey.page.$eval('[data-testid="purchased-gift"]', (n) => n.textContent ?? '');
  expect(listed).toContain(code.replace(/^.*: /, ''));
});
