// My waitlists: each therapist the client waits for, with their days and hours, a slot offered right now (with
// the way to book it) and "leave". Nothing here says who else waits.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { appointmentCheckoutPath } from '@rozmova/contracts/payments';
import { clientTimeZone, formatDate, formatDayLong, formatTime } from '@rozmova/web/client-time';
import { apiErrorCode } from '@rozmova/web/api-client';
import { Button, errorText, Notice, PageHeader } from '@rozmova/web/ui';
import { getMyWaitlist, leaveWaitlist, type WaitlistEntry } from '../api/waitlist-api';
import { weekdayNames } from '../lib/waitlist-view';
import styles from '../../../lib/cabinet.module.scss';

type State =
  { status: 'loading' } | { status: 'error'; code: string } | { status: 'success'; entries: WaitlistEntry[] };

export function WaitlistPage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('cabinet');
  const [state, setState] = useState<State>({ status: 'loading' });
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const zone = clientTimeZone(locale);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'success', entries: await getMyWaitlist(locale) });
    } catch (error) {
      setState({ status: 'error', code: apiErrorCode(error) });
    }
  }, [locale]);

  useEffect(() => {
    void load();
  }, [load]);

  async function leave(id: string) {
    setBusy(id);
    setNotice(null);
    try {
      const entries = await leaveWaitlist(locale, id);
      setState({ status: 'success', entries });
      setNotice({ ok: true, text: t('waitlist.left') });
    } catch (error) {
      setNotice({ ok: false, text: errorText(t, apiErrorCode(error), 'cabinet') });
    } finally {
      setBusy(null);
    }
  }

  const when = (iso: string) => `${formatDayLong(iso, zone, locale)}, ${formatTime(iso, zone, locale)}`;

  return (
    <section data-testid="waitlist-page">
      <PageHeader title={t('waitlist.title')} />
      {notice && (
        <p className={notice.ok ? styles.success : styles.error} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      {state.status === 'loading' && (
        <p role="status" className={styles.muted}>
          {t('common.loading')}
        </p>
      )}
      {state.status === 'error' && (
        <Notice role="alert">
          <p>{errorText(t, state.code, 'cabinet')}</p>
          <Button onClick={() => void load()}>{t('common.retry')}</Button>
        </Notice>
      )}
      {state.status === 'success' && state.entries.length === 0 && (
        <p className={styles.muted}>{t('waitlist.empty')}</p>
      )}
      {state.status === 'success' && state.entries.length > 0 && (
        <ul className={styles.list}>
          {state.entries.map((entry) => (
            <li key={entry.id} className={styles.card} data-testid="waitlist-entry">
              <h2 className={styles.subHeading}>
                {entry.therapist_name}, {t(`waitlist.kind_${entry.service_kind}`)}
              </h2>
              {entry.windows.map((w, i) => (
                <p key={i}>
                  {t('waitlist.windows', { days: weekdayNames(w.weekdays, locale), from: w.from, to: w.to })}
                </p>
              ))}
              <p className={styles.muted}>{t('waitlist.since', { date: formatDate(entry.joined_at, zone, locale) })}</p>
              {entry.offer && (
                <div className={styles.prominent} data-testid="waitlist-offer">
                  <p>
                    {t('waitlist.offered', {
                      when: when(entry.offer.starts_at),
                      until: formatTime(entry.offer.expires_at, zone, locale),
                    })}
                  </p>
                  <Link
                    className={styles.primaryButton}
                    to={appointmentCheckoutPath(`/${locale}`, {
                      worker_id: entry.worker_id,
                      service_id: entry.service_id,
                      starts_at: entry.offer.starts_at,
                    })}
                  >
                    {t('waitlist.book')}
                  </Link>
                </div>
              )}
              <div className={styles.actions}>
                <Button disabled={busy === entry.id} onClick={() => void leave(entry.id)} data-testid="waitlist-leave">
                  {t('waitlist.leave')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
