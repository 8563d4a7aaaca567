// The platform is served as production must be: JavaScript and JSON (the apps' files and the api's
// answers) arrive compressed, hashed chunks
// are cached for good while what a deploy replaces is revalidated, the home page's HTML already asks
// for the remote it needs and speaks the market's language, and an address no app renders answers a
// real 404 with the shell's page.
import type { HTTPResponse } from 'puppeteer';
import { ContentRegion } from '../pages/content-page';
import { ShellPage } from '../pages/shell-page';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { apiUrl, freshPagePerTest, shellUrl } from '../support/browser';

const journey = freshPagePerTest();

function isScriptOrJson(response: HTTPResponse): boolean {
  const type = response.headers()['content-type'] ?? '';
  return response.status() === 200 && (type.includes('javascript') || type.includes('application/json'));
}

test('every script and JSON file of /ua/home arrives compressed, from the shell and from the remote', async () => {
  const responses: HTTPResponse[] = [];
  journey.page.on('response', (response) => {
    if (isScriptOrJson(response) && !response.url().includes('/api/')) responses.push(response);
  });
  const shell = new ShellPage(journey.page);
  await shell.open('/ua/home');
  expect((await new ContentRegion(journey.page).text()).length).toBeGreaterThan(40);

  const shellOrigin = new URL(shellUrl()).origin;
  const urls = responses.map((response) => response.url());
  // The shell's own files, its run-time manifest and config, and mf_content's manifest and chunks.
  expect(urls.some((url) => url.startsWith(shellOrigin) && url.endsWith('.js'))).toBe(true);
  expect(urls).toEqual(expect.arrayContaining([`${shellOrigin}/remotes.json`, `${shellOrigin}/config.json`]));
  expect(urls.some((url) => !url.startsWith(shellOrigin) && url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(urls.some((url) => !url.startsWith(shellOrigin) && url.endsWith('/remoteEntry.js'))).toBe(true);
  const uncompressed = responses
    .filter((response) => !['br', 'gzip'].includes(response.headers()['content-encoding'] ?? ''))
    .map((response) => response.url());
  expect(uncompressed).toEqual([]);
});

test("the api's JSON arrives compressed: the therapist list of /pl/therapists", async () => {
  const listAnswer = journey.page.waitForResponse(
    (response) => response.url().includes('/api/get_therapists_data') && response.request().method() === 'GET',
  );
  await new ShellPage(journey.page).open('/pl/therapists');
  const answer = await listAnswer;
  expect(answer.status()).toBe(200);
  // The browser accepts brotli, and the list (several KiB of JSON) comes back as brotli.
  expect(answer.headers()['content-encoding']).toBe('br');
  const list = (await answer.json()) as { therapists: unknown[] };
  expect(list.therapists.length).toBeGreaterThan(0);
});

test('hashed chunks are cached for good, the HTML and the run-time files are revalidated', async () => {
  const home = await fetch(shellUrl('/ua/home'), { headers: { 'accept-encoding': 'br' } });
  expect(home.status).toBe(200);
  expect(home.headers.get('cache-control')).toBe('no-cache');
  const html = await home.text();
  // Named by its script tag, or by the loader that adds it after the first paint (a page with a static
  // first screen).
  const chunk = /"(\/main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
  expect(chunk).toBeDefined();
  const script = await fetch(shellUrl(chunk), { headers: { 'accept-encoding': 'br' } });
  expect(script.headers.get('cache-control')).toContain('immutable');
  const etag = script.headers.get('etag');
  expect(etag).toBeTruthy();
  const again = await fetch(shellUrl(chunk), { headers: { 'accept-encoding': 'br', 'if-none-match': etag as string } });
  expect(again.status).toBe(304);
  for (const file of ['/remotes.json', '/config.json']) {
    expect((await fetch(shellUrl(file))).headers.get('cache-control')).toBe('no-cache');
  }
});

test('a page with a static first screen paints it first, then fetches the app and its remote at once', async () => {
  const remotes = (await (await fetch(shellUrl('/remotes.json'))).json()) as Record<string, string>;
  // A page without a copy (the shell's own sign-in) hints its start-up chunks in the head.
  const login = await (await fetch(shellUrl('/ua/login'))).text();
  expect(login).toMatch(/<link rel="preload" href="\/[0-9a-z]+\.[0-9a-f]{8}\.js" as="script">/);
  // /ua/home has its first screen in the HTML: nothing is fetched before it is painted...
  const home = await (await fetch(shellUrl('/ua/home'))).text();
  expect(home).toContain('<div id="prerendered">');
  expect(home).not.toMatch(/<link rel="preload"/);
  expect(home).not.toMatch(/<script defer/);
  // ...and then the remote that renders it comes with the shell's scripts, not after them: its manifest is
  // requested by a hint, before the federation runtime asks for it.
  await new ShellPage(journey.page).open('/ua/home');
  const manifest = await journey.page.evaluate(
    (url) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name === url)
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    remotes.mf_content,
  );
  expect(manifest[0]).toBe('link');
});

test("an unknown address answers 404 with the shell's calm not-found page; a CMS page answers 200", async () => {
  const missing = await journey.page.goto(shellUrl('/ua/no-such-page'));
  expect(missing?.status()).toBe(404);
  await journey.page.waitForSelector('[data-testid="not-found"], [data-remote-region="mf_content"]');
  expect(await journey.page.$eval('header', (header) => header.textContent)).toContain('Психологи');

  const shellRoute = await journey.page.goto(shellUrl('/ua/login'));
  expect(shellRoute?.status()).toBe(200);
  const about = await journey.page.goto(shellUrl('/pl/about'));
  expect(about?.status()).toBe(200);
  const polish = await fetch(shellUrl('/pl/therapists'));
  expect(polish.status).toBe(200);
  // The market's language, the page's title and description from the first byte, before any script runs.
  const polishHtml = await polish.text();
  expect(polishHtml).toMatch(/<html lang="pl"/);
  expect(polishHtml).toContain('<title>Terapeuci · Rozmova</title>');
  expect(polishHtml).toMatch(/<meta name="description" content="[^"]{40,}"/);
  // A CMS page is named by its story, the not-found page by its own words.
  expect(await (await fetch(shellUrl('/ua/home'))).text()).toMatch(/<meta name="description" content="[^"]{40,}"/);
  const missingHtml = await (await fetch(shellUrl('/ua/no-such-page'))).text();
  expect(missingHtml).toMatch(/<title>[^<]+ · Розмова<\/title>/);
  expect((await fetch(shellUrl('/ua/no-such-page/deeper'))).status).toBe(404);
  // Inside a section too (issue 23, point 13): the section owns the prefix, not every address under it.
  for (const path of ['/en/gift-codes/whatever', '/en/cabinet/nope', '/en/booking/x/y', '/en/checkout/nothing']) {
    const response = await fetch(shellUrl(path));
    expect([path, response.status]).toEqual([path, 404]);
    expect(await response.text()).toContain('<title>We could not find this page');
  }
  for (const path of ['/en/gift-codes', '/en/cabinet', '/en/cabinet/sessions/1', '/en/cabinet/statistics']) {
    expect([path, (await fetch(shellUrl(path))).status]).toEqual([path, 200]);
  }
});

test("a CMS page's first screen is in its HTML; the app takes over from it, and other pages have none", async () => {
  // Before any script: the story's title as the page's heading, in the market's language.
  const html = await (await fetch(shellUrl('/ua/home'))).text();
  expect(html).toMatch(/<div id="prerendered">[\s\S]*<h1>Психотерапія онлайн[^<]*<\/h1>/);
  expect(html).toContain('Психологи');
  expect(await (await fetch(shellUrl('/pl/faq'))).text()).toMatch(/<div id="prerendered">[\s\S]*<h1>[^<]+<\/h1>/);
  // Not for the shell's own pages, a 404 or an editor's preview.
  expect(await (await fetch(shellUrl('/ua/login'))).text()).not.toContain('id="prerendered"');
  expect(await (await fetch(shellUrl('/ua/no-such-page'))).text()).not.toContain('id="prerendered"');
  expect(await (await fetch(shellUrl('/ua/home?_storyblok=1'))).text()).not.toContain('id="prerendered"');

  await new ShellPage(journey.page).open('/ua/home');
  expect((await new ContentRegion(journey.page).text()).length).toBeGreaterThan(40);
  await journey.page.waitForFunction(() => !document.getElementById('prerendered'));
  const headings = await journey.page.$$eval('h1', (nodes) =>
    nodes.filter((node) => (node as HTMLElement).offsetParent !== null).map((node) => node.textContent),
  );
  expect(headings).toEqual([expect.stringContaining('Психотерапія онлайн')]);
});

/** The names of the visible elements matching `selector` (the copy's, or the app's once it took over). */
async function visibleTexts(selector: string): Promise<string[]> {
  return journey.page.$$eval(selector, (nodes) =>
    nodes.filter((node) => (node as HTMLElement).offsetParent !== null).map((node) => node.textContent ?? ''),
  );
}

test("the therapists' list and a therapist's page are in their HTML; the app replaces the copy without duplicates", async () => {
  // The list as the app asks for it: the first therapist the page shows.
  const catalogue = (await (
    await fetch(apiUrl(`/get_therapists_data?config_id=pl&service_id=${SERVICE_IDS.personal}&per_page=50`))
  ).json()) as { therapists: Array<{ id: string; name: string; bio: string }> };
  const first = catalogue.therapists[0];
  if (!first) throw new Error('the demo catalogue has no therapist in pl');
  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

  // Before any script: the heading, the first card's name, in Polish; with filters in the address, none.
  const listHtml = await (await fetch(shellUrl('/pl/therapists'))).text();
  expect(listHtml).toMatch(/<div id="prerendered"[^>]*>[\s\S]*<h1 class="pr-heading">Znajdź swojego terapeutę<\/h1>/);
  expect(listHtml).toContain(`<h2 class="pr-name">${escaped(first.name)}</h2>`);
  expect(await (await fetch(shellUrl('/pl/therapists?language=en'))).text()).not.toContain('id="prerendered"');

  await new ShellPage(journey.page).open('/pl/therapists');
  await journey.page.waitForFunction(() => !document.getElementById('prerendered'));
  expect(await visibleTexts('h1')).toEqual(['Znajdź swojego terapeutę']);
  expect((await visibleTexts('[data-testid="therapist-card"] h2')).filter((name) => name === first.name)).toHaveLength(
    1,
  );
  expect(await visibleTexts('[data-testid="consent-banner"] h2')).toHaveLength(1);

  // One therapist's page: the name as its heading and the bio's first words, before any script.
  const profileHtml = await (await fetch(shellUrl(`/pl/therapists?psychologist_id=${first.id}`))).text();
  expect(profileHtml).toContain(`<h1>${escaped(first.name)}</h1>`);
  // Named in the page's title from the first byte (tabs, bookmarks, link previews), as the app names it later.
  expect(profileHtml).toContain(`<title>${escaped(first.name)} — terapeuta · Rozmova</title>`);
  expect(profileHtml).toContain(escaped(first.bio.split(/\n{2,}/)[0] ?? ''));
  await new ShellPage(journey.page).open(`/pl/therapists?psychologist_id=${first.id}`);
  await journey.page.waitForFunction(() => !document.getElementById('prerendered'));
  expect(await visibleTexts('h1')).toEqual([first.name]);
  expect(await journey.page.title()).toBe(`${first.name} — terapeuta · Rozmova`);
});

test('the consent banner of a first visit is in the HTML, gone before paint once answered, and never twice', async () => {
  const html = await (await fetch(shellUrl('/en/home'))).text();
  expect(html).toMatch(/<section class="pr-consent"[^>]*>[\s\S]*Your privacy comes first/);
  // A signed-in area's frame too (the server cannot know who is signed in: header and banner only).
  const cabinetHtml = await (await fetch(shellUrl('/en/cabinet'))).text();
  expect(cabinetHtml).toMatch(
    /<div id="prerendered" data-ready="\*">[\s\S]*Your privacy comes first[\s\S]*<main class="pr-main"><\/main>/,
  );

  // A first visit: the copy's banner, then the app's in its place, one at a time.
  await journey.page.goto(shellUrl('/en/home'), { waitUntil: 'domcontentloaded' });
  expect(await visibleTexts('#pr-consent h2, [data-testid="consent-banner"] h2')).toEqual(['Your privacy comes first']);
  await journey.page.waitForFunction(() => !document.getElementById('prerendered'));
  expect(await visibleTexts('#pr-consent h2, [data-testid="consent-banner"] h2')).toEqual(['Your privacy comes first']);

  // Answered before: no banner in the first paint, nor from the app.
  await journey.page.click('[data-testid="consent-reject"]');
  const painted = await journey.context.newPage();
  await painted.goto(shellUrl('/en/home'), { waitUntil: 'domcontentloaded' });
  expect(await painted.$('#pr-consent')).toBeNull();
  await painted.waitForFunction(() => !document.getElementById('prerendered'));
  expect(await painted.$('[data-testid="consent-banner"]')).toBeNull();
});
