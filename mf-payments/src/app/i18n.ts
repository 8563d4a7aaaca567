import { addLocaleBundles } from '@rozmova/web/i18n/i18n';
import en from '../locales/en.json';
import pl from '../locales/pl.json';
import ro from '../locales/ro.json';
import ua from '../locales/ua.json';

export const PAYMENTS_NAMESPACE = 'payments';

export function registerPaymentsTexts(): void {
  addLocaleBundles(PAYMENTS_NAMESPACE, { ua, pl, ro, en });
}
