// Cancelling says what happens first (the client gets everything back and is told), then asks.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { WorkerBooking } from '../../../lib/api/get-bookings';
import { errorText } from '../../../lib/error-text';
import { useSlice } from '../../../lib/use-slice';
import { cancelSlice } from '../store/agenda-slices';
import styles from '../../../lib/cabinet.module.scss';

export function CancelPanel({ booking, onClose }: { booking: WorkerBooking; onClose: () => void }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const dispatch = useDispatch();
  const state = useSlice(cancelSlice);
  const [reason, setReason] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const mine = state.args?.booking_id === booking.id;

  useEffect(() => {
    dispatch(cancelSlice.reset());
    heading.current?.focus();
  }, [dispatch]);

  useEffect(() => {
    if (mine && state.status === 'ready') onClose();
  }, [mine, state.status, onClose]);

  const headingId = `cancel-${booking.id}`;
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="cancel-panel">
      <h3 id={headingId} tabIndex={-1} ref={heading} className={styles.subHeading}>
        {t('agenda.cancel_title')}
      </h3>
      <p className={styles.consequence} data-testid="cancel-consequence">
        {t('agenda.cancel_consequence')}
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
          data-testid="cancel-confirm"
          disabled={mine && state.status === 'loading'}
          onClick={() =>
            dispatch(
              cancelSlice.request({ booking_id: booking.id, ...(reason.trim() ? { reason: reason.trim() } : {}) }),
            )
          }
        >
          {t('agenda.cancel_confirm')}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={onClose}>
          {t('agenda.cancel_keep')}
        </button>
      </div>
    </section>
  );
}
