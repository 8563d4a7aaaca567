import type { ApiFailure } from '@rozmova/web/api-client';
import { draftBody, problemsByKey, weekDraftReducer, type DraftInterval } from '../store/week-draft';

const start = (intervals: Array<[number, string, string]>): DraftInterval[] =>
  weekDraftReducer([], {
    type: 'reset',
    intervals: intervals.map(([weekday, s, e]) => ({ weekday, start: s, end: e })),
  });

test('adding on an empty day offers 09:00-17:00, on a busy day the hour after its last interval', () => {
  let draft = weekDraftReducer([], { type: 'add', weekday: 3 });
  expect(draftBody(draft)).toEqual([{ weekday: 3, start: '09:00', end: '17:00' }]);
  draft = weekDraftReducer(start([[1, '08:00', '12:00']]), { type: 'add', weekday: 1 });
  expect(draftBody(draft)).toEqual([
    { weekday: 1, start: '08:00', end: '12:00' },
    { weekday: 1, start: '13:00', end: '17:00' },
  ]);
  draft = weekDraftReducer(start([[1, '20:00', '23:30']]), { type: 'add', weekday: 1 });
  expect(draftBody(draft)[1]).toEqual({ weekday: 1, start: '23:00', end: '24:00' });
});

test('copying Monday replaces Tuesday to Friday and leaves the weekend alone', () => {
  const draft = weekDraftReducer(
    start([
      [1, '09:00', '12:00'],
      [1, '13:00', '17:00'],
      [2, '10:00', '11:00'],
      [6, '10:00', '14:00'],
    ]),
    { type: 'copy_monday' },
  );
  const body = draftBody(draft);
  expect(body.filter((i) => i.weekday === 2)).toEqual([
    { weekday: 2, start: '09:00', end: '12:00' },
    { weekday: 2, start: '13:00', end: '17:00' },
  ]);
  for (const weekday of [3, 4, 5]) expect(body.filter((i) => i.weekday === weekday)).toHaveLength(2);
  expect(body.filter((i) => i.weekday === 6)).toEqual([{ weekday: 6, start: '10:00', end: '14:00' }]);
  expect(body.filter((i) => i.weekday === 7)).toEqual([]);
  expect(new Set(draft.map((i) => i.key)).size).toBe(draft.length);
});

test('change and remove touch only the interval they name', () => {
  const draft = start([
    [1, '09:00', '12:00'],
    [2, '09:00', '12:00'],
  ]);
  const changed = weekDraftReducer(draft, { type: 'change', key: draft[1]!.key, field: 'end', value: '08:00' });
  expect(draftBody(changed)).toEqual([
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 2, start: '09:00', end: '08:00' },
  ]);
  expect(draftBody(weekDraftReducer(changed, { type: 'remove', key: draft[0]!.key }))).toEqual([
    { weekday: 2, start: '09:00', end: '08:00' },
  ]);
});

test("the api's refusals land on the interval that was sent at the position they name", () => {
  const sent = start([
    [1, '09:00', '12:00'],
    [1, '11:00', '13:00'],
    [2, '10:00', '09:00'],
    [3, '10:00', '11:00'],
  ]);
  const error: ApiFailure = {
    error: 'validation_failed',
    message: 'x',
    status: 400,
    details: [
      { field: 'intervals[1]', rule: 'overlap' },
      { field: 'intervals[2].end', rule: 'end_before_start' },
      { field: 'intervals.3.start', rule: 'pattern' },
      { field: 'time_zone', rule: 'pattern' },
      { field: 'intervals[9].end', rule: 'end_before_start' },
    ],
  };
  expect(problemsByKey(sent, error)).toEqual({
    [sent[1]!.key]: [{ part: 'interval', rule: 'overlap' }],
    [sent[2]!.key]: [{ part: 'end', rule: 'end_before_start' }],
    [sent[3]!.key]: [{ part: 'start', rule: 'pattern' }],
  });
  expect(problemsByKey(sent, null)).toEqual({});
});
