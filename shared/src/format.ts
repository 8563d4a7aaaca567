// Formatting rules (docs/rules.md R-3.8, R-9.8, R-9.9): currency symbols, thousands separator, age.
import { MARKETS, isMarketLocale, type MarketLocale } from './markets';
import { SECONDS_PER_YEAR } from './constants';

const SYMBOL_BY_CODE: Readonly<Record<string, MarketLocale>> = { uah: 'ua', pln: 'pl', ron: 'ro', gbp: 'en' };

/**
 * The symbol to show for a currency code: a known code maps to its market's symbol, an unknown
 * code is shown as given, a missing one falls back to the locale's own symbol.
 */
export function currencySymbol(code: string | null | undefined, locale: string): string {
  if (code === null || code === undefined || code === '') {
    return MARKETS[isMarketLocale(locale) ? locale : 'ua'].locales.currency_cymbol;
  }
  const market = SYMBOL_BY_CODE[code.toLowerCase()];
  return market ? MARKETS[market].locales.currency_cymbol : code;
}

/** Groups thousands with a space: 1390 -> "1 390", 12345.5 -> "12 345.5". */
export function formatNumber(value: number): string {
  const negative = value < 0;
  const [whole = '0', fraction] = Math.abs(value).toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

// British readers expect the pound sign before the amount; the other markets write the symbol after it.
const SYMBOLS_BEFORE_AMOUNT = new Set(['£']);

/** A price with its symbol where its readers expect it: "1 390 грн", "199 zł", "229 RON", "£79". */
export function formatPrice(amount: number, currencyCode: string | null | undefined, locale: string): string {
  const number = formatNumber(Math.round(amount * 100) / 100);
  const symbol = currencySymbol(currencyCode, locale);
  return SYMBOLS_BEFORE_AMOUNT.has(symbol) ? `${symbol}${number}` : `${number} ${symbol}`;
}

/** Whole years in a number of seconds (seconds / 31557600, floored). */
export function ageFromSeconds(seconds: number): number {
  return Math.floor(seconds / SECONDS_PER_YEAR);
}

/** Amounts travel as minor units in the ledger; shown in major units. */
export function fromMinorUnits(minor: number): number {
  return minor / 100;
}

export function toMinorUnits(major: number): number {
  return Math.round(major * 100);
}
