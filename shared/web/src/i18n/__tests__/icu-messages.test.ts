// ICU messages (issue 23, point 11): the texts that put a count, a date or a name into running text are ICU
// MessageFormat under each namespace's `icu` object, formatted by intl-messageformat through the one
// i18next instance, while every other text keeps i18next's `{{x}}` and `_one`/`_few` keys. Each message parses in
// its language with the same arguments in all four, and the plural forms read right at the counts where
// the languages' rules change (1, 2, 5, 21, 22, 25 for Ukrainian and Polish; 1, 2, 20 for Romanian).
import fs from 'node:fs';
import path from 'node:path';
import IntlMessageFormat from 'intl-messageformat';
import type { TFunction } from 'i18next';
import { MARKET_LOCALES, type MarketLocale } from '@rozmova/contracts/markets';
import { i18n, initI18n, loadLocaleNamespace, resolveLocaleOncePerLanguage } from '../i18n';
import { icu } from '../icu';
import { formatDate, formatTime } from '../../client-time';

const ROOT = path.resolve(__dirname, '../../../../..');
/** The apps whose texts hold ICU messages, with the namespace each registers. */
const APPS = {
  'mf-payments': 'payments',
  'mf-booking': 'booking',
  'mf-client-cabinet': 'clientCabinet',
  'mf-worker-cabinet': 'workerCabinet',
} as const;
type App = keyof typeof APPS;

const texts = (app: App, locale: MarketLocale): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(ROOT, app, 'src', 'locales', `${locale}.json`), 'utf8'));

const icuTexts = (app: App, locale: MarketLocale) => (texts(app, locale).icu ?? {}) as Record<string, string>;

/** The argument names of a parsed message, plural and select branches included. */
function argumentsOf(message: string, locale: MarketLocale): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]) => {
    for (const element of elements as Array<{ value?: unknown; options?: Record<string, { value: unknown[] }> }>) {
      if (typeof element.value === 'string' && 'type' in element && (element as { type: number }).type !== 0)
        names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale === 'ua' ? 'uk' : locale, undefined, { ignoreTag: true }).getAst());
  return [...names].sort();
}

const fixedT: Partial<Record<`${App}:${MarketLocale}`, TFunction>> = {};

beforeAll(async () => {
  await initI18n('ua');
  for (const app of Object.keys(APPS) as App[]) {
    await loadLocaleNamespace(APPS[app], async (locale) => texts(app, locale));
  }
  // A namespace of plain texts beside the ICU ones, as every app has.
  await loadLocaleNamespace('icuTest', async () => ({
    hello: 'Вітаємо, {{name}}!',
    sessions_one: '{{count}} сесія',
    sessions_few: '{{count}} сесії',
    sessions_many: '{{count}} сесій',
    sessions_other: '{{count}} сесії',
    icu: { greeting: 'Вітаємо, {name}!' },
  }));
  await i18n.loadLanguages([...MARKET_LOCALES]);
  for (const app of Object.keys(APPS) as App[])
    for (const locale of MARKET_LOCALES) fixedT[`${app}:${locale}`] = i18n.getFixedT(locale, APPS[app]);
});

const render = (app: App, locale: MarketLocale, key: string, values: Record<string, string | number>) =>
  icu(fixedT[`${app}:${locale}`]!, key, values);

describe('ICU messages', () => {
  it('parse in every language, with the same arguments in all four, and never use i18next`s {{x}}', () => {
    expect(argumentsOf(icuTexts('mf-payments', 'ua').tokens_buy!, 'ua')).toEqual(['count', 'price']);
    for (const app of Object.keys(APPS) as App[]) {
      const keys = Object.keys(icuTexts(app, 'en')).sort();
      expect(keys.length).toBeGreaterThan(0);
      for (const locale of MARKET_LOCALES) {
        expect([app, locale, Object.keys(icuTexts(app, locale)).sort()]).toEqual([app, locale, keys]);
        for (const key of keys) {
          const message = icuTexts(app, locale)[key]!;
          expect([app, locale, key, message.includes('{{')]).toEqual([app, locale, key, false]);
          expect([app, locale, key, argumentsOf(message, locale)]).toEqual([
            app,
            locale,
            key,
            argumentsOf(icuTexts(app, 'en')[key]!, 'en'),
          ]);
        }
      }
    }
  });

  it('count sessions in every language', () => {
    const table: Record<MarketLocale, Array<[number, string]>> = {
      ua: [
        [1, '1 сесія'],
        [2, '2 сесії'],
        [5, '5 сесій'],
        [21, '21 сесія'],
        [22, '22 сесії'],
        [25, '25 сесій'],
      ],
      pl: [
        [1, '1 sesja'],
        [2, '2 sesje'],
        [5, '5 sesji'],
        [21, '21 sesji'],
        [22, '22 sesje'],
        [25, '25 sesji'],
      ],
      ro: [
        [1, 'o ședință'],
        [2, '2 ședințe'],
        [20, '20 de ședințe'],
      ],
      en: [
        [1, '1 session'],
        [2, '2 sessions'],
        [20, '20 sessions'],
      ],
    };
    for (const locale of MARKET_LOCALES)
      for (const [count, expected] of table[locale])
        expect(render('mf-payments', locale, 'sessions', { count })).toBe(expected);
  });

  it('put the count in the case the sentence needs: buying, the balance, a bundle, a gift', () => {
    const buy = (locale: MarketLocale, count: number) =>
      render('mf-payments', locale, 'tokens_buy', { count, price: '199,00 zł' });
    expect([1, 2, 5, 21, 22, 25].map((n) => buy('ua', n))).toEqual([
      'Придбати 1 сесію за 199,00 zł',
      'Придбати 2 сесії за 199,00 zł',
      'Придбати 5 сесій за 199,00 zł',
      'Придбати 21 сесію за 199,00 zł',
      'Придбати 22 сесії за 199,00 zł',
      'Придбати 25 сесій за 199,00 zł',
    ]);
    expect([1, 2, 5, 21, 22, 25].map((n) => buy('pl', n))).toEqual([
      'Kup 1 sesję za 199,00 zł',
      'Kup 2 sesje za 199,00 zł',
      'Kup 5 sesji za 199,00 zł',
      'Kup 21 sesji za 199,00 zł',
      'Kup 22 sesje za 199,00 zł',
      'Kup 25 sesji za 199,00 zł',
    ]);
    expect([1, 2, 20].map((n) => buy('ro', n))).toEqual([
      'Cumpărați o ședință cu 199,00 zł',
      'Cumpărați 2 ședințe cu 199,00 zł',
      'Cumpărați 20 de ședințe cu 199,00 zł',
    ]);
    expect([1, 2, 20].map((n) => buy('en', n))).toEqual([
      'Buy 1 session for 199,00 zł',
      'Buy 2 sessions for 199,00 zł',
      'Buy 20 sessions for 199,00 zł',
    ]);

    const balance = (locale: MarketLocale, count: number) => render('mf-payments', locale, 'tokens_balance', { count });
    expect([1, 2, 5, 21, 22, 25].map((n) => balance('ua', n))).toEqual([
      'У вас 1 токен сесії',
      'У вас 2 токени сесій',
      'У вас 5 токенів сесій',
      'У вас 21 токен сесії',
      'У вас 22 токени сесій',
      'У вас 25 токенів сесій',
    ]);
    expect([1, 2, 5, 21, 22, 25].map((n) => balance('pl', n))).toEqual([
      'Masz 1 token sesji',
      'Masz 2 tokeny sesji',
      'Masz 5 tokenów sesji',
      'Masz 21 tokenów sesji',
      'Masz 22 tokeny sesji',
      'Masz 25 tokenów sesji',
    ]);
    expect([1, 2, 20].map((n) => balance('ro', n))).toEqual([
      'Aveți un token de ședință',
      'Aveți 2 tokenuri de ședință',
      'Aveți 20 de tokenuri de ședință',
    ]);
    expect([1, 2].map((n) => balance('en', n))).toEqual(['You have 1 session token', 'You have 2 session tokens']);

    const bundle = (locale: MarketLocale, count: number) => render('mf-client-cabinet', locale, 'bundle_of', { count });
    expect([1, 2, 5, 21, 22, 25].map((n) => bundle('ua', n))).toEqual([
      'Пакет із 1 сесії',
      'Пакет із 2 сесій',
      'Пакет із 5 сесій',
      'Пакет із 21 сесії',
      'Пакет із 22 сесій',
      'Пакет із 25 сесій',
    ]);
    expect([1, 2, 5, 21, 22, 25].map((n) => bundle('pl', n))).toEqual([
      'Pakiet na 1 sesję',
      'Pakiet na 2 sesje',
      'Pakiet na 5 sesji',
      'Pakiet na 21 sesji',
      'Pakiet na 22 sesje',
      'Pakiet na 25 sesji',
    ]);
    expect([1, 2, 20].map((n) => bundle('ro', n))).toEqual([
      'Pachet de o ședință',
      'Pachet de 2 ședințe',
      'Pachet de 20 de ședințe',
    ]);

    const left = (locale: MarketLocale, count: number) =>
      render('mf-client-cabinet', locale, 'tokens_left', { count, kind: 'X' });
    expect([1, 2, 5, 21, 22, 25].map((n) => left('ua', n))).toEqual([
      'X: залишилась 1 сесія',
      'X: залишилось 2 сесії',
      'X: залишилось 5 сесій',
      'X: залишилась 21 сесія',
      'X: залишилось 22 сесії',
      'X: залишилось 25 сесій',
    ]);
    expect([1, 2, 5, 21, 22, 25].map((n) => left('pl', n))).toEqual([
      'X: została 1 sesja',
      'X: zostały 2 sesje',
      'X: zostało 5 sesji',
      'X: zostało 21 sesji',
      'X: zostały 22 sesje',
      'X: zostało 25 sesji',
    ]);
    expect([1, 2, 20].map((n) => left('ro', n))).toEqual([
      'X: a rămas o ședință',
      'X: au rămas 2 ședințe',
      'X: au rămas 20 de ședințe',
    ]);
    expect([1, 2].map((n) => left('en', n))).toEqual(['X: 1 session left', 'X: 2 sessions left']);

    // What an account's deletion loses: the pronoun follows the number ("Вона" for exactly one).
    const unused = (locale: MarketLocale, count: number) =>
      render('mf-client-cabinet', locale, 'unused_line', { count, kind: 'X', market: 'Y', amount: 'Z' });
    expect([1, 2, 5, 21, 22, 25].map((n) => unused('ua', n))).toEqual([
      'X (Y): 1 невикористана сесія, сплачено Z. Вона пропаде, кошти за неї не повертаються.',
      'X (Y): 2 невикористані сесії, сплачено Z. Вони пропадуть, кошти за них не повертаються.',
      'X (Y): 5 невикористаних сесій, сплачено Z. Вони пропадуть, кошти за них не повертаються.',
      'X (Y): 21 невикористана сесія, сплачено Z. Вони пропадуть, кошти за них не повертаються.',
      'X (Y): 22 невикористані сесії, сплачено Z. Вони пропадуть, кошти за них не повертаються.',
      'X (Y): 25 невикористаних сесій, сплачено Z. Вони пропадуть, кошти за них не повертаються.',
    ]);
    expect([1, 2, 5, 21, 22, 25].map((n) => unused('pl', n))).toEqual([
      'X (Y): 1 niewykorzystana sesja, zapłacono Z. Przepadnie, a pieniądze nie zostaną zwrócone.',
      'X (Y): 2 niewykorzystane sesje, zapłacono Z. Przepadną, a pieniądze nie zostaną zwrócone.',
      'X (Y): 5 niewykorzystanych sesji, zapłacono Z. Przepadną, a pieniądze nie zostaną zwrócone.',
      'X (Y): 21 niewykorzystanych sesji, zapłacono Z. Przepadną, a pieniądze nie zostaną zwrócone.',
      'X (Y): 22 niewykorzystane sesje, zapłacono Z. Przepadną, a pieniądze nie zostaną zwrócone.',
      'X (Y): 25 niewykorzystanych sesji, zapłacono Z. Przepadną, a pieniądze nie zostaną zwrócone.',
    ]);
    expect([1, 2, 20].map((n) => unused('ro', n))).toEqual([
      'X (Y): o ședință nefolosită, suma plătită: Z. Se pierde și nu se rambursează.',
      'X (Y): 2 ședințe nefolosite, suma plătită: Z. Se pierd și nu se rambursează.',
      'X (Y): 20 de ședințe nefolosite, suma plătită: Z. Se pierd și nu se rambursează.',
    ]);
    expect([1, 2].map((n) => unused('en', n))).toEqual([
      'X (Y): 1 unused session, paid Z. It is lost and not refunded.',
      'X (Y): 2 unused sessions, paid Z. They are lost and not refunded.',
    ]);

    const gift = (locale: MarketLocale, count: number) => render('mf-payments', locale, 'gift_redeemed', { count });
    expect([1, 21, 25].map((n) => gift('ua', n))).toEqual([
      'Подарунок на вашому рахунку: додано 1 сесію.',
      'Подарунок на вашому рахунку: додано 21 сесію.',
      'Подарунок на вашому рахунку: додано 25 сесій.',
    ]);
    expect([1, 2, 20].map((n) => gift('ro', n))).toEqual([
      'Cadoul este în contul dumneavoastră: a fost adăugată o ședință.',
      'Cadoul este în contul dumneavoastră: au fost adăugate 2 ședințe.',
      'Cadoul este în contul dumneavoastră: au fost adăugate 20 de ședințe.',
    ]);
  });

  it('count days and reports the way each language does', () => {
    const lastDays = (locale: MarketLocale, count: number) =>
      render('mf-worker-cabinet', locale, 'last_days', { count });
    expect([1, 2, 5, 21, 22, 25].map((n) => lastDays('ua', n))).toEqual([
      'Останній 1 день',
      'Останні 2 дні',
      'Останні 5 днів',
      'Останній 21 день',
      'Останні 22 дні',
      'Останні 25 днів',
    ]);
    expect([1, 2, 5, 21, 22, 25].map((n) => lastDays('pl', n))).toEqual([
      'Ostatni dzień',
      'Ostatnie 2 dni',
      'Ostatnie 5 dni',
      'Ostatnie 21 dni',
      'Ostatnie 22 dni',
      'Ostatnie 25 dni',
    ]);
    expect([1, 2, 20].map((n) => lastDays('ro', n))).toEqual(['Ultima zi', 'Ultimele 2 zile', 'Ultimele 20 de zile']);
    expect([1, 20].map((n) => lastDays('en', n))).toEqual(['Last day', 'Last 20 days']);

    const times = (locale: MarketLocale, count: number) =>
      render('mf-worker-cabinet', locale, 'error_times', { count });
    expect([1, 2, 5, 21, 22, 25].map((n) => times('ua', n))).toEqual([
      '1 раз',
      '2 рази',
      '5 разів',
      '21 раз',
      '22 рази',
      '25 разів',
    ]);
    expect([1, 2, 5, 21, 22, 25].map((n) => times('pl', n))).toEqual([
      '1 zgłoszenie',
      '2 zgłoszenia',
      '5 zgłoszeń',
      '21 zgłoszeń',
      '22 zgłoszenia',
      '25 zgłoszeń',
    ]);
    expect([1, 2, 20].map((n) => times('ro', n))).toEqual(['un raport', '2 rapoarte', '20 de rapoarte']);

    const months = (locale: MarketLocale, count: number) => render('mf-worker-cabinet', locale, 'months', { count });
    expect([1, 2, 5, 21, 22, 25].map((n) => months('ua', n))).toEqual([
      '1 місяць',
      '2 місяці',
      '5 місяців',
      '21 місяць',
      '22 місяці',
      '25 місяців',
    ]);
    expect([1, 2, 5, 21, 22, 25].map((n) => months('pl', n))).toEqual([
      '1 miesiąc',
      '2 miesiące',
      '5 miesięcy',
      '21 miesięcy',
      '22 miesiące',
      '25 miesięcy',
    ]);
    expect([1, 2, 20].map((n) => months('ro', n))).toEqual(['o lună', '2 luni', '20 de luni']);

    const days = (locale: MarketLocale, count: number) => render('mf-booking', locale, 'days', { count });
    expect([1, 2, 5, 21, 22, 25].map((n) => days('ua', n))).toEqual([
      '1 день',
      '2 дні',
      '5 днів',
      '21 день',
      '22 дні',
      '25 днів',
    ]);
    expect([1, 2, 20].map((n) => days('ro', n))).toEqual(['o zi', '2 zile', '20 de zile']);
  });

  it('give deadlines as a date with no weekday, and names after a label', () => {
    const deadline = '2026-11-27T11:05:00Z'; // a Friday
    const free = (locale: MarketLocale, zone: string) =>
      render('mf-booking', locale, 'free_cancellation', {
        date: formatDate(deadline, zone, locale),
        time: formatTime(deadline, zone, locale),
      });
    expect(free('ua', 'Europe/Kyiv')).toBe(
      'Скасувати або перенести цю сесію безкоштовно можна до 27 листопада 2026, 13:05.',
    );
    expect(free('pl', 'Europe/Warsaw')).toBe(
      'Możesz bezpłatnie odwołać lub przenieść tę sesję do 27 listopada 2026, godz. 12:05.',
    );
    expect(free('ro', 'Europe/Bucharest')).toBe(
      'Puteți anula sau muta gratuit această ședință până la 27 noiembrie 2026, ora 13:05.',
    );
    expect(free('en', 'Europe/London')).toBe(
      'You can cancel or move this session free of charge until 27 November 2026, 11:05.',
    );
    for (const locale of MARKET_LOCALES) {
      const valid = render('mf-client-cabinet', locale, 'gift_valid_until', {
        date: formatDate(deadline, 'Europe/Kyiv', locale),
      });
      expect(valid).not.toMatch(/пʼятниц|piątek|vineri|Friday|р\./i);
      expect(valid).toContain('2026');
    }
    expect(
      render('mf-payments', 'ua', 'subscription_active', { date: formatDate(deadline, 'Europe/Kyiv', 'ua') }),
    ).toBe('Діє до 27 листопада 2026');
    expect(render('mf-booking', 'pl', 'book_with', { name: 'Anna Nowak' })).toBe('Zarezerwuj sesję: Anna Nowak');
    expect(render('mf-booking', 'ua', 'book_with', { name: 'Ірина Бондаренко' })).toBe(
      'Запис на сесію: Ірина Бондаренко',
    );
  });

  it('leave every other text to i18next: {{x}} and the plural keys work beside them', () => {
    const t = i18n.getFixedT('ua', 'icuTest');
    expect(t('hello', { name: 'Ірино' })).toBe('Вітаємо, Ірино!');
    expect([1, 3, 5, 21].map((count) => t('sessions', { count }))).toEqual([
      '1 сесія',
      '3 сесії',
      '5 сесій',
      '21 сесія',
    ]);
    expect(icu(t, 'greeting', { name: 'Ірино' })).toBe('Вітаємо, Ірино!');
    // Another namespace through `ns:key`.
    expect(icu(t, 'payments:sessions', { count: 3 })).toBe('3 сесії');
  });

  it('ask Intl for a language once, whatever the number of messages, and each language its own', () => {
    const asked: string[] = [];
    const format = {
      resolveLocale: (locales: string | string[]) => {
        asked.push(String(locales));
        return new Intl.Locale(String(locales));
      },
    };
    resolveLocaleOncePerLanguage(format);
    const first = format.resolveLocale('uk');
    expect(format.resolveLocale('uk')).toBe(first);
    expect(format.resolveLocale('pl').language).toBe('pl');
    expect(first.language).toBe('uk');
    expect(asked).toEqual(['uk', 'pl']);
    // The formatter the namespaces above loaded asks so too.
    expect(IntlMessageFormat.resolveLocale('uk')).toBe(IntlMessageFormat.resolveLocale('uk'));
  });
});
