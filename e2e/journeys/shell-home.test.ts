// `/` follows the language detection order (docs/rules.md) and caches the result: a Ukrainian browser
// lands on /ua/home with Ukrainian content; /pl/home is Polish (content from mf-content).
import { ContentRegion } from '../pages/content-page';
import { ShellPage } from '../pages/shell-page';
import { freshPagePerTest } from '../support/browser';

const journey = freshPagePerTest();

const UKRAINIAN_ONLY = /[іїєґ]/i;
const POLISH_ONLY = /[ąęłńśźż]/i;

/** The browser's own languages, as navigator.languages reports them (chromium here runs with en-US). */
async function browserLanguages(languages: string[]): Promise<void> {
  await journey.page.evaluateOnNewDocument((list: string[]) => {
    Object.defineProperty(navigator, 'languages', { get: () => list });
    Object.defineProperty(navigator, 'language', { get: () => list[0] });
  }, languages);
}

test('a Ukrainian browser: / lands on /ua/home with Ukrainian content, lang uk, and the choice cached', async () => {
  await browserLanguages(['uk-UA', 'uk']);
  const shell = new ShellPage(journey.page);
  await shell.open('/');
  expect(shell.pathname()).toBe('/ua/home');
  expect(await shell.documentLang()).toBe('uk');
  expect(await shell.headerText()).toContain('Психологи');
  const content = await new ContentRegion(journey.page).text();
  expect(content).toMatch(UKRAINIAN_ONLY);
  expect(await journey.page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ua');
});

test('/ and an unknown first segment follow the detection order: lng, cookie, local storage, navigator', async () => {
  await browserLanguages(['ro-RO', 'ro']);
  const shell = new ShellPage(journey.page);
  // The browser's language when nothing else names one; the result is cached in local storage.
  await shell.open('/');
  expect(shell.pathname()).toBe('/ro/home');
  expect(await journey.page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ro');
  // Local storage (the cache) before the browser's language.
  await journey.page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  await shell.open('/xx/login');
  expect(shell.pathname()).toBe('/en/login');
  // The cookie before local storage.
  await journey.page.setCookie({ name: 'i18next', value: 'pl', url: new URL(journey.page.url()).origin });
  await shell.open('/');
  expect(shell.pathname()).toBe('/pl/home');
  expect(await shell.headerText()).toContain('Psycholodzy');
  expect(await journey.page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('pl');
  // The query parameter lng before everything.
  await shell.open('/?lng=ua');
  expect(shell.pathname()).toBe('/ua/home');
  expect(await journey.page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ua');
});

test('/pl/home is Polish: header, content and document language', async () => {
  const shell = new ShellPage(journey.page);
  await shell.open('/pl/home');
  expect(await shell.documentLang()).toBe('pl');
  expect(await shell.headerText()).toContain('Psycholodzy');
  const content = await new ContentRegion(journey.page).text();
  expect(content).toMatch(POLISH_ONLY);
  expect(content).not.toMatch(UKRAINIAN_ONLY);
});

test("a dropped download of the page's texts is asked for again and the page starts in its language", async () => {
  const dropped: string[] = [];
  await journey.page.setRequestInterception(true);
  journey.page.on('request', (request) => {
    if (/\/texts-ua\.[0-9a-f]+\.js$/.test(request.url()) && dropped.length === 0) {
      dropped.push(request.url());
      void request.abort('internetdisconnected');
      return;
    }
    void request.continue();
  });
  const shell = new ShellPage(journey.page);
  await shell.open('/ua/login');
  await journey.page.waitForSelector('[data-testid="login-form"]');
  expect(dropped).toHaveLength(1);
  expect(await journey.page.$eval('h1', (h1) => h1.textContent)).toBe('Раді бачити вас знову');
  expect(await journey.page.$('[data-testid="error-fallback"]')).toBeNull();
});

test('switching language keeps the page and changes the document language with the store', async () => {
  const shell = new ShellPage(journey.page);
  await shell.open('/ua/login');
  await journey.page.click('header a[hreflang="ro"]');
  await shell.waitForPath('/ro/login');
  await shell.waitForDocumentLang('ro');
  expect(await shell.documentLang()).toBe('ro');
  expect(await journey.page.$eval('h1', (h1) => h1.textContent)).toBe('Ne bucurăm să vă revedem');
});

test('a path without a market goes to the detected market; an injected lng value is discarded', async () => {
  const shell = new ShellPage(journey.page);
  await shell.open('/login?lng=pl');
  expect(shell.pathname()).toBe('/pl/login');
  // The script-like value is ignored; the detection falls through to the browser (en-US -> en).
  await shell.open('/login?lng=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  expect(shell.pathname()).not.toContain('script');
  expect(['/en/login', '/pl/login']).toContain(shell.pathname());
});

test('utm_source and fbclid are kept in local storage; a falsy synced param leaves the address bar', async () => {
  const shell = new ShellPage(journey.page);
  await shell.open('/ua/login?utm_source=newsletter&fbclid=abc123&psychologist_id=0&service=');
  expect(
    await journey.page.evaluate(() => [localStorage.getItem('utm_source'), localStorage.getItem('fbclid')]),
  ).toEqual(['newsletter', 'abc123']);
  expect(shell.search()).not.toContain('psychologist_id');
  expect(shell.search()).not.toContain('service');
});
