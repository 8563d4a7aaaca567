// Sessions moved for air-raid alerts and outages, per month and market (care through outages, issue 27).
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { OutageStats } from '@rozmova/web/outages/outage-stats';

export function AdminOutagesPage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  // Markets by name, as the other admin pages show them (`market.<code>` in this cabinet's texts).
  return <OutageStats locale={locale} marketName={(market) => t(`market.${market}`)} />;
}
