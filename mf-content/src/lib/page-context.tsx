// What every block needs to know about the page it is on, without threading props through
// arbitrarily deep nesting of CMS blocks.
import { createContext, useContext } from 'react';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { MARKETS } from '@rozmova/contracts/markets';
import { formatPrice } from '@rozmova/contracts/format';
import { DEFAULT_SESSION_MINUTES } from '@rozmova/contracts/constants';
import type { LowestPricesState } from './use-lowest-prices';

export interface PageContextValue {
  locale: MarketLocale;
  /** Storyblok draft preview (`_storyblok` in the address): editors see problems instead of gaps. */
  preview: boolean;
  /** Values editors write as {{name}} in texts; prices come from the market config, not the CMS. */
  variables: Readonly<Record<string, string>>;
}

const FROM: Readonly<Record<MarketLocale, string>> = { ua: 'від', pl: 'od', ro: 'de la', en: 'from' };

/**
 * The {{...}} variables a text may use. Prices read "from X": X is the lowest price a listed therapist
 * of the market charges (what a client will really pay), formatted with the shared money rules; a
 * price change never needs four CMS edits. Until the list is in, "…"; without it, the market's default.
 */
export function pageVariables(
  locale: MarketLocale,
  lowest: LowestPricesState = { status: 'unavailable' },
): Record<string, string> {
  const market = MARKETS[locale];
  const fallbackCurrency = market.locales.ga4_currency_name;
  const fromPrice = (kind: 'personal' | 'couple', fallback: number): string => {
    if (lowest.status === 'loading') return '…';
    const price = lowest.status === 'ready' ? lowest.prices[kind] : null;
    const currency = lowest.status === 'ready' && lowest.prices.currency ? lowest.prices.currency : fallbackCurrency;
    return `${FROM[locale]} ${formatPrice(price ?? fallback, currency, locale)}`;
  };
  return {
    personal_price: fromPrice('personal', market.locales.default_personal_therapy_price),
    couple_price: fromPrice('couple', market.locales.default_couple_therapy_price),
    personal_minutes: String(DEFAULT_SESSION_MINUTES.personal),
    couple_minutes: String(DEFAULT_SESSION_MINUTES.couple),
    support_email: market.support.email,
  };
}

export function fillVariables(text: string, variables: Readonly<Record<string, string>>): string {
  // An unknown name stays visible as written, so an editor sees the typo in preview.
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => variables[name] ?? whole);
}

export const PageContext = createContext<PageContextValue>({
  locale: 'ua',
  preview: false,
  variables: pageVariables('ua'),
});

export function usePageContext(): PageContextValue {
  return useContext(PageContext);
}
