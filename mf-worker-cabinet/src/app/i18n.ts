import type { LocaleLoaders } from '@rozmova/web/i18n/i18n';
import { useLocaleNamespace } from '@rozmova/web/i18n/use-locale-namespace';

export const WORKER_CABINET_NAMESPACE = 'workerCabinet';

/** One chunk per language: a page downloads only the texts it shows. */
const WORKER_CABINET_TEXTS: LocaleLoaders = {
  ua: () => import(/* webpackChunkName: "worker-cabinet-texts-ua" */ '../locales/ua.json'),
  pl: () => import(/* webpackChunkName: "worker-cabinet-texts-pl" */ '../locales/pl.json'),
  ro: () => import(/* webpackChunkName: "worker-cabinet-texts-ro" */ '../locales/ro.json'),
  en: () => import(/* webpackChunkName: "worker-cabinet-texts-en" */ '../locales/en.json'),
};

/** `true` once the page's language of this app's texts is in (see useLocaleNamespace). */
export function useWorkerCabinetTexts(): boolean {
  return useLocaleNamespace(WORKER_CABINET_NAMESPACE, WORKER_CABINET_TEXTS);
}
