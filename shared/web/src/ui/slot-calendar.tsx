// Free times by day, in the client's zone; the therapist's zone is named beside them. One calendar for
// every place a client picks a time: the booking widget (mf-booking) and moving a session (mf-client-cabinet).
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import {
  dayKey,
  daysFrom,
  formatDayParts,
  formatMonthSpan,
  formatTime,
  otherZone,
  today,
  zoneLabel,
} from '@rozmova/web/client-time';
import { addLocaleBundles } from '@rozmova/web/i18n/i18n';
import { SLOT_CALENDAR_TEXTS } from './slot-calendar-texts';
import styles from './slot-calendar.module.scss';

export const SLOT_CALENDAR_NAMESPACE = 'calendar';
/** How far ahead the calendar looks; the api's horizon is 8 weeks. */
export const CALENDAR_DAYS = 28;
const DAYS_PER_PAGE = 7;

/** A free time; `worker_ids` are the therapists free then (one when a therapist is chosen). */
export interface CalendarSlot {
  starts_at: string;
  ends_at: string;
  worker_ids: string[];
  /** A planned power cut of the therapist's outage group overlaps this time (ua market, when configured). */
  planned_outage?: boolean;
}

/** Slots grouped by the client's calendar day, days and times in order. */
export function groupByDay(slots: CalendarSlot[], dayOf: (iso: string) => string): Map<string, CalendarSlot[]> {
  const days = new Map<string, CalendarSlot[]>();
  for (const slot of slots) {
    const day = dayOf(slot.starts_at);
    const list = days.get(day) ?? [];
    list.push(slot);
    days.set(day, list);
  }
  return days;
}

export interface SlotCalendarProps {
  locale: MarketLocale;
  status: 'loading' | 'success' | 'error';
  slots: CalendarSlot[];
  clientZone: string;
  therapistZone: string | null;
  selectedStartsAt: string | null;
  onSelect: (slot: CalendarSlot) => void;
  onRetry: () => void;
  /** Heading level inside the page it sits on. */
  headingLevel?: 2 | 3;
}

export function SlotCalendar(props: SlotCalendarProps): React.JSX.Element {
  const {
    locale,
    status,
    slots,
    clientZone,
    therapistZone,
    selectedStartsAt,
    onSelect,
    onRetry,
    headingLevel = 3,
  } = props;
  addLocaleBundles(SLOT_CALENDAR_NAMESPACE, SLOT_CALENDAR_TEXTS);
  const { t } = useTranslation(SLOT_CALENDAR_NAMESPACE);
  const byDay = useMemo(() => groupByDay(slots, (iso) => dayKey(iso, clientZone)), [slots, clientZone]);
  const allDays = useMemo(() => daysFrom(today(clientZone), CALENDAR_DAYS, clientZone), [clientZone]);
  const firstFreeDay = allDays.find((d) => byDay.has(d)) ?? null;
  const selectedDayOfSlot = selectedStartsAt ? dayKey(selectedStartsAt, clientZone) : null;
  const [day, setDay] = useState<string | null>(selectedDayOfSlot ?? firstFreeDay);
  const [page, setPage] = useState(0);

  const openFirstDay = useEffectEvent(() => {
    const target = selectedDayOfSlot && byDay.has(selectedDayOfSlot) ? selectedDayOfSlot : firstFreeDay;
    setDay(target);
    if (target) setPage(Math.floor(allDays.indexOf(target) / DAYS_PER_PAGE));
  });
  // When slots arrive (or the service changes), open the first day that has any.
  useEffect(() => {
    openFirstDay();
  }, [byDay]);

  const pageCount = Math.ceil(allDays.length / DAYS_PER_PAGE);
  const visibleDays = allDays.slice(page * DAYS_PER_PAGE, (page + 1) * DAYS_PER_PAGE);
  const daySlots = day ? (byDay.get(day) ?? []) : [];
  const now = new Date();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Said once for both when the therapist's clock is the client's own.
  const therapistOwnZone = otherZone(therapistZone, clientZone, now);

  return (
    <section className={styles.calendar} aria-labelledby="booking-calendar-title">
      <Heading id="booking-calendar-title" className={styles.title}>
        {t('title')}
      </Heading>
      <p className={styles.zoneNote} data-testid="client-zone">
        {t('your_zone', { zone: zoneLabel(clientZone, locale, now) })}
      </p>
      {therapistOwnZone && (
        <p className={styles.zoneNote} data-testid="therapist-zone">
          {t('therapist_zone', {
            zone: zoneLabel(therapistOwnZone, locale, now),
            time: formatTime(now.toISOString(), therapistOwnZone, locale),
          })}
        </p>
      )}
      {status === 'loading' && (
        <p role="status" className={styles.muted}>
          {t('loading')}
        </p>
      )}
      {status === 'error' && (
        <div role="alert" className={styles.notice}>
          <p>{t('error')}</p>
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      )}
      {status === 'success' && slots.length === 0 && <p className={styles.notice}>{t('no_slots')}</p>}
      {status === 'success' && slots.length > 0 && (
        <>
          {visibleDays.length > 0 && (
            <p className={styles.monthSpan} data-testid="calendar-months">
              {formatMonthSpan(visibleDays[0]!, visibleDays[visibleDays.length - 1]!, clientZone, locale)}
            </p>
          )}
          <div className={styles.dayStrip} role="group" aria-label={t('pick_day')}>
            <button
              type="button"
              className={styles.pageButton}
              onClick={() => setPage((p) => Math.max(0, p - 1))}
              disabled={page === 0}
              aria-label={t('previous_week')}
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
              aria-label={t('next_week')}
            >
              ›
            </button>
          </div>
          {daySlots.length === 0 ? (
            <p className={styles.muted}>{t('no_slots_day')}</p>
          ) : (
            <div className={styles.times} role="group" aria-label={t('pick_time')}>
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
                  {slot.planned_outage && (
                    <span className={styles.outage} data-testid="slot-planned-outage">
                      {t('planned_outage')}
                    </span>
                  )}
                </button>
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
