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
  const parts = Math.abs(value).toString().split('.');
  // Stryker disable next-line StringLiteral: split always yields a first part, so the default is never used.
  const [whole = '0', fraction] = parts;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

// British readers expect the pound sign before the amount; the other markets write the symbol after it.
const SYMBOLS_BEFORE_AMOUNT = new Set(['£']);

/** How each market writes the decimal part: Ukrainian, Polish and Romanian with a comma, English with a point. */
const DECIMAL_SEPARATOR: Readonly<Record<MarketLocale, string>> = { ua: ',', pl: ',', ro: ',', en: '.' };

/**
 * An amount the way the market writes it: thousands grouped with a space (R-9.8), the market's decimal
 * separator, and always two decimals, since every market currency has minor units (kopiyky, grosze,
 * bani, pence): 1320.5 -> "1 320,50", 159.2 -> "159,20", 1390 -> "1 390,00", 79.5 in en -> "79.50".
 */
export function formatAmount(amount: number, locale: string): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100);
  const minor = cents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const separator = DECIMAL_SEPARATOR[isMarketLocale(locale) ? locale : 'ua'];
  // Stryker disable next-line EqualityOperator: an amount of 0 has 0 cents, so `<= 0` writes no sign either.
  const below = amount < 0;
  const sign = below && cents > 0 ? '-' : '';
  return `${sign}${grouped}${separator}${String(minor).padStart(2, '0')}`;
}

/**
 * The one money formatter of the platform (widget, checkout, tokens, gift codes, the api's sandbox page,
 * e-mails and PDFs): "1 390,00 грн", "159,20 zł", "1 320,50 грн", "229,00 RON", "£79.50", "£1 890.00".
 */
export function formatPrice(amount: number, currencyCode: string | null | undefined, locale: string): string {
  const number = formatAmount(amount, locale);
  const symbol = currencySymbol(currencyCode, locale);
  return SYMBOLS_BEFORE_AMOUNT.has(symbol) ? `${symbol}${number}` : `${number} ${symbol}`;
}

/** A price in minor units (as the ledger keeps it), written the market's way. */
export function formatMinorPrice(amountMinor: number, currencyCode: string | null | undefined, locale: string): string {
  return formatPrice(amountMinor / 100, currencyCode, locale);
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

/**
 * A price written the way the market of its currency writes it, whatever the reader's language: an admin reading
 * in Polish still sees "£79.00" and "199,00 zł", never "£79,00" or "199.00 zł" (issue 23, point 7).
 */
export function formatCurrencyPrice(amount: number, currencyCode: string): string {
  const market = SYMBOL_BY_CODE[currencyCode.toLowerCase()];
  // Stryker disable next-line StringLiteral: an unknown locale falls back to 'ua' inside formatPrice as well.
  return formatPrice(amount, currencyCode, market ?? 'ua');
}
