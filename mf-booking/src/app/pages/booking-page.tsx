// /{locale}/booking: the widget without a preselected therapist; the client picks a time first and
// then one of the therapists free at that time.
import type { MarketLocale } from '@rozmova/shared/markets';
import { CrisisHelpNotice } from '@rozmova/shared/crisis-help';
import { BookingWidget } from '../../features/booking-widget/components/booking-widget';
import styles from './pages.module.scss';

export function BookingPage({ locale, basePath }: { locale: MarketLocale; basePath: string }): React.JSX.Element {
  return (
    <main className={`${styles.page} ${styles.centered}`}>
      <BookingWidget locale={locale} basePath={basePath} therapist={null} />
      <CrisisHelpNotice locale={locale} className={styles.crisisNotice} />
    </main>
  );
}
