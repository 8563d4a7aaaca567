import { useTranslation } from 'react-i18next';
import { zoneCity } from './zoned-time';
import styles from './cabinet.module.scss';

/** "Kyiv time": the zone by its city, never by its IANA name. */
export function ZoneNote({ zone }: { zone: string }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const city = zoneCity(zone);
  const name = 'key' in city ? t(city.key) : city.name;
  return (
    <p className={styles.muted} data-testid="zone-note">
      {t('common.zone_time', { city: name })}
    </p>
  );
}
