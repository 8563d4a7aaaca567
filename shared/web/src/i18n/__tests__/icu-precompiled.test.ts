// In the browser every ICU message arrives parsed by the build (`__icuAst` beside the namespace's `icu`, from
// @rozmova/build's icu-precompile-loader) and the bundle has no parser: the formatter must use that AST, and
// `__icuAst` must never show as a text of the namespace.
import IntlMessageFormat from 'intl-messageformat';
import { i18n, initI18n, loadLocaleNamespace } from '../i18n';
import { icu } from '../icu';

const parsed = (message: string, locale: string) =>
  new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst();

beforeAll(async () => {
  await initI18n('ua');
  await loadLocaleNamespace('precompiledTest', async (locale) => ({
    title: 'Сесії',
    icu: { days: '{count, plural, one {# день} few {# дні} many {# днів} other {# дня}}' },
    // The build's AST for that text. Here it is deliberately another message, so the test can tell which of
    // the two was formatted.
    __icuAst: {
      days: parsed(
        '{count} AST ({count, plural, one {one} few {few} many {many} other {other}})',
        locale === 'ua' ? 'uk' : locale,
      ),
    },
  }));
});

test('an ICU message is formatted from the AST the build parsed, not parsed again', () => {
  const t = i18n.getFixedT('ua', 'precompiledTest');
  expect(icu(t, 'days', { count: 3 })).toBe('3 AST (few)');
  expect(icu(t, 'days', { count: 5 })).toBe('5 AST (many)');
});

test("the build's ASTs are not among the namespace's texts", () => {
  expect(i18n.getResourceBundle('ua', 'precompiledTest')).toEqual({
    title: 'Сесії',
    icu: { days: '{count, plural, one {# день} few {# дні} many {# днів} other {# дня}}' },
  });
  expect(i18n.exists('precompiledTest:__icuAst')).toBe(false);
});
