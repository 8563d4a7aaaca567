// A therapist's language by its name in the page's language: our own words for the languages we list,
// the browser's (Intl.DisplayNames) for any other ("franceză", "французька"), never a bare code ("fr").
import type { TFunction } from 'i18next';
import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';

export function languageName(code: string, locale: MarketLocale, t: TFunction): string {
  let fallback = code;
  try {
    fallback =
      new Intl.DisplayNames([MARKETS[locale].locales.booking_calendar_locale], { type: 'language' }).of(code) ?? code;
  } catch {
    // an invalid code stays as it is
  }
  return t(`language.${code}`, { defaultValue: fallback });
}
