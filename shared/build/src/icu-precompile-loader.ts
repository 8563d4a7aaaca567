// A webpack loader for an app's texts (`src/locales/<language>.json`): the ICU messages under the namespace's
// `icu` object (@rozmova/web/i18n/icu) are parsed here, at build time, and the parsed messages travel beside
// them as `__icuAst` (the same shape as `icu`, a message's AST where `icu` has its text). The browser then
// formats with intl-messageformat alone: its parser (@formatjs/icu-messageformat-parser, ~9 KiB gzip, and the
// time it takes a phone to parse some forty messages of the booking widget's first screen) is not bundled
// (webpack-app.ts points it at the package's `no-parser` build). @rozmova/web/i18n/i18n takes `__icuAst` out
// of the texts before i18next sees them. A message that does not parse fails the build.
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';

/** The parser intl-messageformat itself uses, from the browser library beside this package. */
function icuParser(): { parse(message: string, options: { ignoreTag: boolean; locale: Intl.Locale }): unknown } {
  const fromWeb = createRequire(join(__dirname, '..', '..', 'web', 'package.json'));
  const fromFormat = createRequire(fromWeb.resolve('intl-messageformat'));
  return fromFormat('@formatjs/icu-messageformat-parser') as ReturnType<typeof icuParser>;
}

/** Our Ukrainian is the market code `ua`; Intl knows it as `uk` (as @rozmova/web/i18n/i18n formats it). */
export function icuLocaleOf(language: string): string {
  return language === 'ua' ? 'uk' : language;
}

/**
 * The texts with their ICU messages parsed: `{ ...texts, __icuAst }`, or the texts as they were when they hold
 * no `icu` object. Parsed as intl-messageformat parses (`ignoreTag`, the language's locale).
 */
export function precompileIcu(texts: Record<string, unknown>, language: string): Record<string, unknown> {
  if (typeof texts.icu !== 'object' || texts.icu === null) return texts;
  const { parse } = icuParser();
  const locale = new Intl.Locale(icuLocaleOf(language));
  const walk = (messages: Record<string, unknown>, path: string): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(messages).map(([key, message]) => {
        if (typeof message === 'string') {
          try {
            return [key, parse(message, { ignoreTag: true, locale })];
          } catch (error) {
            throw new Error(`ICU message ${path}.${key} (${language}) does not parse: ${String(error)}`);
          }
        }
        if (typeof message === 'object' && message !== null)
          return [key, walk(message as Record<string, unknown>, `${path}.${key}`)];
        throw new Error(`ICU message ${path}.${key} (${language}) is neither text nor a group of texts`);
      }),
    );
  return { ...texts, __icuAst: walk(texts.icu as Record<string, unknown>, 'icu') };
}

/** The loader: JSON in, JSON out (webpack's JSON parser reads it next). */
export default function icuPrecompileLoader(this: { resourcePath: string }, source: string): string {
  const language = basename(this.resourcePath, '.json');
  const texts = JSON.parse(source) as Record<string, unknown>;
  const compiled = precompileIcu(texts, language);
  return compiled === texts ? source : JSON.stringify(compiled);
}
