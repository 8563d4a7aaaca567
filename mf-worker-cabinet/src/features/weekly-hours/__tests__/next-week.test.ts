// Next week as the therapist's calendar has it: Monday 00:00 to Monday 00:00 in their zone, a week that crosses
// the clocks' change on the last Sunday of March (167 hours) or of October (169 hours) included.
import { installFakeApi } from '@rozmova/testing/fake-api';
import { getNextWeekPreview } from '../api/get-next-week-preview';
import { nextWeekRange } from '../lib/next-week';

const HOUR = 3_600_000;
const hours = ({ from, to }: { from: string; to: string }) => (Date.parse(to) - Date.parse(from)) / HOUR;

test.each([
  // Spring forward on 29 March 2026: the week from Monday 23 March loses an hour.
  ['Europe/Kyiv', '2026-03-18T12:00:00Z', '2026-03-22T22:00:00.000Z', '2026-03-29T21:00:00.000Z', 167],
  ['Europe/Bucharest', '2026-03-18T12:00:00Z', '2026-03-22T22:00:00.000Z', '2026-03-29T21:00:00.000Z', 167],
  ['Europe/Warsaw', '2026-03-18T12:00:00Z', '2026-03-22T23:00:00.000Z', '2026-03-29T22:00:00.000Z', 167],
  ['Europe/London', '2026-03-18T12:00:00Z', '2026-03-23T00:00:00.000Z', '2026-03-29T23:00:00.000Z', 167],
  // Fall back on 25 October 2026: the week from Monday 19 October gains one.
  ['Europe/Kyiv', '2026-10-14T12:00:00Z', '2026-10-18T21:00:00.000Z', '2026-10-25T22:00:00.000Z', 169],
  ['Europe/Bucharest', '2026-10-14T12:00:00Z', '2026-10-18T21:00:00.000Z', '2026-10-25T22:00:00.000Z', 169],
  ['Europe/Warsaw', '2026-10-14T12:00:00Z', '2026-10-18T22:00:00.000Z', '2026-10-25T23:00:00.000Z', 169],
  ['Europe/London', '2026-10-14T12:00:00Z', '2026-10-18T23:00:00.000Z', '2026-10-26T00:00:00.000Z', 169],
  // 2027: the last Sundays are 28 March and 31 October.
  ['Europe/Warsaw', '2027-03-17T12:00:00Z', '2027-03-21T23:00:00.000Z', '2027-03-28T22:00:00.000Z', 167],
  ['Europe/Kyiv', '2027-10-20T12:00:00Z', '2027-10-24T21:00:00.000Z', '2027-10-31T22:00:00.000Z', 169],
])('in %s, asked at %s, next week runs from %s to %s (%i hours)', (zone, now, from, to, length) => {
  const week = nextWeekRange(new Date(now), zone);
  expect(week).toEqual({ from, to });
  expect(hours(week)).toBe(length);
});

test('the week after a change is a whole week again, at the same wall-clock midnight', () => {
  expect(nextWeekRange(new Date('2026-03-25T12:00:00Z'), 'Europe/Warsaw')).toEqual({
    from: '2026-03-29T22:00:00.000Z',
    to: '2026-04-05T22:00:00.000Z',
  });
});

test('"next week" follows the zone’s Monday, not UTC’s', () => {
  // Sunday 22:30 UTC is already Monday 00:30 in Kyiv: next week there starts in seven days, in UTC tomorrow.
  const now = new Date('2026-03-22T22:30:00Z');
  expect(nextWeekRange(now, 'Europe/Kyiv').from).toBe('2026-03-29T21:00:00.000Z');
  expect(nextWeekRange(now).from).toBe('2026-03-23T00:00:00.000Z');
});

test.each([
  ['2026-03-25T12:00:00Z', '2026-03-30T00:00:00.000Z'],
  ['2026-03-29T23:59:00Z', '2026-03-30T00:00:00.000Z'],
  ['2026-03-30T00:00:00Z', '2026-04-06T00:00:00.000Z'],
  ['2026-12-31T12:00:00Z', '2027-01-04T00:00:00.000Z'],
])('without a zone, at %s next week is UTC’s from %s, seven days long', (now, from) => {
  const week = nextWeekRange(new Date(now));
  expect(week.from).toBe(from);
  expect(hours(week)).toBe(168);
});

function previewApi(profile: { id: string; time_zone?: string }) {
  return installFakeApi((req) => {
    if (req.path === '/v4/get_worker_base_data') return { status: 200, body: profile };
    if (req.path === '/v4/get_free_slots')
      return {
        status: 200,
        body: { time_zone: 'Europe/London', duration_minutes: 50, from: 'a', to: 'b', slots: [] },
      };
    return undefined;
  });
}
const askedWeek = (seen: { path: string; query: URLSearchParams }[]) => {
  const query = seen.find((r) => r.path === '/v4/get_free_slots')!.query;
  return [query.get('worker_id'), query.get('from'), query.get('to')];
};

test('the preview asks the free-slot call for the week in the therapist’s own zone', async () => {
  const { seen } = previewApi({ id: 'w-7', time_zone: 'Europe/Kyiv' });
  await getNextWeekPreview(new Date('2026-10-14T12:00:00Z'));
  expect(askedWeek(seen)).toEqual(['w-7', '2026-10-18T21:00:00.000Z', '2026-10-25T22:00:00.000Z']);
});

test('a zone given to the preview is the one its week is taken in', async () => {
  const { seen } = previewApi({ id: 'w-7', time_zone: 'Europe/Kyiv' });
  await getNextWeekPreview(new Date('2026-10-14T12:00:00Z'), 'Europe/London');
  expect(askedWeek(seen)).toEqual(['w-7', '2026-10-18T23:00:00.000Z', '2026-10-26T00:00:00.000Z']);
});
