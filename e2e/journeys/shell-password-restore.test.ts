// Forgotten password: ask for the link, open it from the e-mail, set a new password, sign in with it.
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';
import { createClient, linkTokenFor } from '../fixtures/accounts';
import { freshPagePerTest, shellUrl } from '../support/browser';

const journey = freshPagePerTest();

test('restore link from the e-mail sets a new password that signs in', async () => {
  const client = await createClient('en');
  const shell = new ShellPage(journey.page);
  await shell.open('/en/restore-password');
  await journey.page.type('#field-email', client.email);
  await journey.page.click('[data-testid="restore-submit"]');
  await journey.page.waitForSelector('[data-testid="restore-sent"]');

  // The reset mail is written by a job after the answer (the same work for every address), and the address's
  // confirmation mail came first: wait for the reset link itself.
  const token = await linkTokenFor(client.email, 'en/reset-password');
  await journey.page.goto(shellUrl(`/en/reset-password?token=${token}`), { waitUntil: 'networkidle0' });
  await journey.page.type('#field-password', 'New-Calm-Password-1');
  await journey.page.type('#field-password_repeat', 'New-Calm-Password-2');
  await journey.page.click('[data-testid="reset-submit"]');
  expect(await journey.page.$eval('[data-testid="error-password_repeat"]', (node) => node.textContent)).toBe(
    'The passwords do not match',
  );
  await journey.page.click('#field-password_repeat', { count: 3 });
  await journey.page.keyboard.press('Backspace');
  await journey.page.type('#field-password_repeat', 'New-Calm-Password-1');
  await journey.page.click('[data-testid="reset-submit"]');
  await journey.page.waitForSelector('[data-testid="reset-done"]');

  const login = new LoginPage(journey.page);
  await login.open('en');
  await login.signIn(client.email, 'New-Calm-Password-1');
  await shell.waitForPath('/en/home');
});

test('a used or made-up token is refused with a way to ask for a new link', async () => {
  await journey.page.goto(shellUrl('/ua/reset-password?token=made-up-token-that-is-long-enough'), {
    waitUntil: 'networkidle0',
  });
  await journey.page.type('#field-password', 'Another-Password-1');
  await journey.page.type('#field-password_repeat', 'Another-Password-1');
  await journey.page.click('[data-testid="reset-submit"]');
  const message = await journey.page.waitForSelector('[data-testid="form-error"]');
  expect(await message!.evaluate((node) => node.textContent)).toBe(
    'Це посилання вже недійсне. Будь ласка, запросіть нове.',
  );
});
