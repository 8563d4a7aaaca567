// Times as a client sees them: in their own zone, in their market's calendar language (mf-booking and mf-payments).
// The browser's Intl holds every zone's rules, so the booking page need not ship moment and its zone data
// (35 KB of gzip); the texts stay exactly the ones moment wrote, names copied from its locale files.
import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';
import { sameClock, zoneName } from '@rozmova/contracts/time-zones';
import { isValidTimeZone, offsetMinutesAt } from '@rozmova/contracts/zoned-time';

/** A calendar's words, from moment's locale files (`MARKETS[locale].locales.moment_locale`). Sunday first. */
interface CalendarNames {
  /** 'dd' */
  readonly weekdaysMin: readonly string[];
  /** 'dddd' */
  readonly weekdays: readonly string[];
  /** 'MMMM' alone is the nominative ("листопад", "listopad"), the form a heading needs. */
  readonly months: readonly string[];
  /** 'MMMM' after the day number ('D MMMM') takes the form a date needs ("30 listopada", "30 листопада"). */
  readonly monthsAfterDay: readonly string[];
  /** 'MMM' */
  readonly monthsShort: readonly string[];
  /** 'LL' */
  readonly LL: string;
}

const words = (list: string): readonly string[] => list.split('_');

const CALENDARS: Readonly<Record<MarketLocale, CalendarNames>> = {
  // moment's uk
  ua: {
    weekdaysMin: words('нд_пн_вт_ср_чт_пт_сб'),
    weekdays: words('неділя_понеділок_вівторок_середа_четвер_пʼятниця_субота'),
    months: words('січень_лютий_березень_квітень_травень_червень_липень_серпень_вересень_жовтень_листопад_грудень'),
    monthsAfterDay: words('січня_лютого_березня_квітня_травня_червня_липня_серпня_вересня_жовтня_листопада_грудня'),
    monthsShort: words('січ_лют_бер_квіт_трав_черв_лип_серп_вер_жовт_лист_груд'),
    LL: 'D MMMM YYYY р.',
  },
  // moment's pl
  pl: {
    weekdaysMin: words('Nd_Pn_Wt_Śr_Cz_Pt_So'),
    weekdays: words('niedziela_poniedziałek_wtorek_środa_czwartek_piątek_sobota'),
    months: words('styczeń_luty_marzec_kwiecień_maj_czerwiec_lipiec_sierpień_wrzesień_październik_listopad_grudzień'),
    monthsAfterDay: words(
      'stycznia_lutego_marca_kwietnia_maja_czerwca_lipca_sierpnia_września_października_listopada_grudnia',
    ),
    monthsShort: words('sty_lut_mar_kwi_maj_cze_lip_sie_wrz_paź_lis_gru'),
    LL: 'D MMMM YYYY',
  },
  // moment's ro: one form of each month
  ro: {
    weekdaysMin: words('Du_Lu_Ma_Mi_Jo_Vi_Sâ'),
    weekdays: words('duminică_luni_marți_miercuri_joi_vineri_sâmbătă'),
    months: words('ianuarie_februarie_martie_aprilie_mai_iunie_iulie_august_septembrie_octombrie_noiembrie_decembrie'),
    monthsAfterDay: words(
      'ianuarie_februarie_martie_aprilie_mai_iunie_iulie_august_septembrie_octombrie_noiembrie_decembrie',
    ),
    monthsShort: words('ian._feb._mart._apr._mai_iun._iul._aug._sept._oct._nov._dec.'),
    LL: 'D MMMM YYYY',
  },
  // moment's en-gb: one form of each month
  en: {
    weekdaysMin: words('Su_Mo_Tu_We_Th_Fr_Sa'),
    weekdays: words('Sunday_Monday_Tuesday_Wednesday_Thursday_Friday_Saturday'),
    months: words('January_February_March_April_May_June_July_August_September_October_November_December'),
    monthsAfterDay: words('January_February_March_April_May_June_July_August_September_October_November_December'),
    monthsShort: words('Jan_Feb_Mar_Apr_May_Jun_Jul_Aug_Sep_Oct_Nov_Dec'),
    LL: 'D MMMM YYYY',
  },
};

/** What a clock on the wall of a zone shows at an instant. `month` 1–12, `weekday` 0 = Sunday. */
interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly weekday: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

const offsetAt = (instant: number, zone: string): number => offsetMinutesAt(zone, instant) * MINUTE;

function wallClock(instant: number, zone: string): WallClock | null {
  if (Number.isNaN(instant)) return null;
  const wall = new Date(instant + offsetAt(instant, zone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    weekday: wall.getUTCDay(),
  };
}

/**
 * The instant a wall-clock time names in a zone, as moment-timezone picks it: of a time the clocks show
 * twice (autumn) the first; of a time that does not exist (spring, a midnight in America/Santiago) the one
 * the earlier offset gives, which reads as that time moved forward by the gap (00:00 -> 01:00).
 */
function instantOfWall(wall: number, zone: string): number {
  const before = offsetAt(wall - DAY, zone);
  const after = offsetAt(wall + DAY, zone);
  if (before === after) return wall - before;
  const withAfter = wall - after;
  return offsetAt(wall - before, zone) !== before && offsetAt(withAfter, zone) === after ? withAfter : wall - before;
}

// The ISO 8601 forms moment reads: a day, a time to the minute, second or fraction, with or without an offset.
const ISO =
  /^\s*(\d{4})-(\d\d)-(\d\d)(?:[T ](\d\d)(?::(\d\d)(?::(\d\d)(?:[.,](\d+))?)?)?([+-]\d\d(?::?\d\d)?|\s*Z)?)?$/;

/** An instant from an ISO string; one without an offset (a day, "2026-12-01") is read on the zone's clock. */
function parseInstant(iso: string, zone: string): number {
  const match = ISO.exec(iso);
  if (!match) return NaN;
  const field = (index: number) => Number(match[index] ?? 0);
  const [year, month, day, hour, minute, second] = [field(1), field(2), field(3), field(4), field(5), field(6)];
  const milli = match[7] ? Math.trunc(Number(`0.${match[7]}`) * 1000) : 0;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, milli);
  const date = new Date(wall);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    return NaN;
  }
  const offset = match[8]?.trim();
  if (!offset) return instantOfWall(wall, zone);
  if (offset === 'Z') return wall;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  return wall - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0)) * MINUTE;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * The few moment patterns this file writes: YYYY MM MMM MMMM D DD dd dddd HH mm and LL. As in moment, an
 * invalid date reads "Invalid date" and the month after a day number takes its date form ("1 grudnia").
 */
function format(clock: WallClock | null, pattern: string, locale: MarketLocale): string {
  if (!clock) return 'Invalid date';
  const names = CALENDARS[locale];
  const expanded = pattern.replace('LL', names.LL);
  const months = /D MMMM/.test(expanded) ? names.monthsAfterDay : names.months;
  const text: Readonly<Record<string, string | undefined>> = {
    YYYY: pad(clock.year, 4),
    MMMM: months[clock.month - 1],
    MMM: names.monthsShort[clock.month - 1],
    MM: pad(clock.month),
    DD: pad(clock.day),
    D: String(clock.day),
    dddd: names.weekdays[clock.weekday],
    dd: names.weekdaysMin[clock.weekday],
    HH: pad(clock.hour),
    mm: pad(clock.minute),
  };
  return expanded.replace(/YYYY|MMMM|MMM|MM|DD|D|dddd|dd|HH|mm/g, (token) => text[token] ?? token);
}

/** The browser's zone; the market's zone when the browser does not tell (old browsers, privacy modes). */
export function clientTimeZone(locale: MarketLocale): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && isValidTimeZone(zone)) return zone;
  } catch {
    // fall through to the market zone
  }
  return MARKETS[locale].timezone;
}

function inZone(iso: string, zone: string): WallClock | null {
  return wallClock(parseInstant(iso, zone), zone);
}

/** Calendar day of an instant in a zone, e.g. "2026-12-01". */
export function dayKey(iso: string, zone: string): string {
  return format(inZone(iso, zone), 'YYYY-MM-DD', 'en');
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
  const day = inZone(isoOrDay, zone);
  // After the day number the month takes the form a date needs ("30 listopada", "30 листопада").
  const month = format(day, 'D MMMM', locale).replace(/^\d+\s*/, '');
  return {
    weekday: format(day, 'dd', locale),
    date: format(day, 'D', locale),
    month,
    full: format(day, 'dddd, D MMMM', locale),
  };
}

/** The month(s) a run of days falls in, written out: "listopad – grudzień 2026", "грудень 2026". */
export function formatMonthSpan(firstDay: string, lastDay: string, zone: string, locale: MarketLocale): string {
  const first = inZone(firstDay, zone);
  const last = inZone(lastDay, zone);
  const sameYear = first !== null && last !== null && first.year === last.year;
  // 'MMMM' alone is the nominative ("листопад", "listopad"), the form a heading needs.
  if (sameYear && first.month === last.month) return `${format(last, 'MMMM', locale)} ${format(last, 'YYYY', locale)}`;
  const from = sameYear
    ? format(first, 'MMMM', locale)
    : `${format(first, 'MMMM', locale)} ${format(first, 'YYYY', locale)}`;
  return `${from} – ${format(last, 'MMMM', locale)} ${format(last, 'YYYY', locale)}`;
}

/** "wt., 1 gru" / "вт, 1 груд." — weekday and date in the market's language. */
export function formatDayShort(isoOrDay: string, zone: string, locale: MarketLocale): string {
  const day = inZone(isoOrDay, zone);
  // Ukrainian short months ("лист.", "січ.") read as other words; the genitive month is written out.
  return locale === 'ua' ? format(day, 'dd, D MMMM', locale) : format(day, 'dd, D MMM', locale);
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
  const at = inZone(iso, zone);
  const weekday = (at && WEEKDAY_AFTER_UNTIL[locale]?.[at.weekday]) ?? format(at, 'dddd', locale);
  const time = withTime ? `, ${format(at, 'HH:mm', locale)}` : '';
  return `${UNTIL[locale]} ${weekday}, ${format(at, 'D MMMM YYYY', locale)}${time}`;
}

/** "wtorek, 1 grudnia 2026". */
export function formatDayLong(iso: string, zone: string, locale: MarketLocale): string {
  return format(inZone(iso, zone), 'dddd, LL', locale);
}

/**
 * "1 grudnia 2026", "1 грудня 2026": the date with no weekday, for running text. After a preposition or a verb
 * ("до …", "на …", "поновиться …", "do …") a weekday would need a case the formatter cannot give, and the
 * Ukrainian "р." would end a sentence in a double full stop; a bare date needs neither.
 */
export function formatDate(iso: string, zone: string, locale: MarketLocale): string {
  return format(inZone(iso, zone), 'D MMMM YYYY', locale);
}

/** "1 grudnia", "1 грудня", "1 December": day and month for running text, no weekday. */
export function formatDayMonth(iso: string, zone: string, locale: MarketLocale): string {
  return format(inZone(iso, zone), 'D MMMM', locale);
}

/** "17:00" — 24-hour clock in every market. */
export function formatTime(iso: string, zone: string, locale: MarketLocale): string {
  return format(inZone(iso, zone), 'HH:mm', locale);
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
  const start = inZone(fromDay, zone);
  return Array.from({ length: count }, (_, i) =>
    format(start && wallClock(Date.UTC(start.year, start.month - 1, start.day + i), 'UTC'), 'YYYY-MM-DD', 'en'),
  );
}

export function today(zone: string): string {
  return format(wallClock(Date.now(), zone), 'YYYY-MM-DD', 'en');
}

/** Start of a local day as an ISO instant, for asking the api for slots from that day on. */
export function dayStartIso(day: string, zone: string): string {
  return new Date(parseInstant(day, zone)).toISOString();
}
