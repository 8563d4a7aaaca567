// Free times by day, in the client's zone; the therapist's zone is named beside them.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/shared/markets';
import { dayKey, daysFrom, formatDayParts, formatMonthSpan, formatTime, otherZone, today, zoneLabel } from '@rozmova/shared/client-time';
import { groupByDay, type CalendarSlot } from '../lib/merge-slots';
import { CALENDAR_DAYS } from '../hooks/use-calendar-slots';
import styles from './booking-widget.module.scss';

const DAYS_PER_PAGE = 7;

interface Props {
  locale: MarketLocale;
  status: 'loading' | 'success' | 'error';
  slots: CalendarSlot[];
  clientZone: string;
  therapistZone: string | null;
  selectedStartsAt: string | null;
  onSelect: (slot: CalendarSlot) => void;
  onRetry: () => void;
}

export function SlotCalendar(props: Props): React.JSX.Element {
  const { locale, status, slots, clientZone, therapistZone, selectedStartsAt, onSelect, onRetry } = props;
  const { t } = useTranslation('booking');
  const byDay = useMemo(() => groupByDay(slots, (iso) => dayKey(iso, clientZone)), [slots, clientZone]);
  const allDays = useMemo(() => daysFrom(today(clientZone), CALENDAR_DAYS, clientZone), [clientZone]);
  const firstFreeDay = allDays.find((d) => byDay.has(d)) ?? null;
  const selectedDayOfSlot = selectedStartsAt ? dayKey(selectedStartsAt, clientZone) : null;
  const [day, setDay] = useState<string | null>(selectedDayOfSlot ?? firstFreeDay);
  const [page, setPage] = useState(0);

  // When slots arrive (or the service changes), open the first day that has any.
  useEffect(() => {
    const target = selectedDayOfSlot && byDay.has(selectedDayOfSlot) ? selectedDayOfSlot : firstFreeDay;
    setDay(target);
    if (target) setPage(Math.floor(allDays.indexOf(target) / DAYS_PER_PAGE));
  }, [byDay]);

  const pageCount = Math.ceil(allDays.length / DAYS_PER_PAGE);
  const visibleDays = allDays.slice(page * DAYS_PER_PAGE, (page + 1) * DAYS_PER_PAGE);
  const daySlots = day ? (byDay.get(day) ?? []) : [];
  const now = new Date();
  // Said once for both when the therapist's clock is the client's own.
  const therapistOwnZone = otherZone(therapistZone, clientZone, now);

  return (
    <section className={styles.calendar} aria-labelledby="booking-calendar-title">
      <h3 id="booking-calendar-title" className={styles.subTitle}>
        {t('calendar.title')}
      </h3>
      <p className={styles.zoneNote} data-testid="client-zone">
        {t('calendar.your_zone', { zone: zoneLabel(clientZone, locale, now) })}
      </p>
      {therapistOwnZone && (
        <p className={styles.zoneNote} data-testid="therapist-zone">
          {t('calendar.therapist_zone', {
            zone: zoneLabel(therapistOwnZone, locale, now),
            time: formatTime(now.toISOString(), therapistOwnZone, locale),
          })}
        </p>
      )}
      {status === 'loading' && (
        <p role="status" className={styles.muted}>
          {t('calendar.loading')}
        </p>
      )}
      {status === 'error' && (
        <div role="alert" className={styles.notice}>
          <p>{t('calendar.error')}</p>
          <button type="button" className={styles.secondaryButton} onClick={onRetry}>
            {t('calendar.retry')}
          </button>
        </div>
      )}
      {status === 'success' && slots.length === 0 && <p className={styles.notice}>{t('calendar.no_slots')}</p>}
      {status === 'success' && slots.length > 0 && (
        <>
          {visibleDays.length > 0 && (
            <p className={styles.monthSpan} data-testid="calendar-months">
              {formatMonthSpan(visibleDays[0]!, visibleDays[visibleDays.length - 1]!, clientZone, locale)}
            </p>
          )}
          <div className={styles.dayStrip} role="group" aria-label={t('calendar.pick_day')}>
            <button
              type="button"
              className={styles.pageButton}
              onClick={() => setPage((p) => Math.max(0, p - 1))}
              disabled={page === 0}
              aria-label={t('calendar.previous_week')}
            >
              ‹
            </button>
            <div className={styles.days}>
              {visibleDays.map((d) => {
                const count = byDay.get(d)?.length ?? 0;
                const label = formatDayParts(d, clientZone, locale);
                return (
                  <button
                    key={d}
                    type="button"
                    className={d === day ? `${styles.day} ${styles.selected}` : styles.day}
                    disabled={count === 0}
                    aria-pressed={d === day}
                    onClick={() => setDay(d)}
                    data-testid={`day-${d}`}
                    title={label.full}
                  >
                    <span className={styles.dayWeekday}>{label.weekday}</span>{' '}
                    <span className={styles.dayDate}>{label.date}</span>
                    {/* Heard, not shown: the strip has no room for month names, the heading above says them. */}
                    <span className={styles.visuallyHidden}> {label.month}</span>
                  </button>
                );
              })}
            </div>
            <button
              type="button"
              className={styles.pageButton}
              onClick={() => setPage((p) => Math.min(pageCount - 1, p + 1))}
              disabled={page >= pageCount - 1}
              aria-label={t('calendar.next_week')}
            >
              ›
            </button>
          </div>
          {daySlots.length === 0 ? (
            <p className={styles.muted}>{t('calendar.no_slots_day')}</p>
          ) : (
            <div className={styles.times} role="group" aria-label={t('calendar.pick_time')}>
              {daySlots.map((slot) => (
                <button
                  key={slot.starts_at}
                  type="button"
                  className={slot.starts_at === selectedStartsAt ? `${styles.time} ${styles.selected}` : styles.time}
                  aria-pressed={slot.starts_at === selectedStartsAt}
                  onClick={() => onSelect(slot)}
                  data-testid="slot"
                  data-starts-at={slot.starts_at}
                >
                  {formatTime(slot.starts_at, clientZone, locale)}
                </button>
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
