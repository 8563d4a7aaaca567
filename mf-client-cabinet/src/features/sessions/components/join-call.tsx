// The countdown to a session and the "Join call" button, live from 10 minutes before the start until its end.
import { useTranslation } from 'react-i18next';
import { Button, useNow } from '@rozmova/web/ui';
import { Link } from 'react-router-dom';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { videoCallPath } from '../../../routes';
import type { Appointment } from '../api/sessions-api';
import { callKind, joinState, timeUntil } from '../lib/session-rules';
import styles from '../../../lib/cabinet.module.scss';

export function JoinCall({
  locale,
  appointment,
}: {
  locale: MarketLocale;
  appointment: Appointment;
}): React.JSX.Element | null {
  const { t } = useTranslation('cabinet');
  const now = useNow(15_000).getTime();
  const state = joinState(appointment, now);
  if (state === 'over') return null;
  const left = timeUntil(appointment.starts_at, now);
  const countdown =
    left.days > 0
      ? t('sessions.countdown_days', left)
      : left.hours > 0
        ? t('sessions.countdown_hours', left)
        : t('sessions.countdown_minutes', left);
  const href = `/${locale}/${videoCallPath(callKind(appointment), appointment.id)}`;
  return (
    <div className={styles.actions}>
      <p className={styles.countdown} data-testid="countdown" aria-live="off">
        {Date.parse(appointment.starts_at) > now ? countdown : t('sessions.on_now')}
      </p>
      {state === 'open' ? (
        <Link className={styles.primaryButton} to={href} data-testid="join-call">
          {t('sessions.join')}
        </Link>
      ) : (
        <>
          <Button variant="primary" disabled data-testid="join-call" aria-describedby={`join-note-${appointment.id}`}>
            {t('sessions.join')}
          </Button>
          <p className={styles.muted} id={`join-note-${appointment.id}`}>
            {t('sessions.join_note')}
          </p>
        </>
      )}
    </div>
  );
}
