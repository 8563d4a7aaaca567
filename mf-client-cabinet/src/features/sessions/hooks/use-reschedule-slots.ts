// Free times of the session's own therapist and session type, shaped for the shared calendar: read from the
// move-times slice (its saga asks the api), reset when the panel closes so the next one starts from "loading".
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { CalendarSlot } from '@rozmova/web/ui/slot-calendar';
import { useRequest, useResetOnLeave } from '@rozmova/web/store/use-slice';
import { moveTimesSlice } from '../store/sessions-slices';

const LEAVING = [moveTimesSlice];

export interface RescheduleSlots {
  status: 'loading' | 'success' | 'error';
  slots: CalendarSlot[];
  therapistZone: string | null;
  reload: () => void;
}

export function useRescheduleSlots(locale: MarketLocale, workerId: string, serviceId: string): RescheduleSlots {
  const times = useRequest(moveTimesSlice, { locale, workerId, serviceId });
  useResetOnLeave(LEAVING);
  return {
    status: times.status === 'ready' ? 'success' : times.status === 'failed' ? 'error' : 'loading',
    slots: times.status === 'failed' ? [] : (times.data?.slots ?? []),
    therapistZone: times.data?.therapistZone ?? null,
    reload: times.reload,
  };
}
