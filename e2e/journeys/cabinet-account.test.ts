// A client changes their name and password in the cabinet; another browser signed in as them is signed out.
// Then another client downloads their data and deletes the account: signed out on the home page, the api
// holds nothing that lets anyone in as them, and the e-mail can register again.
import type { Page } from 'puppeteer';
import { createClient } from '../fixtures/accounts';
import { ClientCabinet } from '../pages/client-cabinet';
import { LoginPage } from '../pages/login-page';
import { expectNoAxeViolations } from '../support/axe';
import { apiUrl, freshPagePerTest, shellUrl } from '../support/browser';

jest.setTimeout(180_000);

const journey = freshPagePerTest({ defaultTimeoutMs: 45_000 });

async function signedInPage(locale: string, email: string, password: string): Promise<Page> {
  const { page } = await journey.another();
  const login = new LoginPage(page);
  await login.open(locale);
  await login.signIn(email, password);
  await page.waitForFunction(() => !location.pathname.endsWith('/login'));
  return page;
}

test('a client changes their name and password; the other browser is signed out, this one is not', async () => {
  const client = await createClient('en');
  const here = await signedInPage('en', client.email, client.password);
  const elsewhere = await signedInPage('en', client.email, client.password);

  const cabinet = new ClientCabinet(here);
  // The header's cabinet link brings a client here.
  await here.$eval('[data-testid="nav-cabinet"]', (a) => (a as HTMLElement).click());
  await here.waitForSelector('[data-testid="client-cabinet"]');
  expect(new URL(here.url()).pathname).toBe('/en/cabinet');
  await expectNoAxeViolations(here);

  await cabinet.open('en', 'cabinet/profile');
  await cabinet.fillAndSubmit('profile-form', { '#profile-name': 'Olena Kovalenko' }, 'profile-save');
  await here.waitForFunction(() => document.body.innerText.includes('Saved.'));
  await expectNoAxeViolations(here);
  const me = await here.evaluate(
    async (url) => (await fetch(url, { credentials: 'include' })).json(),
    apiUrl('/user_info?config_id=en'),
  );
  expect(me.user.name).toBe('Olena Kovalenko');

  const newPassword = 'Quiet-Harbour-2027';
  await cabinet.fillAndSubmit(
    'password-form',
    { '#password-current': client.password, '#password-new': newPassword, '#password-repeat': newPassword },
    'password-save',
  );
  expect(await cabinet.text('[data-testid="password-changed"]')).toContain('signed out on all other devices');
  await expectNoAxeViolations(here);

  // This browser stays signed in; the other one is asked to sign in again.
  await cabinet.open('en', 'cabinet/profile');
  await here.waitForSelector('[data-testid="profile-form"]');
  await elsewhere.goto(shellUrl('/en/cabinet'), { waitUntil: 'networkidle0' });
  await elsewhere.waitForFunction(
    () => location.pathname.endsWith('/login') || document.querySelector('[data-testid="sign-in-needed"]'),
  );
  const oldLogin = await fetch(apiUrl('/login?config_id=en'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shellUrl('').replace(/\/$/, '') },
    body: JSON.stringify({ email: client.email, password: client.password }),
  });
  expect(oldLogin.status).toBe(401);
});

test('a client downloads their data, deletes the account, lands signed out on the home page, and can register again', async () => {
  const client = await createClient('pl');
  const page = await signedInPage('pl', client.email, client.password);
  const cabinet = new ClientCabinet(page);
  await cabinet.open('pl', 'cabinet/my-data');
  await expectNoAxeViolations(page);

  // The link is a plain download of the api's answer, sent with this browser's session cookie.
  const href = await page.$eval('[data-testid="export-my-data"]', (a) => (a as HTMLAnchorElement).href);
  const cookie = (await page.cookies(href)).map((c) => `${c.name}=${c.value}`).join('; ');
  const response = await fetch(href, { headers: { cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="rozmova-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  const exported = { body: await response.json() };
  expect(exported.body.profile).toMatchObject({ email: client.email, name: 'Olena E2E', locale: 'pl' });
  expect(exported.body.consents.terms_accepted_at).toEqual(expect.any(String));
  expect(exported.body).toHaveProperty('sessions');
  expect(exported.body).toHaveProperty('orders');

  await page.$eval('[data-testid="delete-start"]', (b) => (b as HTMLElement).click());
  const confirmation = await cabinet.text('[data-testid="delete-confirmation"]');
  expect(confirmation).toContain('Co usuwamy od razu');
  expect(confirmation).toContain('od 3 do 10 lat');
  expect(confirmation).toContain('przyszłe sesje zostaną odwołane');
  // Issue 23, point 4: what deletion would lose, from the api (nothing bought on this account).
  await page.waitForSelector('[data-testid="deletion-losses-none"]');
  await expectNoAxeViolations(page);
  await page.$eval('[data-testid="delete-understood"]', (b) => (b as HTMLElement).click());
  await page.$eval('[data-testid="delete-confirm"]', (b) => (b as HTMLElement).click());
  await page.waitForFunction(() => location.pathname === '/pl/home', { timeout: 45_000 });
  await page.waitForSelector('[data-testid="nav-login"]');

  // The api lets nobody in as them any more and the old session is gone.
  const auth = await page.evaluate(
    async (url) => (await fetch(url, { credentials: 'include' })).json(),
    apiUrl('/auth?config_id=pl'),
  );
  expect(auth.user.email).toBeNull();
  const oldLogin = await fetch(apiUrl('/login?config_id=pl'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shellUrl('').replace(/\/$/, '') },
    body: JSON.stringify({ email: client.email, password: client.password }),
  });
  expect(oldLogin.status).toBe(401);

  // The same address can start afresh.
  const again = await fetch(apiUrl('/register?config_id=pl'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shellUrl('').replace(/\/$/, '') },
    body: JSON.stringify({ email: client.email, password: 'New-Start-2027', name: 'Olena', oferta_accepted: true }),
  });
  expect(again.status).toBe(200);
});
