// Properties of recurring series (issue 24), on the jest run's fast-check seed (test/support/fast-check-seed.ts):
// FC_SEED=<seed> replays a failure exactly.
//  1. A window that starts at a slot finds exactly that slot, whatever is booked: checkout's one-instant question
//     (isFreeSlot) and the calendar's wide one agree, so a series checked slot by slot offers what the calendar does.
//  2. Through the api: every occurrence a series creates is a slot a single booking could have taken at that
//     moment (the public free-slot list showed it just before), and every week the preview calls free is one.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { computeFreeSlots, type BusyRange, type WeeklyInterval } from '../../src/plugins/app/scheduling/slots';
import { buildTestApp } from '../helpers';
import { createClient, createTherapist, insertBookingRow } from './scheduling-helpers';
import { as, iso, localAt, previewQuery } from '../series/series-helpers';

const ZONES = ['Europe/Kiev', 'Europe/Warsaw', 'Europe/Bucharest', 'Europe/London'] as const;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

const hoursArb = fc
  .tuple(
    fc.integer({ min: 0, max: 20 * 12 }),
    fc.integer({ min: 12, max: 10 * 12 }),
    fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 }),
  )
  .map(([start, length, days]) => {
    const from = start * 5;
    const to = Math.min(24 * 60, from + length * 5);
    return days.map((weekday): WeeklyInterval => ({ weekday, start: clock(from), end: clock(to) }));
  });

describe('series slots agree with single bookings', () => {
  it('a window starting at a slot finds exactly that slot, with any bookings, around the DST changes', () => {
    // 2027: 28 March and 31 October.
    const days = [Date.UTC(2027, 2, 27) / DAY, Date.UTC(2027, 9, 30) / DAY];
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom(...days),
        hoursArb,
        fc.constantFrom(50, 80),
        fc.constantFrom(0, 10, 15),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 * 24 * 12 }), fc.integer({ min: 1, max: 30 })), { maxLength: 6 }),
        (zone, day, weekly, duration, buffer, bookings) => {
          const from = day * DAY;
          const busy: BusyRange[] = bookings.map(([at, length]) => ({
            start: from + at * 5 * MINUTE,
            blockedUntil: from + (at + length) * 5 * MINUTE + buffer * MINUTE,
          }));
          const base = {
            timeZone: zone,
            weekly,
            overrides: [],
            busy,
            durationMinutes: duration,
            bufferMinutes: buffer,
            noticeMinutes: 0,
            horizonDays: 3650,
            now: from - 10 * DAY,
          };
          const wide = computeFreeSlots({ ...base, from, to: from + 3 * DAY });
          const starts = new Set(wide.map((s) => s.start));
          for (const slot of wide) {
            expect(computeFreeSlots({ ...base, from: slot.start, to: slot.start + 1 })).toEqual([slot]);
          }
          // Grid points that are not slots are not found either.
          for (let t = from + DAY; t < from + 2 * DAY; t += 35 * MINUTE) {
            if (starts.has(t)) continue;
            expect(computeFreeSlots({ ...base, from: t, to: t + 1 })).toEqual([]);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('every occurrence a series creates is a slot a single booking could have taken', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('holds for random hours, bookings, special days, cadences and zones', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ZONES),
        hoursArb,
        fc.constantFrom<1 | 2>(1, 2),
        fc.integer({ min: 2, max: 6 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 23 })), { maxLength: 4 }),
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        fc.nat(),
        async (zone, weekly, everyWeeks, count, taken, dayOffWeek, pick) => {
          const therapist = await createTherapist(app, { timeZone: zone, weekly });
          const client = await createClient(app);
          const other = await createClient(app);
          const now = Date.now();
          // Another client's sessions. Two picks can name the same instant (the same pick twice, or two hours the
          // clocks turn into one): a therapist has one session at a time, so later picks that overlap are dropped.
          const takenStarts: number[] = [];
          for (const [week, hour] of taken) {
            const start = localAt(zone, now, 2 + 7 * week, hour);
            if (takenStarts.some((other) => Math.abs(other - start) < 2 * HOUR)) continue;
            takenStarts.push(start);
            await insertBookingRow(app, { workerId: therapist.id, clientId: other.id, startsAt: new Date(start) });
          }
          if (dayOffWeek !== null) {
            const date = new Date(localAt(zone, now, 2 + 7 * dayOffWeek, 12)).toISOString().slice(0, 10);
            await as(app, therapist.cookie).post('/v4/time_management/set_special_work_time', {
              days: [{ date, intervals: [] }],
            });
          }
          const freeSlots = async (from: number, to: number) => {
            const res = await as(app, null).get(
              `/v4/get_free_slots?worker_id=${therapist.id}&service_id=${SERVICE_IDS.personal}&from=${iso(from)}&to=${iso(to)}`,
            );
            expect(res.statusCode).toBe(200);
            return new Set((res.json().slots as Array<{ starts_at: string }>).map((s) => Date.parse(s.starts_at)));
          };
          // The series starts at a free slot of the coming week, as the booking page offers it.
          const week = [...(await freeSlots(now + 2 * DAY, now + 9 * DAY))];
          if (week.length === 0) return;
          const first = week[pick % week.length]!;
          const preview = await as(app, client.cookie).get(
            previewQuery({
              workerId: therapist.id,
              serviceId: SERVICE_IDS.personal,
              startsAt: first,
              everyWeeks,
              count,
            }),
          );
          expect(preview.statusCode).toBe(200);
          const occurrences = preview.json().occurrences as Array<{
            starts_at: string;
            status: string;
            alternatives: Array<{ starts_at: string }>;
          }>;
          const listed = await freeSlots(now, now + 8 * 7 * DAY);
          const kept: string[] = [];
          for (const o of occurrences) {
            const start = Date.parse(o.starts_at);
            // Free in the preview exactly when the calendar lists it; alternatives are all listed.
            expect(o.status === 'free').toBe(listed.has(start));
            for (const a of o.alternatives) expect(listed.has(Date.parse(a.starts_at))).toBe(true);
            const choice = o.status === 'free' ? o.starts_at : o.alternatives[0]?.starts_at;
            if (choice) kept.push(choice);
          }
          if (kept.length < 2) return;
          const created = await as(app, client.cookie).post('/v4/series/create', {
            worker_id: therapist.id,
            service_id: SERVICE_IDS.personal,
            every_weeks: everyWeeks,
            occurrences: kept.map((starts_at) => ({ starts_at })),
            payment: 'pay_per_occurrence',
          });
          expect(created.statusCode).toBe(200);
          for (const o of created.json().series.occurrences as Array<{ starts_at: string }>) {
            expect(listed.has(Date.parse(o.starts_at))).toBe(true);
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 300_000);
});
