import { ageFromSeconds, currencySymbol, formatAmount, formatMinorPrice, formatNumber, formatPrice } from '../format';
import { MARKETS } from '../markets';

describe('currencySymbol', () => {
  it.each([
    ['uah', 'грн'],
    ['pln', 'zł'],
    ['ron', 'RON'],
    ['gbp', '£'],
    ['GBP', '£'],
  ])('maps %s to its market symbol', (code, symbol) => {
    expect(currencySymbol(code, 'ua')).toBe(symbol);
  });

  it('shows an unknown code as given', () => {
    expect(currencySymbol('usd', 'pl')).toBe('usd');
  });

  it("falls back to the locale's symbol when the code is missing", () => {
    expect(currencySymbol(undefined, 'pl')).toBe('zł');
    expect(currencySymbol(null, 'en')).toBe('£');
    expect(currencySymbol('', 'ro')).toBe('RON');
  });
});

describe('formatNumber', () => {
  it('separates thousands with a space', () => {
    expect(formatNumber(1390)).toBe('1 390');
    expect(formatNumber(1234567.25)).toBe('1 234 567.25');
    expect(formatNumber(79)).toBe('79');
    expect(formatNumber(-2500)).toBe('-2 500');
  });

  it('formats prices with the symbol after the amount', () => {
    expect(formatPrice(1390, 'uah', 'ua')).toBe('1 390,00 грн');
    expect(formatPrice(199.999, null, 'pl')).toBe('200,00 zł');
    expect(formatPrice(229, 'ron', 'ro')).toBe('229,00 RON');
  });

  it('puts the pound sign before the amount, as British readers expect', () => {
    expect(formatPrice(79, 'gbp', 'en')).toBe('£79.00');
    expect(formatPrice(1890, null, 'en')).toBe('£1 890.00');
  });
});

describe('money the way each market writes it', () => {
  it('always shows two decimals when there are minor units, with the market decimal separator', () => {
    expect(formatPrice(159.2, 'pln', 'pl')).toBe('159,20 zł');
    expect(formatPrice(1320.5, 'uah', 'ua')).toBe('1 320,50 грн');
    expect(formatPrice(1680.05, 'ron', 'ro')).toBe('1 680,05 RON');
    expect(formatPrice(79.5, 'gbp', 'en')).toBe('£79.50');
  });

  it('writes whole amounts with two decimals too and groups thousands with a space', () => {
    expect(formatAmount(1234567, 'pl')).toBe('1 234 567,00');
    expect(formatAmount(1234567.891, 'ua')).toBe('1 234 567,89');
    expect(formatAmount(0.004, 'pl')).toBe('0,00');
    expect(formatAmount(-0.004, 'pl')).toBe('0,00');
    expect(formatAmount(-12.5, 'ro')).toBe('-12,50');
    expect(formatAmount(1390, 'en')).toBe('1 390.00');
  });

  it('formats ledger amounts in minor units', () => {
    expect(formatMinorPrice(15920, 'PLN', 'pl')).toBe('159,20 zł');
    expect(formatMinorPrice(139000, 'UAH', 'ua')).toBe('1 390,00 грн');
    expect(formatMinorPrice(132050, 'UAH', 'ua')).toBe('1 320,50 грн');
  });
});

describe('ageFromSeconds', () => {
  it('floors seconds divided by 31557600', () => {
    expect(ageFromSeconds(31_557_600 * 30 - 1)).toBe(29);
    expect(ageFromSeconds(31_557_600 * 30)).toBe(30);
  });
});

describe('market config', () => {
  it('carries the market prices, currencies and zones (R-9.1)', () => {
    expect(MARKETS.ua.locales.default_personal_therapy_price).toBe(1390);
    expect(MARKETS.en.locales.default_couple_therapy_price).toBe(1890);
    expect(MARKETS.pl.timezone).toBe('Europe/Warsaw');
    expect(MARKETS.ro.locales.booking_calendar_locale).toBe('ro-RO');
    expect(MARKETS.en.locales.jitsi_call_default_language).toBe('en-US');
  });

  it('shows the marketing checkbox everywhere but ua, the offer checkbox everywhere', () => {
    expect(MARKETS.ua.feature_flags.auth.sign_up_show_marketing_checkbox).toBe(false);
    for (const locale of ['pl', 'ro', 'en'] as const) {
      expect(MARKETS[locale].feature_flags.auth.sign_up_show_marketing_checkbox).toBe(true);
    }
    for (const market of Object.values(MARKETS)) {
      expect(market.feature_flags.auth.sign_up_show_oferta_checkbox).toBe(true);
    }
  });
});
