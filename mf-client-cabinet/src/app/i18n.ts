import type { LocaleLoaders } from '@rozmova/web/i18n/i18n';
import { useLocaleNamespace } from '@rozmova/web/i18n/use-locale-namespace';

export const CABINET_NAMESPACE = 'cabinet';

/** One chunk per language: a page downloads only the texts it shows. */
const CABINET_TEXTS: LocaleLoaders = {
  ua: () => import(/* webpackChunkName: "client-cabinet-texts-ua" */ '../locales/ua.json'),
  pl: () => import(/* webpackChunkName: "client-cabinet-texts-pl" */ '../locales/pl.json'),
  ro: () => import(/* webpackChunkName: "client-cabinet-texts-ro" */ '../locales/ro.json'),
  en: () => import(/* webpackChunkName: "client-cabinet-texts-en" */ '../locales/en.json'),
};

/** `true` once the page's language of this app's texts is in (see useLocaleNamespace). */
export function useCabinetTexts(): boolean {
  return useLocaleNamespace(CABINET_NAMESPACE, CABINET_TEXTS);
}
