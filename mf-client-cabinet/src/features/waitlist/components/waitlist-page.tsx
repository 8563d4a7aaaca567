// My waitlists: each therapist the client waits for, with their days and hours, a slot offered right now (with
// the way to book it) and "leave". Nothing here says who else waits.
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { appointmentCheckoutPath } from '@rozmova/contracts/payments';
import { clientTimeZone, formatDate, formatDayLong, formatTime } from '@rozmova/web/client-time';
import { useRequest, useSlice } from '@rozmova/web/store/use-slice';
import { Button, errorText, Notice, PageHeader } from '@rozmova/web/ui';
import { leaveWaitlistSlice, waitlistSlice } from '../store/waitlist-slices';
import { weekdayNames } from '../lib/waitlist-view';
import styles from '../../../lib/cabinet.module.scss';

export function WaitlistPage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('cabinet');
  const dispatch = useDispatch();
  const list = useRequest(waitlistSlice, locale);
  const leaving = useSlice(leaveWaitlistSlice);
  const zone = clientTimeZone(locale);
  // Each load shows "loading" until it answers (a retry too); leaving answers with the list itself.
  const entries = list.status === 'ready' ? (list.data ?? []) : null;
  const busy = leaving.status === 'loading' ? (leaving.args?.entryId ?? null) : null;

  // What leaving came to is said on this visit only.
  useEffect(() => {
    dispatch(leaveWaitlistSlice.reset());
  }, [dispatch]);
  const notice =
    leaving.status === 'ready'
      ? { ok: true, text: t('waitlist.left') }
      : leaving.status === 'failed'
        ? { ok: false, text: errorText(t, leaving.error?.error ?? 'generic', 'cabinet') }
        : null;

  const leave = (entryId: string) => dispatch(leaveWaitlistSlice.request({ locale, entryId }));

  const when = (iso: string) => `${formatDayLong(iso, zone, locale)}, ${formatTime(iso, zone, locale)}`;

  return (
    <section data-testid="waitlist-page">
      <PageHeader title={t('waitlist.title')} />
      {notice && (
        <p className={notice.ok ? styles.success : styles.error} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      {(list.status === 'loading' || list.status === 'idle') && (
        <p role="status" className={styles.muted}>
          {t('common.loading')}
        </p>
      )}
      {list.status === 'failed' && (
        <Notice role="alert">
          <p>{errorText(t, list.error?.error ?? 'generic', 'cabinet')}</p>
          <Button onClick={list.reload}>{t('common.retry')}</Button>
        </Notice>
      )}
      {entries && entries.length === 0 && <p className={styles.muted}>{t('waitlist.empty')}</p>}
      {entries && entries.length > 0 && (
        <ul className={styles.list}>
          {entries.map((entry) => (
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
                <Button disabled={busy === entry.id} onClick={() => leave(entry.id)} data-testid="waitlist-leave">
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
