// Time zones named the way people say them, as a phrase that follows a time: "17:00 за київським часом",
// "17:00 czasu warszawskiego", "17:00 ora României", "5 pm Kyiv time". Never the raw IANA id on screen or in
// an e-mail, and never the old spelling of Kyiv, though the market config keeps `Europe/Kiev`.
// Shared by the web apps and the api's e-mails and PDFs, so both say it the same way.
import { MARKETS, type MarketLocale } from './markets';
import { isValidTimeZone } from './zoned-time';

type ZonePhrases = Readonly<Record<MarketLocale, string>>;

const KYIV: ZonePhrases = { ua: 'за київським часом', pl: 'czasu kijowskiego', ro: 'ora Ucrainei', en: 'Kyiv time' };

/** The zones of the four markets and their neighbours, keyed by IANA id (old and new spellings alike). */
const KNOWN_ZONES: Readonly<Record<string, ZonePhrases>> = {
  'Europe/Kiev': KYIV,
  'Europe/Kyiv': KYIV,
  'Europe/Warsaw': { ua: 'за варшавським часом', pl: 'czasu warszawskiego', ro: 'ora Poloniei', en: 'Warsaw time' },
  'Europe/Bucharest': {
    ua: 'за бухарестським часом',
    pl: 'czasu bukareszteńskiego',
    ro: 'ora României',
    en: 'Bucharest time',
  },
  'Europe/London': { ua: 'за лондонським часом', pl: 'czasu londyńskiego', ro: 'ora Londrei', en: 'UK time' },
  'Europe/Chisinau': {
    ua: 'за кишинівським часом',
    pl: 'czasu kiszyniowskiego',
    ro: 'ora Republicii Moldova',
    en: 'Chișinău time',
  },
  'Europe/Berlin': { ua: 'за берлінським часом', pl: 'czasu berlińskiego', ro: 'ora Berlinului', en: 'Berlin time' },
  'Europe/Paris': { ua: 'за паризьким часом', pl: 'czasu paryskiego', ro: 'ora Parisului', en: 'Paris time' },
  'Europe/Madrid': { ua: 'за мадридським часом', pl: 'czasu madryckiego', ro: 'ora Madridului', en: 'Madrid time' },
  'Europe/Rome': { ua: 'за римським часом', pl: 'czasu rzymskiego', ro: 'ora Romei', en: 'Rome time' },
  'Europe/Prague': { ua: 'за празьким часом', pl: 'czasu praskiego', ro: 'ora Pragăi', en: 'Prague time' },
  'Europe/Vilnius': { ua: 'за вільнюським часом', pl: 'czasu wileńskiego', ro: 'ora Vilniusului', en: 'Vilnius time' },
  'Europe/Dublin': { ua: 'за дублінським часом', pl: 'czasu dublińskiego', ro: 'ora Dublinului', en: 'Dublin time' },
  'America/New_York': {
    ua: 'за нью-йоркським часом',
    pl: 'czasu nowojorskiego',
    ro: 'ora New York-ului',
    en: 'New York time',
  },
  UTC: { ua: 'за всесвітнім часом (UTC)', pl: 'czasu UTC', ro: 'ora UTC', en: 'UTC' },
  'Etc/UTC': { ua: 'за всесвітнім часом (UTC)', pl: 'czasu UTC', ro: 'ora UTC', en: 'UTC' },
};

const CALENDAR_LOCALE: Readonly<Record<MarketLocale, string>> = { ua: 'uk-UA', pl: 'pl-PL', ro: 'ro-RO', en: 'en-GB' };

/** One formatter per language and zone, kept: building one costs far more than using it. */
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();
function zoneNameFormat(locale: MarketLocale, zone: string): Intl.DateTimeFormat {
  const key = `${locale} ${zone}`;
  let format = zoneNameFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(CALENDAR_LOCALE[locale], { timeZone: zone, timeZoneName: 'longGeneric' });
    zoneNameFormats.set(key, format);
  }
  return format;
}

/** Any other zone: the browser's own generic name for it ("Central European Time"), in a phrase of the language. */
function genericPhrase(zone: string, locale: MarketLocale, at: Date): string {
  let name: string | undefined;
  try {
    name = zoneNameFormat(locale, zone)
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    name = undefined;
  }
  // Some engines fall back to "GMT+02:00" or a city; a city is never shown in its old spelling.
  const label = (name ?? 'UTC').replace(/\bKiev\b/g, 'Kyiv');
  switch (locale) {
    case 'ua':
      return `за часовим поясом «${label}»`;
    case 'pl':
      return `czasu strefy „${label}”`;
    case 'ro':
      return `ora din fusul „${label}”`;
    default:
      return label;
  }
}

/** The phrase naming a zone in a language, e.g. zoneName('Europe/Kiev', 'ua') === 'за київським часом'. */
export function zoneName(zone: string, locale: MarketLocale, at: Date = new Date()): string {
  return KNOWN_ZONES[zone]?.[locale] ?? genericPhrase(zone, locale, at);
}

/** Whether two zones keep the same clock at `at` (Europe/Kiev and Europe/Kyiv, or two CET cities). */
export function sameClock(a: string, b: string, at: Date = new Date()): boolean {
  if (a === b) return true;
  try {
    const format = (zone: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', day: '2-digit' }).format(
        at,
      );
    return format(a) === format(b);
  } catch {
    return false;
  }
}

/**
 * Building an Intl.DateTimeFormat costs far more than formatting with one (a tenth of a therapist's booking
 * for a client on the api was spent here): one per language, zone and style, kept (a few dozen at most).
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: MarketLocale, zone: string, dateStyle: 'full' | 'long'): Intl.DateTimeFormat {
  const key = `${locale} ${zone} ${dateStyle}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(CALENDAR_LOCALE[locale], { timeZone: zone, dateStyle, timeStyle: 'short' });
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** A zone the runtime knows, else the fallback (a profile may hold a zone an older runtime lacks). */
function knownZone(zone: string | null | undefined, fallback: string): string {
  return zone && isValidTimeZone(zone) ? zone : fallback;
}

/**
 * An instant for e-mails and PDFs, on the clock of `zone` and named once after it, the way the market
 * writes a date: "понеділок, 30 листопада 2026 р. о 17:00 за київським часом",
 * "poniedziałek, 30 listopada 2026 16:00 czasu warszawskiego", "Monday, 30 November 2026 at 15:00 UK time".
 * A missing or unknown `zone` falls back to the market's zone; `withZone: false` leaves the name out (for
 * the first of two times in one sentence, so the zone is said only once).
 */
export function formatZonedDateTime(
  at: Date,
  zone: string | null | undefined,
  locale: MarketLocale,
  options: { dateStyle?: 'full' | 'long'; withZone?: boolean } = {},
): string {
  const shown = knownZone(zone, MARKETS[locale].timezone);
  const text = dateTimeFormat(locale, shown, options.dateStyle ?? 'full').format(at);
  return options.withZone === false ? text : `${text} ${zoneName(shown, locale, at)}`;
}
