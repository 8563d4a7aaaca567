// client-time writes with the browser's Intl what it wrote with moment-timezone before; every string must
// stay the same, so this compares it with the moment version it replaced, kept here as the reference.
import { isDeepStrictEqual } from 'node:util';
import moment from 'moment-timezone/builds/moment-timezone-with-data-10-year-range';
import 'moment/locale/uk';
import 'moment/locale/pl';
import 'moment/locale/ro';
import 'moment/locale/en-gb';
import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';
import * as clientTime from '../client-time';

const LOCALES: readonly MarketLocale[] = ['ua', 'pl', 'ro', 'en'];
const ZONES = [
  'Europe/Kiev',
  'Europe/Kyiv',
  'Europe/Warsaw',
  'Europe/Bucharest',
  'Europe/London',
  'America/New_York',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'America/Santiago',
  'UTC',
];
const FROM = Date.UTC(2026, 0, 1);
const TO = Date.UTC(2028, 0, 1);
const MINUTE = 60_000;
const DAY = 86_400_000;

// The moment-timezone version of client-time, as it was. Its functions only read the moment they are
// given, so one parse serves all of them (moment's parsing is most of this test's time).
const parsed = new Map<string, moment.Moment>();
function at(isoOrDay: string, zone: string, locale: MarketLocale): moment.Moment {
  const key = `${isoOrDay} ${zone} ${locale}`;
  let m = parsed.get(key);
  if (!m) {
    m = isoOrDay.length === 10 ? moment.tz(isoOrDay, 'YYYY-MM-DD', zone) : moment.tz(isoOrDay, zone);
    m.locale(MARKETS[locale].locales.moment_locale);
    parsed.set(key, m);
  }
  return m;
}
const AFTER_UNTIL: Partial<Record<MarketLocale, readonly string[]>> = {
  ua: ['неділі', 'понеділка', 'вівторка', 'середи', 'четверга', "п'ятниці", 'суботи'],
  pl: ['niedzieli', 'poniedziałku', 'wtorku', 'środy', 'czwartku', 'piątku', 'soboty'],
};
const UNTIL: Record<MarketLocale, string> = { ua: 'до', pl: 'do', ro: 'până', en: 'until' };
const reference = {
  clientTimeZone(locale: MarketLocale): string {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && moment.tz.zone(zone) ? zone : MARKETS[locale].timezone;
  },
  dayKey: (iso: string, zone: string) => moment.tz(iso, zone).format('YYYY-MM-DD'),
  formatDayParts(isoOrDay: string, zone: string, locale: MarketLocale) {
    const m = at(isoOrDay, zone, locale);
    const month = m.format('D MMMM').replace(/^\d+\s*/, '');
    return { weekday: m.format('dd'), date: m.format('D'), month, full: m.format('dddd, D MMMM') };
  },
  formatMonthSpan(firstDay: string, lastDay: string, zone: string, locale: MarketLocale) {
    const first = at(firstDay, zone, locale);
    const last = at(lastDay, zone, locale);
    if (first.isSame(last, 'month')) return `${last.format('MMMM')} ${last.format('YYYY')}`;
    const from = first.isSame(last, 'year') ? first.format('MMMM') : `${first.format('MMMM')} ${first.format('YYYY')}`;
    return `${from} – ${last.format('MMMM')} ${last.format('YYYY')}`;
  },
  formatDayShort: (isoOrDay: string, zone: string, locale: MarketLocale) =>
    at(isoOrDay, zone, locale).format(locale === 'ua' ? 'dd, D MMMM' : 'dd, D MMM'),
  formatUntil(iso: string, zone: string, locale: MarketLocale, withTime: boolean) {
    const m = at(iso, zone, locale);
    const weekday = AFTER_UNTIL[locale]?.[m.day()] ?? m.format('dddd');
    const time = withTime ? `, ${m.format('HH:mm')}` : '';
    return `${UNTIL[locale]} ${weekday}, ${m.format('D MMMM YYYY')}${time}`;
  },
  formatDayLong: (iso: string, zone: string, locale: MarketLocale) => at(iso, zone, locale).format('dddd, LL'),
  formatTime: (iso: string, zone: string, locale: MarketLocale) => at(iso, zone, locale).format('HH:mm'),
  daysFrom(fromDay: string, count: number, zone: string) {
    const start = moment.tz(fromDay, 'YYYY-MM-DD', zone);
    return Array.from({ length: count }, (_, i) => start.clone().add(i, 'day').format('YYYY-MM-DD'));
  },
  today: (zone: string) => moment.tz(zone).format('YYYY-MM-DD'),
  dayStartIso: (day: string, zone: string) => moment.tz(day, 'YYYY-MM-DD', zone).toISOString(),
};

type Compared = keyof typeof reference;

class Comparison {
  count = 0;
  readonly differences: { fn: Compared; args: unknown[]; intl: unknown; moment: unknown }[] = [];

  check<F extends Compared>(fn: F, ...args: Parameters<(typeof reference)[F]>): void {
    const call = (impl: Record<Compared, unknown>) => (impl[fn] as (...a: unknown[]) => unknown)(...args);
    const intl = call(clientTime);
    const expected = call(reference);
    this.count += 1;
    if (!isDeepStrictEqual(intl, expected)) this.differences.push({ fn, args, intl, moment: expected });
  }
}

/** The zone's clock changes in the two years, from moment-timezone's own data. */
function clockChanges(zone: string): number[] {
  return (moment.tz.zone(zone)?.untils ?? []).filter((until) => until >= FROM && until < TO);
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A wall-clock time without an offset, read on the zone's clock ("2026-03-29T02:30:00"). */
const wallTime = (ms: number) => new Date(ms).toISOString().slice(0, 19);

function instants(zone: string): string[] {
  const times: number[] = [];
  for (let t = FROM; t < TO; t += 7 * 60 * MINUTE + 13 * MINUTE) times.push(t);
  for (const change of clockChanges(zone)) times.push(change - MINUTE, change, change + 29 * MINUTE);
  return times.map((t) => new Date(t).toISOString());
}

/** Wall-clock times around each change: some the clock skips, some it shows twice. */
function wallTimesAroundChanges(zone: string): string[] {
  const walls: string[] = [];
  for (const change of clockChanges(zone)) {
    for (const offset of [moment.tz(change - MINUTE, zone).utcOffset(), moment.tz(change, zone).utcOffset()]) {
      for (const minutes of [-45, -1, 0, 15, 30, 59, 60]) walls.push(wallTime(change + (offset + minutes) * MINUTE));
    }
  }
  return walls;
}

function days(): number[] {
  const all: number[] = [];
  for (let t = FROM; t < TO; t += DAY) all.push(t);
  return all;
}

describe('client-time writes what moment-timezone wrote', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each(ZONES)('for instants and days in %s, in every market language', (zone) => {
    const comparison = new Comparison();
    const times = instants(zone);
    const walls = wallTimesAroundChanges(zone);
    for (const iso of [...times, ...walls]) {
      comparison.check('dayKey', iso, zone);
      for (const locale of LOCALES) {
        comparison.check('formatTime', iso, zone, locale);
        comparison.check('formatDayLong', iso, zone, locale);
        comparison.check('formatUntil', iso, zone, locale, false);
        comparison.check('formatUntil', iso, zone, locale, true);
        comparison.check('formatDayShort', iso, zone, locale);
        comparison.check('formatDayParts', iso, zone, locale);
      }
    }
    for (const t of days()) {
      const day = isoDay(t);
      comparison.check('dayStartIso', day, zone);
      comparison.check('daysFrom', day, 9, zone);
      for (const locale of LOCALES) {
        comparison.check('formatDayParts', day, zone, locale);
        comparison.check('formatDayShort', day, zone, locale);
        comparison.check('formatDayLong', day, zone, locale);
        comparison.check('formatMonthSpan', day, isoDay(t + 6 * DAY), zone, locale);
        comparison.check('formatMonthSpan', day, isoDay(t + 40 * DAY), zone, locale);
      }
    }
    const now = jest.spyOn(Date, 'now');
    for (const iso of times) {
      now.mockReturnValue(Date.parse(iso));
      comparison.check('today', zone);
    }

    expect(comparison.differences).toEqual([]);
    expect(clockChanges(zone).length).toBe(zone === 'UTC' || zone === 'Asia/Kolkata' ? 0 : 4);
    expect(comparison.count).toBeGreaterThan(79_000);
  });

  it('takes the zone the browser names, else the market zone', () => {
    const comparison = new Comparison();
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    for (const zone of [...ZONES, 'Mars/Olympus', '']) {
      jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
        this: Intl.DateTimeFormat,
      ) {
        return { ...resolvedOptions.call(this), timeZone: zone };
      });
      for (const locale of LOCALES) comparison.check('clientTimeZone', locale);
      jest.restoreAllMocks();
    }
    expect(comparison.differences).toEqual([]);
    expect(comparison.count).toBe(48);
  });
});
