// Where people reach a human: the support link by locale and the support block (the error screen, a call
// that cannot connect). Channels that are not market config (Telegram, Messenger) live here.
import { HEADQUARTERS_EMAIL, MARKETS, isMarketLocale } from '@rozmova/contracts/markets';

export const TELEGRAM_SUPPORT_URL = 'https://t.me/rozmova_support_bot';
export const MESSENGER_SUPPORT_URL: Readonly<Record<'pl' | 'ro', string>> = {
  pl: 'https://m.me/rozmova.pl',
  ro: 'https://m.me/rozmova.ro',
};

/** ua -> Telegram support page; pl, ro -> Messenger support pages; en -> mailto English support; else HQ. */
export function supportLink(locale: string): string {
  if (locale === 'ua') return '/ua/telegram-support';
  if (locale === 'pl' || locale === 'ro') return `/${locale}/facebook-messenger-support`;
  if (locale === 'en') return `mailto:${MARKETS.en.support.email}`;
  return `mailto:${HEADQUARTERS_EMAIL}`;
}

/** The support label of the error screen: Ukrainian for ua, Polish for pl, English otherwise. */
export function supportLabel(locale: string): string {
  if (locale === 'ua') return 'Служба підтримки';
  if (locale === 'pl') return 'Wsparcie';
  return 'Support';
}

export interface SupportBlockLinks {
  email: string;
  facebook: string | null;
  telegram: string | null;
  instagram: string;
}

/** E-mail and Instagram always; Facebook for ua and pl only; Telegram for ua only. */
export function supportBlockLinks(locale: string): SupportBlockLinks {
  const market = MARKETS[isMarketLocale(locale) ? locale : 'en'];
  return {
    email: `mailto:${isMarketLocale(locale) ? market.support.email : HEADQUARTERS_EMAIL}`,
    facebook: locale === 'ua' || locale === 'pl' ? market.support.facebook : null,
    telegram: locale === 'ua' ? TELEGRAM_SUPPORT_URL : null,
    instagram: market.support.instagram,
  };
}
