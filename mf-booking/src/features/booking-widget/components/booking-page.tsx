// /{locale}/booking: the widget without a preselected therapist; the client picks a time first and
// then one of the therapists free at that time.
import type { MarketLocale } from '@rozmova/contracts/markets';
import { BookingWidget } from './booking-widget';
import styles from '../../../lib/pages.module.scss';
import { CrisisHelpNotice } from '@rozmova/web/crisis-help';

export function BookingPage({ locale, basePath }: { locale: MarketLocale; basePath: string }): React.JSX.Element {
  return (
    <main className={`${styles.page} ${styles.centered}`}>
      <BookingWidget locale={locale} basePath={basePath} therapist={null} />
      <CrisisHelpNotice locale={locale} className={styles.crisisNotice} />
    </main>
  );
}
