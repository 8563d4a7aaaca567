// Cancelling: before confirming, the plain consequence (free more than 24 h before, late otherwise) and, for
// a free cancellation of a paid session, where the money goes: back to the card or as a session token.
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { formatTime, formatDate } from '@rozmova/web/client-time';
import { Button, Check } from '@rozmova/web/ui';
import type { Appointment, RefundTo } from '../api/sessions-api';
import { isFreeCancellation } from '../lib/session-rules';
import { cancelSlice, rescheduleSlice } from '../store/sessions-slices';
import styles from '../../../lib/cabinet.module.scss';

export function CancelPanel({
  locale,
  appointment,
  clientZone,
  working,
  onClose,
}: {
  locale: MarketLocale;
  appointment: Appointment;
  clientZone: string;
  working: boolean;
  onClose: () => void;
}): React.JSX.Element {
  const { t } = useTranslation('cabinet');
  const dispatch = useDispatch();
  const free = isFreeCancellation(appointment, Date.now());
  // Only a card payment can go back to the card; a token or subscription session gives its token back.
  const paidByCard = appointment.source === 'purchase';
  const [refundTo, setRefundTo] = useState<RefundTo>('payment');
  const deadline = {
    day: formatDate(appointment.free_cancellation_until, clientZone, locale),
    time: formatTime(appointment.free_cancellation_until, clientZone, locale),
  };
  return (
    <section className={styles.card} aria-labelledby="cancel-title" data-testid="cancel-panel" data-free={free}>
      <h2 className={styles.subHeading} id="cancel-title">
        {t('cancel.title')}
      </h2>
      <p data-testid="cancel-consequence">{free ? t('cancel.free', deadline) : t('cancel.late')}</p>
      {free && paidByCard && (
        <fieldset className={styles.choice}>
          <legend>{t('cancel.refund_question')}</legend>
          <Check
            label={t('cancel.refund_payment')}
            labelClassName={styles.checkbox}
            type="radio"
            name="refund_to"
            value="payment"
            checked={refundTo === 'payment'}
            onChange={() => setRefundTo('payment')}
            data-testid="refund-payment"
          />
          <Check
            label={t('cancel.refund_token')}
            labelClassName={styles.checkbox}
            type="radio"
            name="refund_to"
            value="token"
            checked={refundTo === 'token'}
            onChange={() => setRefundTo('token')}
            data-testid="refund-token"
          />
        </fieldset>
      )}
      {free && !paidByCard && appointment.source !== 'worker' && <p>{t('cancel.token_back')}</p>}
      <div className={styles.actions}>
        <Button
          variant="danger"
          disabled={working}
          data-testid="cancel-confirm"
          onClick={() => {
            // One change at a time: the outcome above the session is this cancel's.
            dispatch(rescheduleSlice.reset());
            dispatch(
              cancelSlice.request({ locale, id: appointment.id, refundTo: free && paidByCard ? refundTo : 'token' }),
            );
          }}
        >
          {working ? t('cancel.working') : t('cancel.confirm')}
        </Button>
        <Button onClick={onClose}>{t('cancel.keep')}</Button>
      </div>
    </section>
  );
}
