// Loads the free times the calendar shows: one therapist's, or those of every listed therapist who
// offers the session type when none is preselected. Mirrors them into the shell's booking-widget data.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { setBookingSlots } from '@rozmova/web/store/global/actions';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { getFreeSlots } from '../api/get-free-slots';
import { getTherapists } from '../../../lib/get-therapists';
import type { TherapistCard } from '../../../lib/get-therapists';
import type { FreeSlots } from '../api/get-free-slots';
import { CALENDAR_DAYS } from '@rozmova/web/ui/slot-calendar';
import { prefetchMinute } from '@rozmova/web/prefetch';
import { mergeSlots, type CalendarSlot } from '../lib/merge-slots';

/** Without a preselected therapist, how many therapists' calendars are merged. */
const MAX_THERAPISTS_MERGED = 24;
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
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<CalendarSlotsState, 'reload' | 'slots'> & { lists: FreeSlots[] }>({
    status: 'loading',
    lists: [],
    therapists: therapist ? [therapist] : [],
    therapistZone: therapist?.time_zone ?? null,
  });
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // The lists were computed when loaded; a slot that comes inside the notice while the client looks is dropped,
  // so the calendar never offers a time checkout would refuse (contracts' booking-terms, the api's own rule).
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), NOTICE_RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
  const slots = useMemo(() => mergeSlots(state.lists, now), [state.lists, now]);
  useEffect(() => {
    if (state.status === 'success') dispatch(setBookingSlots(slots.map((s) => ({ ...s }))));
  }, [slots, state.status, dispatch]);

  useEffect(() => {
    const controller = new AbortController();
    // To the minute, as the therapist page's HTML asked (@rozmova/web/prefetch); mergeSlots drops what is past.
    const from = prefetchMinute(Date.now());
    const to = new Date(from.getTime() + CALENDAR_DAYS * 86_400_000);
    setState((s) => ({ ...s, status: 'loading' }));
    (async () => {
      const candidates = therapist
        ? [therapist]
        : (
            await getTherapists(
              locale,
              { service_id: serviceId, free_within_days: CALENDAR_DAYS, per_page: MAX_THERAPISTS_MERGED },
              controller.signal,
            )
          ).therapists;
      const lists = await Promise.all(
        candidates.map(async (t) => {
          try {
            return await getFreeSlots(
              locale,
              { worker_id: t.id, service_id: serviceId, from: from.toISOString(), to: to.toISOString() },
              controller.signal,
            );
          } catch (error) {
            // One therapist's calendar failing must not hide everyone else's free times.
            if (therapist) throw error;
            return null;
          }
        }),
      );
      const ok = lists.filter((l): l is FreeSlots => l !== null);
      if (controller.signal.aborted) return;
      setNow(Date.now());
      setState({
        status: 'success',
        lists: ok,
        therapists: candidates,
        therapistZone: therapist ? (ok[0]?.time_zone ?? therapist.time_zone) : null,
      });
    })().catch(() => {
      if (!controller.signal.aborted) setState((s) => ({ ...s, status: 'error', lists: [] }));
    });
    return () => controller.abort();
  }, [locale, serviceId, therapist, attempt, dispatch]);

  const { lists: _lists, ...rest } = state;
  return { ...rest, slots, reload };
}
