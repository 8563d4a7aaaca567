// The therapist's landing: today or the coming week in their own zone, then past sessions by month.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { PageHeader, useNow } from '@rozmova/web/ui';
import { StatusLine } from '../../../lib/status-line';
import { useSlice } from '@rozmova/web/store/use-slice';
import { ZoneNote } from '../../../lib/zone-note';
import { addDays, dateIn, formatDay } from '../../../lib/zoned-time';
import { AGENDA_DAYS, agendaQuery, upcomingSlice } from '../store/agenda-slices';
import { BookingCard } from './booking-card';
import { PastSessions } from './past-sessions';
import styles from '../../../lib/cabinet.module.scss';

export function AgendaPage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const dispatch = useDispatch();
  const state = useSlice(upcomingSlice);
  const now = useNow();
  const [view, setView] = useState<'day' | 'week'>('week');

  const load = () => dispatch(upcomingSlice.request(agendaQuery(new Date())));
  useEffect(() => {
    load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  const zone = state.data?.time_zone ?? null;
  const today = zone ? dateIn(now, zone) : null;
  const days = today ? Array.from({ length: view === 'day' ? 1 : AGENDA_DAYS }, (_, i) => addDays(today, i)) : [];
  const bookings = state.data?.bookings ?? [];

  return (
    <section className={styles.page} data-testid="agenda">
      <div className={styles.spread}>
        <PageHeader title={t('agenda.title')} />
        <div className={styles.row} role="group" aria-label={t('agenda.view_label')}>
          {(['day', 'week'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              className={view === option ? styles.primaryButton : styles.secondaryButton}
              onClick={() => setView(option)}
            >
              {t(`agenda.view_${option}`)}
            </button>
          ))}
        </div>
      </div>
      {zone ? <ZoneNote zone={zone} locale={locale} /> : null}
      <StatusLine state={state} onRetry={load} />
      {zone
        ? days.map((day) => {
            const ofDay = bookings.filter((b) => dateIn(b.starts_at, zone) === day);
            const dayLabel = formatDay(`${day}T12:00:00Z`, locale, 'UTC');
            return (
              <section key={day} aria-label={dayLabel} className={styles.page} data-testid="agenda-day" data-date={day}>
                <h2 className={styles.subHeading}>{day === today ? t('agenda.today', { day: dayLabel }) : dayLabel}</h2>
                {ofDay.length === 0 ? (
                  <p className={styles.muted}>{t('agenda.no_sessions')}</p>
                ) : (
                  <ul className={styles.list}>
                    {ofDay.map((booking) => (
                      <BookingCard key={booking.id} booking={booking} locale={locale} zone={zone} now={now} />
                    ))}
                  </ul>
                )}
              </section>
            );
          })
        : null}
      {zone ? <PastSessions locale={locale} zone={zone} now={now} /> : null}
    </section>
  );
}
