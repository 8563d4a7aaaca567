// Free slots at the exact edges a client or therapist would notice (issue 30): the notice reaching the horizon,
// `limit`, a service of zero length, a booking exactly at the next step, the grid after an off-grid booking, the
// earliest bookable instant on a grid point and 1 ms after it, the horizon's last instant, a stretch across
// midnight, the 23-hour and 25-hour days in Kyiv and London, and the ISO text of an instant. No database.
import { computeFreeSlots, isoInstant, type BusyRange, type SlotQuery, type WeeklyInterval } from '../slots';

const MINUTE = 60_000;
// Monday 1 June 2026, in UTC (the zone of most queries below, so a wall time is its instant).
const day = (offset: number, hours: number, minutes = 0) => Date.UTC(2026, 5, 1 + offset, hours, minutes);
const at = (hours: number, minutes = 0) => day(0, hours, minutes);

const everyDay = (...pairs: [string, string][]): WeeklyInterval[] =>
  [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => pairs.map(([start, end]) => ({ weekday, start, end })));

function query(overrides: Partial<SlotQuery> = {}): SlotQuery {
  return {
    timeZone: 'UTC',
    weekly: everyDay(['09:00', '12:00']),
    overrides: [],
    busy: [],
    durationMinutes: 50,
    bufferMinutes: 10,
    noticeMinutes: 0,
    horizonDays: 30,
    now: at(0),
    from: at(0),
    to: day(1, 0),
    ...overrides,
  };
}

/** The slots as ISO text, the way the calendar route answers. */
const starts = (q: SlotQuery) => computeFreeSlots(q).map((slot) => isoInstant(slot.start));
/** Wall times "HH:MM" of a UTC query's slots. */
const times = (q: SlotQuery) => starts(q).map((text) => text.slice(11, 16));
const busy = (start: number, blockedUntil: number): BusyRange => ({ start, blockedUntil });

describe('the window [earliest, latest)', () => {
  it('offers nothing when the notice reaches the horizon, and the slot at it one minute of notice earlier', () => {
    const hours = everyDay(['07:00', '08:00']);
    const base = { weekly: hours, durationMinutes: 60, bufferMinutes: 0, now: at(8), horizonDays: 1, to: day(3, 0) };
    expect(computeFreeSlots(query({ ...base, noticeMinutes: 24 * 60 }))).toEqual([]);
    expect(computeFreeSlots(query({ ...base, noticeMinutes: 24 * 60 + 60 }))).toEqual([]);
    expect(starts(query({ ...base, noticeMinutes: 23 * 60 }))).toEqual(['2026-06-02T07:00:00.000Z']);
  });

  it('offers the slot exactly at the earliest bookable instant, and not when that instant is 1 ms later', () => {
    expect(times(query({ now: at(8), noticeMinutes: 60 }))).toEqual(['09:00', '10:00', '11:00']);
    expect(times(query({ now: at(8) + 1, noticeMinutes: 60 }))).toEqual(['10:00', '11:00']);
    expect(times(query({ now: at(0), from: at(10) }))).toEqual(['10:00', '11:00']);
    expect(times(query({ now: at(0), from: at(10) + 1 }))).toEqual(['11:00']);
  });

  it("leaves out a slot starting at the horizon's end, and keeps it when the horizon ends 1 ms later", () => {
    const base = { now: at(9), horizonDays: 1, to: day(5, 0) };
    expect(starts(query(base))).toEqual([
      '2026-06-01T09:00:00.000Z',
      '2026-06-01T10:00:00.000Z',
      '2026-06-01T11:00:00.000Z',
    ]);
    expect(starts(query({ ...base, now: at(9) + 1 }))).toEqual([
      '2026-06-01T10:00:00.000Z',
      '2026-06-01T11:00:00.000Z',
      '2026-06-02T09:00:00.000Z',
    ]);
  });

  it('stops after `limit` slots, the first free ones', () => {
    expect(times(query({ limit: 1 }))).toEqual(['09:00']);
    expect(times(query({ limit: 2 }))).toEqual(['09:00', '10:00']);
    expect(times(query({ limit: 3 }))).toEqual(['09:00', '10:00', '11:00']);
    expect(times(query({ limit: 2, busy: [busy(at(9), at(10))] }))).toEqual(['10:00', '11:00']);
  });
});

describe('hours that give no time', () => {
  it('offers nothing for a service of zero length, even with a buffer', () => {
    expect(computeFreeSlots(query({ durationMinutes: 0, bufferMinutes: 10 }))).toEqual([]);
    expect(computeFreeSlots(query({ durationMinutes: 0, bufferMinutes: 0 }))).toEqual([]);
  });

  it('offers nothing for an interval that ends when it starts, or hours that do not parse', () => {
    expect(computeFreeSlots(query({ weekly: everyDay(['10:00', '10:00']) }))).toEqual([]);
    expect(computeFreeSlots(query({ weekly: everyDay(['11:00', '10:00']) }))).toEqual([]);
    expect(computeFreeSlots(query({ weekly: everyDay(['9:00', '12:00']) }))).toEqual([]);
    expect(computeFreeSlots(query({ weekly: everyDay(['09:00', '12:0']) }))).toEqual([]);
    // The same hours next to a valid interval leave that interval alone.
    expect(times(query({ weekly: everyDay(['9:00', '10:00'], ['10:00', '12:00']) }))).toEqual(['10:00', '11:00']);
  });
});

describe('bookings', () => {
  it('keeps the slot before a booking that starts exactly at the next step', () => {
    expect(times(query({ busy: [busy(at(10), at(11))] }))).toEqual(['09:00', '11:00']);
    // One minute earlier the booking overlaps the first slot's buffer.
    expect(times(query({ busy: [busy(at(9, 59), at(11))] }))).toEqual(['11:00']);
  });

  it('keeps a slot when a booking stops blocking exactly at the slot minus the buffer, or at the slot', () => {
    expect(times(query({ busy: [busy(at(8), at(8, 50))] }))).toEqual(['09:00', '10:00', '11:00']);
    expect(times(query({ busy: [busy(at(8), at(9))] }))).toEqual(['09:00', '10:00', '11:00']);
    expect(times(query({ busy: [busy(at(8), at(9) + 1)] }))).toEqual(['09:05', '10:05', '11:05']);
  });

  it('restarts the grid on the next 5-minute mark after a booking that ends off the grid', () => {
    expect(times(query({ busy: [busy(at(9), at(9, 37))] }))).toEqual(['09:40', '10:40']);
    expect(times(query({ busy: [busy(at(9), at(9, 40))] }))).toEqual(['09:40', '10:40']);
  });

  it('restarts the grid of a later stretch after a booking that starts in the gap before it', () => {
    // Stretches 09:00-10:00 and 10:30-12:00, a 45-minute service without buffer.
    const base = { weekly: everyDay(['09:00', '10:00'], ['10:30', '12:00']), durationMinutes: 45, bufferMinutes: 0 };
    // Starting before the first stretch and blocking until 11:00: both stretches' grids restart at 11:00.
    expect(times(query({ ...base, busy: [busy(at(8), at(11))] }))).toEqual(['11:00']);
    // Starting exactly when the first stretch ends: it belongs to the gap, not to that stretch.
    expect(times(query({ ...base, busy: [busy(at(10), at(11))] }))).toEqual(['09:00', '11:00']);
    // Starting inside the first stretch: the later stretch keeps its own grid and loses the slots it touches.
    expect(times(query({ ...base, busy: [busy(at(9, 30), at(11))] }))).toEqual(['11:15']);
  });

  it('restarts after the later-ending of two overlapping bookings, one carried over from an earlier stretch', () => {
    const base = { weekly: everyDay(['09:00', '10:00'], ['10:05', '13:00']), durationMinutes: 45, bufferMinutes: 0 };
    const carried = busy(at(9, 30), at(11));
    const here = busy(at(10, 10), at(10, 30));
    expect(times(query({ ...base, busy: [carried, here] }))).toEqual(['11:00', '11:45']);
    expect(times(query({ ...base, busy: [here, carried] }))).toEqual(['11:00', '11:45']);
  });
});

describe('across midnight and the clock changes', () => {
  it('runs one grid through midnight when one day ends at 24:00 and the next starts at 00:00', () => {
    const base = {
      weekly: everyDay(['22:00', '24:00'], ['00:00', '02:00']),
      durationMinutes: 90,
      bufferMinutes: 0,
      from: at(12),
    };
    // The slot at 23:30 ends at 01:00 the next day: it needs the next day's hours even when `to` is before midnight.
    expect(starts(query({ ...base, to: at(23, 59) }))).toEqual([
      '2026-06-01T22:00:00.000Z',
      '2026-06-01T23:30:00.000Z',
    ]);
    // The next one, 01:00-02:30, would run past the night's end at 02:00.
    expect(starts(query({ ...base, to: day(1, 1, 30) }))).toEqual([
      '2026-06-01T22:00:00.000Z',
      '2026-06-01T23:30:00.000Z',
    ]);
    expect(starts(query({ ...base, durationMinutes: 60, to: day(1, 1, 30) }))).toEqual([
      '2026-06-01T22:00:00.000Z',
      '2026-06-01T23:00:00.000Z',
      '2026-06-02T00:00:00.000Z',
      '2026-06-02T01:00:00.000Z',
    ]);
  });

  const sunday = [{ weekday: 7, start: '00:00', end: '24:00' }];
  const wholeSunday = (timeZone: string, saturdayNoon: number): SlotQuery =>
    query({
      timeZone,
      weekly: sunday,
      durationMinutes: 60,
      bufferMinutes: 0,
      now: saturdayNoon - 30 * 24 * 60 * MINUTE,
      horizonDays: 60,
      from: saturdayNoon,
      to: saturdayNoon + 2 * 24 * 60 * MINUTE,
    });

  it.each([
    ['Europe/Kyiv', '2026-03-28T22:00:00.000Z', '2026-03-29T20:00:00.000Z'],
    ['Europe/London', '2026-03-29T00:00:00.000Z', '2026-03-29T22:00:00.000Z'],
  ])('offers 23 hourly slots on the 23-hour day in %s', (zone, first, last) => {
    const slots = starts(wholeSunday(zone, Date.UTC(2026, 2, 28, 12)));
    expect(slots).toHaveLength(23);
    expect([slots[0], slots[22]]).toEqual([first, last]);
    expect(new Set(slots).size).toBe(23);
  });

  it.each([
    ['Europe/Kyiv', '2026-10-24T21:00:00.000Z', '2026-10-25T21:00:00.000Z'],
    ['Europe/London', '2026-10-24T23:00:00.000Z', '2026-10-25T23:00:00.000Z'],
  ])('offers 25 hourly slots on the 25-hour day in %s, the repeated hour twice', (zone, first, last) => {
    const slots = starts(wholeSunday(zone, Date.UTC(2026, 9, 24, 12)));
    expect(slots).toHaveLength(25);
    expect([slots[0], slots[24]]).toEqual([first, last]);
    const hourMs = 60 * MINUTE;
    const instants = slots.map((text) => Date.parse(text));
    expect(instants.every((instant, index) => index === 0 || instant - instants[index - 1]! === hourMs)).toBe(true);
  });
});

describe('ISO text of an instant', () => {
  it('is the same as Date#toISOString, with milliseconds, asked once or again', () => {
    for (const ms of [0, at(9), at(9) + 1, Date.UTC(2026, 9, 25, 0, 59, 59, 999), -1]) {
      expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
      expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
    }
    expect(isoInstant(at(9) + 1)).toBe('2026-06-01T09:00:00.001Z');
  });
});

describe('a booking between the earliest bookable instant and the next grid point', () => {
  // Hours 09:00-13:00 UTC, 60-minute sessions, a booking 10:30-10:31. Before the fix the walk to `earliest`
  // jumped over the step holding the booking when asked at 10:29: the calendar offered 11:00 and 12:00, and
  // checkout's one-instant question for 11:00 walked from 10:00 and answered "slot_taken".
  const booked = busy(at(10, 30), at(10, 31));
  const asked = (now: number) =>
    query({ weekly: everyDay(['09:00', '13:00']), durationMinutes: 60, bufferMinutes: 0, busy: [booked], now });
  const oneInstant = (now: number, start: number) =>
    computeFreeSlots({ ...asked(now), from: start, to: start + 1 }).map((slot) => slot.start);

  it('offers the same grid whenever one asks', () => {
    expect(times(asked(at(8)))).toEqual(['09:00', '10:35', '11:35']);
    expect(times(asked(at(10, 29)))).toEqual(['10:35', '11:35']);
    expect(times(asked(at(10, 30)))).toEqual(['10:35', '11:35']);
    expect(times(asked(at(9, 59)))).toEqual(['10:35', '11:35']);
    expect(times(asked(at(10, 35)))).toEqual(['10:35', '11:35']);
    expect(times(asked(at(10, 35) + 1))).toEqual(['11:35']);
  });

  it("checkout's one-instant question agrees with every slot offered, and refuses the old grid's 11:00", () => {
    for (const now of [at(8), at(10, 29)]) {
      for (const slot of computeFreeSlots(asked(now))) expect(oneInstant(now, slot.start)).toEqual([slot.start]);
      expect(oneInstant(now, at(11))).toEqual([]);
    }
  });

  it('a booking starting exactly at the earliest bookable instant restarts the grid as well', () => {
    expect(times(asked(at(10, 30)))).toEqual(times(asked(at(8))).slice(1));
    expect(times(query({ ...asked(at(10)), busy: [busy(at(10), at(10, 1))] }))).toEqual(['10:05', '11:05']);
  });
});
