import { dayKey, dayStartIso, daysFrom, formatDayLong, formatTime } from '../client-time';

describe('client-time', () => {
  it('shows an instant on the clock of the zone, across the spring DST change', () => {
    // 29 March 2026: Warsaw moves from UTC+1 to UTC+2 at 01:00 UTC.
    expect(formatTime('2026-03-29T00:30:00Z', 'Europe/Warsaw', 'pl')).toBe('01:30');
    expect(formatTime('2026-03-29T01:30:00Z', 'Europe/Warsaw', 'pl')).toBe('03:30');
    expect(formatTime('2026-03-29T01:30:00Z', 'Europe/London', 'en')).toBe('02:30');
  });

  it("writes dates in the market's language", () => {
    expect(formatDayLong('2026-12-01T10:00:00Z', 'Europe/Warsaw', 'pl')).toBe('wtorek, 1 grudnia 2026');
    expect(formatDayLong('2026-12-01T10:00:00Z', 'Europe/Kiev', 'ua')).toMatch(/^вівторок, 1 грудня 2026/);
  });

  it('counts calendar days in the zone, not in UTC', () => {
    expect(dayKey('2026-12-01T23:30:00Z', 'Europe/Bucharest')).toBe('2026-12-02');
    expect(daysFrom('2026-10-24', 3, 'Europe/London')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(dayStartIso('2026-10-25', 'Europe/London')).toBe('2026-10-24T23:00:00.000Z');
  });
});
