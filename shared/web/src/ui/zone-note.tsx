// The one zone label: a zone by its city as people say it in the page's language ("Kyiv", "Kijów"), never
// by its IANA id; the same names as the zone choices of the profiles (@rozmova/contracts/zone-choices).
import { zoneCityName } from '@rozmova/contracts/zone-choices';
import type { MarketLocale } from '@rozmova/contracts/markets';
import styles from './kit.module.scss';

/** "Kyiv", "Kijów", "Kiev" (ro): the city of a zone in a language; another zone: its last part. */
export function zoneCity(zone: string, locale: MarketLocale): string {
  return zoneCityName(zone, locale);
}

/** A line under a heading that says in whose clock the times are: `say` words it ("Kyiv time"). */
export function ZoneNote({
  zone,
  locale,
  say,
}: {
  zone: string;
  locale: MarketLocale;
  say: (city: string) => string;
}): React.JSX.Element {
  return (
    <p className={styles.lead} data-testid="zone-note">
      {say(zoneCity(zone, locale))}
    </p>
  );
}
