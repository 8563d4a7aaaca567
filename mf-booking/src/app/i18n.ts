import type { LocaleLoaders } from '@rozmova/web/i18n/i18n';
import { useLocaleNamespace } from '@rozmova/web/i18n/use-locale-namespace';

export const BOOKING_NAMESPACE = 'booking';

/** One chunk per language: a page downloads only the texts it shows. */
const BOOKING_TEXTS: LocaleLoaders = {
  ua: () => import(/* webpackChunkName: "booking-texts-ua" */ '../locales/ua.json'),
  pl: () => import(/* webpackChunkName: "booking-texts-pl" */ '../locales/pl.json'),
  ro: () => import(/* webpackChunkName: "booking-texts-ro" */ '../locales/ro.json'),
  en: () => import(/* webpackChunkName: "booking-texts-en" */ '../locales/en.json'),
};

/** `true` once the page's language of this app's texts is in (see useLocaleNamespace). */
export function useBookingTexts(): boolean {
  return useLocaleNamespace(BOOKING_NAMESPACE, BOOKING_TEXTS);
}
