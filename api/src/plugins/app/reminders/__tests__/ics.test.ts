import { sessionIcs } from '../ics';

const event = {
  uid: 'b1@rozmova',
  sequence: 2,
  startsAt: new Date('2026-11-25T08:00:00Z'),
  endsAt: new Date('2026-11-25T08:50:00Z'),
  summary: 'Сесія Rozmova: Олена Коваленко; пара, вечір',
  description: 'http://localhost:3000/ua/cabinet/video_call/personal/b1',
  url: 'http://localhost:3000/ua/cabinet/video_call/personal/b1',
  now: new Date('2026-11-24T07:00:00Z'),
};

it('writes UTC times, the booking as UID and the move count as SEQUENCE, with CRLF lines', () => {
  const ics = sessionIcs(event);
  expect(ics).toContain('\r\nDTSTART:20261125T080000Z\r\n');
  expect(ics).toContain('\r\nDTEND:20261125T085000Z\r\n');
  expect(ics).toContain('\r\nUID:b1@rozmova\r\n');
  expect(ics).toContain('\r\nSEQUENCE:2\r\n');
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
});

it('escapes text and folds long lines at 75 octets without splitting a character', () => {
  const ics = sessionIcs(event);
  const lines = ics.split('\r\n');
  expect(lines.every((l) => Buffer.byteLength(l, 'utf8') <= 75)).toBe(true);
  const unfolded = ics.replace(/\r\n /g, '');
  expect(unfolded).toContain('SUMMARY:Сесія Rozmova: Олена Коваленко\\; пара\\, вечір');
  expect(unfolded).not.toContain('\uFFFD');
});
