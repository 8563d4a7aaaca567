// Times as a client sees them: in their own zone, in their market's calendar language (mf-booking and mf-payments).
import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';
import moment from '@rozmova/web/moment-tz';

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

/** "wt., 1 gru" / "вт, 1 груд." — weekday and date in the market's language. */
export function formatDayShort(isoOrDay: string, zone: string, locale: MarketLocale): string {
  const m = isoOrDay.length === 10 ? moment.tz(isoOrDay, 'YYYY-MM-DD', zone) : moment.tz(isoOrDay, zone);
  return m.locale(MARKETS[locale].locales.moment_locale).format('dd, D MMM');
}

/** "wtorek, 1 grudnia 2026". */
export function formatDayLong(iso: string, zone: string, locale: MarketLocale): string {
  return inZone(iso, zone, locale).format('dddd, LL');
}

/** "17:00" — 24-hour clock in every market. */
export function formatTime(iso: string, zone: string, locale: MarketLocale): string {
  return inZone(iso, zone, locale).format('HH:mm');
}

/**
 * A zone as people read it, in the market's calendar locale: "Europe/Warsaw (czas środkowoeuropejski
 * standardowy)". The IANA name stays in, because long names differ between browsers.
 */
export function zoneLabel(zone: string, locale: MarketLocale, at: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat(MARKETS[locale].locales.booking_calendar_locale, {
      timeZone: zone,
      timeZoneName: 'long',
    }).formatToParts(at);
    const name = parts.find((p) => p.type === 'timeZoneName')?.value;
    const city = zone.replace(/_/g, ' ');
    return name ? `${city} (${name})` : city;
  } catch {
    return zone;
  }
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
