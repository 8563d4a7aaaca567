// Free times of several therapists as one calendar: a time is offered once, with everyone free then.
import type { CalendarSlot } from '@rozmova/web/ui/slot-calendar';
import { isBookableStart } from '@rozmova/contracts/booking-terms';
import type { FreeSlots } from '../api/get-free-slots';

export type { CalendarSlot };

/**
 * `now`: slots inside a therapist's minimum notice at this moment are left out (the list was computed when it
 * was loaded; checkout applies the same rule, contracts' booking-terms, when the client gets there).
 */
export function mergeSlots(lists: FreeSlots[], now: number): CalendarSlot[] {
  const byStart = new Map<number, CalendarSlot>();
  for (const list of lists) {
    for (const slot of list.slots) {
      const key = Date.parse(slot.starts_at);
      if (Number.isNaN(key) || !isBookableStart(key, now, list.notice_minutes)) continue;
      const existing = byStart.get(key);
      if (existing) {
        if (!existing.worker_ids.includes(list.worker_id)) existing.worker_ids.push(list.worker_id);
        // Marked only while every therapist free then has a planned power cut: one without makes it usable.
        if (!slot.planned_outage) delete existing.planned_outage;
      } else {
        byStart.set(key, {
          starts_at: new Date(key).toISOString(),
          ends_at: new Date(Date.parse(slot.ends_at)).toISOString(),
          worker_ids: [list.worker_id],
          ...(slot.planned_outage ? { planned_outage: true } : {}),
        });
      }
    }
  }
  return [...byStart.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot);
}
