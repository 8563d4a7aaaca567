// Two-step sign-in as people meet it: a client turns it on in the profile (key as text and QR code, a code from
// the app, recovery codes shown once), then signs in again with a recovery code; a demo therapist signs in with
// the code and finds it on in the profile. Every new screen passes the axe check.
import type { Page } from 'puppeteer';
import { createClient, DEMO, DEMO_PASSWORD, freshEmail } from '../fixtures/accounts';
import { RegisterPage } from '../pages/register-page';
import { ClientCabinet } from '../pages/client-cabinet';
import { LoginPage } from '../pages/login-page';
import { TwoFactorSection } from '../pages/two-factor-settings';
import { expectNoAxeViolations } from '../support/axe';
import { freshPagePerTest } from '../support/browser';
import { freshTotpCode, totpCode } from '../support/totp';

jest.setTimeout(180_000);

const journey = freshPagePerTest({ defaultTimeoutMs: 45_000 });

async function loginPage(locale: string): Promise<{ page: Page; login: LoginPage }> {
  const { page } = await journey.another();
  const login = new LoginPage(page);
  await login.open(locale);
  return { page, login };
}

test('a client turns two-step sign-in on, then signs in with a recovery code', async () => {
  const client = await createClient('ua');
  const first = await loginPage('ua');
  await first.login.signIn(client.email, client.password);
  await first.page.waitForFunction(() => !location.pathname.endsWith('/login'));

  await new ClientCabinet(first.page).open('ua', 'cabinet/profile');
  const section = new TwoFactorSection(first.page);
  expect(await section.state()).toBe('Двоетапний вхід вимкнено.');
  const key = await section.start(client.password);
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(first.page);
  const codes = await section.confirm(await freshTotpCode(client.email, key));
  expect(codes).toHaveLength(10);
  await expectNoAxeViolations(first.page);
  await section.codesSaved();
  await first.page.waitForFunction(() =>
    document
      .querySelector('[data-testid="two-factor-state"]')
      ?.textContent?.includes('Резервних кодів залишилося: 10.'),
  );

  const again = await loginPage('ua');
  await again.login.signIn(client.email, client.password);
  await again.page.waitForSelector('[data-testid="second-factor-form"]');
  await expectNoAxeViolations(again.page);
  // A wrong code is explained and the step stays.
  const step = Math.floor(Date.now() / 30_000);
  const live = [step - 1, step, step + 1, step + 2].map((n) => totpCode(key, n));
  await again.login.enterCode(['000000', '111111', '222222', '333333'].find((c) => !live.includes(c))!);
  await again.page.waitForSelector('[data-testid="form-error"]');
  expect(await again.page.$eval('[data-testid="form-error"]', (n) => n.textContent)).toBe(
    'Код не підходить або вже був використаний. Введіть поточний код.',
  );
  await again.login.enterCode(codes[0]!);
  await again.page.waitForFunction(() => !location.pathname.endsWith('/login'));
  // A client's landing after sign-in.
  expect(new URL(again.page.url()).pathname).toBe('/ua/home');
});

test('a new client is offered two-step sign-in right after sign-up, and can set it up there or go on', async () => {
  const { page } = await journey.another();
  const register = new RegisterPage(page);
  await register.open('en');
  await register.fill({ name: 'Harriet', email: freshEmail('offer'), password: 'Quiet-Harbour-2027' });
  await register.tick('oferta_accepted');
  await register.submit();
  await page.waitForSelector('[data-testid="two-factor-offer"]');
  await expectNoAxeViolations(page);
  await page.click('[data-testid="two-factor-offer-set-up"]');
  expect(await new TwoFactorSection(page).state()).toBe('Two-step sign-in is off.');
  await page.click('[data-testid="two-factor-offer-continue"]');
  await page.waitForFunction(() => location.pathname === '/en/home');
});

test('a demo therapist signs in with the code from the demo key and finds two-step sign-in on', async () => {
  const { page, login } = await loginPage('ua');
  await login.signIn(DEMO.therapist, DEMO_PASSWORD);
  await page.waitForFunction(() => !location.pathname.endsWith('/login'));
  await page.goto(page.url().replace(/\/ua\/.*$/, '/ua/cabinet/profile'), { waitUntil: 'networkidle0' });
  const state = await new TwoFactorSection(page).state();
  expect(state).toContain('Двоетапний вхід увімкнено');
  await expectNoAxeViolations(page);
});
