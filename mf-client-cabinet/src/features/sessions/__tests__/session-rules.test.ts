import { appointment, HOUR } from '../../../test-support/fixtures';
import { buildIcs, escapeText, foldLine } from '../lib/ics';
import { canCancel, canReschedule, isFreeCancellation, joinState, nextSession, timeUntil } from '../lib/session-rules';

it('opens the join button 10 minutes before the start and closes it at the end', () => {
  const a = appointment();
  const start = Date.parse(a.starts_at);
  expect(joinState(a, start - 10 * 60_000 - 1)).toBe('not_yet');
  expect(joinState(a, start - 10 * 60_000)).toBe('open');
  expect(joinState(a, Date.parse(a.ends_at) - 1)).toBe('open');
  expect(joinState(a, Date.parse(a.ends_at))).toBe('over');
  expect(joinState({ ...a, status: 'cancelled' }, start)).toBe('over');
});

it('counts down in whole minutes', () => {
  const now = Date.parse('2030-01-01T10:00:00Z');
  expect(timeUntil('2030-01-02T12:30:00Z', now)).toEqual({ days: 1, hours: 2, minutes: 30 });
  expect(timeUntil('2030-01-01T10:00:30Z', now)).toEqual({ days: 0, hours: 0, minutes: 1 });
});

it('lets the client cancel before the start and move it only while cancelling is free', () => {
  const a = appointment({}, 30);
  const freeUntil = Date.parse(a.free_cancellation_until);
  expect(isFreeCancellation(a, freeUntil - 1)).toBe(true);
  expect(canReschedule(a, freeUntil - 1)).toBe(true);
  expect(canReschedule(a, freeUntil)).toBe(false);
  expect(canCancel(a, freeUntil)).toBe(true);
  expect(canCancel(a, Date.parse(a.starts_at))).toBe(false);
  expect(canCancel({ ...a, role: 'partner' }, freeUntil - 1)).toBe(false);
});

it('picks the first confirmed session that is not over as the next one', () => {
  const cancelled = appointment({ id: 'c', status: 'cancelled' }, 1);
  const later = appointment({ id: 'l' }, 5);
  expect(nextSession([cancelled, later], Date.now())?.id).toBe('l');
  expect(nextSession([cancelled], Date.now())).toBeNull();
  void HOUR;
});

it('writes an .ics with UTC times, the join link and escaped, folded text', () => {
  const a = appointment({ starts_at: '2030-03-01T09:00:00.000Z', ends_at: '2030-03-01T09:50:00.000Z' });
  const ics = buildIcs(
    a,
    'https://rozmova.pl/pl/cabinet/video_call/personal/x',
    { summary: 'Sesja; Anna, 1', description: 'Link\nDo 28 lutego' },
    new Date('2030-02-01T00:00:00Z'),
  );
  expect(ics).toContain('DTSTART:20300301T090000Z\r\n');
  expect(ics).toContain('DTEND:20300301T095000Z\r\n');
  expect(ics).toContain('URL:https://rozmova.pl/pl/cabinet/video_call/personal/x\r\n');
  expect(ics).toContain('SUMMARY:Sesja\\; Anna\\, 1\r\n');
  expect(ics).toContain('DESCRIPTION:Link\\nDo 28 lutego\r\n');
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(escapeText('a\\b')).toBe('a\\\\b');
  // 75 octets at most per line, never splitting a multi-byte letter.
  const folded = foldLine(`SUMMARY:${'ż'.repeat(60)}`).split('\r\n');
  expect(folded.length).toBeGreaterThan(1);
  for (const line of folded) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(`SUMMARY:${'ż'.repeat(60)}`);
});
