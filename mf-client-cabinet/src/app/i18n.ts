import { addLocaleBundles } from '@rozmova/web/i18n/i18n';
import en from '../locales/en.json';
import pl from '../locales/pl.json';
import ro from '../locales/ro.json';
import ua from '../locales/ua.json';

export const CABINET_NAMESPACE = 'cabinet';

export function registerCabinetTexts(): void {
  addLocaleBundles(CABINET_NAMESPACE, { ua, pl, ro, en });
}
