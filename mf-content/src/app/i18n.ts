// The remote's own namespace, added to the shell's one i18next instance when the remote mounts.
import type { i18n as I18n } from 'i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import en from '../locales/en.json';
import pl from '../locales/pl.json';
import ro from '../locales/ro.json';
import ua from '../locales/ua.json';

export const CONTENT_NAMESPACE = 'content';

export const CONTENT_RESOURCES: Readonly<Record<MarketLocale, typeof ua>> = { ua, pl, ro, en };

export function addContentResources(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(CONTENT_RESOURCES)) {
    if (!i18n.hasResourceBundle(language, CONTENT_NAMESPACE)) {
      i18n.addResourceBundle(language, CONTENT_NAMESPACE, bundle, true, false);
    }
  }
}
