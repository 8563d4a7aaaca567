import { mayJoinWaitlist, slotFitsWindows, wallClockAt, windowProblems } from '../waitlist';

const DAY = 86_400_000;

describe('waitlist windows', () => {
  it('names every bad field', () => {
    expect(windowProblems([])).toEqual([{ field: 'windows', rule: 'min_items' }]);
    expect(windowProblems([{ weekdays: [0, 3, 3], from: '25:00', to: '09:00' }])).toEqual([
      { field: 'windows[0].weekdays', rule: 'iso_weekday' },
      { field: 'windows[0].weekdays', rule: 'unique' },
      { field: 'windows[0].from', rule: 'time_of_day' },
    ]);
    expect(windowProblems([{ weekdays: [1], from: '18:00', to: '17:00' }])).toEqual([
      { field: 'windows[0].to', rule: 'after_from' },
    ]);
    expect(windowProblems([{ weekdays: [1, 7], from: '18:00', to: '24:00' }])).toEqual([]);
  });

  it('reads the wall clock of the zone, across a DST change', () => {
    // 2026-03-29 01:30 UTC is Sunday 03:30 in Warsaw (summer time began at 02:00 local).
    expect(wallClockAt('Europe/Warsaw', Date.UTC(2026, 2, 29, 1, 30))).toMatchObject({ weekday: 7, minutes: 210 });
    // The same instant is Sunday 04:30 in Kyiv.
    expect(wallClockAt('Europe/Kyiv', Date.UTC(2026, 2, 29, 1, 30))).toMatchObject({ weekday: 7, minutes: 270 });
  });

  it('a session fits when it starts and ends inside a window on a listed weekday', () => {
    const evenings = [{ weekdays: [2, 4], from: '18:00', to: '20:00' }];
    // Tuesday 2026-12-01, Bucharest is UTC+2.
    const at = (h: number, m = 0) => Date.UTC(2026, 11, 1, h - 2, m);
    expect(slotFitsWindows(evenings, 'Europe/Bucharest', at(18), at(18, 50))).toBe(true);
    expect(slotFitsWindows(evenings, 'Europe/Bucharest', at(19, 10), at(20))).toBe(true);
    expect(slotFitsWindows(evenings, 'Europe/Bucharest', at(19, 15), at(20, 5))).toBe(false);
    expect(slotFitsWindows(evenings, 'Europe/Bucharest', at(17, 55), at(18, 45))).toBe(false);
    // Wednesday is not listed.
    expect(slotFitsWindows(evenings, 'Europe/Bucharest', at(18) + DAY, at(18, 50) + DAY)).toBe(false);
    // The same instant in London is 16:00: outside.
    expect(slotFitsWindows(evenings, 'Europe/London', at(18), at(18, 50))).toBe(false);
    const lateNight = [{ weekdays: [2], from: '23:00', to: '24:00' }];
    expect(slotFitsWindows(lateNight, 'Europe/Bucharest', at(23, 10), at(24))).toBe(true);
  });

  it('joining is for a therapist with no free slot in the next 14 days', () => {
    const now = Date.UTC(2026, 11, 1);
    expect(mayJoinWaitlist([], now)).toBe(true);
    expect(mayJoinWaitlist([new Date(now + 15 * DAY).toISOString()], now)).toBe(true);
    expect(mayJoinWaitlist([new Date(now + 13 * DAY).toISOString()], now)).toBe(false);
  });
});
