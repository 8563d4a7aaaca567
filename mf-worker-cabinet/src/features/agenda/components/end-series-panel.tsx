// Ending a series says what happens first (every later session cancelled, the client refunded and told), then asks.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { WorkerBooking } from '../../../lib/api/get-bookings';
import { errorText } from '../../../lib/error-text';
import { useSlice } from '../../../lib/use-slice';
import { endSeriesSlice } from '../store/agenda-slices';
import styles from '../../../lib/cabinet.module.scss';

export function EndSeriesPanel({
  booking,
  onClose,
}: {
  booking: WorkerBooking & { series_id: string };
  onClose: () => void;
}): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const dispatch = useDispatch();
  const state = useSlice(endSeriesSlice);
  const [reason, setReason] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const mine = state.args?.series_id === booking.series_id;

  useEffect(() => {
    dispatch(endSeriesSlice.reset());
    heading.current?.focus();
  }, [dispatch]);

  useEffect(() => {
    if (mine && state.status === 'ready') onClose();
  }, [mine, state.status, onClose]);

  const headingId = `end-series-${booking.id}`;
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="end-series-panel">
      <h3 id={headingId} tabIndex={-1} ref={heading} className={styles.subHeading}>
        {t('agenda.series.end_title')}
      </h3>
      <p className={styles.consequence} data-testid="end-series-consequence">
        {t('agenda.series.end_consequence')}
      </p>
      <div className={styles.field}>
        <label htmlFor={`${headingId}-reason`}>{t('agenda.cancel_reason')}</label>
        <textarea
          id={`${headingId}-reason`}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      {mine && state.status === 'failed' ? (
        <p role="alert" className={styles.fieldError}>
          {errorText(t, state.error)}
        </p>
      ) : null}
      <div className={styles.row}>
        <button
          type="button"
          className={styles.dangerButton}
          data-testid="end-series-confirm"
          disabled={mine && state.status === 'loading'}
          onClick={() =>
            dispatch(
              endSeriesSlice.request({
                series_id: booking.series_id,
                ...(reason.trim() ? { reason: reason.trim() } : {}),
              }),
            )
          }
        >
          {t('agenda.series.end_confirm')}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={onClose}>
          {t('agenda.series.end_keep')}
        </button>
      </div>
    </section>
  );
}
