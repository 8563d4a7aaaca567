// Which market a path without a market locale goes to: the detected language (in the order of docs/rules.md)
// when it is a market, else the default market ua.
import { DEFAULT_LOCALE, isMarketLocale, isTranslationLocale, type MarketLocale } from '@rozmova/contracts/markets';
import { browserEnvironment, detectLanguage } from '@rozmova/web/i18n/detect-language';

export function detectedMarket(): MarketLocale {
  const detected = detectLanguage(browserEnvironment());
  return detected && isMarketLocale(detected.language) ? detected.language : DEFAULT_LOCALE;
}

/** `/login` -> `/{market}/login`; `/es/home` (a language without a market) -> `/{market}/home`. */
export function localisedPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length > 0 && isTranslationLocale(segments[0])) segments.shift();
  const rest = segments.join('/');
  return `/${detectedMarket()}/${rest || 'home'}`;
}

/** The document's lang attribute: BCP 47 codes, so ua is `uk` (screen readers pick the voice by it). */
export function htmlLang(locale: string): string {
  if (locale === 'ua') return 'uk';
  if (locale === 'cz') return 'cs';
  return locale;
}
