// The time zones people choose from, named the way they say them ("Київ", "Warszawa", "Bucharest"), with
// the clock's offset, the same names on every screen: the client's and the therapist's profile. A short
// list of the markets' zones and their neighbours first; any other zone the runtime knows is found by
// searching its city (never the raw IANA id, never the old spelling "Kiev").
import type { MarketLocale } from './markets';
import { isValidTimeZone } from './zoned-time';

type Names = Readonly<Record<MarketLocale, string>>;

/** The short list, in this order: the four markets, then the neighbours clients and therapists live in. */
export const COMMON_ZONES: ReadonlyArray<readonly [zone: string, names: Names]> = [
  ['Europe/Kyiv', { ua: 'Київ', pl: 'Kijów', ro: 'Kiev', en: 'Kyiv' }],
  ['Europe/Warsaw', { ua: 'Варшава', pl: 'Warszawa', ro: 'Varșovia', en: 'Warsaw' }],
  ['Europe/Bucharest', { ua: 'Бухарест', pl: 'Bukareszt', ro: 'București', en: 'Bucharest' }],
  ['Europe/London', { ua: 'Лондон', pl: 'Londyn', ro: 'Londra', en: 'London' }],
  ['Europe/Chisinau', { ua: 'Кишинів', pl: 'Kiszyniów', ro: 'Chișinău', en: 'Chișinău' }],
  ['Europe/Berlin', { ua: 'Берлін', pl: 'Berlin', ro: 'Berlin', en: 'Berlin' }],
  ['Europe/Vienna', { ua: 'Відень', pl: 'Wiedeń', ro: 'Viena', en: 'Vienna' }],
  ['Europe/Prague', { ua: 'Прага', pl: 'Praga', ro: 'Praga', en: 'Prague' }],
  ['Europe/Paris', { ua: 'Париж', pl: 'Paryż', ro: 'Paris', en: 'Paris' }],
  ['Europe/Rome', { ua: 'Рим', pl: 'Rzym', ro: 'Roma', en: 'Rome' }],
  ['Europe/Madrid', { ua: 'Мадрид', pl: 'Madryt', ro: 'Madrid', en: 'Madrid' }],
  ['Europe/Lisbon', { ua: 'Лісабон', pl: 'Lizbona', ro: 'Lisabona', en: 'Lisbon' }],
  ['Europe/Dublin', { ua: 'Дублін', pl: 'Dublin', ro: 'Dublin', en: 'Dublin' }],
  ['Europe/Vilnius', { ua: 'Вільнюс', pl: 'Wilno', ro: 'Vilnius', en: 'Vilnius' }],
  ['America/New_York', { ua: 'Нью-Йорк', pl: 'Nowy Jork', ro: 'New York', en: 'New York' }],
  ['America/Toronto', { ua: 'Торонто', pl: 'Toronto', ro: 'Toronto', en: 'Toronto' }],
];

/** Old spellings the runtime or a stored profile may still hold, and the zone people know them as. */
const SAME_ZONE: Readonly<Record<string, string>> = { 'Europe/Kiev': 'Europe/Kyiv' };

export function canonicalZone(zone: string): string {
  return SAME_ZONE[zone] ?? zone;
}

/** "+02:00" at `at` (summer and winter differ). */
export function zoneOffset(zone: string, at: Date = new Date()): string {
  try {
    const name = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    const offset = name?.replace('GMT', '') ?? '';
    return offset === '' ? '+00:00' : offset;
  } catch {
    return '+00:00';
  }
}

/** A zone's city as people say it in a language; other zones: their last part, spaces for underscores. */
export function zoneCityName(zone: string, locale: MarketLocale): string {
  const canonical = canonicalZone(zone);
  const known = COMMON_ZONES.find(([id]) => id === canonical);
  if (known) return known[1][locale];
  return (canonical.split('/').pop() ?? canonical).replace(/_/g, ' ');
}

/** "Київ (UTC+02:00)": the label of a zone in a list. */
export function zoneChoiceLabel(zone: string, locale: MarketLocale, at: Date = new Date()): string {
  return `${zoneCityName(zone, locale)} (UTC${zoneOffset(zone, at)})`;
}

/** Every other zone the runtime knows, by city, for the search: no duplicates of the short list. */
export function otherZones(): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const common = new Set(COMMON_ZONES.map(([id]) => id));
  return all
    .map(canonicalZone)
    .filter((zone, i, list) => list.indexOf(zone) === i && !common.has(zone) && isValidTimeZone(zone))
    .filter((zone) => zone.includes('/') && !zone.startsWith('Etc/'));
}
