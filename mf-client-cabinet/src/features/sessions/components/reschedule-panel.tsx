// Moving a session: a new free time of the same therapist and session type, in the booking widget's calendar.
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { formatDayLong, formatTime } from '@rozmova/web/client-time';
import { SlotCalendar, type CalendarSlot } from '@rozmova/web/ui/slot-calendar';
import type { Appointment } from '../api/sessions-api';
import { useRescheduleSlots } from '../hooks/use-reschedule-slots';
import { rescheduleSession } from '../store/actions';
import styles from '../../../lib/cabinet.module.scss';

export function ReschedulePanel({
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
  const calendar = useRescheduleSlots(locale, appointment.worker.id, appointment.service_id);
  const [slot, setSlot] = useState<CalendarSlot | null>(null);
  return (
    <section className={styles.card} aria-labelledby="reschedule-title" data-testid="reschedule-panel">
      <h2 className={styles.subHeading} id="reschedule-title">
        {t('reschedule.title')}
      </h2>
      <p>{t('reschedule.rule')}</p>
      <SlotCalendar
        locale={locale}
        status={calendar.status}
        slots={calendar.slots.filter((s) => s.starts_at !== new Date(appointment.starts_at).toISOString())}
        clientZone={clientZone}
        therapistZone={calendar.therapistZone}
        selectedStartsAt={slot?.starts_at ?? null}
        onSelect={setSlot}
        onRetry={calendar.reload}
      />
      {slot && (
        <p data-testid="reschedule-selected">
          {t('reschedule.selected', {
            day: formatDayLong(slot.starts_at, clientZone, locale),
            time: formatTime(slot.starts_at, clientZone, locale),
          })}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primaryButton}
          disabled={!slot || working}
          data-testid="reschedule-confirm"
          onClick={() => slot && dispatch(rescheduleSession({ locale, id: appointment.id, startsAt: slot.starts_at }))}
        >
          {working ? t('reschedule.working') : t('reschedule.confirm')}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={onClose}>
          {t('reschedule.close')}
        </button>
      </div>
    </section>
  );
}
