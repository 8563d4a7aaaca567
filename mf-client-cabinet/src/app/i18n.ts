import type { LocaleLoader } from '@rozmova/web/i18n/i18n';
import { useLocaleNamespace } from '@rozmova/web/i18n/use-locale-namespace';

export const CABINET_NAMESPACE = 'cabinet';

/** One chunk per language: a page downloads only the texts it shows. */
const CABINET_TEXTS: LocaleLoader = (locale) =>
  import(/* webpackChunkName: "client-cabinet-texts-[request]" */ `../locales/${locale}.json`);

/** `true` once the page's language of this app's texts is in (see useLocaleNamespace). */
export function useCabinetTexts(): boolean {
  return useLocaleNamespace(CABINET_NAMESPACE, CABINET_TEXTS);
}
