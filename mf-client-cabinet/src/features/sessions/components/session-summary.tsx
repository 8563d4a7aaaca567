// One session as a client reads it: who, when (their time and the therapist's), what kind, how it was paid
// and where it stands.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { formatDayLong, formatTime, zoneLabel } from '@rozmova/web/client-time';
import type { Appointment } from '../api/sessions-api';
import styles from '../../../lib/cabinet.module.scss';
import { TherapistPhoto } from '@rozmova/web/ui/therapist-photo';

export function statusKey(a: Appointment, now: number): string {
  if (a.status === 'cancelled')
    return a.cancelled_late ? 'sessions.status.cancelled_late' : 'sessions.status.cancelled';
  if (a.status === 'confirmed' && Date.parse(a.ends_at) <= now) return 'sessions.status.done';
  return `sessions.status.${a.status}`;
}

export function SessionSummary({
  locale,
  appointment,
  clientZone,
  headingLevel,
}: {
  locale: MarketLocale;
  appointment: Appointment;
  clientZone: string;
  headingLevel: 2 | 3;
}): React.JSX.Element {
  const { t } = useTranslation('cabinet');
  const a = appointment;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const therapistZone = a.time_zone;
  const sameZone = therapistZone === clientZone;
  return (
    <>
      <div className={styles.cardHead}>
        {a.worker.name && (
          <TherapistPhoto className={styles.photo} name={a.worker.name} url={a.worker.photo_url} size={56} />
        )}
        <div>
          <Heading className={styles.subHeading} data-testid="session-when">
            {t('sessions.when', {
              day: formatDayLong(a.starts_at, clientZone, locale),
              time: formatTime(a.starts_at, clientZone, locale),
              end: formatTime(a.ends_at, clientZone, locale),
            })}
          </Heading>
          <p className={styles.muted}>
            {t('sessions.your_zone', { zone: zoneLabel(clientZone, locale, new Date(a.starts_at)) })}
          </p>
        </div>
      </div>
      <dl className={styles.summary}>
        <dt>{t('sessions.labels.therapist')}</dt>
        <dd>
          <Link
            className={styles.link}
            to={`/${locale}/therapists?psychologist_id=${a.worker.id}`}
            data-testid="session-therapist"
          >
            {a.worker.name}
          </Link>
        </dd>
        {!sameZone && (
          <>
            <dt>{t('sessions.labels.therapist_time')}</dt>
            <dd data-testid="session-therapist-time">
              {t('sessions.therapist_time', {
                day: formatDayLong(a.starts_at, therapistZone, locale),
                time: formatTime(a.starts_at, therapistZone, locale),
                zone: zoneLabel(therapistZone, locale, new Date(a.starts_at)),
              })}
            </dd>
          </>
        )}
        <dt>{t('sessions.labels.type')}</dt>
        <dd data-testid="session-kind">
          {a.service_kind === 'couple' ? t('sessions.kind_couple') : t('sessions.kind_personal')}
          {a.service_kind === 'couple' && (
            <>
              {' · '}
              {a.role === 'partner'
                ? t('sessions.you_are_partner')
                : a.partner_email
                  ? t('sessions.partner', { email: a.partner_email })
                  : t('sessions.partner_none')}
            </>
          )}
        </dd>
        {a.role === 'client' && a.source && (
          <>
            <dt>{t('sessions.labels.payment')}</dt>
            <dd data-testid="session-paid">{t(`sessions.paid.${a.source}`)}</dd>
          </>
        )}
        <dt>{t('sessions.labels.status')}</dt>
        <dd data-testid="session-status" data-status={a.status}>
          {t(statusKey(a, Date.now()))}
        </dd>
        {a.status === 'cancelled' && a.cancel_reason && (
          <>
            <dt>{t('sessions.labels.reason')}</dt>
            <dd data-testid="session-cancel-reason">{a.cancel_reason}</dd>
          </>
        )}
      </dl>
    </>
  );
}
