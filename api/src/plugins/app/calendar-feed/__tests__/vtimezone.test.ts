// The VTIMEZONE the feed writes from Intl: each offset change in the span with the wall-clock time it happens at,
// the right kind of observance on either hemisphere, and a single one for a zone without changes.
import { vtimezone } from '../vtimezone';

const lines = (zone: string, from: string, to: string) =>
  vtimezone(zone, Date.parse(from), Date.parse(to)).split('\r\n');

test('Warsaw in 2027: 02:00 CET becomes 03:00 CEST in March, 03:00 CEST becomes 02:00 CET in October', () => {
  expect(lines('Europe/Warsaw', '2027-01-01T00:00:00Z', '2027-12-31T00:00:00Z')).toEqual([
    'BEGIN:VTIMEZONE',
    'TZID:Europe/Warsaw',
    'BEGIN:STANDARD',
    'DTSTART:20270101T010000',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0100',
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    'DTSTART:20270328T020000',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'DTSTART:20271031T030000',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'END:STANDARD',
    'END:VTIMEZONE',
  ]);
});

test('Sydney in its summer starts in daylight time and falls back in April', () => {
  const sydney = lines('Australia/Sydney', '2027-01-01T00:00:00Z', '2027-06-01T00:00:00Z');
  expect(sydney.slice(2, 7)).toEqual([
    'BEGIN:DAYLIGHT',
    'DTSTART:20270101T110000',
    'TZOFFSETFROM:+1100',
    'TZOFFSETTO:+1100',
    'END:DAYLIGHT',
  ]);
  expect(sydney.slice(7, 12)).toEqual([
    'BEGIN:STANDARD',
    'DTSTART:20270404T030000',
    'TZOFFSETFROM:+1100',
    'TZOFFSETTO:+1000',
    'END:STANDARD',
  ]);
});

test('a zone that never changes has one observance, half-hour offsets included', () => {
  expect(lines('Asia/Kolkata', '2027-01-01T00:00:00Z', '2027-12-31T00:00:00Z')).toEqual([
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Kolkata',
    'BEGIN:STANDARD',
    'DTSTART:20270101T053000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'END:STANDARD',
    'END:VTIMEZONE',
  ]);
});
