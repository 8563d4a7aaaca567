// What clients will be offered next week, day by day, as the booking widget computes it.
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { StatusLine } from '../../../lib/status-line';
import { useSlice } from '@rozmova/web/store/use-slice';
import { dateIn, formatDay, formatTime } from '../../../lib/zoned-time';
import { previewSlice } from '../store/weekly-hours-slices';
import styles from '../../../lib/cabinet.module.scss';

export function NextWeekPreview({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const state = useSlice(previewSlice);
  const data = state.data;
  const byDay = new Map<string, string[]>();
  if (data) {
    for (const slot of data.slots) {
      const day = dateIn(slot.starts_at, data.time_zone);
      byDay.set(day, [...(byDay.get(day) ?? []), slot.starts_at]);
    }
  }
  return (
    <section className={styles.card} aria-labelledby="preview-title" data-testid="next-week-preview">
      <h2 id="preview-title" className={styles.subHeading}>
        {t('weekly.preview_title')}
      </h2>
      <p className={styles.muted}>{t('weekly.preview_intro')}</p>
      <StatusLine state={state} />
      {data && byDay.size === 0 ? <p>{t('weekly.preview_none')}</p> : null}
      {data && byDay.size > 0 ? (
        <ul className={styles.list}>
          {[...byDay].map(([day, starts]) => (
            <li key={day}>
              <strong>{formatDay(starts[0]!, locale, data.time_zone)}:</strong>{' '}
              {starts.map((start) => formatTime(start, locale, data.time_zone)).join(', ')}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
