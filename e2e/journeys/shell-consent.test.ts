// Nothing external loads before consent; the tag loads after it, never in a _storyblok preview.
import { ShellPage } from '../pages/shell-page';
import { controlUrl, freshPagePerTest, shellUrl } from '../support/browser';

const journey = freshPagePerTest();
let requested: string[];

beforeEach(() => {
  requested = [];
  journey.page.on('request', (request) => requested.push(request.url()));
});

/** Hosts the platform itself serves from in the journeys (all on localhost). */
function external(urls: string[]): string[] {
  return urls.filter((url) => !url.startsWith('data:') && new URL(url).hostname !== 'localhost');
}

test("before consent only the platform's own hosts are contacted, and the consent defaults are denied", async () => {
  const shell = new ShellPage(journey.page);
  await shell.open('/pl/home');
  expect(await shell.consentBannerVisible()).toBe(true);
  expect(external(requested)).toEqual([]);
  const defaults = await journey.page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .find((args) => args[0] === 'consent'),
  );
  expect(defaults?.[1]).toBe('default');
  expect(defaults?.[2]).toMatchObject({
    analytics_storage: 'denied',
    ad_storage: 'denied',
    security_storage: 'granted',
    wait_for_update: 2000,
  });
});

test('ua consent defaults do not wait for an update', async () => {
  await new ShellPage(journey.page).open('/ua/login');
  const defaults = await journey.page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .find((args) => args[0] === 'consent'),
  );
  expect(defaults?.[2]).not.toHaveProperty('wait_for_update');
});

test('accepting loads the configured tag scripts; the choice is remembered', async () => {
  const shell = new ShellPage(journey.page);
  await shell.open('/ro/login');
  await shell.acceptConsent();
  await journey.page.waitForFunction(() => Boolean(document.getElementById('rozmova-tag')));
  await journey.page.waitForNetworkIdle();
  const tags = external(requested);
  expect(tags.some((url) => url.startsWith(controlUrl('/gtag/js')))).toBe(true);
  expect(tags.some((url) => url.startsWith(controlUrl('/server-container.js')))).toBe(true);
  // The staging id, and the hits sent to the site's collect path (rewritten to the container there).
  const config = await journey.page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .find((args) => args[0] === 'config'),
  );
  expect(config?.[1]).toBe('G-E2ETEST');
  expect(config?.[2]).toMatchObject({ server_container_url: shellUrl('/metrics') });
  await shell.open('/ro/register');
  expect(await shell.consentBannerVisible()).toBe(false);
});

test('"Cookie settings" in the footer brings the choice back; the privacy policy is one click away (issue 23, point 14)', async () => {
  const shell = new ShellPage(journey.page);
  await shell.open('/pl/login');
  await journey.page.click('[data-testid="consent-reject"]');
  expect(await shell.consentBannerVisible()).toBe(false);
  await journey.page.click('[data-testid="cookie-settings"]');
  expect(await shell.consentBannerVisible()).toBe(true);
  await shell.acceptConsent();
  expect(await shell.consentBannerVisible()).toBe(false);

  await journey.page.click('footer [data-testid="privacy-link"]');
  await shell.waitForPath('/pl/privacy');
  await journey.page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Polityka prywatności');
  const text = await journey.page.$eval('main', (main) => main.textContent ?? '');
  for (const part of ['Co zbieramy', 'Jak długo', 'Komu powierzamy', 'pomoc@rozmova.pl', 'Moje dane']) {
    expect(text).toContain(part);
  }
  // Every market has its own, under its own address, named in its own language.
  for (const [path, title] of [
    ['/ua/privacy', 'Політика конфіденційності'],
    ['/ro/privacy', 'Politica de confidențialitate'],
    ['/en/privacy', 'Privacy policy'],
  ] as const) {
    const response = await fetch(shellUrl(path));
    expect([path, response.status]).toEqual([path, 200]);
    expect(await response.text()).toContain(title);
  }
});

test('in a _storyblok preview nothing external loads even after consent was given', async () => {
  const shell = new ShellPage(journey.page);
  await journey.page.evaluateOnNewDocument(() => {
    localStorage.setItem('rozmova_consent', JSON.stringify({ choice: 'granted' }));
  });
  await shell.open('/en/home?_storyblok=123');
  expect(await shell.consentBannerVisible()).toBe(false);
  expect(external(requested)).toEqual([]);
});

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}
