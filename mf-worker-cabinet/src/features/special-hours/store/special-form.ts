// The special-hours form as data: one date or a range, a day off or other hours, turned into the api's
// `days` (one entry per date, at most SPECIAL_RANGE_MAX_DAYS).
import { addDays } from '../../../lib/zoned-time';
import type { SpecialDay } from '../api/get-special-work-time';

export const SPECIAL_RANGE_MAX_DAYS = 120;

export interface SpecialForm {
  from: string;
  to: string;
  dayOff: boolean;
  intervals: Array<{ start: string; end: string }>;
  note: string;
}

export type SpecialFormProblem = 'from_required' | 'to_before_from' | 'range_too_long' | 'hours_required';

export function specialFormProblems(form: SpecialForm): SpecialFormProblem[] {
  const problems: SpecialFormProblem[] = [];
  if (!form.from) problems.push('from_required');
  if (form.from && form.to && form.to < form.from) problems.push('to_before_from');
  if (form.from && form.to && form.to >= form.from && datesOf(form).length > SPECIAL_RANGE_MAX_DAYS)
    problems.push('range_too_long');
  if (!form.dayOff && form.intervals.length === 0) problems.push('hours_required');
  return problems;
}

export function datesOf(form: Pick<SpecialForm, 'from' | 'to'>): string[] {
  const last = form.to && form.to >= form.from ? form.to : form.from;
  const dates: string[] = [];
  for (let day = form.from; day <= last && dates.length <= SPECIAL_RANGE_MAX_DAYS; day = addDays(day, 1))
    dates.push(day);
  return dates;
}

export function specialDays(form: SpecialForm): SpecialDay[] {
  const note = form.note.trim();
  return datesOf(form).map((date) => ({
    date,
    intervals: form.dayOff ? [] : form.intervals.map(({ start, end }) => ({ start, end })),
    ...(note ? { note } : {}),
  }));
}
