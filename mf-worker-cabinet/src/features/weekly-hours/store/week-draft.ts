// The weekly-hours form: intervals being edited (with a stable key each, so an api error that names
// `intervals[i]` lands next to the interval that was sent at position i), and its edits.
import type { ApiFailure } from '@rozmova/web/api-client';
import type { WeeklyInterval } from '../api/get-weekly-work-time';
import { toClock, toMinutes } from '../../../lib/clock-times';

export interface DraftInterval extends WeeklyInterval {
  key: string;
}

export type WeekDraftAction =
  | { type: 'reset'; intervals: WeeklyInterval[] }
  | { type: 'add'; weekday: number }
  | { type: 'remove'; key: string }
  | { type: 'change'; key: string; field: 'start' | 'end'; value: string }
  | { type: 'copy_monday' };

let nextKey = 0;
// Stryker disable next-line AssignmentOperator: counting down gives keys just as unique as counting up.
const withKey = (interval: WeeklyInterval): DraftInterval => ({ ...interval, key: `i${(nextKey += 1)}` });

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WORKDAYS_AFTER_MONDAY = [2, 3, 4, 5] as const;

export function weekDraftReducer(state: DraftInterval[], action: WeekDraftAction): DraftInterval[] {
  switch (action.type) {
    case 'reset':
      return action.intervals.map(withKey);
    case 'add': {
      const same = state.filter((i) => i.weekday === action.weekday);
      const last = same[same.length - 1];
      // A new interval starts where the day's last one ends (an hour later when that is still in the day).
      const start = last ? Math.min(toMinutes(last.end) + 60, 23 * 60) : 9 * 60;
      const end = last ? Math.min(start + 4 * 60, 24 * 60) : 17 * 60;
      return [...state, withKey({ weekday: action.weekday, start: toClock(start), end: toClock(end) })];
    }
    case 'remove':
      return state.filter((i) => i.key !== action.key);
    case 'change':
      return state.map((i) => (i.key === action.key ? { ...i, [action.field]: action.value } : i));
    case 'copy_monday': {
      const monday = state.filter((i) => i.weekday === 1);
      const kept = state.filter((i) => !(WORKDAYS_AFTER_MONDAY as readonly number[]).includes(i.weekday));
      const copies = WORKDAYS_AFTER_MONDAY.flatMap((weekday) =>
        monday.map((i) => withKey({ weekday, start: i.start, end: i.end })),
      );
      return [...kept, ...copies];
    }
    default:
      return state;
  }
}

/** What is sent: the draft in its own order, so the api's positions map back to the keys. */
export function draftBody(draft: readonly DraftInterval[]): WeeklyInterval[] {
  return draft.map(({ weekday, start, end }) => ({ weekday, start, end }));
}

export interface IntervalProblem {
  part: 'start' | 'end' | 'interval';
  rule: string;
}

/** The api's refusals (`intervals[3].end` or `intervals.3.end`) by the key of the interval they name. */
export function problemsByKey(
  sent: readonly DraftInterval[],
  error: ApiFailure | null,
): Record<string, IntervalProblem[]> {
  const out: Record<string, IntervalProblem[]> = {};
  // Stryker disable next-line ArrayDeclaration: any stand-in for no details has no field that names an interval.
  for (const detail of error?.details ?? []) {
    const match = /^intervals(?:\[(\d+)\]|\.(\d+))(?:\.(start|end))?$/.exec(detail.field);
    if (!match) continue;
    const interval = sent[Number(match[1] ?? match[2])];
    if (!interval) continue;
    (out[interval.key] ??= []).push({
      part: (match[3] as 'start' | 'end' | undefined) ?? 'interval',
      rule: detail.rule,
    });
  }
  return out;
}
