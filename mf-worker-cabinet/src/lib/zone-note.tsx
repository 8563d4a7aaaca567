import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { ZoneNote as KitZoneNote } from '@rozmova/web/ui';

/** "Kyiv time": the kit's zone label (the zone by its city, never by its IANA name) in this cabinet's words. */
export function ZoneNote({ zone, locale }: { zone: string; locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  return <KitZoneNote zone={zone} locale={locale} say={(city) => t('common.zone_time', { city })} />;
}
