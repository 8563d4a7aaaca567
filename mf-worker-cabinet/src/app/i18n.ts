import { addLocaleBundles } from '@rozmova/web/i18n/i18n';
import en from '../locales/en.json';
import pl from '../locales/pl.json';
import ro from '../locales/ro.json';
import ua from '../locales/ua.json';

export const WORKER_CABINET_NAMESPACE = 'workerCabinet';

export function registerWorkerCabinetTexts(): void {
  addLocaleBundles(WORKER_CABINET_NAMESPACE, { ua, pl, ro, en });
}
