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
  // The free-time calendar's words (@rozmova/web/ui/slot-calendar-texts), its day and month names as
  // @rozmova/web/client-time writes them, and zone names (@rozmova/contracts/time-zones) for the inline renderer.
  const calendar = {};
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
    const { SLOT_CALENDAR_TEXTS } = await tsImport(
      repoFile('shared/web/src/ui/slot-calendar-texts.ts').href,
      import.meta.url,
    );
    const time = await tsImport(repoFile('shared/web/src/client-time.ts').href, import.meta.url);
    const zoneNames = await tsImport(repoFile('shared/contracts/src/time-zones.ts').href, import.meta.url);
    const { zoneCityName } = await tsImport(repoFile('shared/contracts/src/zone-choices.ts').href, import.meta.url);
    const { MARKETS } = await tsImport(repoFile('shared/contracts/src/markets.ts').href, import.meta.url);
    const zoneList = [
      ...new Set([
        'UTC',
        ...[
          ...readFileSync(repoFile('shared/contracts/src/time-zones.ts'), 'utf8').matchAll(
            /'([A-Z][A-Za-z_]+\/[A-Za-z_]+)'/g,
          ),
        ].map((m) => m[1]),
        ...Object.values(MARKETS).map((market) => market.timezone),
      ]),
    ];
    for (const locale of locales) {
      // 2026-11-01 is a Sunday: seven days give the weekdays, the 15th of each month the months.
      const week = Array.from({ length: 7 }, (_, i) => time.formatDayParts(`2026-11-0${i + 1}`, 'UTC', locale));
      const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-15`);
      calendar[locale] = {
        texts: SLOT_CALENDAR_TEXTS[locale] ?? null,
        marketZone: MARKETS[locale]?.timezone ?? 'UTC',
        names: {
          weekdaysMin: week.map((day) => day.weekday),
          weekdays: week.map((day) => day.full.split(', ')[0]),
          months: months.map((day) => time.formatMonthSpan(day, day, 'UTC', locale).replace(/\s*\d+$/, '')),
          monthsAfterDay: months.map((day) => time.formatDayParts(day, 'UTC', locale).month),
        },
        zones: Object.fromEntries(zoneList.map((zone) => [zone, zoneNames.zoneName(zone, locale)])),
        cities: Object.fromEntries(zoneList.map((zone) => [zone, zoneCityName(zone, locale)])),
        calendarLocale: MARKETS[locale]?.locales.booking_calendar_locale ?? 'en-GB',
      };
      // formatDayLong's pattern ('dddd, LL') with its parts named: a Sunday, 1 November 2026.
      const sunday = time.formatDayLong('2026-11-01', 'UTC', locale);
      const { weekdays, monthsAfterDay } = calendar[locale].names;
      calendar[locale].longDay = sunday
        .replace(weekdays[0], '{{w}}')
        .replace(`1 ${monthsAfterDay[10]}`, '{{d}} {{m}}')
        .replace('2026', '{{y}}');
      try {
        const client = JSON.parse(readFileSync(repoFile(`mf-client-cabinet/src/locales/${locale}.json`), 'utf8'));
        const worker = JSON.parse(readFileSync(repoFile(`mf-worker-cabinet/src/locales/${locale}.json`), 'utf8'));
        // Only the words the renderer writes: the HTML stays small.
        const pick = (from, keys) => Object.fromEntries(keys.map((key) => [key, from?.[key]]));
        calendar[locale].sessions = {
          sessions: {
            ...pick(client.sessions, [
              'title',
              'none_upcoming',
              'find_therapist',
              'next_title',
              'when',
              'your_zone',
              'therapist_time',
              'kind_personal',
              'kind_couple',
              'details_link',
            ]),
            labels: pick(client.sessions?.labels, ['therapist', 'therapist_time', 'type']),
          },
        };
        calendar[locale].agenda = {
          agenda: pick(worker.agenda, [
            'title',
            'view_label',
            'view_day',
            'view_week',
            'today',
            'no_sessions',
            'client_unknown',
            'client_deleted',
            'kind',
          ]),
          zone_note: worker.common?.zone_time,
        };
      } catch {
        // no cabinet copies
      }
    }
  } catch {
    // sources not beside the server: no booking copy, no banner in the HTML
  }
  return { booking, consent, formatPrice, serviceIds, calendar };
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
