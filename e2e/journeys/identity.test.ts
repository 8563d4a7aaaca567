// Issue 22, as a person meets it: a calm "confirm your e-mail" notice after signing up (send again, put away),
// the link's page (confirmed, then "already used"), the notice gone once confirmed; the signed-in devices in
// the client's cabinet (another browser signed out from here) and on the admin's page. Every screen passes axe.
import type { Page } from 'puppeteer';
import { createClient, DEMO, DEMO_PASSWORD, freshEmail, linkTokenFor } from '../fixtures/accounts';
import { LoginPage } from '../pages/login-page';
import { RegisterPage } from '../pages/register-page';
import { expectNoAxeViolations } from '../support/axe';
import { freshPagePerTest, shellUrl } from '../support/browser';

jest.setTimeout(180_000);

const journey = freshPagePerTest({ defaultTimeoutMs: 30_000 });

async function newPage(): Promise<Page> {
  const { page } = await journey.another();
  return page;
}

async function signIn(page: Page, locale: string, email: string, password: string): Promise<void> {
  const login = new LoginPage(page);
  await login.open(locale);
  await login.signIn(email, password);
  await page.waitForFunction(() => !location.pathname.endsWith('/login'), { timeout: 30_000 });
}

const text = (page: Page, selector: string) =>
  page.$eval(selector, (node) => (node as HTMLElement).innerText.replace(/\s+/g, ' ').trim());

test('a new client is asked calmly to confirm the address, and the link confirms it once', async () => {
  const page = await newPage();
  const email = freshEmail('verify');
  const register = new RegisterPage(page);
  await register.open('ua');
  await register.fill({ name: 'Олена', email, password: 'Calm-River-2026' });
  await register.tick('oferta_accepted');
  await register.submit();

  await page.waitForSelector('[data-testid="verify-notice"]');
  expect(await text(page, '#verify-notice-title')).toBe('Будь ласка, підтвердьте свою адресу');
  expect(await text(page, '[data-testid="verify-notice"]')).toContain(email);
  await expectNoAxeViolations(page);

  const first = await linkTokenFor(email, 'verify-email');
  await page.click('[data-testid="verify-notice-resend"]');
  await page.waitForSelector('[data-testid="verify-notice-sent"]');
  expect(await text(page, '[data-testid="verify-notice-sent"]')).toContain(email);
  await expectNoAxeViolations(page);

  // Put away for this page view.
  await page.click('[data-testid="verify-notice-dismiss"]');
  expect(await page.$('[data-testid="verify-notice"]')).toBeNull();

  // The newest link (the resend voided the first, which now says so) confirms the address.
  let token = first;
  while (token === first) token = await linkTokenFor(email, 'verify-email');
  await page.goto(shellUrl(`/ua/verify-email?token=${first}`), { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid="verify-email-outcome"][data-outcome="expired"]');
  await page.goto(shellUrl(`/ua/verify-email?token=${token}`), { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid="verify-email-outcome"]');
  expect(await text(page, '[data-testid="verify-email-outcome"]')).toBe(
    'Дякуємо, вашу адресу електронної пошти підтверджено.',
  );
  await expectNoAxeViolations(page);

  // The same link again: already used, said plainly.
  await page.goto(shellUrl(`/ua/verify-email?token=${token}`), { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid="verify-email-outcome"][data-outcome="used"]');
  await expectNoAxeViolations(page);

  await page.goto(shellUrl('/ua/cabinet'), { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid="client-cabinet"]');
  expect(await page.$('[data-testid="verify-notice"]')).toBeNull();
});

test('a client sees the signed-in devices and signs the other browser out', async () => {
  const client = await createClient('en');
  const elsewhere = await newPage();
  await signIn(elsewhere, 'en', client.email, client.password);
  const here = await newPage();
  await signIn(here, 'en', client.email, client.password);

  await here.goto(shellUrl('/en/cabinet/profile'), { waitUntil: 'networkidle0' });
  await here.waitForSelector('[data-testid="signed-in-devices"] [data-testid="device-end"]');
  const devices = await here.$$eval('[data-testid="device"]', (nodes) =>
    nodes.map((n) => ({ current: n.getAttribute('data-current'), text: (n as HTMLElement).innerText })),
  );
  // Both browsers, and the session the sign-up itself started (from the fixture's fetch: no browser named).
  expect(devices).toHaveLength(3);
  expect(devices.find((d) => d.current === 'true')?.text).toMatch(/Chrom(e|ium) on Linux\s*This device/);
  expect(devices.filter((d) => /Chrom(e|ium) on Linux/.test(d.text))).toHaveLength(2);
  expect(devices.every((d) => /Network: \d+\.\d+\.x\.x/.test(d.text))).toBe(true);
  await expectNoAxeViolations(here);

  await here.click('[data-testid="devices-end-others"]');
  await here.waitForFunction(() => document.querySelectorAll('[data-testid="device"]').length === 1);

  // The other browser is signed out: its cabinet sends it to sign in.
  await elsewhere.goto(shellUrl('/en/cabinet'), { waitUntil: 'networkidle0' });
  await elsewhere.waitForFunction(() => location.pathname.endsWith('/login'), { timeout: 30_000 });
});

test('an admin has the devices on a page of the admin menu', async () => {
  const page = await newPage();
  await signIn(page, 'pl', DEMO.admin, DEMO_PASSWORD);
  await page.goto(shellUrl('/pl/cabinet/admin/devices'), { waitUntil: 'networkidle0' });
  await page.waitForSelector('[data-testid="signed-in-devices"] [data-testid="device"]');
  expect(await text(page, '#devices-title')).toBe('Twoje urządzenia');
  await expectNoAxeViolations(page);
});
