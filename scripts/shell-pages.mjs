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
import { contentStories } from './shell-page-content.mjs';
import { dataPrefetchScript, dataRequests, hasSessionCookie } from './shell-page-data.mjs';
import { cabinetScript } from './shell-page-draw-cabinet.mjs';
import { freeTimesScript } from './shell-page-draw.mjs';
import { escapeAttr } from './shell-page-http.mjs';
import { remoteHinter } from './shell-page-remotes.mjs';
import { matchesPattern, ownerRule, rendersPage } from './shell-page-routes.mjs';
import { loadAppTexts, therapistCatalogue } from './shell-page-therapists.mjs';

export { contentSource } from './shell-page-content.mjs';
export { PREFETCH_GLOBAL, dataPrefetchScript, dataRequests, hasSessionCookie } from './shell-page-data.mjs';
export { remoteTextsLocale } from './shell-page-remotes.mjs';
export { matchesPattern, ownerRule, rendersPage } from './shell-page-routes.mjs';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
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
  const { storyUrl, storyInfo, storyExists } = contentStories({ table, contentSource });
  const remoteHints = remoteHinter({ remotes, shellPreload });
  const { catalogue, oneTherapist, therapistTitle } = therapistCatalogue({ config, namedPageMeta, texts });

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
      // A therapist's page: its free times drawn into the copy as soon as they arrive (shell-page-draw.mjs).
      const workerId = rest === 'therapists' ? query.get('psychologist_id') : null;
      if (prefetch && workerId) {
        const calendar = (await texts()).calendar?.[locale];
        const draw = calendar
          ? freeTimesScript({
              locale,
              marketZone: calendar.marketZone,
              workerId,
              texts: calendar.texts,
              names: calendar.names,
              zones: calendar.zones,
            })
          : '';
        if (draw) links.splice(1, 0, draw);
      }
      // A signed-in area's first screen drawn from the person's own answers, in their browser.
      const cabinetPage = signedIn ? { cabinet: 'sessions', 'cabinet/appointments-list': 'agenda' }[rest] : undefined;
      if (prefetch && cabinetPage) {
        const calendar = (await texts()).calendar?.[locale];
        const draw = calendar
          ? cabinetScript({ page: cabinetPage, locale, ...calendar, texts: calendar[cabinetPage] ?? null })
          : '';
        if (draw) links.splice(1, 0, draw);
      }
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
