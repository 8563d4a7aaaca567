// What the shell's static server needs to know about a page address, at serve time:
// - its HTTP status: 404 for an address no app renders (the shell's route table, written by its build
//   as route-table.json from the same rules it routes by, and for CMS pages the content source itself,
//   since editors add pages without a rebuild), 200 otherwise;
// - its <html lang> (the market's language for /{locale}/... addresses);
// - the <head> hints that start the page's downloads before any JavaScript runs: the shell's own start-up
//   chunks and its texts in the page's language (preload.json, written by its build) and, for the remote
//   that owns the page, its manifest, remoteEntry.js, the chunks of its `./App` and its texts in the page's
//   language (with the ICU formatter when they hold ICU messages), read from the remote's mf-manifest.json at
//   the URL the run-time /remotes.json gives, asked for each page. A remote that moves or is redeployed is
//   picked up without a shell build, and one that is down is not hinted;
// - its <title> and meta description in the market's language: the shell's texts for its named pages
//   (page-meta.json, written by its build), the story's SEO fields for a CMS page.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderedContent, prerenderedFrame, prerenderedTherapists } from './prerender-content.mjs';

const CONTENT_TTL_MS = 60_000;
const LOOKUP_TIMEOUT_MS = 1_500;
/** The therapists' catalogue changes with a therapist's edit or a booking's price rule: kept briefly. */
const CATALOGUE_TTL_MS = 30_000;
/** An api that does not answer is asked again this soon, not on every page. */
const CATALOGUE_RETRY_MS = 5_000;
/** A copy is a head start, never a wait: past this the page goes out without it. */
const CATALOGUE_TIMEOUT_MS = 800;
/** As many pages of 50 as mf_booking walks to find one therapist (get-therapists.ts). */
const CATALOGUE_PAGES = 20;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/**
 * The language of a remote's own texts chunk from its file name (`booking-texts-ua-json.8ce67672.js`: the
 * chunk name its i18n loader gives, then the content hash); null for any other file. A remote's copy of the
 * shared texts (`texts-ua.…js`) is not its own: the shell's copy of the i18n module loads the shell's.
 * @param {string} file
 */
export function remoteTextsLocale(file) {
  return /(?:^|\/)[a-z][a-z-]*-texts-([a-z]{2})-json\.[0-9a-f]+\.js$/.exec(file)?.[1] ?? null;
}

/** A texts chunk that holds ICU messages: its namespace has an `icu` object (@rozmova/web/i18n/icu). */
const ICU_TEXTS = /["']?\bicu["']?\s*:\s*\{/;

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** react-router's matchPath with `end: true`, for the patterns route-table.json holds. */
export function matchesPattern(pattern, segments) {
  const parts = pattern.split('/').filter(Boolean);
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i];
    if (part === '*' && i === parts.length - 1) return true;
    const segment = segments[i];
    if (segment === undefined) return false;
    if (part.startsWith(':')) continue;
    if (part.toLowerCase() !== segment.toLowerCase()) return false;
  }
  return segments.length === parts.length;
}

/** Which rule of the table owns `/{locale}/{rest}`; null when none does. */
export function ownerRule(table, rest) {
  const segments = rest.split('/').filter(Boolean);
  return table.routes.find((rule) => matchesPattern(rule.pattern, segments)) ?? null;
}

/**
 * Whether the owner of a prefix renders a page at `rest` (`gift-codes` yes, `gift-codes/whatever` no). A table
 * from an older shell build, without `pages`, keeps the prefix answer.
 */
export function rendersPage(table, owner, rest) {
  const pages = table.pages?.[owner];
  if (!pages) return true;
  const segments = rest.split('/').filter(Boolean);
  return pages.some((pattern) => matchesPattern(pattern, segments));
}

const escapeAttr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

async function fetchWithTimeout(url, timeoutMs = LOOKUP_TIMEOUT_MS) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(url, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/** The global the page's data requests are kept in (@rozmova/web/prefetch, PREFETCH_GLOBAL). */
export const PREFETCH_GLOBAL = '__rozmovaPrefetch';
/** The api's session cookie (api/src/plugins/app/sessions, SESSION_COOKIE). */
const SESSION_COOKIE = 'sid';
/** The booking widget's calendar (CALENDAR_DAYS, @rozmova/web/ui/slot-calendar) and the agenda's week (AGENDA_DAYS). */
const CALENDAR_DAYS = 28;
const AGENDA_DAYS = 7;
const DAY_MS = 86_400_000;
/** SERVICE_IDS.personal (@rozmova/contracts/constants): the session type a therapist's page opens with. */
const PERSONAL_SERVICE_ID = '2f6b1c9e4a7d4b0f9c3e8a51d7e2b6c4';

/** Whether the request carries the api's session cookie (only when the api shares the site's host). */
export function hasSessionCookie(cookieHeader) {
  return String(cookieHeader ?? '')
    .split(';')
    .some((part) => {
      const [name, value] = part.trim().split('=');
      return name === SESSION_COOKIE && Boolean(value);
    });
}

/**
 * The api requests a page exists for, asked with the same parameters in the same order as the remote that
 * renders it: `[path, [[name, value]...]]`, a number value being an offset in ms from the current minute (the
 * loaders floor `now` the same way, @rozmova/web/prefetch `prefetchMinute`). Empty for every other page, and
 * for a signed-in area without the session cookie: a visitor who is not signed in must not cause a 401.
 * @param {{ locale: string, rest: string, query: URLSearchParams, signedIn: boolean }} page
 */
export function dataRequests({ locale, rest, query, signedIn }) {
  if (rest === 'therapists') {
    const id = query.get('psychologist_id');
    // Another session type asked for in the address: the widget asks for that one itself.
    if (!id || query.has('service_id')) return [];
    return [
      // mf-booking finds the therapist in the catalogue's pages of 50 (get-therapists.ts, getTherapist): the first.
      [
        '/get_therapists_data',
        [
          ['config_id', locale],
          ['page', '1'],
          ['per_page', '50'],
        ],
      ],
      [
        '/v4/get_free_slots',
        [
          ['config_id', locale],
          ['worker_id', id],
          ['service_id', PERSONAL_SERVICE_ID],
          ['from', 0],
          ['to', CALENDAR_DAYS * DAY_MS],
        ],
      ],
    ];
  }
  if (!signedIn) return [];
  // The shell checks the session (auth-api.ts, fetchAuth) before a private page renders anything.
  const session = ['/auth', [['config_id', locale]]];
  // mf-client-cabinet's sessions page: the upcoming ones (50) and the first page of past ones (10).
  if (rest === 'cabinet')
    return [
      session,
      [
        '/v4/entities/get-cabinet-appointment-list',
        [
          ['config_id', locale],
          ['kind', 'upcoming'],
          ['page', '1'],
          ['per_page', '50'],
        ],
      ],
      [
        '/v4/entities/get-cabinet-appointment-list',
        [
          ['config_id', locale],
          ['kind', 'past'],
          ['page', '1'],
          ['per_page', '10'],
        ],
      ],
    ];
  // mf-worker-cabinet's agenda (agendaQuery): a day back to a week and a day ahead, cancelled ones too.
  if (rest === 'cabinet/appointments-list')
    return [
      session,
      [
        '/v4/worker/get_bookings',
        [
          ['from', -DAY_MS],
          ['to', (AGENDA_DAYS + 1) * DAY_MS],
          ['status', 'all'],
          ['per_page', '200'],
        ],
      ],
    ];
  return [];
}

/**
 * An inline script that starts the page's api requests while its JavaScript downloads and keeps each promise
 * in `window.__rozmovaPrefetch[url]`, the URL built as @rozmova/web's api client builds it (URLSearchParams).
 * The script reads each body itself and keeps a copy: an answer nobody takes (a revoked session sent to sign in
 * before the list is asked for) would otherwise stay an open request in Chromium, and the page never went idle.
 * '' when there is nothing to ask.
 * @param {string} apiBase
 * @param {ReturnType<typeof dataRequests>} requests
 */
export function dataPrefetchScript(apiBase, requests) {
  if (!apiBase || requests.length === 0) return '';
  const base = apiBase.replace(/\/+$/, '');
  const json = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    `<script>(function(){try{var s=window.${PREFETCH_GLOBAL}=window.${PREFETCH_GLOBAL}||{},` +
    `m=Math.floor(Date.now()/6e4)*6e4;${json(requests)}.forEach(function(r){var p=new URLSearchParams();` +
    `r[1].forEach(function(v){p.set(v[0],typeof v[1]==='number'?new Date(m+v[1]).toISOString():v[1]);});` +
    `var u=${json(base)}+r[0]+'?'+p.toString(),f=fetch(u,{credentials:'include',cache:'no-store',` +
    `headers:{accept:'application/json'}}).then(function(x){return x.text().then(function(t){` +
    `return new Response(t===''?null:t,{status:x.status,statusText:x.statusText,headers:x.headers});});});` +
    `f.catch(function(){});s[u]=f;});}catch(e){}})();</script>`
  );
}

const repoFile = (path) => new URL(`../${path}`, import.meta.url);

/**
 * The apps' own texts and formatting for the copies, read from their sources (the shell's server runs from
 * this repository): mf_booking's `booking` namespace, the shared `common` namespace's consent texts,
 * @rozmova/contracts' formatPrice and service ids (TypeScript, loaded through tsx). Null for what cannot be
 * read: the copy that needs it is then left out, never written with other words.
 */
async function loadAppTexts(locales) {
  const booking = {};
  const consent = {};
  let formatPrice = null;
  let serviceIds = null;
  for (const locale of locales) {
    try {
      booking[locale] = JSON.parse(readFileSync(repoFile(`mf-booking/src/locales/${locale}.json`), 'utf8'));
    } catch {
      booking[locale] = null;
    }
  }
  try {
    const { tsImport } = await import('tsx/esm/api');
    const format = await tsImport(repoFile('shared/contracts/src/format.ts').href, import.meta.url);
    const constants = await tsImport(repoFile('shared/contracts/src/constants.ts').href, import.meta.url);
    formatPrice = format.formatPrice;
    serviceIds = constants.SERVICE_IDS;
    for (const locale of locales) {
      const module = await tsImport(repoFile(`shared/web/src/i18n/locales/${locale}.ts`).href, import.meta.url);
      consent[locale] = module[locale]?.common?.consent ?? null;
    }
  } catch {
    // sources not beside the server: no booking copy, no banner in the HTML
  }
  return { booking, consent, formatPrice, serviceIds };
}

/**
 * @param {{ dist: string, runtimeFiles: Record<string, string>, contentSource: { endpoint: string, token: string } }} options
 */
export function shellPages({ dist, runtimeFiles, contentSource }) {
  const table = readJson(join(dist, 'route-table.json'));
  const shellPreload = readJson(join(dist, 'preload.json'));
  const namedPageMeta = readJson(join(dist, 'page-meta.json')) ?? {};
  const remotes = runtimeFiles['/remotes.json'] ? JSON.parse(runtimeFiles['/remotes.json']) : {};
  const config = runtimeFiles['/config.json'] ? JSON.parse(runtimeFiles['/config.json']) : {};
  const apiOrigin = config.apiBase ? new URL(config.apiBase).origin : null;
  // Read once, when the server starts, so the first page does not wait for them.
  const appTexts = loadAppTexts(table ? Object.keys(table.locales) : []);
  const texts = () => appTexts;

  /** The address mf-content's Storyblok client asks first for a published story (same parameters, same order). */
  function storyUrl(locale, slug) {
    const { contentFolder = locale, contentLanguage = 'default' } = table.locales[locale] ?? {};
    const language =
      contentLanguage && contentLanguage !== 'default' ? `&language=${encodeURIComponent(contentLanguage)}` : '';
    return `${contentSource.endpoint}/cdn/stories/${contentFolder}/${slug}?version=published${language}&token=${encodeURIComponent(contentSource.token)}`;
  }

  const storyCache = new Map();
  /** Whether the story exists, and its title and description as mf-content names the page. */
  async function storyInfo(locale, slug) {
    const key = `${locale}/${slug}`;
    const cached = storyCache.get(key);
    if (cached && cached.until > Date.now()) return cached;
    const url = storyUrl(locale, slug);
    let info = { exists: true, meta: null, story: null };
    try {
      const response = await fetchWithTimeout(url);
      // Only a clear "no such story" makes a 404; a content service that is down must not hide pages.
      if (response.status === 404) {
        await response.arrayBuffer();
        info = { exists: false, meta: null, story: null };
      } else if (response.ok) {
        const story = (await response.json())?.story;
        const content = story?.content ?? {};
        const text = (value) => (typeof value === 'string' ? value : '');
        const title = text(content.seo_title) || text(content.title) || text(story?.name);
        info = {
          exists: true,
          meta: title ? { title, description: text(content.seo_description) || text(content.intro) || null } : null,
          story: story ?? null,
        };
      } else {
        await response.arrayBuffer();
      }
    } catch {
      info = { exists: true, meta: null, story: null };
    }
    if (storyCache.size > 5000) storyCache.clear();
    const entry = { ...info, until: Date.now() + CONTENT_TTL_MS };
    storyCache.set(key, entry);
    return entry;
  }
  const storyExists = async (locale, slug) => (await storyInfo(locale, slug)).exists;

  async function status(pathname) {
    if (!table) return 200;
    const [locale, ...restSegments] = pathname.split('/').filter(Boolean);
    // `/` and addresses without a market locale: the shell sends them on to a localised address.
    if (!locale || !Object.hasOwn(table.locales, locale)) return 200;
    const rest = restSegments.join('/');
    if (rest === '') return 200;
    const rule = ownerRule(table, rest);
    if (!rule) return 404;
    if (rule.owner === 'mf_content' && rule.pattern.startsWith(':')) {
      if (!SLUG.test(rest) || !contentSource) return SLUG.test(rest) ? 200 : 404;
      return (await storyExists(locale, rest)) ? 200 : 404;
    }
    return rendersPage(table, rule.owner, rest) ? 200 : 404;
  }

  // Asked again for every page (concurrent asks share one request): a script preload that fails sticks
  // to its address in the browser, so hinting a remote that has just gone down would also break the
  // region's "try again" once it is back.
  const manifestRequests = new Map();
  function remoteHints(name, locale) {
    const key = `${name} ${locale}`;
    const pending = manifestRequests.get(key);
    if (pending) return pending;
    const request = readRemoteHints(name, locale).finally(() => manifestRequests.delete(key));
    manifestRequests.set(key, request);
    return request;
  }

  // Whether a remote's texts chunk holds ICU messages (the i18n module then loads the formatter before the
  // namespace is ready), by its content-hashed URL: a file at such an address never changes.
  const icuByTextsUrl = new Map();
  function textsNeedIcu(url) {
    const known = icuByTextsUrl.get(url);
    if (known) return known;
    const request = (async () => {
      try {
        const response = await fetchWithTimeout(url);
        if (!response.ok) {
          await response.arrayBuffer();
          icuByTextsUrl.delete(url);
          return false;
        }
        return ICU_TEXTS.test(await response.text());
      } catch {
        icuByTextsUrl.delete(url);
        return false;
      }
    })();
    if (icuByTextsUrl.size > 200) icuByTextsUrl.clear();
    icuByTextsUrl.set(url, request);
    return request;
  }

  /**
   * @param {string} name the remote
   * @param {string | undefined} locale the page's language: its texts chunk (and the ICU formatter when they
   *   hold ICU messages) are hinted with the remote's first chunks, else they are asked for a round trip after
   *   the remote's `./App` has run, and the formatter one more after that
   */
  async function readRemoteHints(name, locale) {
    const manifestUrl = remotes[name];
    if (!manifestUrl) return '';
    const base = new URL('.', manifestUrl).href;
    const origin = new URL(manifestUrl).origin;
    // Both connection pools: the manifest is fetched without credentials, scripts load with them.
    const links = [
      `<link rel="preconnect" href="${escapeAttr(origin)}">`,
      `<link rel="preconnect" href="${escapeAttr(origin)}" crossorigin>`,
    ];
    try {
      const response = await fetchWithTimeout(manifestUrl);
      if (!response.ok) return links.join('\n    ');
      const manifest = await response.json();
      links.push(`<link rel="preload" href="${escapeAttr(manifestUrl)}" as="fetch" crossorigin>`);
      const entry = manifest.metaData?.remoteEntry;
      if (entry?.name)
        links.push(
          `<link rel="preload" href="${escapeAttr(new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href)}" as="script">`,
        );
      const app = manifest.exposes?.find((expose) => expose.path === './App');
      for (const file of app?.assets?.css?.sync ?? [])
        links.push(`<link rel="preload" href="${escapeAttr(new URL(file, base).href)}" as="style">`);
      for (const file of app?.assets?.js?.sync ?? [])
        links.push(`<link rel="preload" href="${escapeAttr(new URL(file, base).href)}" as="script">`);
      const texts = (app?.assets?.js?.async ?? [])
        .filter((file) => remoteTextsLocale(file) === locale)
        .map((file) => new URL(file, base).href);
      for (const url of texts) links.push(`<link rel="preload" href="${escapeAttr(url)}" as="script">`);
      const icu = shellPreload?.icu ?? [];
      if (icu.length && (await Promise.all(texts.map(textsNeedIcu))).some(Boolean))
        for (const file of icu) links.push(`<link rel="preload" href="/${escapeAttr(file)}" as="script">`);
    } catch {
      // the remote is down: the page shows its calm fallback, nothing of it to preload
    }
    return links.join('\n    ');
  }

  const shellLinks = [
    ...(apiOrigin ? [`<link rel="preconnect" href="${escapeAttr(apiOrigin)}">`] : []),
    ...(shellPreload?.css ?? []).map((file) => `<link rel="preload" href="/${escapeAttr(file)}" as="style">`),
    ...(shellPreload?.js ?? []).map((file) => `<link rel="preload" href="/${escapeAttr(file)}" as="script">`),
  ];
  /** The shell's texts of the page's language (the shared ones and its own), asked for by the start otherwise. */
  const textLinks = (locale) =>
    (shellPreload?.texts?.[locale] ?? []).map((file) => `<link rel="preload" href="/${escapeAttr(file)}" as="script">`);

  /**
   * @param {string} pathname
   * @param {{ query?: URLSearchParams, cookie?: string }} [request] the address's query and the Cookie header
   */
  async function head(pathname, { query = new URLSearchParams(), cookie = '' } = {}) {
    const links = [...shellLinks];
    if (table) {
      const [locale, ...restSegments] = pathname.split('/').filter(Boolean);
      const rest = restSegments.join('/') || 'home';
      const rule = locale && Object.hasOwn(table.locales, locale) ? ownerRule(table, rest) : null;
      const signedIn = hasSessionCookie(cookie);
      if (locale && Object.hasOwn(table.locales, locale)) links.push(...textLinks(locale));
      // The page's data first: its request starts while the parser is still in the head.
      const prefetch = rule ? dataPrefetchScript(config.apiBase, dataRequests({ locale, rest, query, signedIn })) : '';
      if (prefetch) links.unshift(prefetch);
      // A signed-in visitor's landing in a private area: the remote that renders it, hinted like a public page's.
      const privateOwner = signedIn
        ? { cabinet: 'mf_client_cabinet', 'cabinet/appointments-list': 'mf_worker_cabinet' }[rest]
        : undefined;
      if (privateOwner) {
        const hints = await remoteHints(privateOwner, locale);
        if (hints) links.push(hints);
      }
      // Private areas send anonymous visitors to sign in first: nothing of theirs is needed up front.
      if (rule && rule.owner.startsWith('mf_') && !rule.private) {
        // A CMS page: its story downloads beside the code that will render it.
        if (rule.owner === 'mf_content' && contentSource && SLUG.test(rest)) {
          links.push(`<link rel="preload" href="${escapeAttr(storyUrl(locale, rest))}" as="fetch" crossorigin>`);
        }
        const hints = await remoteHints(rule.owner, locale);
        if (hints) links.push(hints);
      }
    }
    return links.length ? `    ${links.join('\n    ')}` : '';
  }

  /** The page's language from its first byte (the shell keeps it in step afterwards). */
  function lang(pathname) {
    const locale = pathname.split('/').filter(Boolean)[0];
    return table && locale && Object.hasOwn(table.locales, locale) ? (table.locales[locale].htmlLang ?? null) : null;
  }

  /**
   * The page's <title> and meta description, or null to keep the HTML's own: the not-found texts for a
   * 404, a therapist's name on their page (as mf_booking names it once it runs), the shell's texts for its
   * named pages, the story's SEO fields for a CMS page.
   * @param {string} pathname
   * @param {number} pageStatus
   * @param {URLSearchParams} [query]
   */
  async function meta(pathname, pageStatus, query = new URLSearchParams()) {
    if (!table) return null;
    const [locale, ...restSegments] = pathname.split('/').filter(Boolean);
    if (!locale || !Object.hasOwn(table.locales, locale)) return null;
    const texts = namedPageMeta[locale] ?? {};
    if (pageStatus === 404) return texts.notFound ?? null;
    const rest = restSegments.join('/') || 'home';
    const therapistId = rest === 'therapists' ? query.get('psychologist_id') : null;
    if (therapistId) {
      const title = await therapistTitle(locale, therapistId);
      if (title) return { title, description: texts.therapists?.description ?? null };
    }
    const named = table.named?.find((page) => matchesPattern(page.pattern, restSegments));
    if (named && Object.hasOwn(texts, named.key)) return texts[named.key];
    const rule = ownerRule(table, rest);
    if (rule?.owner === 'mf_content' && contentSource && SLUG.test(rest)) return (await storyInfo(locale, rest)).meta;
    return null;
  }

  // The api's public catalogue as mf_booking asks for it (its get-therapists.ts: the same address, so the
  // same cached answer), shared by concurrent pages and kept CATALOGUE_TTL_MS.
  const catalogueCache = new Map();
  function catalogue(locale, query) {
    const params = new URLSearchParams({ config_id: locale, ...query });
    const url = `${config.apiBase}/get_therapists_data?${params}`;
    const cached = catalogueCache.get(url);
    if (cached && cached.until > Date.now()) return cached.request;
    const request = (async () => {
      try {
        const response = await fetchWithTimeout(url, CATALOGUE_TIMEOUT_MS);
        if (!response.ok) {
          await response.arrayBuffer();
          return null;
        }
        const page = await response.json();
        return Array.isArray(page?.therapists) ? page : null;
      } catch {
        return null;
      }
    })();
    const entry = { request, until: Date.now() + CATALOGUE_TTL_MS };
    if (catalogueCache.size > 500) catalogueCache.clear();
    catalogueCache.set(url, entry);
    void request.then((page) => {
      if (!page) entry.until = Math.min(entry.until, Date.now() + CATALOGUE_RETRY_MS);
    });
    return request;
  }

  /** One therapist the way mf_booking finds them: the pages of 50 walked until the id is listed. */
  async function oneTherapist(locale, id) {
    for (let page = 1; page <= CATALOGUE_PAGES; page += 1) {
      const result = await catalogue(locale, { page: String(page), per_page: '50' });
      if (!result) return null;
      const found = result.therapists.find((therapist) => therapist.id === id);
      if (found) return found;
      if (page * result.per_page >= result.total) return null;
    }
    return null;
  }

  /**
   * "Ірина Бондаренко — терапевт · Розмова": mf_booking's `therapist_page.page_title` with the name the
   * catalogue gives and the brand; null when the api does not answer or lists no such therapist (the page
   * keeps the therapists' title until the app names it).
   */
  async function therapistTitle(locale, id) {
    const brand = namedPageMeta[locale]?.header?.brand;
    if (!config.apiBase || !brand) return null;
    const [{ booking }, therapist] = await Promise.all([texts(), oneTherapist(locale, id)]);
    const pattern = booking[locale]?.therapist_page?.page_title;
    const name = typeof therapist?.name === 'string' ? therapist.name.trim() : '';
    if (!pattern || !name) return null;
    return `${pattern.replace('{{name}}', () => name)} · ${brand}`;
  }

  /**
   * The first screen of a CMS page as static HTML (scripts/prerender-content.mjs), from the same cached
   * story as its title, of the therapists' list and a therapist's page, from the api's catalogue, and
   * the frame (header, consent banner) of a signed-in area's page; null for any other page, a 404, a content service or api that does not answer, or a shell build
   * without the header's texts: the page then waits for the app, as it always did.
   * @param {string} pathname
   * @param {number} pageStatus
   * @param {URLSearchParams} [query]
   */
  async function body(pathname, pageStatus, query = new URLSearchParams()) {
    if (!table || pageStatus !== 200) return null;
    const [locale, ...restSegments] = pathname.split('/').filter(Boolean);
    if (!locale || !Object.hasOwn(table.locales, locale)) return null;
    const rest = restSegments.join('/');
    const rule = rest ? ownerRule(table, rest) : null;
    const header = namedPageMeta[locale]?.header ?? null;
    if (rule?.owner === 'mf_content' && contentSource && SLUG.test(rest)) {
      const [{ story }, { consent }] = await Promise.all([storyInfo(locale, rest), texts()]);
      return prerenderedContent({
        locale,
        rest,
        locales: Object.keys(table.locales),
        texts: header,
        consent: consent[locale] ?? null,
        story,
      });
    }
    if (rule?.owner === 'mf_booking' && rest === 'therapists' && config.apiBase && header) {
      const { booking, consent, formatPrice, serviceIds } = await texts();
      if (!booking[locale] || !formatPrice || !serviceIds) return null;
      const id = query.get('psychologist_id');
      const [list, therapist] = await Promise.all([
        id === null ? catalogue(locale, { service_id: serviceIds.personal, per_page: '50' }) : null,
        id === null ? null : oneTherapist(locale, id),
      ]);
      return prerenderedTherapists({
        locale,
        query,
        locales: Object.keys(table.locales),
        texts: header,
        consent: consent[locale] ?? null,
        booking: booking[locale],
        formatPrice,
        personalServiceId: serviceIds.personal,
        therapists: list?.therapists ?? null,
        therapist,
      });
    }
    if (rule?.private) {
      const { consent } = await texts();
      const search = [...query.keys()].length ? `?${query.toString()}` : '';
      return prerenderedFrame({
        locale,
        rest,
        search,
        locales: Object.keys(table.locales),
        texts: header,
        consent: consent[locale] ?? null,
      });
    }
    return null;
  }

  return { status, head, lang, meta, body };
}

const STORYBLOK_ENDPOINTS = {
  eu: 'https://api.storyblok.com/v2',
  us: 'https://api-us.storyblok.com/v2',
  ap: 'https://api-ap.storyblok.com/v2',
  ca: 'https://api-ca.storyblok.com/v2',
  cn: 'https://app.storyblokchina.cn/v2',
};

/**
 * Where the shell's server asks whether a CMS page exists: the same source mf-content reads (its
 * README, "Configuring Storyblok"), with the public token, published stories only.
 */
export function contentSource(env, ports) {
  if (env.STORYBLOK_TOKEN) {
    const endpoint =
      env.STORYBLOK_ENDPOINT || STORYBLOK_ENDPOINTS[env.STORYBLOK_REGION || 'eu'] || STORYBLOK_ENDPOINTS.eu;
    return { endpoint: endpoint.replace(/\/+$/, ''), token: env.STORYBLOK_TOKEN };
  }
  // The stand-in's public token (mf-content/src/config/local-content-source.ts).
  const endpoint = env.STORYBLOK_ENDPOINT || `http://localhost:${ports.contentServer}/v2`;
  return { endpoint: endpoint.replace(/\/+$/, ''), token: 'local-public-token' };
}
