import type { LocaleLoader } from '@rozmova/web/i18n/i18n';
import { useLocaleNamespace } from '@rozmova/web/i18n/use-locale-namespace';

export const BOOKING_NAMESPACE = 'booking';

/** One chunk per language: a page downloads only the texts it shows. */
const BOOKING_TEXTS: LocaleLoader = (locale) =>
  import(/* webpackChunkName: "booking-texts-[request]" */ `../locales/${locale}.json`);

/** `true` once the page's language of this app's texts is in (see useLocaleNamespace). */
export function useBookingTexts(): boolean {
  return useLocaleNamespace(BOOKING_NAMESPACE, BOOKING_TEXTS);
}
