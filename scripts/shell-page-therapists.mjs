// The therapists' pages of the shell's server (shell-pages.mjs): the api's public catalogue as mf_booking
// asks for it, a therapist's page title, and the apps' own texts and price format for the pages' first screen.
import { readFileSync } from 'node:fs';
import { fetchWithTimeout } from './shell-page-http.mjs';

/** The therapists' catalogue changes with a therapist's edit or a booking's price rule: kept briefly. */
const CATALOGUE_TTL_MS = 30_000;
/** An api that does not answer is asked again this soon, not on every page. */
const CATALOGUE_RETRY_MS = 5_000;
/** A copy is a head start, never a wait: past this the page goes out without it. */
const CATALOGUE_TIMEOUT_MS = 800;
/** As many pages of 50 as mf_booking walks to find one therapist (get-therapists.ts). */
const CATALOGUE_PAGES = 20;

const repoFile = (path) => new URL(`../${path}`, import.meta.url);

/**
 * The apps' own texts and formatting for the copies, read from their sources (the shell's server runs from
 * this repository): mf_booking's `booking` namespace, the shared `common` namespace's consent texts,
 * @rozmova/contracts' formatPrice and service ids (TypeScript, loaded through tsx). Null for what cannot be
 * read: the copy that needs it is then left out, never written with other words.
 */
export async function loadAppTexts(locales) {
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
 * The catalogue, kept briefly and shared by concurrent pages, and the titles named from it.
 * @param {{ config: { apiBase?: string }, namedPageMeta: Record<string, any>, texts: () => ReturnType<typeof loadAppTexts> }} options
 */
export function therapistCatalogue({ config, namedPageMeta, texts }) {
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

  return { catalogue, oneTherapist, therapistTitle };
}
