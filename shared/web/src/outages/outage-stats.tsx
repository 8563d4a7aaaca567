// The admin's view of care through outages: sessions moved for air-raid alerts and for lost power or
// connection, per month and market (GET /v4/admin/outages/stats).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { OutageStats as Stats } from '@rozmova/contracts/schemas/outages';
import { outagesApi, type OutagesApi } from './api';
import { addOutagesTexts } from './outage-profile';
import styles from './outages.module.scss';

/** Intl's code for each UI language (`ua` is Ukrainian, `uk`). */
const INTL_LOCALE: Readonly<Record<MarketLocale, string>> = { ua: 'uk-UA', pl: 'pl-PL', ro: 'ro-RO', en: 'en-GB' };

/** `2026-11` as people say it in the UI language: "листопад 2026 р.", "listopad 2026", "November 2026". */
export function monthName(month: string, locale: MarketLocale): string {
  const [year, mon] = month.split('-').map(Number);
  if (!year || !mon) return month;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, mon - 1, 1)),
  );
}

export function OutageStats({
  locale,
  marketName,
  api = outagesApi,
}: {
  locale: MarketLocale;
  /** The market's name in the UI language, as the cabinet's other admin pages name it. */
  marketName: (market: MarketLocale) => string;
  api?: OutagesApi;
}): React.JSX.Element {
  addOutagesTexts();
  const { t } = useTranslation('outages');
  const [state, setState] = useState<{ status: 'loading' | 'error' } | { status: 'ready'; stats: Stats }>({
    status: 'loading',
  });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    api.stats(locale).then(
      (stats) => setState({ status: 'ready', stats }),
      () => setState({ status: 'error' }),
    );
  }, [api, locale]);
  useEffect(load, [load]);

  return (
    <section className={styles.section} aria-labelledby="outage-stats-title" data-testid="outage-stats">
      <h1 id="outage-stats-title">{t('stats_heading')}</h1>
      <p className={styles.muted}>{t('stats_intro')}</p>
      {state.status === 'loading' && <p role="status">{t('loading')}</p>}
      {state.status === 'error' && (
        <div role="alert">
          <p className={styles.error}>{t('stats_failed')}</p>
          <button type="button" className={styles.button} onClick={load}>
            {t('retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' &&
        (state.stats.rows.length === 0 ? (
          <p>{t('stats_empty')}</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">{t('month')}</th>
                <th scope="col">{t('market')}</th>
                <th scope="col">{t('alert_moves')}</th>
                <th scope="col">{t('outage_moves')}</th>
                <th scope="col">{t('outage_cancellations')}</th>
              </tr>
            </thead>
            <tbody>
              {state.stats.rows.map((row) => (
                <tr key={`${row.month}-${row.market}`}>
                  <td>{monthName(row.month, locale)}</td>
                  <td>{marketName(row.market)}</td>
                  <td>{row.alert_moves}</td>
                  <td>{row.outage_moves}</td>
                  <td>{row.outage_cancellations}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}
