// The admin cabinet: a promo code created there works in the booking widget; a therapist opened there gets
// an invitation, sets a password, adds hours, chooses to be shown, and appears in the catalogue.
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { DEMO, DEMO_PASSWORD, freshEmail } from '../fixtures/accounts';
import { latestMailTo } from '../fixtures/mailbox';
import { invitationToken } from '../fixtures/therapist-accounts';
import { therapistWithFreeTime } from '../pages/booking-fixtures';
import { BookingWidget } from '../pages/booking-widget';
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';
import { WorkerCabinet } from '../pages/worker-cabinet';
import { expectNoAxeViolations } from '../support/axe';
import { apiUrl, freshPagePerTest, shellUrl } from '../support/browser';
import { formatPrice } from '@rozmova/contracts/format';

jest.setTimeout(240_000);

const journey = freshPagePerTest({ defaultTimeoutMs: 45_000 });

beforeEach(async () => {
  await journey.page.emulateTimezone('Europe/Warsaw');
});

async function signInAsAdmin(locale: string): Promise<WorkerCabinet> {
  const login = new LoginPage(journey.page);
  await login.open(locale);
  await login.signIn(DEMO.admin, DEMO_PASSWORD);
  await new ShellPage(journey.page).waitForPath(`/${locale}/cabinet/admin`);
  await journey.page.waitForSelector('[data-testid="admin-therapists"]');
  const cabinet = new WorkerCabinet(journey.page);
  await cabinet.answerConsent();
  return cabinet;
}

test('an admin creates a promo code and a client then applies it in the booking widget', async () => {
  const cabinet = await signInAsAdmin('pl');
  await expectNoAxeViolations(journey.page);
  await cabinet.navigate('Kody rabatowe', 'admin-promo');
  const code = `WIOSNA${Date.now().toString(36).toUpperCase()}`;
  await journey.page.type('#promo-code', code);
  await journey.page.type('#promo-percent_off', '25');
  await journey.page.select('#promo-market', 'pl');
  await journey.page.type('#promo-description', 'Wiosenna akcja');
  await cabinet.press('[data-testid="promo-create"]');
  expect(await cabinet.text('[data-testid="promo-created"]')).toBe(`Kod rabatowy ${code} jest aktywny.`);
  const row = await journey.page.waitForSelector(`[data-testid="promo-row"][data-code="${code}"]`);
  expect(await row!.evaluate((node) => node.textContent)).toContain('25 %');
  // A limit set afterwards shows beside the uses so far.
  await cabinet.press(`[data-testid="promo-row"][data-code="${code}"] button[aria-expanded]`);
  await journey.page.type('[data-testid="promo-edit"] input[inputmode="numeric"]', '50');
  await cabinet.press('[data-testid="promo-edit"] button[type="submit"]');
  await journey.page.waitForFunction(
    (c) => document.querySelector(`[data-testid="promo-row"][data-code="${c}"]`)?.textContent?.includes('0 / 50'),
    {},
    code,
  );
  await expectNoAxeViolations(journey.page);

  // A new client books with that code in a browser of their own.
  const clientContext = await journey.browser.createBrowserContext();
  const client = await clientContext.newPage();
  await client.emulateTimezone('Europe/Warsaw');
  await client.setViewport({ width: 1280, height: 1200 });
  client.setDefaultTimeout(45_000);
  const therapist = await therapistWithFreeTime('pl', 'personal', 'last');
  const widget = new BookingWidget(client);
  await widget.openTherapist('pl', therapist.id);
  await widget.chooseService('personal');
  await widget.pickFirstSlot();
  await widget.register({ name: 'Kasia Promo', email: freshEmail('promo'), password: 'Spokojnie-2026' });
  await widget.waitForStep('review');
  const price = therapist.prices.find((p) => p.service_id === SERVICE_IDS.personal)!.price;
  await widget.applyPromo(code);
  expect(await widget.priceToPay()).toBe(formatPrice(Math.round(price * 0.75 * 100) / 100, 'PLN', 'pl'));
  await clientContext.close();
});

test('an admin opens a therapist account; the therapist sets a password, hours and visibility, and is in the catalogue', async () => {
  const cabinet = await signInAsAdmin('en');
  const email = freshEmail('newtherapist');
  await journey.page.type('#new-therapist-email', email);
  await journey.page.type('#new-therapist-name', 'Harriet Gale');
  await journey.page.select('#new-therapist-market', 'en');
  await journey.page.type('#new-therapist-languages', 'en');
  // A bio per language: only the English one is written here.
  await journey.page.type('#new-therapist-bio-en', 'I help adults through anxiety and change.');
  await cabinet.press('[data-testid="therapist-create"]');
  expect(await cabinet.text('[data-testid="therapist-created"]')).toBe(
    `Account created. An invitation was sent to ${email}.`,
  );
  await journey.page.waitForSelector(`[data-testid="admin-therapist"][data-email="${email}"]`);
  await expectNoAxeViolations(journey.page);
  await cabinet.navigate('Orders', 'admin-orders');
  await journey.page.waitForNetworkIdle();
  await expectNoAxeViolations(journey.page);
  await cabinet.navigate('Error reports', 'admin-errors');
  await expectNoAxeViolations(journey.page);
  await journey.page.click('[data-testid="nav-logout"]');

  // The invitation link sets the password on the shell's reset page.
  const token = invitationToken(await latestMailTo(email));
  await journey.page.goto(shellUrl(`/en/reset-password?token=${token}`), { waitUntil: 'networkidle0' });
  await journey.page.type('#field-password', 'Harriet-Calm-2026');
  await journey.page.type('#field-password_repeat', 'Harriet-Calm-2026');
  await journey.page.click('[data-testid="reset-submit"]');
  await journey.page.waitForSelector('[data-testid="reset-done"]');

  const login = new LoginPage(journey.page);
  await login.open('en');
  await login.signIn(email, 'Harriet-Calm-2026');
  await new ShellPage(journey.page).waitForPath('/en/cabinet/appointments-list');
  expect(await cabinet.text('[data-testid="zone-note"]')).toBe('London time');

  const catalogue = async () => {
    const response = await fetch(apiUrl('/get_therapists_data?config_id=en&per_page=50'));
    return ((await response.json()) as { therapists: Array<{ name: string }> }).therapists.map((t) => t.name);
  };
  expect(await catalogue()).not.toContain('Harriet Gale');

  await cabinet.navigate('Weekly hours', 'weekly-hours');
  await cabinet.addInterval(1);
  await cabinet.press('[data-testid="copy-monday"]');
  await cabinet.press('[data-testid="weekly-save"]');
  await journey.page.waitForSelector('[data-testid="weekly-saved"]');

  await cabinet.navigate('Profile', 'profile');
  await cabinet.press('[data-testid="profile-listed"]');
  await cabinet.press('[data-testid="profile-save"]');
  await journey.page.waitForSelector('[data-testid="profile-saved"]');
  await expectNoAxeViolations(journey.page);
  expect(await catalogue()).toContain('Harriet Gale');

  await journey.page.goto(shellUrl('/en/therapists'), { waitUntil: 'networkidle0' });
  const card = await journey.page.waitForSelector('[data-testid="therapist-card"] ::-p-text(Harriet Gale)');
  expect(card).not.toBeNull();
  const bios = async () => {
    const response = await fetch(apiUrl('/get_therapists_data?config_id=en&per_page=50'));
    const { therapists } = (await response.json()) as { therapists: Array<{ name: string; bio: string }> };
    return therapists.find((t) => t.name === 'Harriet Gale')?.bio;
  };
  expect(await bios()).toBe('I help adults through anxiety and change.');
});

test("signed in, / and /{locale} lead to the role's own route; a client opening the cabinets goes home", async () => {
  await signInAsAdmin('ro');
  const shell = new ShellPage(journey.page);
  await journey.page.goto(shellUrl('/ro'), { waitUntil: 'networkidle0' });
  await shell.waitForPath('/ro/cabinet/admin');
  // `/` goes to the detected market (the last one opened, cached in local storage), then the role's route.
  await journey.page.goto(shellUrl('/'), { waitUntil: 'networkidle0' });
  await shell.waitForPath('/ro/cabinet/admin');
  await journey.page.click('[data-testid="nav-logout"]');

  const login = new LoginPage(journey.page);
  await login.open('pl');
  await login.signIn(DEMO.client, DEMO_PASSWORD);
  await shell.waitForPath('/pl/home');
  await journey.page.goto(shellUrl('/pl/cabinet/admin'), { waitUntil: 'networkidle0' });
  await shell.waitForPath('/pl/home');
  await journey.page.goto(shellUrl('/pl'), { waitUntil: 'networkidle0' });
  await shell.waitForPath('/pl/home');
});
