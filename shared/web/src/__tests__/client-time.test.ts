import {
  dayKey,
  dayStartIso,
  daysFrom,
  formatDayLong,
  formatDayParts,
  formatDayShort,
  formatMonthSpan,
  formatTime,
  formatUntil,
  otherZone,
  zoneLabel,
} from '../client-time';

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

describe('dates and zones as people write them', () => {
  it('puts the weekday after "until" in the case the language needs', () => {
    // 2026-11-30 is a Monday.
    expect(formatUntil('2026-11-30T15:00:00Z', 'Europe/Kiev', 'ua', true)).toBe(
      'до понеділка, 30 листопада 2026, 17:00',
    );
    expect(formatUntil('2026-11-30T15:00:00Z', 'Europe/Warsaw', 'pl')).toBe('do poniedziałku, 30 listopada 2026');
    expect(formatUntil('2026-11-30T15:00:00Z', 'Europe/Bucharest', 'ro')).toBe('până luni, 30 noiembrie 2026');
    expect(formatUntil('2026-11-30T15:00:00Z', 'Europe/London', 'en')).toBe('until Monday, 30 November 2026');
  });

  it('never abbreviates Ukrainian months into other words', () => {
    expect(formatDayShort('2026-11-30', 'Europe/Kiev', 'ua')).toBe('пн, 30 листопада');
    expect(formatDayShort('2026-11-30', 'Europe/Kiev', 'ua')).not.toContain('лист.');
    expect(formatDayParts('2026-11-30', 'Europe/Warsaw', 'pl')).toEqual({
      weekday: 'Pn',
      date: '30',
      month: 'listopada',
      full: 'poniedziałek, 30 listopada',
    });
    expect(formatMonthSpan('2026-11-30', '2026-12-06', 'Europe/Kiev', 'ua')).toBe('листопад – грудень 2026');
  });

  it('names zones the way people say them, never as an IANA id or "Kiev"', () => {
    expect(zoneLabel('Europe/Kiev', 'ua')).toBe('за київським часом');
    expect(zoneLabel('Europe/Kyiv', 'en')).toBe('Kyiv time');
    expect(zoneLabel('Europe/Warsaw', 'pl')).toBe('czasu warszawskiego');
    expect(zoneLabel('Europe/Bucharest', 'ro')).toBe('ora României');
    for (const locale of ['ua', 'pl', 'ro', 'en'] as const) {
      for (const zone of ['Europe/Kiev', 'Asia/Tokyo', 'America/Sao_Paulo']) {
        expect(zoneLabel(zone, locale)).not.toMatch(/Kiev|\/|_/);
      }
    }
  });

  it('names the therapist zone only when its clock differs from the client one', () => {
    const at = new Date('2026-11-30T12:00:00Z');
    expect(otherZone('Europe/Kiev', 'Europe/Kyiv', at)).toBeNull();
    expect(otherZone('Europe/Warsaw', 'Europe/Berlin', at)).toBeNull();
    expect(otherZone('Europe/Kiev', 'Europe/Warsaw', at)).toBe('Europe/Kiev');
    expect(otherZone(null, 'Europe/Warsaw', at)).toBeNull();
  });
});
