// How the cabinet shows a waitlist: the windows as days and hours, and the minutes left to claim an offer.
import type { MarketLocale } from '@rozmova/contracts/markets';

const CALENDAR_LOCALE: Readonly<Record<MarketLocale, string>> = {
  ua: 'uk-UA',
  pl: 'pl-PL',
  ro: 'ro-RO',
  en: 'en-GB',
};

/** Whole minutes left until `expiresAt`, rounded up (so "1 min" until the very end); 0 once it has passed. */
export function minutesLeft(expiresAt: string, now: number): number {
  const ms = Date.parse(expiresAt) - now;
  return ms > 0 ? Math.ceil(ms / 60_000) : 0;
}

/** ISO weekdays (Monday 1) as the short names of the language, in calendar order. */
export function weekdayNames(weekdays: readonly number[], locale: MarketLocale): string {
  const format = new Intl.DateTimeFormat(CALENDAR_LOCALE[locale], { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return [...weekdays]
    .sort((a, b) => a - b)
    .map((d) => format.format(new Date(Date.UTC(2024, 0, d))))
    .join(', ');
}
