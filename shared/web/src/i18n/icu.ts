// ICU MessageFormat for the texts that put a generated count, date or name into running text (issue 23,
// point 11): "{count, plural, one {# сесію} few {# сесії} many {# сесій} other {# сесії}}", so a sentence
// is grammatical for every number, in every language's own plural categories (CLDR, as Intl has them).
//
// Per message, not for the whole instance: i18next's `i18nFormat` plugin (i18next-icu) would replace its
// `{{x}}` interpolation and `_one`/`_few` plural keys for every text of every app. Instead the texts that are
// ICU stand under an `icu` object of their namespace (`payments:icu.tokens_balance`), are translated without
// i18next's interpolation and then formatted by intl-messageformat as a post-processor (`i18n/i18n.ts`,
// which holds it with the one i18next instance). The build parses the messages (@rozmova/build's
// icu-precompile-loader), so the browser gets the formatter without its parser. The formatter is its own
// chunk, loaded with the first namespace that has an `icu` object (`loadLocaleNamespace` waits for it), so
// pages without such texts never download it. This module holds no state; every app bundles its own copy.
import type { TFunction } from 'i18next';

/** The post-processor's name (`postProcess: ICU_PROCESSOR`). */
export const ICU_PROCESSOR = 'icu';

/** What values an ICU message takes: numbers for plurals, strings for dates, names and selects. */
export type IcuValues = Record<string, string | number>;

/**
 * An ICU message of a namespace: `icu(t, 'tokens_balance', { count: 3 })` reads `icu.tokens_balance` of `t`'s
 * namespace and formats it with the values (a plural's value is a number, a date a formatted string).
 */
export function icu(t: TFunction, key: string, values: IcuValues = {}): string {
  // `ns:key` reads another namespace than `t`'s first.
  const at = key.indexOf(':');
  const path = at === -1 ? `icu.${key}` : `${key.slice(0, at)}:icu.${key.slice(at + 1)}`;
  return String(
    t(path, {
      ...values,
      postProcess: ICU_PROCESSOR,
      // ICU's `{x}` is not i18next's `{{x}}`: i18next leaves the text alone and the formatter fills it in.
      skipInterpolation: true,
    } as never),
  );
}
