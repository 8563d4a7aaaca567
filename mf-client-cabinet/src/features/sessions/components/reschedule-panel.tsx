// Moving a session: a new free time of the same therapist and session type, in the booking widget's calendar.
// A series session with later ones can take them along (the same change on the therapist's clock).
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { formatDayLong, formatTime } from '@rozmova/web/client-time';
import { SlotCalendar, type CalendarSlot } from '@rozmova/web/ui/slot-calendar';
import { Button, Check } from '@rozmova/web/ui';
import type { Appointment } from '../api/sessions-api';
import { useRescheduleSlots } from '../hooks/use-reschedule-slots';
import { cancelSlice, rescheduleSlice } from '../store/sessions-slices';
import styles from '../../../lib/cabinet.module.scss';

export function ReschedulePanel({
  locale,
  appointment,
  clientZone,
  working,
  withFollowing,
  onClose,
}: {
  locale: MarketLocale;
  appointment: Appointment;
  clientZone: string;
  working: boolean;
  /** A session of a series with later sessions: offer "this and all following". */
  withFollowing: boolean;
  onClose: () => void;
}): React.JSX.Element {
  const { t } = useTranslation('cabinet');
  const dispatch = useDispatch();
  const calendar = useRescheduleSlots(locale, appointment.worker.id, appointment.service_id);
  const [slot, setSlot] = useState<CalendarSlot | null>(null);
  const [scope, setScope] = useState<'this' | 'this_and_following'>('this');
  return (
    <section className={styles.card} aria-labelledby="reschedule-title" data-testid="reschedule-panel">
      <h2 className={styles.subHeading} id="reschedule-title">
        {t('reschedule.title')}
      </h2>
      <p>{t('reschedule.rule')}</p>
      {withFollowing && (
        <fieldset className={styles.choice}>
          <legend>{t('reschedule.scope_question')}</legend>
          <Check
            label={t('reschedule.scope_this')}
            labelClassName={styles.checkbox}
            type="radio"
            name="reschedule_scope"
            checked={scope === 'this'}
            onChange={() => setScope('this')}
            data-testid="reschedule-scope-this"
          />
          <Check
            label={t('reschedule.scope_following')}
            labelClassName={styles.checkbox}
            type="radio"
            name="reschedule_scope"
            checked={scope === 'this_and_following'}
            onChange={() => setScope('this_and_following')}
            data-testid="reschedule-scope-following"
          />
          {scope === 'this_and_following' && <p className={styles.muted}>{t('reschedule.following_note')}</p>}
        </fieldset>
      )}
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
        <Button
          variant="primary"
          disabled={!slot || working}
          data-testid="reschedule-confirm"
          onClick={() => {
            if (!slot) return;
            // One change at a time: the outcome above the session is this move's.
            dispatch(cancelSlice.reset());
            dispatch(
              rescheduleSlice.request({
                locale,
                id: appointment.id,
                startsAt: slot.starts_at,
                ...(withFollowing && scope === 'this_and_following' ? { alsoFollowing: true } : {}),
              }),
            );
          }}
        >
          {working ? t('reschedule.working') : t('reschedule.confirm')}
        </Button>
        <Button onClick={onClose}>{t('reschedule.close')}</Button>
      </div>
    </section>
  );
}
