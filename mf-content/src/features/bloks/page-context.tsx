// What every block needs to know about the page it is on, without threading props through
// arbitrarily deep nesting of CMS blocks.
import { createContext, useContext } from 'react';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { MARKETS } from '@rozmova/contracts/markets';
import { formatPrice } from '@rozmova/contracts/format';
import { DEFAULT_SESSION_MINUTES } from '@rozmova/contracts/constants';

export interface PageContextValue {
  locale: MarketLocale;
  /** Storyblok draft preview (`_storyblok` in the address): editors see problems instead of gaps. */
  preview: boolean;
  /** Values editors write as {{name}} in texts; prices come from the market config, not the CMS. */
  variables: Readonly<Record<string, string>>;
}

/**
 * The {{...}} variables a text may use. Prices are the market's default session prices (docs/rules.md
 * ) formatted with the shared rules, so a price change never needs four CMS edits.
 */
export function pageVariables(locale: MarketLocale): Record<string, string> {
  const market = MARKETS[locale];
  const currency = market.locales.ga4_currency_name;
  return {
    personal_price: formatPrice(market.locales.default_personal_therapy_price, currency, locale),
    couple_price: formatPrice(market.locales.default_couple_therapy_price, currency, locale),
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
