// The one i18next instance of the page (shared as a singleton): languages ua pl ro en with texts, es it
// da cz known to the setup, no fallback language (docs/rules.md ). Remotes add their own namespace
// with addLocaleBundles when they mount.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  MARKET_LOCALES,
  TRANSLATION_LOCALES,
  type MarketLocale,
  type TranslationLocale,
} from '@rozmova/contracts/markets';
import { en } from './locales/en';
import { pl } from './locales/pl';
import { ro } from './locales/ro';
import { ua } from './locales/ua';

export const SHARED_NAMESPACES = ['common', 'forms', 'errors'] as const;

export const i18n: I18n = i18next.createInstance();

let initialised: Promise<unknown> | null = null;

export function initI18n(language: TranslationLocale): Promise<unknown> {
  if (!initialised) {
    initialised = i18n.use(initReactI18next).init({
      lng: language,
      supportedLngs: [...TRANSLATION_LOCALES],
      fallbackLng: false,
      load: 'currentOnly',
      nonExplicitSupportedLngs: false,
      ns: [...SHARED_NAMESPACES],
      defaultNS: 'common',
      resources: { ua, pl, ro, en },
      // React escapes what it renders; escaping here would show entities.
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      showSupportNotice: false,
    } as Parameters<I18n['init']>[0]);
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  return initialised;
}

/**
 * A remote's own texts, one bundle per market language (`<app>/src/locales/{ua,pl,ro,en}.json`),
 * registered under the app's namespace (e.g. `booking`). Safe to call on every mount.
 */
export function addLocaleBundles(namespace: string, bundles: Record<MarketLocale, Record<string, unknown>>): void {
  for (const locale of MARKET_LOCALES) {
    if (!i18n.hasResourceBundle(locale, namespace)) {
      i18n.addResourceBundle(locale, namespace, bundles[locale], true, false);
    }
  }
}
