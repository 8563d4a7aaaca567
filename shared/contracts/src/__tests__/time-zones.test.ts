import { formatZonedDateTime, sameClock, zoneName } from '../time-zones';
import { MARKETS, MARKET_LOCALES } from '../markets';

describe('zone names as people say them', () => {
  it("names each market's own zone in its language", () => {
    expect(zoneName(MARKETS.ua.timezone, 'ua')).toBe('за київським часом');
    expect(zoneName(MARKETS.pl.timezone, 'pl')).toBe('czasu warszawskiego');
    expect(zoneName(MARKETS.ro.timezone, 'ro')).toBe('ora României');
    expect(zoneName(MARKETS.en.timezone, 'en')).toBe('UK time');
    expect(zoneName('Europe/Kiev', 'en')).toBe('Kyiv time');
  });

  it('never shows an IANA id or the old spelling "Kiev", even for zones it does not know', () => {
    for (const locale of MARKET_LOCALES) {
      for (const zone of ['Europe/Kiev', 'Asia/Tokyo', 'America/Sao_Paulo', 'Not/AZone']) {
        expect(zoneName(zone, locale)).not.toMatch(/Kiev|\/|_/);
      }
    }
  });

  it('tells zones that keep the same clock apart from those that do not', () => {
    const at = new Date('2026-11-30T12:00:00Z');
    expect(sameClock('Europe/Kiev', 'Europe/Kyiv', at)).toBe(true);
    expect(sameClock('Europe/Warsaw', 'Europe/Berlin', at)).toBe(true);
    expect(sameClock('Europe/Warsaw', 'Europe/Kiev', at)).toBe(false);
  });
});

describe('dates and times for e-mails and PDFs', () => {
  const at = new Date('2026-11-30T15:00:00Z');

  it('writes the time on the clock of the zone and names the zone once, in the language', () => {
    expect(formatZonedDateTime(at, 'Europe/Kiev', 'ua')).toBe(
      'понеділок, 30 листопада 2026 р. о 17:00 за київським часом',
    );
    expect(formatZonedDateTime(at, 'Europe/Warsaw', 'pl')).toBe(
      'poniedziałek, 30 listopada 2026 16:00 czasu warszawskiego',
    );
    expect(formatZonedDateTime(at, 'Europe/London', 'en', { dateStyle: 'long' })).toBe(
      '30 November 2026 at 15:00 UK time',
    );
    expect(formatZonedDateTime(at, 'Europe/Bucharest', 'ro', { withZone: false })).toBe(
      'luni, 30 noiembrie 2026 la 17:00',
    );
  });

  it("falls back to the market's zone when the person's zone is missing or unknown", () => {
    expect(formatZonedDateTime(at, null, 'pl')).toBe('poniedziałek, 30 listopada 2026 16:00 czasu warszawskiego');
    expect(formatZonedDateTime(at, 'Mars/Olympus', 'ua')).toContain('17:00 за київським часом');
  });
});
