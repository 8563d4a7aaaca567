// Language detection (docs/rules.md ), in this exact order: query parameter `lng`, cookie `i18next`,
// local storage `i18nextLng`, session storage `i18nextLng`, navigator, the html tag's lang. The result
// is cached in local storage. Values that look like script injection are discarded, not cleaned.
import { TRANSLATION_LOCALES, isTranslationLocale, type TranslationLocale } from '@rozmova/contracts/markets';

export const DETECTION_ORDER = [
  'querystring',
  'cookie',
  'localStorage',
  'sessionStorage',
  'navigator',
  'htmlTag',
] as const;
export type DetectionSource = (typeof DETECTION_ORDER)[number];

export const LOOKUP_QUERY = 'lng';
export const LOOKUP_COOKIE = 'i18next';
export const LOOKUP_STORAGE = 'i18nextLng';

/** Browser locale codes whose market code differs (Ukrainian is `uk`, Czech is `cs`). */
const ALIASES: Readonly<Record<string, TranslationLocale>> = { uk: 'ua', cs: 'cz' };

/**
 * A detected value is a short language tag or nothing: anything with markup, quotes, brackets,
 * `javascript:` or spaces is an attempt to smuggle script through the language and is dropped.
 */
export function isSafeLanguageValue(value: string): boolean {
  if (value.length === 0 || value.length > 35) return false;
  return /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/.test(value);
}

/** Maps a raw detected value to a language of the translation setup, or null. */
export function toTranslationLocale(raw: string | null | undefined): TranslationLocale | null {
  if (raw === null || raw === undefined) return null;
  const value = raw.trim();
  if (!isSafeLanguageValue(value)) return null;
  const lower = value.toLowerCase().replace('_', '-');
  if (isTranslationLocale(lower)) return lower;
  const primary = lower.split('-')[0] ?? '';
  if (isTranslationLocale(primary)) return primary;
  return ALIASES[primary] ?? null;
}

export interface DetectionEnvironment {
  search: string;
  cookie: string;
  localStorage: Pick<Storage, 'getItem' | 'setItem'> | null;
  sessionStorage: Pick<Storage, 'getItem'> | null;
  navigatorLanguages: readonly string[];
  htmlLang: string | null;
}

function safeStorage(get: () => Storage): Storage | null {
  try {
    return get();
  } catch {
    // Storage access throws in some privacy modes; detection goes on without it.
    return null;
  }
}

export function browserEnvironment(): DetectionEnvironment {
  return {
    search: window.location.search,
    cookie: document.cookie,
    localStorage: safeStorage(() => window.localStorage),
    sessionStorage: safeStorage(() => window.sessionStorage),
    navigatorLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    htmlLang: document.documentElement.getAttribute('lang'),
  };
}

function readCookie(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function candidates(source: DetectionSource, env: DetectionEnvironment): Array<string | null> {
  switch (source) {
    case 'querystring':
      return [new URLSearchParams(env.search).get(LOOKUP_QUERY)];
    case 'cookie':
      return [readCookie(env.cookie, LOOKUP_COOKIE)];
    case 'localStorage':
      return [env.localStorage?.getItem(LOOKUP_STORAGE) ?? null];
    case 'sessionStorage':
      return [env.sessionStorage?.getItem(LOOKUP_STORAGE) ?? null];
    case 'navigator':
      return [...env.navigatorLanguages];
    case 'htmlTag':
      return [env.htmlLang];
  }
}

/** First usable language in DETECTION_ORDER, with the source it came from. */
export function detectLanguage(
  env: DetectionEnvironment,
): { language: TranslationLocale; source: DetectionSource } | null {
  for (const source of DETECTION_ORDER) {
    for (const raw of candidates(source, env)) {
      const language = toTranslationLocale(raw);
      if (language) return { language, source };
    }
  }
  return null;
}

/** Caches a language in local storage (the detector's cache, docs/rules.md ). */
export function cacheLanguage(language: TranslationLocale, env: Pick<DetectionEnvironment, 'localStorage'>): void {
  try {
    env.localStorage?.setItem(LOOKUP_STORAGE, language);
  } catch {
    // A full or blocked storage only loses the cache.
  }
}

export { TRANSLATION_LOCALES };
