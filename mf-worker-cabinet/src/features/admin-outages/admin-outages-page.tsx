// Sessions moved for air-raid alerts and outages, per month and market (care through outages, issue 27).
import type { MarketLocale } from '@rozmova/contracts/markets';
import { OutageStats } from '@rozmova/web/outages/outage-stats';

export function AdminOutagesPage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  return <OutageStats locale={locale} />;
}
