// Statistics per month in the therapist's zone: sessions, clients, hours and revenue as charts, with the
// same figures as a table for screen readers and for anyone who prefers numbers.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { formatNumber, formatPrice } from '@rozmova/contracts/format';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { PageHeader } from '@rozmova/web/ui';
import { StatusLine } from '../../../lib/status-line';
import { useSlice } from '@rozmova/web/store/use-slice';
import { ZoneNote } from '../../../lib/zone-note';
import { formatMonth } from '../../../lib/zoned-time';
import { statisticsSlice } from '../store/statistics-slices';
import { BarChart } from './bar-chart';
import {
  monthsBack,
  revenueFromBookings,
  shownHours,
  STATISTICS_RANGES as RANGES,
  wholeUnits,
  type StatisticsRange,
} from '../lib/statistics-rules';
import styles from '../../../lib/cabinet.module.scss';
import { icu } from '@rozmova/web/i18n/icu';

export function StatisticsPage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const dispatch = useDispatch();
  const state = useSlice(statisticsSlice);
  const [range, setRange] = useState<StatisticsRange>(6);

  // Months are the therapist's: the zone of the last answer, or this device's until the first one arrives.
  const zone = state.data?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const load = () => dispatch(statisticsSlice.request(monthsBack(new Date(), range, zone)));
  useEffect(() => {
    load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, range]);

  const data = state.data;
  const labels = data?.months.map((m) => formatMonth(m.month, locale)) ?? [];
  const money = (value: number) => formatPrice(value, data?.currency, locale);
  // Axis steps are whole units: "50 zł", not "50,00 zł".
  const moneyAxis = (value: number) => wholeUnits(formatPrice(value, data?.currency, locale));

  return (
    <section className={styles.page} data-testid="statistics">
      <div className={styles.spread}>
        <PageHeader title={t('statistics.title')} />
        <div className={styles.row} role="group" aria-label={t('statistics.range_label')}>
          {RANGES.map((months) => (
            <button
              key={months}
              type="button"
              aria-pressed={range === months}
              className={range === months ? styles.primaryButton : styles.secondaryButton}
              onClick={() => setRange(months)}
            >
              {icu(t, 'months', { count: months })}
            </button>
          ))}
        </div>
      </div>
      {data ? <ZoneNote zone={data.time_zone} locale={locale} /> : null}
      <StatusLine state={state} onRetry={load} />
      {data ? (
        <>
          <dl className={styles.row} data-testid="statistics-totals">
            <div className={styles.card}>
              <dt>{t('statistics.held')}</dt>
              <dd>{formatNumber(data.totals.sessions_held)}</dd>
            </div>
            <div className={styles.card}>
              <dt>{t('statistics.clients')}</dt>
              <dd>{formatNumber(data.totals.distinct_clients)}</dd>
            </div>
            <div className={styles.card}>
              <dt>{t('statistics.hours')}</dt>
              <dd>{formatNumber(shownHours(data.totals.hours))}</dd>
            </div>
            <div className={styles.card}>
              <dt>{t('statistics.revenue')}</dt>
              <dd>{money(data.totals.revenue)}</dd>
            </div>
          </dl>
          <div className={styles.charts}>
            <BarChart
              title={t('statistics.sessions_chart')}
              labels={labels}
              format={(v) => formatNumber(v)}
              series={[
                { label: t('statistics.held'), color: '#1b7d91', values: data.months.map((m) => m.sessions_held) },
                { label: t('statistics.cancelled'), color: '#9aa5b1', values: data.months.map((m) => m.cancelled) },
                {
                  label: t('statistics.late_cancelled'),
                  color: '#c0392b',
                  values: data.months.map((m) => m.late_cancelled),
                },
              ]}
            />
            <BarChart
              title={t('statistics.revenue_chart')}
              labels={labels}
              format={moneyAxis}
              series={[{ label: t('statistics.revenue'), color: '#2e7d32', values: data.months.map((m) => m.revenue) }]}
            />
          </div>
          {/* A scroll area on a phone: reachable and named for keyboard and screen-reader users. */}
          <div
            className={styles.tableWrap}
            tabIndex={0}
            role="region"
            aria-label={t('statistics.table_caption')}
            data-testid="statistics-table-scroll"
          >
            <table className={styles.table} data-testid="statistics-table">
              <caption className={styles.subHeading}>{t('statistics.table_caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('statistics.month')}</th>
                  <th scope="col" className={styles.number}>
                    {t('statistics.held')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('statistics.upcoming')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('statistics.cancelled')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('statistics.late_cancelled')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('statistics.clients')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('statistics.hours')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('statistics.revenue')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.months.map((m, i) => (
                  <tr key={m.month}>
                    <th scope="row">{labels[i]}</th>
                    <td className={styles.number}>{formatNumber(m.sessions_held)}</td>
                    <td className={styles.number}>{formatNumber(m.sessions_upcoming)}</td>
                    <td className={styles.number}>{formatNumber(m.cancelled)}</td>
                    <td className={styles.number}>{formatNumber(m.late_cancelled)}</td>
                    <td className={styles.number}>{formatNumber(m.distinct_clients)}</td>
                    <td className={styles.number}>{formatNumber(shownHours(m.hours))}</td>
                    <td className={styles.number}>{money(m.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {revenueFromBookings(data.revenue_source) ? (
            <p className={styles.muted}>{t('statistics.revenue_from_bookings')}</p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
