// The first steps of every new booking at their edges (issues 26 and 30), as the caller reads the api's answer:
// the start time as text, who takes part, the couple's partner, and the start rules — the past, the minimum
// notice (12 h: 11 h 59 refused, 12 h accepted) and the booking horizon for a client and for a therapist.
import { checkParticipants } from '../check-participants';
import { checkStart, checkTherapistStart, horizonDaysFor, THERAPIST_MAX_AHEAD_DAYS } from '../check-start';
import { normalisePartner } from '../normalise-partner';
import { parseInstant } from '../parse-instant';
import { refusalOf } from './refusal';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.parse('2026-03-02T08:00:00.000Z');
const rules = { horizonDays: 30, noticeMinutes: 12 * 60 };

describe('parseInstant', () => {
  it('reads ISO text with or without a zone offset, to the millisecond', () => {
    expect(parseInstant('2026-03-02T10:00:00.123Z', 'starts_at')).toBe(Date.parse('2026-03-02T10:00:00.123Z'));
    expect(parseInstant('2026-03-02T12:00:00+02:00', 'starts_at')).toBe(Date.parse('2026-03-02T10:00:00Z'));
  });

  it('refuses text that is no date-time with a 400 naming the field', () => {
    for (const text of ['tomorrow', '', '2026-13-45T99:00:00Z']) {
      expect(refusalOf(() => parseInstant(text, 'starts_at'))).toEqual({
        status: 400,
        error: 'validation_failed',
        message: 'starts_at is not a date-time.',
        details: [{ field: 'starts_at', rule: 'format' }],
      });
    }
    expect(refusalOf(() => parseInstant('soon', 'new_start')).details).toEqual([
      { field: 'new_start', rule: 'format' },
    ]);
  });
});

describe('checkParticipants', () => {
  it('lets a therapist book a client', () => {
    expect(() => checkParticipants('therapist-1', 'client-1')).not.toThrow();
  });

  it('refuses a therapist booking a session with themselves', () => {
    expect(refusalOf(() => checkParticipants('same', 'same'))).toEqual({
      status: 409,
      error: 'cannot_book_self',
      message: 'A therapist cannot book a session with themselves.',
    });
  });
});

describe('normalisePartner', () => {
  it('keeps a couple partner trimmed and in lower case', () => {
    expect(normalisePartner('couple', '  Ola.Nowak@Example.PL \n')).toBe('ola.nowak@example.pl');
  });

  it('has no partner when none was given, for either kind', () => {
    for (const kind of ['personal', 'couple'] as const) {
      expect(normalisePartner(kind, null)).toBeNull();
      expect(normalisePartner(kind, undefined)).toBeNull();
      expect(normalisePartner(kind, '')).toBeNull();
    }
  });

  it('refuses a partner for a personal session', () => {
    expect(refusalOf(() => normalisePartner('personal', 'ola@example.pl'))).toEqual({
      status: 400,
      error: 'partner_only_for_couple',
      message: 'A partner can only join a couple session.',
      details: [{ field: 'partner_email', rule: 'couple_only' }],
    });
  });
});

describe('checkStart: the past', () => {
  const inPast = {
    status: 400,
    error: 'starts_in_past',
    message: 'The session must start in the future.',
    details: [{ field: 'starts_at', rule: 'future' }],
  };

  it('refuses a start at this very instant or before, for both roles', () => {
    for (const by of ['client', 'therapist'] as const) {
      expect(refusalOf(() => checkStart(rules, NOW, by, NOW))).toEqual(inPast);
      expect(refusalOf(() => checkStart(rules, NOW - HOUR, by, NOW))).toEqual(inPast);
    }
  });

  it('lets a therapist place a session 1 ms ahead (no notice for them)', () => {
    expect(() => checkStart(rules, NOW + 1, 'therapist', NOW)).not.toThrow();
  });
});

describe('checkStart: the minimum notice (a client only)', () => {
  const tooSoon = {
    status: 400,
    error: 'too_short_notice',
    message: 'Sessions with this therapist are booked at least 720 minutes ahead.',
    details: [{ field: 'starts_at', rule: 'min_notice', notice_minutes: 720 }],
  };

  it('refuses 11 h 59 ahead with 12 hours of notice, and 1 ms short of 12 h', () => {
    expect(refusalOf(() => checkStart(rules, NOW + 11 * HOUR + 59 * MINUTE, 'client', NOW))).toEqual(tooSoon);
    expect(refusalOf(() => checkStart(rules, NOW + 12 * HOUR - 1, 'client', NOW))).toEqual(tooSoon);
  });

  it('accepts exactly 12 h ahead', () => {
    expect(() => checkStart(rules, NOW + 12 * HOUR, 'client', NOW)).not.toThrow();
  });

  it('holds a therapist to no notice', () => {
    expect(() => checkStart(rules, NOW + 5 * MINUTE, 'therapist', NOW)).not.toThrow();
  });

  it('names the therapist’s own notice', () => {
    expect(refusalOf(() => checkStart({ horizonDays: 30, noticeMinutes: 90 }, NOW + HOUR, 'client', NOW))).toEqual({
      ...tooSoon,
      message: 'Sessions with this therapist are booked at least 90 minutes ahead.',
      details: [{ field: 'starts_at', rule: 'min_notice', notice_minutes: 90 }],
    });
  });
});

describe('checkStart: the booking horizon', () => {
  const beyond = (days: number) => ({
    status: 400,
    error: 'beyond_horizon',
    message: `Sessions can be booked at most ${days} days ahead.`,
    details: [{ field: 'starts_at', rule: 'horizon', horizon_days: days }],
  });

  it('a client: 1 ms before the horizon’s end is bookable, the end itself not', () => {
    expect(() => checkStart(rules, NOW + 30 * DAY - 1, 'client', NOW)).not.toThrow();
    expect(refusalOf(() => checkStart(rules, NOW + 30 * DAY, 'client', NOW))).toEqual(beyond(30));
  });

  it('a therapist: a year (366 days) when their own horizon is shorter', () => {
    expect(THERAPIST_MAX_AHEAD_DAYS).toBe(366);
    expect(() => checkStart(rules, NOW + 30 * DAY, 'therapist', NOW)).not.toThrow();
    expect(() => checkStart(rules, NOW + 366 * DAY - 1, 'therapist', NOW)).not.toThrow();
    expect(refusalOf(() => checkStart(rules, NOW + 366 * DAY, 'therapist', NOW))).toEqual(beyond(366));
  });

  it('a therapist: their own horizon when it is longer than a year', () => {
    const long = { horizonDays: 400, noticeMinutes: 0 };
    expect(() => checkStart(long, NOW + 400 * DAY - 1, 'therapist', NOW)).not.toThrow();
    expect(refusalOf(() => checkStart(long, NOW + 400 * DAY, 'therapist', NOW))).toEqual(beyond(400));
  });

  it('horizonDaysFor: a client gets the therapist’s, a therapist the longer of theirs and 366', () => {
    expect(horizonDaysFor({ horizonDays: 30 }, 'client')).toBe(30);
    expect(horizonDaysFor({ horizonDays: 30 }, 'therapist')).toBe(366);
    expect(horizonDaysFor({ horizonDays: 366 }, 'therapist')).toBe(366);
    expect(horizonDaysFor({ horizonDays: 367 }, 'therapist')).toBe(367);
  });

  it('the past is named before the horizon or the notice', () => {
    expect(refusalOf(() => checkStart({ horizonDays: 0, noticeMinutes: 60 }, NOW, 'client', NOW)).error).toBe(
      'starts_in_past',
    );
    expect(refusalOf(() => checkStart({ horizonDays: 0, noticeMinutes: 60 }, NOW + 1, 'client', NOW)).error).toBe(
      'beyond_horizon',
    );
  });
});

describe('checkTherapistStart', () => {
  const offGrid = {
    status: 400,
    error: 'validation_failed',
    message: 'Sessions start on a 5-minute grid.',
    details: [{ field: 'starts_at', rule: 'grid_5_minutes' }],
  };

  it('accepts any future time on the 5-minute grid, inside the notice too', () => {
    expect(() => checkTherapistStart(rules, NOW + 5 * MINUTE, NOW)).not.toThrow();
    expect(() => checkTherapistStart(rules, NOW + 200 * DAY, NOW)).not.toThrow();
  });

  it('refuses a time off the grid by a minute or by a millisecond', () => {
    expect(refusalOf(() => checkTherapistStart(rules, NOW + 7 * MINUTE, NOW))).toEqual(offGrid);
    expect(refusalOf(() => checkTherapistStart(rules, NOW + 5 * MINUTE + 1, NOW))).toEqual(offGrid);
  });

  it('still refuses the past and beyond a year', () => {
    expect(refusalOf(() => checkTherapistStart(rules, NOW, NOW)).error).toBe('starts_in_past');
    expect(refusalOf(() => checkTherapistStart(rules, NOW + 366 * DAY, NOW)).error).toBe('beyond_horizon');
  });
});
