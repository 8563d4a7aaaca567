// Admin: what went wrong in people's browsers lately, grouped by message, the most frequent first.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';
import { PageHeader } from '@rozmova/web/ui';
import { StatusLine } from '../../../lib/status-line';
import { useSlice } from '@rozmova/web/store/use-slice';
import { formatShortDate, formatTime } from '../../../lib/zoned-time';
import { errorReportsSlice } from '../store/admin-errors-slices';
import styles from '../../../lib/cabinet.module.scss';
import { icu } from '@rozmova/web/i18n/icu';

const PERIODS = [1, 7, 30, 90] as const;

export function AdminErrorsPage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const dispatch = useDispatch();
  const state = useSlice(errorReportsSlice);
  const [days, setDays] = useState<(typeof PERIODS)[number]>(7);
  const zone = MARKETS[locale].timezone;
  const when = (iso: string) => `${formatShortDate(iso, locale, zone)}, ${formatTime(iso, locale, zone)}`;

  useEffect(() => {
    dispatch(errorReportsSlice.request(days));
  }, [dispatch, days]);

  return (
    <section className={styles.page} data-testid="admin-errors">
      <PageHeader title={t('admin.errors.title')} />
      <div className={styles.row} role="group" aria-label={t('admin.errors.period_label')}>
        {PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            aria-pressed={days === period}
            className={days === period ? styles.primaryButton : styles.secondaryButton}
            onClick={() => setDays(period)}
          >
            {icu(t, 'last_days', { count: period })}
          </button>
        ))}
      </div>
      <StatusLine state={state} onRetry={() => dispatch(errorReportsSlice.request(days))} />
      {state.data && state.data.groups.length === 0 ? <p className={styles.muted}>{t('admin.errors.none')}</p> : null}
      <ul className={styles.list}>
        {(state.data?.groups ?? []).map((group) => (
          <li key={group.message} className={styles.card} data-testid="error-group">
            <div className={styles.spread}>
              <h2 className={styles.subHeading}>{group.message || t('admin.errors.no_message')}</h2>
              <span className={styles.badge}>{icu(t, 'error_times', { count: group.count })}</span>
            </div>
            <p className={styles.muted}>
              {t('admin.errors.seen', { first: when(group.first_seen), last: when(group.last_seen) })} ·{' '}
              {group.locales.map((l) => t(`market.${l}`)).join(', ')}
            </p>
            {group.example_url ? <p>{group.example_url}</p> : null}
            <details>
              <summary>{t('admin.errors.stack')}</summary>
              <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{group.example_stack}</pre>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
