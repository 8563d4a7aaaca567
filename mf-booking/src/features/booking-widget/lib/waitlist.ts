// The booking widget's waitlist rules: when "join the waitlist" is offered (a therapist's calendar with no free
// time in the next 14 days, the api's own rule from contracts) and what the client's choice of days and hours
// becomes (the windows the api takes, on the client's own clock).
import { mayJoinWaitlist, windowProblems, type WaitlistWindow } from '@rozmova/contracts/waitlist';

/** Monday first (ISO 1 ... 7), as the calendar shows weeks. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The hours a window may start or end at: every full hour of the day, and 24:00 as the day's end. */
export const HOUR_CHOICES: readonly string[] = Array.from({ length: 25 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

export interface WindowChoice {
  weekdays: number[];
  from: string;
  to: string;
}

/** Weekdays, 9:00 to 21:00: a start the client then narrows down. */
export const DEFAULT_CHOICE: WindowChoice = { weekdays: [1, 2, 3, 4, 5], from: '09:00', to: '21:00' };

/** Whether the widget offers the waitlist instead of a calendar to choose from. */
export function offersWaitlist(
  calendar: { status: 'loading' | 'success' | 'error'; slots: readonly { starts_at: string }[] },
  therapistChosen: boolean,
  now: number,
): boolean {
  if (!therapistChosen || calendar.status !== 'success') return false;
  return mayJoinWaitlist(
    calendar.slots.map((s) => s.starts_at),
    now,
  );
}

/** Toggles one weekday in the choice, keeping the days in calendar order. */
export function toggleWeekday(choice: WindowChoice, weekday: number): WindowChoice {
  const has = choice.weekdays.includes(weekday);
  const weekdays = has ? choice.weekdays.filter((d) => d !== weekday) : [...choice.weekdays, weekday];
  return { ...choice, weekdays: weekdays.sort((a, b) => a - b) };
}

/** The windows to send, or which part of the choice is wrong: no day, or an end not after the start. */
export function windowsOf(
  choice: WindowChoice,
): { windows: WaitlistWindow[] } | { problem: 'no_day' | 'end_before_start' } {
  if (choice.weekdays.length === 0) return { problem: 'no_day' };
  const windows = [{ weekdays: [...choice.weekdays], from: choice.from, to: choice.to }];
  return windowProblems(windows).length === 0 ? { windows } : { problem: 'end_before_start' };
}
