import type { LocaleLoader } from '@rozmova/web/i18n/i18n';
import { useLocaleNamespace } from '@rozmova/web/i18n/use-locale-namespace';

export const PAYMENTS_NAMESPACE = 'payments';

/** One chunk per language: a page downloads only the texts it shows. */
const PAYMENTS_TEXTS: LocaleLoader = (locale) =>
  import(/* webpackChunkName: "payments-texts-[request]" */ `../locales/${locale}.json`);

/** `true` once the page's language of this app's texts is in (see useLocaleNamespace). */
export function usePaymentsTexts(): boolean {
  return useLocaleNamespace(PAYMENTS_NAMESPACE, PAYMENTS_TEXTS);
}
