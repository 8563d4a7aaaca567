// Free times of the session's own therapist and session type, shaped for the shared calendar.
import { useCallback, useEffect, useState } from 'react';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { CALENDAR_DAYS, type CalendarSlot } from '@rozmova/web/ui/slot-calendar';
import { isBookableStart } from '@rozmova/contracts/booking-terms';
import { getFreeSlots } from '../api/sessions-api';

export interface RescheduleSlots {
  status: 'loading' | 'success' | 'error';
  slots: CalendarSlot[];
  therapistZone: string | null;
  reload: () => void;
}

export function useRescheduleSlots(locale: MarketLocale, workerId: string, serviceId: string): RescheduleSlots {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<RescheduleSlots, 'reload'>>({
    status: 'loading',
    slots: [],
    therapistZone: null,
  });
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    const controller = new AbortController();
    const from = new Date();
    const to = new Date(from.getTime() + CALENDAR_DAYS * 86_400_000);
    setState((s) => ({ ...s, status: 'loading' }));
    getFreeSlots(
      locale,
      { worker_id: workerId, service_id: serviceId, from: from.toISOString(), to: to.toISOString() },
      controller.signal,
    )
      .then((free) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'success',
          therapistZone: free.time_zone,
          // The api's own rule (contracts' booking-terms): no time inside the therapist's notice is offered.
          slots: free.slots
            .filter((s) => isBookableStart(s.starts_at, Date.now(), free.notice_minutes))
            .map((s) => ({
              starts_at: new Date(s.starts_at).toISOString(),
              ends_at: new Date(s.ends_at).toISOString(),
              worker_ids: [workerId],
            })),
        });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, status: 'error', slots: [] }));
      });
    return () => controller.abort();
  }, [locale, workerId, serviceId, attempt]);
  return { ...state, reload };
}
