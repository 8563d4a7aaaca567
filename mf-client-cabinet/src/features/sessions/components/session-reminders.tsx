// The session's e-mail reminders (a day and an hour before) and what became of each: when it goes out,
// that it was sent, or why it was not. Read-only; reminders are turned on and off in the profile.
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { AppointmentReminder } from '@rozmova/contracts/schemas/reminders';
import { formatTime, formatDate } from '@rozmova/web/client-time';
import { useRequest } from '@rozmova/web/store/use-slice';
import { remindersSlice } from '../store/sessions-slices';
import styles from '../../../lib/cabinet.module.scss';

export function SessionReminders({
  locale,
  appointmentId,
  zone,
}: {
  locale: MarketLocale;
  appointmentId: string;
  zone: string;
}): React.JSX.Element | null {
  const { t } = useTranslation('cabinet');
  // Read on every mount: the session page mounts this anew when the session moves or is cancelled.
  const request = useRequest(remindersSlice, { locale, appointmentId });
  const current = request.args?.appointmentId === appointmentId;
  const failed = current && request.status === 'failed';
  const reminders = current && request.status === 'ready' ? (request.data?.reminders ?? null) : null;

  if (failed) {
    return (
      <p className={styles.muted} data-testid="reminders-error">
        {t('reminders.load_failed')}
      </p>
    );
  }
  if (!reminders || reminders.length === 0) return null;

  const state = (r: AppointmentReminder): string => {
    const at = (iso: string) => ({ day: formatDate(iso, zone, locale), time: formatTime(iso, zone, locale) });
    switch (r.status) {
      case 'sent':
        return t('reminders.sent', at(r.sent_at ?? r.due_at));
      case 'failed':
        return r.last_response ? t('reminders.failed', { reason: r.last_response }) : t('reminders.failed_no_reason');
      case 'queued':
        return t('reminders.queued');
      case 'cancelled':
        return t('reminders.cancelled');
      case 'off':
        return t('reminders.off');
      default:
        return t('reminders.scheduled', at(r.due_at));
    }
  };

  return (
    <section className={styles.card} data-testid="session-reminders" aria-labelledby="session-reminders-title">
      <h2 id="session-reminders-title" className={styles.subHeading}>
        {t('reminders.title')}
      </h2>
      <ul>
        {reminders.map((r) => (
          <li key={r.kind} data-testid={`reminder-${r.kind}`} data-status={r.status}>
            {t(r.kind === '24h' ? 'reminders.kind_24h' : 'reminders.kind_1h')}: {state(r)}
          </li>
        ))}
      </ul>
    </section>
  );
}
