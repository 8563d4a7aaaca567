// The exact edges of the weekly-hours form (issue 30): a new interval on a day whose neighbours are busy, the
// api's refusals for a therapist with more than ten intervals, and the clock times the pickers offer.
import type { ApiFailure } from '@rozmova/web/api-client';
import { END_TIMES, START_TIMES, toClock, toMinutes } from '../../../lib/clock-times';
import { draftBody, problemsByKey, weekDraftReducer, type DraftInterval } from '../store/week-draft';

const draftOf = (intervals: Array<[number, string, string]>): DraftInterval[] =>
  weekDraftReducer([], {
    type: 'reset',
    intervals: intervals.map(([weekday, start, end]) => ({ weekday, start, end })),
  });

const failure = (details: Array<{ field: string; rule: string }>): ApiFailure => ({
  error: 'validation_failed',
  message: 'x',
  status: 400,
  details,
});

test("adding on a free day offers 09:00-17:00 even when another day's last interval ends late", () => {
  const draft = weekDraftReducer(draftOf([[1, '14:00', '20:00']]), { type: 'add', weekday: 2 });
  expect(draftBody(draft)[1]).toEqual({ weekday: 2, start: '09:00', end: '17:00' });
});

test('an unknown action leaves the draft as it is', () => {
  const draft = draftOf([[1, '09:00', '12:00']]);
  expect(weekDraftReducer(draft, { type: 'noop' } as never)).toBe(draft);
});

test('a refusal for the 12th interval lands on the 12th, not on the 1st or 2nd', () => {
  const sent = draftOf(
    Array.from({ length: 12 }, (_, i) => [1 + (i % 7), '09:00', '10:00'] as [number, string, string]),
  );
  expect(
    problemsByKey(
      sent,
      failure([
        { field: 'intervals[11].end', rule: 'end_before_start' },
        { field: 'intervals.10', rule: 'overlap' },
      ]),
    ),
  ).toEqual({
    [sent[11]!.key]: [{ part: 'end', rule: 'end_before_start' }],
    [sent[10]!.key]: [{ part: 'interval', rule: 'overlap' }],
  });
});

test('a field that only ends in intervals[0] belongs to something else and marks no interval', () => {
  const sent = draftOf([[1, '09:00', '10:00']]);
  expect(problemsByKey(sent, failure([{ field: 'breaks.intervals[0]', rule: 'overlap' }]))).toEqual({});
});

test('clock times: minutes and "HH:MM" both ways, on the 5-minute grid of the pickers', () => {
  expect(toMinutes('09:30')).toBe(570);
  expect(toMinutes('23:55')).toBe(1435);
  expect(toClock(570)).toBe('09:30');
  expect(toClock(1440)).toBe('24:00');
  expect(START_TIMES).toHaveLength(288);
  expect([START_TIMES[0], START_TIMES[1], START_TIMES[287]]).toEqual(['00:00', '00:05', '23:55']);
  expect(END_TIMES).toHaveLength(288);
  expect([END_TIMES[0], END_TIMES[1], END_TIMES[287]]).toEqual(['00:05', '00:10', '24:00']);
});
