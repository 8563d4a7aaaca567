// Checkout asks "is this one instant a free slot?" with a one-instant query; the calendar lists slots from a wide
// query. The two must agree for every slot the calendar shows, whatever lies before it: otherwise a client picks a
// listed time and checkout answers "someone just booked it". Every property runs on the jest run's seed
// (test/support/fast-check-seed.ts): FC_SEED=<seed> replays a failure exactly.
import fc from 'fast-check';
import { computeFreeSlots, type BusyRange, type SlotQuery } from '../../src/plugins/app/scheduling/slots';

const MINUTE = 60_000;
const DAY = 86_400_000;
const ZONES = ['Europe/Kiev', 'Europe/Warsaw', 'Europe/Bucharest', 'Europe/London'] as const;

const base = (overrides: Partial<SlotQuery> & Pick<SlotQuery, 'from' | 'to' | 'now'>): SlotQuery => ({
  timeZone: 'Europe/Warsaw',
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  overrides: [],
  busy: [],
  durationMinutes: 50,
  bufferMinutes: 15,
  noticeMinutes: 0,
  horizonDays: 60,
  ...overrides,
});

const lookUp = (query: SlotQuery, start: number) =>
  computeFreeSlots({ ...query, from: start, to: start + 1 }).some((slot) => slot.start === start);

describe('the calendar and checkout agree on every listed slot', () => {
  it('a couple session after a personal one: the first free time after the booking can be bought (fixed case)', () => {
    // Wednesday 10 June 2026 in Warsaw, 09:00-17:00; a personal session 09:00-09:50 CEST blocks until 10:05.
    const day = Date.parse('2026-06-10T00:00:00Z');
    const booked = Date.parse('2026-06-10T07:00:00Z');
    const query = base({
      now: day - DAY,
      from: day,
      to: day + DAY,
      durationMinutes: 80,
      busy: [{ start: booked, blockedUntil: booked + 65 * MINUTE }],
    });
    const listed = computeFreeSlots(query).map((slot) => slot.start);
    expect(new Date(listed[0]!).toISOString()).toBe('2026-06-10T08:05:00.000Z');
    for (const start of listed) expect(lookUp(query, start)).toBe(true);
  });

  it('a booking just after the notice line restarts the grid whenever one asks (fixed case)', () => {
    // 09:00-13:00 UTC, 60-minute sessions, a booking 10:30-10:31: from 08:00 the calendar offers 09:00, 10:35,
    // 11:35; asked at 10:29 it must still offer 10:35 and 11:35, not 11:00 and 12:00 (which checkout refused).
    const day = Date.parse('2026-06-10T00:00:00Z');
    const booked = Date.parse('2026-06-10T10:30:00Z');
    const query = (now: number) =>
      base({
        timeZone: 'UTC',
        weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '13:00' })),
        durationMinutes: 60,
        bufferMinutes: 0,
        busy: [{ start: booked, blockedUntil: booked + MINUTE }],
        now,
        from: day,
        to: day + DAY,
      });
    const at = (now: string) => computeFreeSlots(query(Date.parse(now))).map((s) => new Date(s.start).toISOString());
    expect(at('2026-06-10T08:00:00Z')).toEqual([
      '2026-06-10T09:00:00.000Z',
      '2026-06-10T10:35:00.000Z',
      '2026-06-10T11:35:00.000Z',
    ]);
    expect(at('2026-06-10T10:29:00Z')).toEqual(['2026-06-10T10:35:00.000Z', '2026-06-10T11:35:00.000Z']);
  });

  it('the slots offered later are the slots offered earlier that are still ahead: the grid does not move with now', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: 6 * 12, max: 12 * 12 }),
        fc.integer({ min: 2 * 12, max: 10 * 12 }),
        fc.constantFrom(50, 60, 80),
        fc.constantFrom(0, 10, 15),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 * 24 * 12 }), fc.integer({ min: 1, max: 30 })), { maxLength: 8 }),
        fc.integer({ min: 0, max: 3 * 24 * 12 }),
        fc.integer({ min: 0, max: 3 * 24 * 12 }),
        (zone, startStep, lengthSteps, duration, buffer, bookings, firstStep, laterBy) => {
          const clock = (step: number) =>
            `${String(Math.floor(step / 12)).padStart(2, '0')}:${String((step % 12) * 5).padStart(2, '0')}`;
          const endStep = Math.min(startStep + lengthSteps, 24 * 12 - 1);
          const day = Date.parse('2026-10-23T00:00:00Z');
          const busy: BusyRange[] = bookings.map(([at, length]) => ({
            start: day + at * 5 * MINUTE + (at % 7) * 1000,
            blockedUntil: day + (at + length) * 5 * MINUTE + buffer * MINUTE,
          }));
          const query = (now: number) =>
            base({
              timeZone: zone,
              weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
                weekday,
                start: clock(startStep),
                end: clock(endStep),
              })),
              busy,
              durationMinutes: duration,
              bufferMinutes: buffer,
              now,
              from: day,
              to: day + 4 * DAY,
            });
          const first = day + firstStep * 5 * MINUTE;
          const later = first + laterBy * 5 * MINUTE + 7_000;
          const offeredFirst = computeFreeSlots(query(first)).filter((slot) => slot.start >= later);
          expect(computeFreeSlots(query(later))).toEqual(offeredFirst);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('for any hours, bookings, notice and moment of asking', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: 6 * 12, max: 12 * 12 }), // start of the day's hours, in 5-minute steps
        fc.integer({ min: 2 * 12, max: 10 * 12 }), // their length
        fc.constantFrom(50, 80),
        fc.constantFrom(0, 10, 15),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 * 24 * 12 }), fc.integer({ min: 2, max: 30 })), { maxLength: 8 }),
        fc.integer({ min: 0, max: 36 * 60 }),
        fc.integer({ min: 0, max: 24 * 12 }),
        (zone, startStep, lengthSteps, duration, buffer, bookings, noticeMinutes, nowStep) => {
          const clock = (step: number) =>
            `${String(Math.floor(step / 12)).padStart(2, '0')}:${String((step % 12) * 5).padStart(2, '0')}`;
          const endStep = Math.min(startStep + lengthSteps, 24 * 12 - 1);
          const day = Date.parse('2026-10-23T00:00:00Z'); // a Friday: the weekend after has the clocks go back
          const busy: BusyRange[] = bookings.map(([at, length]) => ({
            start: day + at * 5 * MINUTE,
            blockedUntil: day + (at + length) * 5 * MINUTE + buffer * MINUTE,
          }));
          const query = base({
            timeZone: zone,
            weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: clock(startStep), end: clock(endStep) })),
            busy,
            durationMinutes: duration,
            bufferMinutes: buffer,
            noticeMinutes,
            now: day + nowStep * 5 * MINUTE,
            from: day,
            to: day + 3 * DAY,
          });
          for (const slot of computeFreeSlots(query)) expect(lookUp(query, slot.start)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
