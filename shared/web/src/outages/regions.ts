// Ukraine's oblasts as a sentence about an alert there names them: "in Kyiv oblast" in each language of the
// site, derived from the contract's names (shared/contracts schemas/outages.ts), which a select shows as they are.
import type { MarketLocale } from '@rozmova/contracts/markets';
import { UA_OBLASTS, type OblastId } from '@rozmova/contracts/schemas/outages';

/** ua: "Київська область" -> "в Київській області"; the two cities and Crimea decline their own way. */
function uaIn(name: string): string {
  if (name.startsWith('місто ')) return `у ${name.replace('місто ', 'місті ')}`;
  if (name === 'Автономна Республіка Крим') return 'в Автономній Республіці Крим';
  return `в ${name.replace(/а область$/, 'ій області')}`;
}

/** pl: "obwód kijowski" -> "w obwodzie kijowskim". */
function plIn(name: string, id: OblastId): string {
  if (id === 'kyiv') return 'w Kijowie';
  if (id === 'sevastopol') return 'w Sewastopolu';
  if (id === 'krym') return 'w Autonomicznej Republice Krymu';
  return `w ${name.replace(/^obwód (\S+)$/, 'obwodzie $1m')}`;
}

/** "in Kyiv oblast" in the page's language. */
export function regionIn(id: OblastId, locale: MarketLocale): string {
  const names = UA_OBLASTS[id];
  switch (locale) {
    case 'ua':
      return uaIn(names.ua);
    case 'pl':
      return plIn(names.pl, id);
    case 'ro':
      return `în ${names.ro}`;
    default:
      return id === 'krym' ? `in the ${names.en}` : `in ${names.en}`;
  }
}

/** An alert in the other side's region, when the viewer may not know which one (the client never learns the therapist's). */
export function otherRegionIn(locale: MarketLocale): string {
  return {
    ua: 'в регіоні вашого терапевта',
    pl: 'w regionie twojego terapeuty',
    ro: 'în regiunea terapeutului dumneavoastră',
    en: "in your therapist's region",
  }[locale];
}

export function regionName(id: OblastId, locale: MarketLocale): string {
  return UA_OBLASTS[id][locale];
}
