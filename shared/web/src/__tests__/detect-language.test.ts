import {
  DETECTION_ORDER,
  detectLanguage,
  isSafeLanguageValue,
  toTranslationLocale,
  type DetectionEnvironment,
} from '../i18n/detect-language';

function env(overrides: Partial<DetectionEnvironment> = {}): DetectionEnvironment {
  const store = new Map<string, string>();
  return {
    search: '',
    cookie: '',
    localStorage: { getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value) },
    sessionStorage: { getItem: () => null },
    navigatorLanguages: [],
    htmlLang: null,
    ...overrides,
  };
}

function storage(value: string) {
  return { getItem: () => value, setItem: () => undefined };
}

test('the order is exactly query, cookie, localStorage, sessionStorage, navigator, html tag', () => {
  expect(DETECTION_ORDER).toEqual(['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag']);
});

test('each source wins over every later one', () => {
  const all = env({
    search: '?lng=pl',
    cookie: 'a=b; i18next=ro',
    localStorage: storage('en'),
    sessionStorage: { getItem: () => 'es' },
    navigatorLanguages: ['it-IT'],
    htmlLang: 'da',
  });
  expect(detectLanguage(all)).toEqual({ language: 'pl', source: 'querystring' });
  expect(detectLanguage({ ...all, search: '' })).toEqual({ language: 'ro', source: 'cookie' });
  expect(detectLanguage({ ...all, search: '', cookie: '' })).toEqual({ language: 'en', source: 'localStorage' });
  expect(detectLanguage({ ...all, search: '', cookie: '', localStorage: null })).toEqual({
    language: 'es',
    source: 'sessionStorage',
  });
  expect(detectLanguage({ ...all, search: '', cookie: '', localStorage: null, sessionStorage: null })).toEqual({
    language: 'it',
    source: 'navigator',
  });
  expect(
    detectLanguage({
      ...all,
      search: '',
      cookie: '',
      localStorage: null,
      sessionStorage: null,
      navigatorLanguages: [],
    }),
  ).toEqual({ language: 'da', source: 'htmlTag' });
});

test('browser codes map to the setup languages: uk -> ua, cs -> cz, en-GB -> en', () => {
  expect(toTranslationLocale('uk-UA')).toBe('ua');
  expect(toTranslationLocale('cs')).toBe('cz');
  expect(toTranslationLocale('en-GB')).toBe('en');
  expect(toTranslationLocale('de')).toBeNull();
});

test.each([
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'pl;alert(1)',
  "ua' onload='x",
  'p l',
])('a script-injection-like value is discarded: %s', (value) => {
  expect(isSafeLanguageValue(value)).toBe(false);
  expect(toTranslationLocale(value)).toBeNull();
  // ...and detection falls through to the next source instead of using it.
  expect(detectLanguage(env({ search: `?lng=${encodeURIComponent(value)}`, navigatorLanguages: ['ro-RO'] }))).toEqual({
    language: 'ro',
    source: 'navigator',
  });
});

test('nothing usable anywhere: no language (there is no fallback language)', () => {
  expect(detectLanguage(env({ navigatorLanguages: ['de-DE'], htmlLang: 'fr' }))).toBeNull();
});
