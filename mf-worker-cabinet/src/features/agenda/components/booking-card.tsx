// One session in the agenda: when, who, what kind, its state and payment, the call button, and the
// therapist's two actions (cancel, move) while it is still to come.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { formatPrice } from '@rozmova/contracts/format';
import { Button } from '@rozmova/web/ui';
import type { WorkerBooking } from '../../../lib/api/get-bookings';
import { formatShortDate, formatTime } from '../../../lib/zoned-time';
import { CALL_OPENS_MINUTES_BEFORE, agendaStatus, callWindow, paymentKind } from './booking-status';
import { CancelPanel } from './cancel-panel';
import { EndSeriesPanel } from './end-series-panel';
import { ReschedulePanel } from './reschedule-panel';
import { CarePanel } from '@rozmova/web/outages/care-panel';
import styles from '../../../lib/cabinet.module.scss';

interface Props {
  booking: WorkerBooking;
  locale: MarketLocale;
  zone: string;
  now: Date;
  withDate?: boolean;
}

export function BookingCard({ booking, locale, zone, now, withDate = false }: Props): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const [panel, setPanel] = useState<'cancel' | 'move' | 'end_series' | null>(null);
  const close = useCallback(() => setPanel(null), []);
  const status = agendaStatus(booking, now);
  const kind = booking.service_kind === 'couple' ? 'couple' : 'personal';
  const client = booking.client as { name: string; email: string } | null;
  const window = callWindow(booking, now);
  const opensAt = new Date(new Date(booking.starts_at).getTime() - CALL_OPENS_MINUTES_BEFORE * 60_000).toISOString();
  const time = `${formatTime(booking.starts_at, locale, zone)}–${formatTime(booking.ends_at, locale, zone)}`;
  const titleId = `booking-${booking.id}`;

  return (
    <li
      className={`${styles.card} ${status === 'cancelled' || status === 'late_cancelled' ? styles.cancelled : ''}`}
      data-testid="agenda-booking"
      data-booking-id={booking.id}
      data-status={status}
      aria-labelledby={titleId}
    >
      <div className={styles.spread}>
        <h3 id={titleId} className={styles.subHeading}>
          {withDate ? `${formatShortDate(booking.starts_at, locale, zone)}, ` : ''}
          {time} · {client ? client.name || t('agenda.client_deleted') : t('agenda.client_unknown')}
        </h3>
        <span className={styles.badge} data-testid="booking-status">
          {t(`agenda.status.${status}`)}
        </span>
      </div>
      <dl className={styles.row}>
        <dt className={styles.visuallyHidden}>{t('agenda.kind_label')}</dt>
        <dd className={styles.badge}>{t(`agenda.kind.${kind}`)}</dd>
        <dt className={styles.visuallyHidden}>{t('agenda.payment_label')}</dt>
        <dd className={styles.badge}>
          {t(`agenda.payment.${paymentKind(booking.source)}`)} · {formatPrice(booking.price, booking.currency, locale)}
        </dd>
        {booking.series_id ? (
          <>
            <dt className={styles.visuallyHidden}>{t('agenda.series.label')}</dt>
            <dd className={styles.badge} data-testid="series-marker">
              {t('agenda.series.marker')}
            </dd>
          </>
        ) : null}
        {kind === 'couple' ? (
          <>
            <dt className={styles.visuallyHidden}>{t('agenda.partner_label')}</dt>
            <dd className={styles.badge}>
              {booking.partner_email ? t('agenda.partner', { email: booking.partner_email }) : t('agenda.partner_none')}
            </dd>
          </>
        ) : null}
      </dl>
      {client?.email ? <p className={styles.muted}>{client.email}</p> : null}
      {booking.client_note ? <p>{t('agenda.client_note', { note: booking.client_note })}</p> : null}
      {/* Near the session (its call window): an air-raid alert's notice, and that the client was told. */}
      {status === 'upcoming' && window === 'open' ? <CarePanel locale={locale} bookingId={booking.id} /> : null}
      {status === 'upcoming' ? (
        <div className={styles.row}>
          {window === 'open' ? (
            <Link
              className={styles.primaryButton}
              data-testid="join-call"
              to={`/${locale}/cabinet/video_call/${kind}/${booking.id}`}
            >
              {t('agenda.join_call')}
            </Link>
          ) : (
            <Button variant="primary" data-testid="join-call" disabled>
              {t('agenda.join_call_at', { time: formatTime(opensAt, locale, zone) })}
            </Button>
          )}
          <Button data-testid="move-booking" onClick={() => setPanel('move')} aria-expanded={panel === 'move'}>
            {t('agenda.move')}
          </Button>
          <Button data-testid="cancel-booking" onClick={() => setPanel('cancel')} aria-expanded={panel === 'cancel'}>
            {t('agenda.cancel')}
          </Button>
          {booking.series_id ? (
            <Button
              data-testid="end-series"
              onClick={() => setPanel('end_series')}
              aria-expanded={panel === 'end_series'}
            >
              {t('agenda.series.end')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {panel === 'cancel' ? <CancelPanel booking={booking} onClose={close} /> : null}
      {panel === 'end_series' && booking.series_id ? (
        <EndSeriesPanel booking={{ ...booking, series_id: booking.series_id }} onClose={close} />
      ) : null}
      {panel === 'move' ? <ReschedulePanel booking={booking} locale={locale} zone={zone} onClose={close} /> : null}
    </li>
  );
}
