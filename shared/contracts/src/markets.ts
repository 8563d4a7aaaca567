// Per-locale market config (docs/rules.md ): the one source for the web apps and the api.
// Field names cross the boundary as the rules write them (including `currency_cymbol`).

export const MARKET_LOCALES = ['ua', 'pl', 'ro', 'en'] as const;
export type MarketLocale = (typeof MARKET_LOCALES)[number];

/** Languages the translation setup knows; only the four markets have a market config. */
export const TRANSLATION_LOCALES = ['ua', 'pl', 'ro', 'en', 'es', 'it', 'da', 'cz'] as const;
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/** Analytics runs only for the market locales. */
export const ANALYTICS_LOCALES: readonly MarketLocale[] = MARKET_LOCALES;

export const DEFAULT_LOCALE: MarketLocale = 'ua';

export type CurrencyCode = 'UAH' | 'PLN' | 'RON' | 'GBP';

export interface MarketLocaleSettings {
  storyblok_folder_prefix: string;
  storyblok_lang: string;
  moment_locale: string;
  currency_cymbol: string;
  ga4_currency_name: CurrencyCode;
  timezone_suffix: string;
  booking_calendar_locale: string;
  jitsi_call_default_language: string;
  default_personal_therapy_price: number;
  default_couple_therapy_price: number;
  platform_version: string;
}

export interface MarketConfig {
  hostname: string;
  timezone: string;
  feature_flags: {
    auth: {
      sign_up_show_oferta_checkbox: boolean;
      sign_up_show_marketing_checkbox: boolean;
    };
  };
  support: { facebook: string | null; instagram: string; email: string };
  locales: MarketLocaleSettings;
}

const PLATFORM_VERSION = '2026.11';

export const MARKETS: Readonly<Record<MarketLocale, MarketConfig>> = {
  ua: {
    hostname: 'rozmova.com.ua',
    timezone: 'Europe/Kiev',
    feature_flags: { auth: { sign_up_show_oferta_checkbox: true, sign_up_show_marketing_checkbox: false } },
    support: {
      facebook: 'https://www.facebook.com/rozmova.ua',
      instagram: 'https://www.instagram.com/rozmova.ua',
      email: 'support@rozmova.com.ua',
    },
    locales: {
      storyblok_folder_prefix: 'ua',
      storyblok_lang: 'default',
      moment_locale: 'uk',
      currency_cymbol: 'грн',
      ga4_currency_name: 'UAH',
      timezone_suffix: 'за київським часом',
      booking_calendar_locale: 'uk-UA',
      jitsi_call_default_language: 'uk',
      default_personal_therapy_price: 1390,
      default_couple_therapy_price: 1890,
      platform_version: PLATFORM_VERSION,
    },
  },
  pl: {
    hostname: 'rozmova.pl',
    timezone: 'Europe/Warsaw',
    feature_flags: { auth: { sign_up_show_oferta_checkbox: true, sign_up_show_marketing_checkbox: true } },
    support: {
      facebook: 'https://www.facebook.com/rozmova.pl',
      instagram: 'https://www.instagram.com/rozmova.pl',
      email: 'pomoc@rozmova.pl',
    },
    locales: {
      storyblok_folder_prefix: 'pl',
      storyblok_lang: 'pl',
      moment_locale: 'pl',
      currency_cymbol: 'zł',
      ga4_currency_name: 'PLN',
      timezone_suffix: 'czasu warszawskiego',
      booking_calendar_locale: 'pl-PL',
      jitsi_call_default_language: 'pl',
      default_personal_therapy_price: 199,
      default_couple_therapy_price: 299,
      platform_version: PLATFORM_VERSION,
    },
  },
  ro: {
    hostname: 'rozmova.ro',
    timezone: 'Europe/Bucharest',
    feature_flags: { auth: { sign_up_show_oferta_checkbox: true, sign_up_show_marketing_checkbox: true } },
    support: {
      facebook: null,
      instagram: 'https://www.instagram.com/rozmova.ro',
      email: 'suport@rozmova.ro',
    },
    locales: {
      storyblok_folder_prefix: 'ro',
      storyblok_lang: 'ro',
      moment_locale: 'ro',
      currency_cymbol: 'RON',
      ga4_currency_name: 'RON',
      timezone_suffix: 'ora României',
      booking_calendar_locale: 'ro-RO',
      jitsi_call_default_language: 'ro',
      default_personal_therapy_price: 229,
      default_couple_therapy_price: 1680,
      platform_version: PLATFORM_VERSION,
    },
  },
  en: {
    hostname: 'rozmova.co.uk',
    timezone: 'Europe/London',
    feature_flags: { auth: { sign_up_show_oferta_checkbox: true, sign_up_show_marketing_checkbox: true } },
    support: {
      facebook: null,
      instagram: 'https://www.instagram.com/rozmova.uk',
      email: 'support@rozmova.co.uk',
    },
    locales: {
      storyblok_folder_prefix: 'en',
      storyblok_lang: 'en',
      moment_locale: 'en-gb',
      currency_cymbol: '£',
      ga4_currency_name: 'GBP',
      timezone_suffix: 'UK time',
      booking_calendar_locale: 'en-GB',
      jitsi_call_default_language: 'en-US',
      default_personal_therapy_price: 79,
      default_couple_therapy_price: 1890,
      platform_version: PLATFORM_VERSION,
    },
  },
};

/** Where mail goes for a locale without a market of its own (docs/rules.md: the headquarters address). */
export const HEADQUARTERS_EMAIL = 'office@rozmova.com.ua';

export function isMarketLocale(value: unknown): value is MarketLocale {
  return typeof value === 'string' && (MARKET_LOCALES as readonly string[]).includes(value);
}

export function isTranslationLocale(value: unknown): value is TranslationLocale {
  return typeof value === 'string' && (TRANSLATION_LOCALES as readonly string[]).includes(value);
}

export function getMarket(locale: MarketLocale): MarketConfig {
  return MARKETS[locale];
}

/** Currency of a market in the api's ledger (ISO 4217). */
export function marketCurrency(locale: MarketLocale): CurrencyCode {
  return MARKETS[locale].locales.ga4_currency_name;
}
