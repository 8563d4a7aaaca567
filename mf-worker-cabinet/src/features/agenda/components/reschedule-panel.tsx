// Moving a session: the consequence first (the client is told by e-mail; price and call link stay), then
// one of the free times of the next two weeks. A series session can take every later session of the series
// along (/v4/series/move, all or nothing); a refusal lists the sessions that could not be moved.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { WorkerBooking } from '../../../lib/api/get-bookings';
import { Button, Check, errorText, Notice } from '@rozmova/web/ui';
import { useRequest, useResetOnLeave, useSlice } from '@rozmova/web/store/use-slice';
import { formatDay, formatTime } from '../../../lib/zoned-time';
import { moveSeriesSlice, moveTimesSlice, rescheduleSlice } from '../store/agenda-slices';
import styles from '../../../lib/cabinet.module.scss';

/** The next panel starts from "loading", never from the times another panel was shown. */
const LEAVING = [moveTimesSlice];

export function ReschedulePanel({
  booking,
  locale,
  zone,
  onClose,
}: {
  booking: WorkerBooking;
  locale: MarketLocale;
  zone: string;
  onClose: () => void;
}): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const dispatch = useDispatch();
  const single = useSlice(rescheduleSlice);
  const following = useSlice(moveSeriesSlice);
  const [scope, setScope] = useState<'this' | 'this_and_following'>('this');
  const state = scope === 'this' ? single : following;
  const times = useRequest(moveTimesSlice, { service_id: booking.service_id });
  const slots = times.status === 'ready' ? times.data : null;
  const loadError = times.status === 'failed' ? times.error : null;
  const [chosen, setChosen] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const mine = state.args?.booking_id === booking.id;

  useEffect(() => {
    dispatch(rescheduleSlice.reset());
    dispatch(moveSeriesSlice.reset());
    heading.current?.focus();
  }, [dispatch]);
  useResetOnLeave(LEAVING);

  useEffect(() => {
    if (mine && state.status === 'ready') onClose();
  }, [mine, state.status, onClose]);

  const headingId = `move-${booking.id}`;
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="reschedule-panel">
      <h3 id={headingId} tabIndex={-1} ref={heading} className={styles.subHeading}>
        {t('agenda.move_title')}
      </h3>
      <p className={styles.consequence}>{t('agenda.move_consequence')}</p>
      {loadError ? (
        <p role="alert" className={styles.fieldError}>
          {errorText(t, loadError, 'workerCabinet')}
        </p>
      ) : null}
      {!slots && !loadError ? (
        <p role="status" className={styles.muted}>
          {t('common.loading')}
        </p>
      ) : null}
      {slots && slots.slots.length === 0 ? <p className={styles.muted}>{t('agenda.move_no_times')}</p> : null}
      {slots && slots.slots.length > 0 ? (
        <fieldset className={styles.card}>
          <legend>{t('agenda.move_pick')}</legend>
          <ul className={styles.slotList}>
            {slots.slots.slice(0, 60).map((slot) => (
              <li key={slot.starts_at}>
                <button
                  type="button"
                  aria-pressed={chosen === slot.starts_at}
                  className={chosen === slot.starts_at ? styles.primaryButton : styles.secondaryButton}
                  onClick={() => setChosen(slot.starts_at)}
                >
                  {formatDay(slot.starts_at, locale, zone)}, {formatTime(slot.starts_at, locale, zone)}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {booking.series_id ? (
        <fieldset className={styles.card}>
          <legend>{t('agenda.series.move_question')}</legend>
          <Check
            label={t('agenda.series.move_this')}
            type="radio"
            name={`${headingId}-scope`}
            checked={scope === 'this'}
            onChange={() => setScope('this')}
            data-testid="move-scope-this"
          />
          <Check
            label={t('agenda.series.move_following')}
            type="radio"
            name={`${headingId}-scope`}
            checked={scope === 'this_and_following'}
            onChange={() => setScope('this_and_following')}
            data-testid="move-scope-following"
          />
          {scope === 'this_and_following' ? (
            <p className={styles.muted}>{t('agenda.series.move_following_note')}</p>
          ) : null}
        </fieldset>
      ) : null}
      {mine && state.status === 'failed' && state.error?.error === 'series_move_conflict' ? (
        <Notice tone="error" data-testid="move-series-conflict">
          <p>{t('agenda.series.move_conflict')}</p>
          <ul>
            {(state.error.details ?? []).map((d) =>
              typeof d.starts_at === 'string' ? (
                <li key={`${String(d.booking_id)}-${d.starts_at}`}>
                  {formatDay(d.starts_at, locale, zone)}, {formatTime(d.starts_at, locale, zone)}
                </li>
              ) : null,
            )}
          </ul>
        </Notice>
      ) : mine && state.status === 'failed' ? (
        <p role="alert" className={styles.fieldError}>
          {errorText(t, state.error, 'workerCabinet')}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button
          variant="primary"
          disabled={!chosen || (mine && state.status === 'loading')}
          onClick={() => {
            if (!chosen) return;
            dispatch(
              scope === 'this'
                ? rescheduleSlice.request({ booking_id: booking.id, starts_at: chosen })
                : moveSeriesSlice.request({ booking_id: booking.id, starts_at: chosen, scope }),
            );
          }}
        >
          {t('agenda.move_confirm')}
        </Button>
        <Button onClick={onClose}>{t('agenda.move_keep')}</Button>
      </div>
    </section>
  );
}
