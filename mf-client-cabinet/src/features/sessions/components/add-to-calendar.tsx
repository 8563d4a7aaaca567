// "Add to calendar": the session as an .ics file with the join link and the free-cancellation deadline.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { formatTime, formatDate } from '@rozmova/web/client-time';
import { videoCallPath } from '../../../routes';
import type { Appointment } from '../api/sessions-api';
import { buildIcs, icsDataUrl } from '../lib/ics';
import { callKind } from '../lib/session-rules';
import styles from '../../../lib/cabinet.module.scss';

export function AddToCalendar({
  locale,
  appointment,
  clientZone,
}: {
  locale: MarketLocale;
  appointment: Appointment;
  clientZone: string;
}) {
  const { t } = useTranslation('cabinet');
  const href = useMemo(() => {
    const joinUrl = `${window.location.origin}/${locale}/${videoCallPath(callKind(appointment), appointment.id)}`;
    const deadline = appointment.free_cancellation_until;
    const ics = buildIcs(appointment, joinUrl, {
      summary: t('sessions.ics_summary', { name: appointment.worker.name }),
      description: t('sessions.ics_description', {
        url: joinUrl,
        day: formatDate(deadline, clientZone, locale),
        time: formatTime(deadline, clientZone, locale),
      }),
    });
    return icsDataUrl(ics);
  }, [appointment, locale, clientZone, t]);
  return (
    <a
      className={styles.secondaryButton}
      href={href}
      download={`rozmova-${appointment.starts_at.slice(0, 10)}.ics`}
      data-testid="add-to-calendar"
    >
      {t('sessions.add_to_calendar')}
    </a>
  );
}
