import { escapeIcsText, foldIcsLine, icsCalendar, icsStamp } from '../ics';

test('a stamp is the UTC time without separators or milliseconds', () => {
  expect(icsStamp('2026-11-27T18:15:30.123+02:00')).toBe('20261127T161530Z');
  expect(icsStamp(new Date(Date.UTC(2027, 0, 2, 3, 4, 5)))).toBe('20270102T030405Z');
});

test('text escapes backslash, semicolon, comma and line breaks', () => {
  expect(escapeIcsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
});

test('lines fold after 75 octets, then 74, never inside a character', () => {
  expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
  expect(foldIcsLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  const lines = foldIcsLine(`${'a'.repeat(74)}żż`).split('\r\n');
  expect(lines).toEqual(['a'.repeat(74), ' żż']);
  for (const line of foldIcsLine('ż'.repeat(100)).split('\r\n'))
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
});

test('the calendar wraps one event in CRLF lines ending with CRLF', () => {
  expect(icsCalendar('-//X//Y//EN', ['UID:1', 'SUMMARY:S'])).toBe(
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//X//Y//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:1',
      'SUMMARY:S',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  );
});
