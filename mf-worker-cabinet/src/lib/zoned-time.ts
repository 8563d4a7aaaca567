// Dates and times as the therapist reads them: in their own zone, in the market's calendar locale.
// Intl carries the zone data, so the cabinet ships no time-zone tables of its own.
import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';

const calendarLocale = (locale: MarketLocale): string => MARKETS[locale].locales.booking_calendar_locale;

export function formatDay(iso: string, locale: MarketLocale, zone: string): string {
  return new Intl.DateTimeFormat(calendarLocale(locale), {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(iso));
}

export function formatShortDate(iso: string, locale: MarketLocale, zone: string): string {
  return new Intl.DateTimeFormat(calendarLocale(locale), {
    timeZone: zone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
}

export function formatTime(iso: string, locale: MarketLocale, zone: string): string {
  return new Intl.DateTimeFormat(calendarLocale(locale), {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** A calendar date (YYYY-MM-DD, read as a date, not an instant) in the market's words. */
export function formatDate(date: string, locale: MarketLocale): string {
  return new Intl.DateTimeFormat(calendarLocale(locale), {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));
}

export function formatMonth(month: string, locale: MarketLocale): string {
  return new Intl.DateTimeFormat(calendarLocale(locale), { timeZone: 'UTC', month: 'short', year: '2-digit' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
}

/** The weekday's name (ISO: 1 = Monday) in the market's language. */
export function weekdayName(weekday: number, locale: MarketLocale): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(calendarLocale(locale), { timeZone: 'UTC', weekday: 'long' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
}

/** The calendar date (YYYY-MM-DD) an instant falls on in a zone. */
export function dateIn(instant: Date | string, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** ISO weekday (1 = Monday ... 7 = Sunday) of a calendar date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}
