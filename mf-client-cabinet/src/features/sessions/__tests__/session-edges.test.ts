// The exact edges of what the sessions page offers a client (issue 30): the 24-hour line for a move (23 h, 24 h,
// 25 h), a started session, a cancelled one, a partner, and a calendar file a calendar app reads line for line.
import { appointment, HOUR } from '../../../test-support/fixtures';
import { buildIcs, foldLine, icsDataUrl } from '../lib/ics';
import { callKind, canCancel, canReschedule, isFreeCancellation, nextSession } from '../lib/session-rules';

describe('the 24-hour line for the client who booked', () => {
  const a = appointment({}, 72);
  const start = Date.parse(a.starts_at);

  it('25 h before the start the session can be moved and cancelled free; 23 h before only cancelled', () => {
    expect(canReschedule(a, start - 25 * HOUR)).toBe(true);
    expect(isFreeCancellation(a, start - 25 * HOUR)).toBe(true);
    expect(canReschedule(a, start - 23 * HOUR)).toBe(false);
    expect(isFreeCancellation(a, start - 23 * HOUR)).toBe(false);
    expect(canCancel(a, start - 23 * HOUR)).toBe(true);
  });

  it('at exactly 24 h before the start moving is over', () => {
    expect(canReschedule(a, start - 24 * HOUR - 1)).toBe(true);
    expect(canReschedule(a, start - 24 * HOUR)).toBe(false);
  });

  it('a started session can be neither cancelled nor moved', () => {
    expect(canCancel(a, start - 1)).toBe(true);
    expect(canCancel(a, start)).toBe(false);
    expect(canCancel(a, start + 5 * 60_000)).toBe(false);
    expect(canReschedule(a, start)).toBe(false);
  });

  it('a cancelled session offers neither, even days ahead', () => {
    const cancelled = { ...a, status: 'cancelled' as const };
    expect(canCancel(cancelled, start - 48 * HOUR)).toBe(false);
    expect(canReschedule(cancelled, start - 48 * HOUR)).toBe(false);
  });

  it('the couple partner, who did not book, may do neither', () => {
    const partner = { ...a, role: 'partner' as const };
    expect(canCancel(partner, start - 48 * HOUR)).toBe(false);
    expect(canReschedule(partner, start - 48 * HOUR)).toBe(false);
  });
});

describe('the next session', () => {
  it('skips a confirmed session that has just ended, and keeps one that ends a moment later', () => {
    const over = appointment({ id: 'over' }, 1);
    const next = appointment({ id: 'next' }, 5);
    const end = Date.parse(over.ends_at);
    expect(nextSession([over, next], end)?.id).toBe('next');
    expect(nextSession([over, next], end - 1)?.id).toBe('over');
    expect(nextSession([over], end)).toBeNull();
  });
});

it('joins a couple session in the couple room and any other in the personal one', () => {
  expect(callKind({ service_kind: 'couple' })).toBe('couple');
  expect(callKind({ service_kind: 'personal' })).toBe('personal');
});

describe('the calendar file', () => {
  const a = appointment({
    id: 'a5e1c0de-0000-4000-8000-000000000001',
    starts_at: '2030-03-01T09:00:00.000Z',
    ends_at: '2030-03-01T09:50:00.000Z',
  });
  const url = 'https://rozmova.pl/pl/cabinet/video_call/personal/x';

  it('is exactly the event a calendar app expects, with an alarm 15 minutes before', () => {
    const ics = buildIcs(
      a,
      url,
      { summary: 'Sesja z Anną', description: 'Link' },
      new Date('2030-02-01T08:30:15.250Z'),
    );
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Rozmova//Client cabinet//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:a5e1c0de-0000-4000-8000-000000000001@rozmova',
      'DTSTAMP:20300201T083015Z',
      'DTSTART:20300301T090000Z',
      'DTEND:20300301T095000Z',
      'SUMMARY:Sesja z Anną',
      'DESCRIPTION:Link',
      `URL:${url}`,
      `LOCATION:${url}`,
      'STATUS:CONFIRMED',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Sesja z Anną',
      'TRIGGER:-PT15M',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('escapes the link where it is text (LOCATION) and leaves it as is where it is a URI', () => {
    const ics = buildIcs(a, 'https://x.test/a,b;c', { summary: 's', description: 'd' });
    expect(ics).toContain('\r\nURL:https://x.test/a,b;c\r\n');
    expect(ics).toContain('\r\nLOCATION:https://x.test/a\\,b\\;c\r\n');
  });

  it('hands the file to the browser as a calendar data link', () => {
    expect(icsDataUrl('BEGIN:VCALENDAR\r\n')).toBe('data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR%0D%0A');
  });
});

describe('line folding at the 75-octet limit', () => {
  const octets = (line: string) => new TextEncoder().encode(line).length;

  it('leaves a line of exactly 75 octets whole and folds one of 76', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('fills every continuation line to 75 octets with its leading space', () => {
    const lines = foldLine('y'.repeat(75 + 74 + 1)).split('\r\n');
    expect(lines.map(octets)).toEqual([75, 75, 2]);
  });

  it('moves a two-octet letter that would cross the limit whole to the next line', () => {
    const lines = foldLine(`${'a'.repeat(74)}ż`).split('\r\n');
    expect(lines).toEqual(['a'.repeat(74), ' ż']);
  });
});
