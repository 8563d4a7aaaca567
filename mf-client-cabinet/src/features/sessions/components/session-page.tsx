// One session: everything about it, joining, adding to a calendar, moving and cancelling, and what
// happened after a change.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { PATHS } from '@rozmova/contracts/routes/paths';
import { clientTimeZone, formatTime, formatDate, formatDayLong } from '@rozmova/web/client-time';
import { Button, errorText, Notice, PageHeader } from '@rozmova/web/ui';
import { useSeriesByBooking } from '../../../lib/series-list';
import { SERIES_PAY_QUERY_PARAM } from '@rozmova/contracts/schemas/series';
import { useSlice } from '@rozmova/web/store/use-slice';
import type { Appointment, CancelResult } from '../api/sessions-api';
import { canCancel, canReschedule } from '../lib/session-rules';
import { cancelSlice, detailsSlice, refusedTimes, rescheduleSlice } from '../store/sessions-slices';
import { AddToCalendar } from './add-to-calendar';
import { CancelPanel } from './cancel-panel';
import { JoinCall } from './join-call';
import { SessionReminders } from './session-reminders';
import { SessionSummary } from './session-summary';
import styles from '../../../lib/cabinet.module.scss';
import { CarePanel } from '@rozmova/web/outages/care-panel';

type Panel = 'none' | 'cancel' | 'reschedule';

// The calendar loads when the client asks to move a session.
const ReschedulePanel = lazy(() => import('./reschedule-panel').then((m) => ({ default: m.ReschedulePanel })));

export function SessionPage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('cabinet');
  const { id = '' } = useParams();
  const dispatch = useDispatch();
  const details = useSlice(detailsSlice);
  const change = useChange();
  const zone = useMemo(() => clientTimeZone(locale), [locale]);
  const [panel, setPanel] = useState<Panel>('none');
  const series = useSeriesByBooking(locale).get(id);

  useEffect(() => {
    dispatch(cancelSlice.reset());
    dispatch(rescheduleSlice.reset());
    dispatch(detailsSlice.request({ locale, id }));
    setPanel('none');
  }, [dispatch, locale, id]);

  // A finished change closes its panel; the outcome is said above the session.
  useEffect(() => {
    if (change.status === 'done') setPanel('none');
  }, [change.status]);

  // While the same session reloads after a change it stays shown; another session starts empty.
  const item = details.data?.id === id ? details.data : null;
  const back = (
    <Link className={styles.link} to={`/${locale}/${PATHS.clientCabinet.sessions}`}>
      {t('sessions.back')}
    </Link>
  );

  if (!item) {
    // Someone else's session answers exactly like a missing one (404); a malformed id cannot exist either.
    const code = details.error?.error ?? null;
    const missing = Boolean(code?.endsWith('not_found')) || code === 'validation_failed';
    return (
      <>
        {back}
        <PageHeader title={t('sessions.details_title')} />
        {details.status === 'failed' ? (
          <Notice role="alert" data-testid="session-error">
            <p>{missing ? t('sessions.not_found') : errorText(t, code ?? 'generic', 'cabinet')}</p>
            {!missing && (
              <Button onClick={() => dispatch(detailsSlice.request({ locale, id }))}>{t('common.retry')}</Button>
            )}
          </Notice>
        ) : (
          <p role="status" className={styles.muted}>
            {t('common.loading')}
          </p>
        )}
      </>
    );
  }

  const now = Date.now();
  const working = change.status === 'working';
  return (
    <>
      {back}
      <PageHeader title={t('sessions.details_title')} />
      <ChangeOutcome locale={locale} zone={zone} appointment={item} change={change} />
      <section className={`${styles.card} ${styles.prominent}`} data-testid="session" data-id={item.id}>
        <SessionSummary locale={locale} appointment={item} clientZone={zone} headingLevel={2} />
        <JoinCall locale={locale} appointment={item} />
        {item.status === 'confirmed' && Date.parse(item.ends_at) > now && (
          <CarePanel
            locale={locale}
            bookingId={item.id}
            slotSource={() => Promise.resolve({ workerId: item.worker.id, serviceId: item.service_id })}
            onMoved={() => dispatch(detailsSlice.request({ locale, id }))}
          />
        )}
        {series && (
          <p className={styles.muted} data-testid="series-marker">
            <Link
              className={styles.link}
              to={
                item.status === 'held'
                  ? `/${locale}/${PATHS.clientCabinet.series}?${SERIES_PAY_QUERY_PARAM}=${encodeURIComponent(item.id)}`
                  : `/${locale}/${PATHS.clientCabinet.series}`
              }
            >
              {item.status === 'held'
                ? t('series.pay_in_series')
                : t(`series.marker_${series.every_weeks === 2 ? 2 : 1}`)}
            </Link>
          </p>
        )}
        <div className={styles.actions}>
          {item.status === 'confirmed' && Date.parse(item.ends_at) > now && (
            <AddToCalendar locale={locale} appointment={item} clientZone={zone} />
          )}
          {canReschedule(item, now) && panel !== 'reschedule' && (
            <Button onClick={() => setPanel('reschedule')} data-testid="open-reschedule">
              {t('reschedule.open')}
            </Button>
          )}
          {canCancel(item, now) && panel !== 'cancel' && (
            <Button onClick={() => setPanel('cancel')} data-testid="open-cancel">
              {t('cancel.open')}
            </Button>
          )}
        </div>
        {canCancel(item, now) && !canReschedule(item, now) && (
          <p className={styles.muted}>{t('reschedule.too_late')}</p>
        )}
      </section>
      {/* Read again when the session is moved or cancelled here: the reminders' times and states follow it. */}
      <SessionReminders key={`${item.starts_at}|${item.status}`} locale={locale} appointmentId={item.id} zone={zone} />
      {panel === 'reschedule' && (
        <Suspense fallback={<p className={styles.muted}>{t('common.loading')}</p>}>
          <ReschedulePanel
            locale={locale}
            appointment={item}
            clientZone={zone}
            working={working}
            withFollowing={Boolean(
              series?.occurrences.some(
                (o) => o.status === 'confirmed' && Date.parse(o.starts_at) > Date.parse(item.starts_at),
              ),
            )}
            onClose={() => setPanel('none')}
          />
        </Suspense>
      )}
      {panel === 'cancel' && (
        <CancelPanel
          locale={locale}
          appointment={item}
          clientZone={zone}
          working={working}
          onClose={() => setPanel('none')}
        />
      )}
    </>
  );
}

/** The last cancel or move of this page: what happened, or the api's error code. */
interface Change {
  status: 'idle' | 'working' | 'done' | 'error';
  kind: 'cancel' | 'reschedule' | null;
  error: string | null;
  cancelResult: CancelResult | null;
  /** For a refused series move (`series_move_conflict`): the new times the api could not give, one per session. */
  conflicts: string[];
  /** After a move: the session's new start, as the api accepted it (named before the session reloads). */
  movedTo: string | null;
}

const CHANGE_STATUS = { idle: 'idle', loading: 'working', ready: 'done', failed: 'error' } as const;

/** The cancel and move slices as one change: the panels start one and reset the other (see the panels). */
function useChange(): Change {
  const cancel = useSlice(cancelSlice);
  const reschedule = useSlice(rescheduleSlice);
  if (reschedule.status !== 'idle')
    return {
      status: CHANGE_STATUS[reschedule.status],
      kind: 'reschedule',
      error: reschedule.error?.error ?? null,
      cancelResult: null,
      conflicts: refusedTimes(reschedule.error),
      movedTo: reschedule.status === 'ready' ? (reschedule.args?.startsAt ?? null) : null,
    };
  return {
    status: CHANGE_STATUS[cancel.status],
    kind: cancel.status === 'idle' ? null : 'cancel',
    error: cancel.error?.error ?? null,
    cancelResult: cancel.status === 'ready' ? cancel.data : null,
    conflicts: [],
    movedTo: null,
  };
}

function ChangeOutcome({
  locale,
  zone,
  appointment,
  change,
}: {
  locale: MarketLocale;
  zone: string;
  appointment: Appointment;
  change: Change;
}) {
  const { t } = useTranslation('cabinet');
  if (change.status === 'error' && change.error === 'series_move_conflict') {
    return (
      <Notice role="alert" data-testid="change-error">
        <p className={styles.error}>{t('reschedule.series_conflict')}</p>
        <ul data-testid="series-move-conflicts">
          {change.conflicts.map((at) => (
            <li key={at}>
              {t('reschedule.conflict_time', {
                day: formatDayLong(at, zone, locale),
                time: formatTime(at, zone, locale),
              })}
            </li>
          ))}
        </ul>
      </Notice>
    );
  }
  if (change.status === 'error') {
    return (
      <p role="alert" className={styles.error} data-testid="change-error">
        {errorText(t, change.error ?? 'generic', 'cabinet')}
      </p>
    );
  }
  if (change.status !== 'done') return null;
  let text: string;
  if (change.kind === 'reschedule') {
    // The new time the api accepted: the session itself may still show the old one until it reloads.
    const movedTo = change.movedTo ?? appointment.starts_at;
    text = t('reschedule.done', {
      day: formatDate(movedTo, zone, locale),
      time: formatTime(movedTo, zone, locale),
    });
  } else {
    const result = change.cancelResult;
    if (result?.late) text = t('cancel.done_late');
    else if (appointment.source !== 'purchase')
      text = appointment.source === 'worker' ? t('cancel.done_plain') : t('cancel.done_token_back');
    else text = result?.refund_to === 'token' ? t('cancel.done_free_token') : t('cancel.done_free_payment');
  }
  return (
    <Notice role="status" data-testid="change-done" data-kind={change.kind}>
      <p className={styles.success}>{text}</p>
      {change.kind === 'cancel' && change.cancelResult?.refund_to === 'token' && !change.cancelResult.late && (
        <Link className={styles.link} to={`/${locale}/${PATHS.clientCabinet.purchases}`}>
          {t('cancel.see_tokens')}
        </Link>
      )}
    </Notice>
  );
}
