// The words of every app, in all four languages, checked for the faults a native reader tripped over
// (issue 23, point 11): Romanian in one register ("dumneavoastră", never the familiar "tu"), no English
// word left in a Ukrainian text, no "cabinet" calque in English, and no weekday in the nominative
// standing after a preposition once the date is filled in.
import fs from 'node:fs';
import path from 'node:path';
import { formatDate, formatDayLong } from '../../client-time';
import { en as callEn } from '../../video-call/locales/en';
import { pl as callPl } from '../../video-call/locales/pl';
import { ro as callRo } from '../../video-call/locales/ro';
import { ua as callUa } from '../../video-call/locales/ua';
import { en } from '../locales/en';
import { pl } from '../locales/pl';
import { ro } from '../locales/ro';
import { ua } from '../locales/ua';

const ROOT = path.resolve(__dirname, '../../../../..');
const APPS = ['shell', 'mf-booking', 'mf-client-cabinet', 'mf-payments', 'mf-worker-cabinet', 'mf-content'];

function strings(value: unknown, key = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${key}.${i}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, key ? `${key}.${k}` : k));
  return [];
}

function appTexts(locale: string): Array<[string, string]> {
  return APPS.flatMap((app) => {
    const file = path.join(ROOT, app, 'src', 'locales', `${locale}.json`);
    if (!fs.existsSync(file)) return [];
    return strings(JSON.parse(fs.readFileSync(file, 'utf8'))).map(([k, v]): [string, string] => [`${app}:${k}`, v]);
  });
}

/** The string literals of a TypeScript texts module (shared namespaces, the call page, the slot calendar). */
function moduleTexts(file: string): Array<[string, string]> {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  // Keys written as strings ('cabinet-session') are not texts.
  return [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'/g)]
    .map((m): [string, string] => [file, m[1]!])
    .filter(([, text]) => !/^[a-z0-9-]+$/.test(text));
}

const letter = '\\p{L}';
const word = (list: string) => new RegExp(`(?<!${letter})(${list})(?!${letter})`, 'iu');

describe('the words of every app', () => {
  it('Romanian addresses people as "dumneavoastră" throughout', () => {
    const informal = word(
      'tu|tău|ta|tale|tăi|tine|îți|ți|te|ești|poți|vrei|ai vrea|încearcă|alege|verifică|intră|scrie|cumpără|folosește|adaugă|anulează|mută|mergi|vezi',
    );
    const texts = [
      ...appTexts('ro'),
      ...moduleTexts('shared/web/src/i18n/locales/ro.ts'),
      ...moduleTexts('shared/web/src/video-call/locales/ro.ts'),
    ];
    // Third person (the reflexive "se anulează": "it is cancelled") and infinitives after "puteți" share a form
    // with the familiar imperative.
    const allowed =
      /puteți (alege|verifica)|pagina verifică|își adaugă|și alege să|se (deschide|anulează|mută)|clienți ai/giu;
    const familiar = texts.filter(([, v]) => informal.test(v.replace(allowed, '')));
    expect(familiar).toEqual([]);
  });

  it('Ukrainian texts hold no English words', () => {
    const latin = /(?<![\p{L}{.@/])[A-Za-z]{3,}(?![\p{L}}])/u;
    const names =
      /\b(Rozmova|Google|Telegram|Messenger|Facebook|Jitsi|Storyblok|JSON|PDF|ics|UTC|Visa|Mastercard|Apple|Pay|LiqPay|Stripe|Chrome|Firefox|Safari|Edge|PNG|JPEG|WebP|YouTube|youtube|nocookie|com)\b/g;
    // Placeholders are not words: i18next's `{{x}}`, and ICU's arguments and plural categories (`icu.*`).
    const icuSyntax = /\{\w+(?:,\s*(?:plural|select|selectordinal),)?|\b(?:zero|one|two|few|many|other)\s*\{/g;
    const foreign = appTexts('ua').filter(([, v]) =>
      latin.test(
        v
          .replace(/\{\{[^}]+\}\}/g, '')
          .replace(icuSyntax, '')
          .replace(names, ''),
      ),
    );
    expect(foreign).toEqual([]);
  });

  it('English never calls the account a "cabinet"', () => {
    const texts = [...appTexts('en'), ...moduleTexts('shared/web/src/i18n/locales/en.ts')];
    expect(texts.filter(([, v]) => /\bcabinet\b/i.test(v))).toEqual([]);
  });

  it('a date in running text carries no weekday and no "р." that would end a sentence twice', () => {
    const friday = '2026-11-27T12:00:00Z';
    expect(formatDate(friday, 'Europe/Kyiv', 'ua')).toBe('27 листопада 2026');
    expect(formatDate(friday, 'Europe/Warsaw', 'pl')).toBe('27 listopada 2026');
    expect(`до ${formatDate(friday, 'Europe/Kyiv', 'ua')}.`).not.toMatch(/пʼятниця|р\.\./);
    // The long form with the weekday stays for headings and labels.
    expect(formatDayLong(friday, 'Europe/Kyiv', 'ua')).toBe('пʼятниця, 27 листопада 2026 р.');
  });

  it('"leave the call" and "sign out" never read alike on the call page', () => {
    const pairs = [
      [ua.common.logout, callUa.inCall.leave],
      [pl.common.logout, callPl.inCall.leave],
      [ro.common.logout, callRo.inCall.leave],
      [en.common.logout, callEn.inCall.leave],
    ];
    for (const [signOut, leave] of pairs) {
      const firstWord = (text: string) => text.split(' ')[0]!.toLowerCase();
      expect(firstWord(signOut!)).not.toBe(firstWord(leave!));
    }
  });
});
