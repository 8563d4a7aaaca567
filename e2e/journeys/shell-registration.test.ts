// Registration with the per-market checkboxes (docs/rules.md) and the rejected mail domain.
import { RegisterPage } from '../pages/register-page';
import { ShellPage } from '../pages/shell-page';
import { createClient, freshEmail } from '../fixtures/accounts';
import { freshPagePerTest } from '../support/browser';

const journey = freshPagePerTest();

test('ua shows only the offer-terms checkbox; pl shows offer terms and marketing', async () => {
  const register = new RegisterPage(journey.page);
  await register.open('ua');
  expect(await register.checkboxNames()).toEqual(['oferta_accepted']);
  await register.open('pl');
  expect(await register.checkboxNames()).toEqual(['oferta_accepted', 'marketing_accepted']);
});

test('the offer terms must be accepted, and an address on the rejected Polish domain is refused', async () => {
  const register = new RegisterPage(journey.page);
  await register.open('pl');
  await register.fill({ name: 'Anna', email: 'anna@wp.pl', password: 'Spokojnie-2026' });
  await register.submit();
  expect(await register.fieldError('oferta_accepted')).toBe('Uzupełnij to pole');
  expect(await register.fieldError('email')).toContain('wp.pl');
  expect(new ShellPage(journey.page).pathname()).toBe('/pl/register');
});

test('a new client registers on /pl, is offered two-step sign-in, and lands on /pl/home, signed in', async () => {
  const register = new RegisterPage(journey.page);
  await register.open('pl');
  await register.fill({ name: 'Anna', email: freshEmail('register'), password: 'Spokojnie-2026' });
  await register.tick('oferta_accepted');
  await register.submit();
  await register.skipTwoFactorOffer();
  const shell = new ShellPage(journey.page);
  await shell.waitForPath('/pl/home');
  await journey.page.waitForSelector('[data-testid="nav-logout"]');
});

test('an address that has an account already offers sign-in and a new password; the terms open in Polish', async () => {
  const client = await createClient('pl');
  const register = new RegisterPage(journey.page);
  await register.open('pl');
  expect(await journey.page.$eval('[data-testid="terms-link"]', (a) => a.getAttribute('href'))).toBe('/pl/terms');
  await register.fill({ name: 'Anna', email: client.email, password: 'Spokojnie-2026' });
  await register.tick('oferta_accepted');
  await register.submit();
  const actions = await journey.page.waitForSelector('[data-testid="email-taken-actions"]');
  expect(await journey.page.$eval('[data-testid="register-form"]', (n) => n.textContent)).toContain(
    'Konto z tym adresem już istnieje',
  );
  expect(await actions!.$$eval('a', (links) => links.map((l) => l.getAttribute('href')))).toEqual([
    '/pl/login',
    '/pl/restore-password',
  ]);
});
