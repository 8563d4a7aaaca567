// The calendar's free times from the calendar request slice (its saga asks the api), for exactly this locale,
// session type and therapist; mirrored into the shell's booking-widget data.
import { useEffect, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { setBookingSlots } from '@rozmova/web/store/global/actions';
import { useRequest } from '@rozmova/web/store/use-slice';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { TherapistCard } from '../../../lib/get-therapists';
import { mergeSlots, type CalendarSlot } from '../lib/merge-slots';
import { calendarKey, calendarSlotsSlice, type CalendarQuery } from '../store/calendar-slices';

/** How often slots that have come inside a therapist's minimum notice are dropped from the calendar. */
export const NOTICE_RECHECK_MS = 30_000;

export interface CalendarSlotsState {
  status: 'loading' | 'success' | 'error';
  slots: CalendarSlot[];
  /** Therapists behind the slots (for names in the therapist step); their zones too. */
  therapists: TherapistCard[];
  therapistZone: string | null;
  reload: () => void;
}

export function useCalendarSlots(
  locale: MarketLocale,
  serviceId: string,
  therapist: TherapistCard | null,
): CalendarSlotsState {
  const dispatch = useDispatch();
  const query: CalendarQuery = { locale, service_id: serviceId, therapist };
  const key = calendarKey(query);
  const request = useRequest(calendarSlotsSlice, query, key);
  // An answer to another question (another therapist or session type) is not this calendar's.
  const answered = request.args !== null && calendarKey(request.args) === key;
  const status =
    !answered || request.status === 'loading' || request.status === 'idle'
      ? 'loading'
      : request.status === 'ready'
        ? 'success'
        : 'error';
  const data = answered && request.status !== 'failed' ? request.data : null;

  // The lists were computed when loaded; a slot that comes inside the notice while the client looks is dropped,
  // so the calendar never offers a time checkout would refuse (contracts' booking-terms, the api's own rule).
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), NOTICE_RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
  const lists = data?.lists;
  const at = Math.max(now, data?.loaded_at ?? 0);
  const slots = useMemo(() => mergeSlots(lists ?? [], at), [lists, at]);
  useEffect(() => {
    if (status === 'success') dispatch(setBookingSlots(slots.map((s) => ({ ...s }))));
  }, [slots, status, dispatch]);

  return {
    status,
    slots,
    therapists: data?.therapists ?? (therapist ? [therapist] : []),
    therapistZone: data ? data.therapistZone : (therapist?.time_zone ?? null),
    reload: request.reload,
  };
}
