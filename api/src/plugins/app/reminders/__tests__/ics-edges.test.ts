// The reminder's calendar file at its exact edges (issue 30): every line a calendar app reads, the SEQUENCE that
// makes a moved session replace the old event, text escaping of every special character, and folding at exactly
// 75 octets (a line of 75 stays whole, 76 folds, continuation lines carry 74 octets after their space).
import { sessionIcs, type CalendarEvent } from '../ics';

const event: CalendarEvent = {
  uid: 'b1@rozmova',
  sequence: 0,
  startsAt: new Date('2026-11-25T08:00:00.000Z'),
  endsAt: new Date('2026-11-25T08:50:00.000Z'),
  summary: 'Session',
  description: 'Join here',
  url: 'https://rozmova.pl/pl/cabinet/video_call/personal/b1',
  now: new Date('2026-11-24T07:05:09.876Z'),
};
const octets = (line: string) => Buffer.byteLength(line, 'utf8');

it('is exactly the event a calendar app expects', () => {
  expect(sessionIcs(event).split('\r\n')).toEqual([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rozmova//Sessions//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    'UID:b1@rozmova',
    'SEQUENCE:0',
    'DTSTAMP:20261124T070509Z',
    'DTSTART:20261125T080000Z',
    'DTEND:20261125T085000Z',
    'SUMMARY:Session',
    'DESCRIPTION:Join here',
    'URL:https://rozmova.pl/pl/cabinet/video_call/personal/b1',
    'LOCATION:https://rozmova.pl/pl/cabinet/video_call/personal/b1',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ]);
});

it('a moved session keeps its UID and carries a higher SEQUENCE, so calendars replace the old event', () => {
  const moved = sessionIcs({ ...event, sequence: 3, startsAt: new Date('2026-11-26T10:00:00Z') });
  expect(moved).toContain('\r\nUID:b1@rozmova\r\n');
  expect(moved).toContain('\r\nSEQUENCE:3\r\n');
  expect(moved).toContain('\r\nDTSTART:20261126T100000Z\r\n');
});

it('escapes backslash, semicolon, comma and both kinds of line break in text', () => {
  const ics = sessionIcs({ ...event, summary: 'a\\b;c,d', description: 'one\ntwo\r\nthree' });
  expect(ics).toContain('\r\nSUMMARY:a\\\\b\\;c\\,d\r\n');
  expect(ics).toContain('\r\nDESCRIPTION:one\\ntwo\\nthree\r\n');
});

it('leaves a line of exactly 75 octets whole and folds one of 76', () => {
  // "SUMMARY:" is 8 octets.
  const whole = sessionIcs({ ...event, summary: 'x'.repeat(67) });
  expect(whole).toContain(`\r\nSUMMARY:${'x'.repeat(67)}\r\nDESCRIPTION:`);
  const folded = sessionIcs({ ...event, summary: 'x'.repeat(68) });
  expect(folded).toContain(`\r\nSUMMARY:${'x'.repeat(67)}\r\n x\r\nDESCRIPTION:`);
});

it('fills continuation lines to 75 octets with their space and never splits a letter', () => {
  const lines = sessionIcs({ ...event, summary: 'y'.repeat(67 + 74 + 1) }).split('\r\n');
  const start = lines.findIndex((line) => line.startsWith('SUMMARY:'));
  expect(lines.slice(start, start + 3).map(octets)).toEqual([75, 75, 2]);
  // A two-octet letter that would end at octet 76 moves whole to the next line.
  const cyrillic = sessionIcs({ ...event, summary: `${'a'.repeat(66)}ж` }).split('\r\n');
  const at = cyrillic.findIndex((line) => line.startsWith('SUMMARY:'));
  expect(cyrillic.slice(at, at + 2)).toEqual([`SUMMARY:${'a'.repeat(66)}`, ' ж']);
});
