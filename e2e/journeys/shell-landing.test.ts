// Sign-in lands each role on its route (docs/rules.md ), starting from the shell's login page.
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';
import { DEMO, DEMO_PASSWORD, createClient } from '../fixtures/accounts';
import { freshPagePerTest } from '../support/browser';

const journey = freshPagePerTest();

test.each([
  ['client', DEMO.client, '/ua/home'],
  ['therapist', DEMO.therapist, '/ua/cabinet/appointments-list'],
  ['admin', DEMO.admin, '/ua/cabinet/admin'],
])('the demo %s lands on their route after signing in', async (_role, email, landing) => {
  const login = new LoginPage(journey.page);
  await login.open('ua');
  await login.signIn(email, DEMO_PASSWORD);
  const shell = new ShellPage(journey.page);
  await shell.waitForPath(landing);
  // The header now offers the cabinet instead of signing in.
  await journey.page.waitForSelector('[data-testid="nav-logout"]');
});

test('a wrong password keeps the person on the sign-in page with a calm message in their language', async () => {
  const login = new LoginPage(journey.page);
  await login.open('pl');
  await login.signIn(DEMO.client, 'not-the-password');
  const message = await journey.page.waitForSelector('[data-testid="form-error"]');
  expect(await message!.evaluate((node) => node.textContent)).toContain('hasło');
  expect(new ShellPage(journey.page).pathname()).toBe('/pl/login');
});

test('the login form names each missing field with the forms texts before calling the api', async () => {
  const login = new LoginPage(journey.page);
  await login.open('en');
  await journey.page.click('[data-testid="login-submit"]');
  expect(await login.fieldError('email')).toBe('Please fill in this field');
  expect(await login.fieldError('password')).toBe('Please fill in this field');
});

test('a client created through the api signs in on /ro and lands on /ro/home; logout clears the session', async () => {
  const client = await createClient('ro');
  const login = new LoginPage(journey.page);
  await login.open('ro');
  await login.signIn(client.email, client.password);
  const shell = new ShellPage(journey.page);
  await shell.waitForPath('/ro/home');
  await journey.page.click('[data-testid="nav-logout"]');
  await journey.page.waitForSelector('[data-testid="nav-login"]');
  // A signed-out visitor asking for the cabinet is sent to sign in, with the way back kept.
  await shell.open('/ro/cabinet/appointments');
  expect(shell.pathname()).toBe('/ro/login');
  expect(decodeURIComponent(shell.search())).toContain('next=/ro/cabinet/appointments');
});
