import { minutesLeft, weekdayNames } from '../waitlist-view';

describe('the waitlist as the cabinet shows it', () => {
  it('counts the minutes left to claim, rounded up, never below zero', () => {
    const expires = '2026-12-01T10:30:00.000Z';
    expect(minutesLeft(expires, Date.parse('2026-12-01T10:00:00.000Z'))).toBe(30);
    expect(minutesLeft(expires, Date.parse('2026-12-01T10:29:01.000Z'))).toBe(1);
    expect(minutesLeft(expires, Date.parse('2026-12-01T10:30:00.000Z'))).toBe(0);
    expect(minutesLeft(expires, Date.parse('2026-12-01T11:00:00.000Z'))).toBe(0);
  });

  it('names the weekdays in the language, Monday first', () => {
    expect(weekdayNames([7, 1, 3], 'en')).toBe('Mon, Wed, Sun');
    expect(weekdayNames([1, 5], 'pl')).toMatch(/^pon\.?, pt\.?$/);
    expect(weekdayNames([2], 'ro')).toMatch(/^mar/);
    expect(weekdayNames([4], 'ua')).toMatch(/^чт/);
  });
});
