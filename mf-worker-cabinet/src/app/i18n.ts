import type { LocaleLoader } from '@rozmova/web/i18n/i18n';
import { useLocaleNamespace } from '@rozmova/web/i18n/use-locale-namespace';

export const WORKER_CABINET_NAMESPACE = 'workerCabinet';

/** One chunk per language: a page downloads only the texts it shows. */
const WORKER_CABINET_TEXTS: LocaleLoader = (locale) =>
  import(/* webpackChunkName: "worker-cabinet-texts-[request]" */ `../locales/${locale}.json`);

/** `true` once the page's language of this app's texts is in (see useLocaleNamespace). */
export function useWorkerCabinetTexts(): boolean {
  return useLocaleNamespace(WORKER_CABINET_NAMESPACE, WORKER_CABINET_TEXTS);
}
