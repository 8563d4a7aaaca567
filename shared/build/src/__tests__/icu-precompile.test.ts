// The apps' ICU messages are parsed at build time (icu-precompile-loader.ts) and the browser's bundle has no
// parser: what the build parses must be exactly what intl-messageformat would have parsed in the browser.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import icuPrecompileLoader, { icuLocaleOf, precompileIcu } from '../icu-precompile-loader';

const ROOT = join(__dirname, '..', '..', '..', '..');
const fromWeb = createRequire(join(ROOT, 'shared', 'web', 'package.json'));
/** The part of intl-messageformat's class this test uses (the package belongs to @rozmova/web, not to this one). */
interface MessageFormat {
  getAst(): unknown;
  format(values: Record<string, number>): unknown;
}
const { IntlMessageFormat } = fromWeb('intl-messageformat') as {
  IntlMessageFormat: new (message: unknown, locale: string, formats?: undefined, options?: object) => MessageFormat;
};

const appTexts = readdirSync(ROOT)
  .filter((name) => name.startsWith('mf-') || name === 'shell')
  .flatMap((app) => {
    const dir = join(ROOT, app, 'src', 'locales');
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((name) => /^[a-z]{2}\.json$/.test(name));
    } catch {
      return [];
    }
    return files.map((file) => ({ app, language: file.slice(0, 2), path: join(dir, file) }));
  });

test('every ICU message of every app is parsed as intl-messageformat parses it in the browser', () => {
  let messages = 0;
  for (const { app, language, path } of appTexts) {
    const texts = JSON.parse(readFileSync(path, 'utf8')) as { icu?: Record<string, string> };
    const compiled = precompileIcu(texts, language) as { icu?: unknown; __icuAst?: Record<string, unknown> };
    // The texts themselves stay as they were (i18next still looks them up by key).
    expect(compiled.icu).toEqual(texts.icu);
    if (!texts.icu) {
      expect(compiled).toBe(texts);
      continue;
    }
    for (const [key, message] of Object.entries(texts.icu)) {
      const runtime = new IntlMessageFormat(message, icuLocaleOf(language), undefined, { ignoreTag: true });
      expect([app, language, key, compiled.__icuAst?.[key]]).toEqual([app, language, key, runtime.getAst()]);
      messages += 1;
    }
  }
  // The four remotes with ICU texts, in four languages each.
  expect(messages).toBeGreaterThan(4 * 4);
});

test('a message that does not parse fails the build, naming it', () => {
  expect(() => precompileIcu({ icu: { days: '{count, plural, one {# day}' } }, 'en')).toThrow(/icu\.days \(en\)/);
  expect(() => precompileIcu({ icu: { days: 3 } }, 'en')).toThrow(/icu\.days \(en\) is neither text/);
});

test('the loader names the language by the file and leaves texts without ICU messages byte for byte', () => {
  const plain = '{ "hello": "Вітаємо" }\n';
  expect(icuPrecompileLoader.call({ resourcePath: '/app/src/locales/ua.json' }, plain)).toBe(plain);
  const out = JSON.parse(
    icuPrecompileLoader.call(
      { resourcePath: '/app/src/locales/ua.json' },
      JSON.stringify({ icu: { days: '{count, plural, one {# день} few {# дні} many {# днів} other {# дня}}' } }),
    ),
  ) as { __icuAst: { days: unknown } };
  const ukrainian = new IntlMessageFormat(out.__icuAst.days, 'uk');
  expect([1, 3, 5].map((count) => ukrainian.format({ count }))).toEqual(['1 день', '3 дні', '5 днів']);
});
