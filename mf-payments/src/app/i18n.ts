import type { LocaleLoaders } from '@rozmova/web/i18n/i18n';
import { useLocaleNamespace } from '@rozmova/web/i18n/use-locale-namespace';

export const PAYMENTS_NAMESPACE = 'payments';

/** One chunk per language: a page downloads only the texts it shows. */
const PAYMENTS_TEXTS: LocaleLoaders = {
  ua: () => import(/* webpackChunkName: "payments-texts-ua" */ '../locales/ua.json'),
  pl: () => import(/* webpackChunkName: "payments-texts-pl" */ '../locales/pl.json'),
  ro: () => import(/* webpackChunkName: "payments-texts-ro" */ '../locales/ro.json'),
  en: () => import(/* webpackChunkName: "payments-texts-en" */ '../locales/en.json'),
};

/** `true` once the page's language of this app's texts is in (see useLocaleNamespace). */
export function usePaymentsTexts(): boolean {
  return useLocaleNamespace(PAYMENTS_NAMESPACE, PAYMENTS_TEXTS);
}
