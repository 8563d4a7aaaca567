// moment with exactly the four market locales. Import moment from here, never `moment/locale/*`
// directly: the locale files register on the moment copy their own bundle holds, and this module
// is a shared singleton, so the host's copy (the one every app uses) gets them.
import moment from 'moment';
import 'moment/locale/uk';
import 'moment/locale/pl';
import 'moment/locale/ro';
import 'moment/locale/en-gb';
import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';

// moment switches its global locale on every locale import; English stays the neutral default.
moment.locale('en');

/** moment in the market's `moment_locale` (uk, pl, ro, en-gb). */
export function momentFor(locale: MarketLocale, input?: moment.MomentInput): moment.Moment {
  return moment(input).locale(MARKETS[locale].locales.moment_locale);
}

export { moment };
