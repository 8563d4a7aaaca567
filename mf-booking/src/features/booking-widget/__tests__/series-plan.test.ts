import type { PreviewOccurrence } from '../lib/series-plan';
import { chosenSlot, clockChangeNote, initialChoices, planProblem, plannedSlots } from '../lib/series-plan';

const end = (iso: string) => new Date(Date.parse(iso) + 50 * 60_000).toISOString();
function week(starts_at: string, free: boolean, alternatives: string[] = []): PreviewOccurrence {
  return {
    index: 0,
    starts_at,
    ends_at: end(starts_at),
    therapist_local: '',
    client_local: '',
    status: free ? 'free' : 'conflict',
    conflict: free ? null : 'special_hours',
    alternatives: alternatives.map((s) => ({ starts_at: s, ends_at: end(s) })),
    client_shift: null,
  };
}

const FREE = week('2027-10-19T16:00:00.000Z', true);
const TAKEN = week('2027-10-26T17:00:00.000Z', false, ['2027-10-27T17:00:00.000Z']);
const BARE = week('2027-11-02T17:00:00.000Z', false);

it('a taken week is never kept or moved for the client: it waits for their choice', () => {
  expect(initialChoices([FREE, TAKEN])).toEqual([{ action: 'keep' }, null]);
  expect(planProblem([FREE, TAKEN], initialChoices([FREE, TAKEN]))).toBe('undecided');
  // "Keep" on a taken week books nothing.
  expect(chosenSlot(TAKEN, { action: 'keep' })).toBeNull();
});

it('books only alternatives the api offered for that week, in time order', () => {
  const plan = plannedSlots(
    [TAKEN, FREE, BARE],
    [{ action: 'move', starts_at: '2027-10-27T17:00:00.000Z' }, { action: 'keep' }, { action: 'drop' }],
  );
  expect(plan.map((s) => s.starts_at)).toEqual(['2027-10-19T16:00:00.000Z', '2027-10-27T17:00:00.000Z']);
  expect(chosenSlot(TAKEN, { action: 'move', starts_at: '2027-10-28T09:00:00.000Z' })).toBeNull();
});

it('a series left with one session cannot be booked as a series', () => {
  expect(planProblem([FREE, BARE], [{ action: 'keep' }, { action: 'drop' }])).toBe('too_few');
  expect(
    planProblem([FREE, TAKEN], [{ action: 'keep' }, { action: 'move', starts_at: TAKEN.alternatives[0]!.starts_at }]),
  ).toBeNull();
});

it('says when a clock change moves the client’s time, but not for a week moved to another time', () => {
  const shifted: PreviewOccurrence = {
    ...FREE,
    client_shift: {
      client_time_zone: 'Europe/Kyiv',
      usual_client_time: '19:00',
      client_time: '18:00',
      shift_minutes: -60,
    },
  };
  expect(clockChangeNote(shifted, { action: 'keep' })).toEqual({ usual: '19:00', time: '18:00' });
  expect(clockChangeNote(shifted, { action: 'move', starts_at: 'x' })).toBeNull();
  expect(clockChangeNote(FREE, { action: 'keep' })).toBeNull();
});
