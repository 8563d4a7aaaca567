// Times as a client sees them: in their own zone, in their market's calendar language (mf-booking and mf-payments).
import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';
import moment from '@rozmova/web/moment-tz';
import { sameClock, zoneName } from '@rozmova/contracts/time-zones';

/** The browser's zone; the market's zone when the browser does not tell (old browsers, privacy modes). */
export function clientTimeZone(locale: MarketLocale): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && moment.tz.zone(zone)) return zone;
  } catch {
    // fall through to the market zone
  }
  return MARKETS[locale].timezone;
}

function inZone(iso: string, zone: string, locale: MarketLocale) {
  return moment.tz(iso, zone).locale(MARKETS[locale].locales.moment_locale);
}

/** Calendar day of an instant in a zone, e.g. "2026-12-01". */
export function dayKey(iso: string, zone: string): string {
  return moment.tz(iso, zone).format('YYYY-MM-DD');
}

function dayMoment(isoOrDay: string, zone: string, locale: MarketLocale) {
  const m = isoOrDay.length === 10 ? moment.tz(isoOrDay, 'YYYY-MM-DD', zone) : moment.tz(isoOrDay, zone);
  return m.locale(MARKETS[locale].locales.moment_locale);
}

/**
 * A day of the date strip in two short lines that always fit: the weekday ("wt", "вт") and the day of the
 * month ("1"), plus the month for screen readers ("grudnia") and the whole date ("wtorek, 1 grudnia"). Abbreviated month names are
 * left out on purpose: Ukrainian "лист." reads as "letter".
 */
export function formatDayParts(
  isoOrDay: string,
  zone: string,
  locale: MarketLocale,
): { weekday: string; date: string; month: string; full: string } {
  const m = dayMoment(isoOrDay, zone, locale);
  // After the day number the month takes the form a date needs ("30 listopada", "30 листопада").
  const month = m.format('D MMMM').replace(/^\d+\s*/, '');
  return { weekday: m.format('dd'), date: m.format('D'), month, full: m.format('dddd, D MMMM') };
}

/** The month(s) a run of days falls in, written out: "listopad – grudzień 2026", "грудень 2026". */
export function formatMonthSpan(firstDay: string, lastDay: string, zone: string, locale: MarketLocale): string {
  const first = dayMoment(firstDay, zone, locale);
  const last = dayMoment(lastDay, zone, locale);
  // 'MMMM' alone is the nominative ("листопад", "listopad"), the form a heading needs.
  if (first.isSame(last, 'month')) return `${last.format('MMMM')} ${last.format('YYYY')}`;
  const from = first.isSame(last, 'year') ? first.format('MMMM') : `${first.format('MMMM')} ${first.format('YYYY')}`;
  return `${from} – ${last.format('MMMM')} ${last.format('YYYY')}`;
}

/** "wt., 1 gru" / "вт, 1 груд." — weekday and date in the market's language. */
export function formatDayShort(isoOrDay: string, zone: string, locale: MarketLocale): string {
  const m = dayMoment(isoOrDay, zone, locale);
  // Ukrainian short months ("лист.", "січ.") read as other words; the genitive month is written out.
  return locale === 'ua' ? m.format('dd, D MMMM') : m.format('dd, D MMM');
}

// "до понеділка", "do poniedziałku": after the preposition the weekday takes the genitive in Ukrainian
// and Polish; Romanian ("până luni") and English ("until Monday") keep it as it is. Sunday first.
const WEEKDAY_AFTER_UNTIL: Readonly<Record<MarketLocale, readonly string[] | null>> = {
  ua: ['неділі', 'понеділка', 'вівторка', 'середи', 'четверга', "п'ятниці", 'суботи'],
  pl: ['niedzieli', 'poniedziałku', 'wtorku', 'środy', 'czwartku', 'piątku', 'soboty'],
  ro: null,
  en: null,
};
const UNTIL: Readonly<Record<MarketLocale, string>> = { ua: 'до', pl: 'do', ro: 'până', en: 'until' };

/**
 * "до вівторка, 1 грудня 2026", "do wtorku, 1 grudnia 2026", "până marți, 1 decembrie 2026",
 * "until Tuesday, 1 December 2026"; with `withTime` the clock time follows ("…, 17:00").
 */
export function formatUntil(iso: string, zone: string, locale: MarketLocale, withTime = false): string {
  const m = inZone(iso, zone, locale);
  const weekday = WEEKDAY_AFTER_UNTIL[locale]?.[m.day()] ?? m.format('dddd');
  const time = withTime ? `, ${m.format('HH:mm')}` : '';
  return `${UNTIL[locale]} ${weekday}, ${m.format('D MMMM YYYY')}${time}`;
}

/** "wtorek, 1 grudnia 2026". */
export function formatDayLong(iso: string, zone: string, locale: MarketLocale): string {
  return inZone(iso, zone, locale).format('dddd, LL');
}

/** "17:00" — 24-hour clock in every market. */
export function formatTime(iso: string, zone: string, locale: MarketLocale): string {
  return inZone(iso, zone, locale).format('HH:mm');
}

/** A zone as people say it after a time: "за київським часом", "czasu warszawskiego", "Kyiv time". */
export function zoneLabel(zone: string, locale: MarketLocale, at: Date = new Date()): string {
  return zoneName(zone, locale, at);
}

/** The therapist's zone, only when its clock differs from the client's (else it is said once, for both). */
export function otherZone(
  therapistZone: string | null | undefined,
  clientZone: string,
  at: Date = new Date(),
): string | null {
  return therapistZone && !sameClock(therapistZone, clientZone, at) ? therapistZone : null;
}

/** The calendar days from `fromDay` on, `count` of them, as "YYYY-MM-DD" in `zone`. */
export function daysFrom(fromDay: string, count: number, zone: string): string[] {
  const start = moment.tz(fromDay, 'YYYY-MM-DD', zone);
  return Array.from({ length: count }, (_, i) => start.clone().add(i, 'day').format('YYYY-MM-DD'));
}

export function today(zone: string): string {
  return moment.tz(zone).format('YYYY-MM-DD');
}

/** Start of a local day as an ISO instant, for asking the api for slots from that day on. */
export function dayStartIso(day: string, zone: string): string {
  return moment.tz(day, 'YYYY-MM-DD', zone).toISOString();
}
