// The session's e-mail reminders (a day and an hour before) and what became of each: when it goes out,
// that it was sent, or why it was not. Read-only; reminders are turned on and off in the profile.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { AppointmentReminder, AppointmentRemindersResponse } from '@rozmova/contracts/schemas/reminders';
import { call } from '@rozmova/web/api-client';
import * as remindersEndpoints from '@rozmova/contracts/endpoints/reminders';
import { formatTime, formatDate } from '@rozmova/web/client-time';
import styles from '../../../lib/cabinet.module.scss';

export function getReminders(locale: MarketLocale, appointmentId: string): Promise<AppointmentRemindersResponse> {
  return call(
    remindersEndpoints.appointmentReminders,
    { query: { appointment_id: appointmentId } },
    { configId: locale },
  );
}

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
  const [reminders, setReminders] = useState<AppointmentReminder[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setReminders(null);
    setFailed(false);
    getReminders(locale, appointmentId).then(
      (r) => live && setReminders(r.reminders),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [locale, appointmentId]);

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
