// The reminder rules at their exact edges (issue 30): the hour-before line, each opt-out for each kind of
// recipient, a session moved or cancelled after it was read or after its reminder was queued, and what the
// client's cabinet lists.
import {
  REMINDER_OFFSETS_MS,
  dueKind,
  listedKinds,
  reminderRecipients,
  reminderSendBlock,
  remindsPartner,
  stillAsRead,
  unwrittenState,
} from '../reminder-rules';

const HOUR = 3_600_000;
const start = new Date('2026-12-01T10:00:00.000Z');
const at = (msBefore: number) => new Date(start.getTime() - msBefore);

describe('when each reminder leaves', () => {
  it('the day-before one 25 hours ahead (an hour before free cancellation closes), the other an hour ahead', () => {
    expect(REMINDER_OFFSETS_MS).toEqual({ '24h': 25 * HOUR, '1h': HOUR });
  });

  it('is the hour-before kind from exactly an hour ahead on, the day-before kind 1 ms earlier', () => {
    expect(dueKind(start, at(HOUR))).toBe('1h');
    expect(dueKind(start, at(HOUR - 1))).toBe('1h');
    expect(dueKind(start, at(HOUR + 1))).toBe('24h');
    expect(dueKind(start, at(25 * HOUR))).toBe('24h');
  });
});

describe('who gets a reminder', () => {
  const on = (name: string) => ({ name, wantsReminders: true });
  const off = (name: string) => ({ name, wantsReminders: false });

  it('everyone who wants them, client, partner and therapist, in this order', () => {
    expect(reminderRecipients({ client: on('c'), partner: on('p'), therapist: on('t') })).toEqual([
      { role: 'client', who: on('c') },
      { role: 'partner', who: on('p') },
      { role: 'therapist', who: on('t') },
    ]);
  });

  it.each([
    ['client', { client: off('c'), partner: on('p'), therapist: on('t') }, ['partner', 'therapist']],
    ['partner', { client: on('c'), partner: off('p'), therapist: on('t') }, ['client', 'therapist']],
    ['therapist', { client: on('c'), partner: on('p'), therapist: off('t') }, ['client', 'partner']],
  ] as const)('a %s who turned reminders off gets none; the others still do', (_, people, roles) => {
    expect(reminderRecipients(people).map((r) => r.role)).toEqual(roles);
  });

  it('nobody without an account or with everything off', () => {
    expect(reminderRecipients({ client: null, partner: null, therapist: null })).toEqual([]);
    expect(reminderRecipients({ client: off('c'), partner: off('p'), therapist: off('t') })).toEqual([]);
  });

  it('asks for a partner only on a couple session with an invited address', () => {
    expect(remindsPartner('couple', 'p@test.example')).toBe(true);
    expect(remindsPartner('couple', null)).toBe(false);
    expect(remindsPartner('couple', '')).toBe(false);
    expect(remindsPartner('personal', 'p@test.example')).toBe(false);
  });
});

describe('a session read by the scan', () => {
  it('is still the one read only when it is confirmed and starts at the same millisecond', () => {
    expect(stillAsRead(start, { starts_at: new Date(start.getTime()) })).toBe(true);
    expect(stillAsRead(start, { starts_at: new Date(start.getTime() + 1) })).toBe(false);
    expect(stillAsRead(start, { starts_at: new Date(start.getTime() - 1) })).toBe(false);
    expect(stillAsRead(start, null)).toBe(false);
  });
});

describe('the last look before a queued reminder leaves', () => {
  const blocked = 'not sent: the session was cancelled or moved';

  it('lets it go while the session is confirmed at the time it was written for', () => {
    expect(reminderSendBlock({ status: 'confirmed', starts_at: new Date(start.getTime()) }, start)).toBeNull();
  });

  it('stops it when the session moved after it was queued, by as little as a millisecond, either way', () => {
    expect(reminderSendBlock({ status: 'confirmed', starts_at: new Date(start.getTime() + 1) }, start)).toBe(blocked);
    expect(reminderSendBlock({ status: 'confirmed', starts_at: new Date(start.getTime() - 1) }, start)).toBe(blocked);
  });

  it('stops it when the session was cancelled, even at the same time', () => {
    expect(reminderSendBlock({ status: 'cancelled', starts_at: start }, start)).toBe(blocked);
  });

  it('has nothing to say about a mail that is no reminder of a session', () => {
    expect(reminderSendBlock(null, start)).toBeNull();
  });
});

describe("what a client's cabinet lists", () => {
  it('both kinds while both are ahead', () => {
    expect(listedKinds(start, at(25 * HOUR + 1).getTime(), 'confirmed', [])).toEqual(['24h', '1h']);
  });

  it('drops a kind whose moment passed without a mail, at exactly that moment', () => {
    expect(listedKinds(start, at(25 * HOUR).getTime(), 'confirmed', [])).toEqual(['1h']);
    expect(listedKinds(start, at(HOUR + 1).getTime(), 'confirmed', [])).toEqual(['1h']);
    expect(listedKinds(start, at(HOUR).getTime(), 'confirmed', [])).toEqual([]);
  });

  it('keeps a kind that was written, even after its moment', () => {
    expect(listedKinds(start, at(HOUR).getTime(), 'confirmed', [{ kind: '24h' }])).toEqual(['24h']);
    expect(listedKinds(start, at(0).getTime(), 'confirmed', [{ kind: '1h' }])).toEqual(['1h']);
  });

  it('lists both for a session no longer confirmed', () => {
    expect(listedKinds(start, at(0).getTime(), 'cancelled', [])).toEqual(['24h', '1h']);
  });

  it('shows an unwritten reminder as cancelled with its session, off for whoever looks and turned it off', () => {
    expect(unwrittenState('cancelled', true)).toBe('cancelled');
    expect(unwrittenState('cancelled', false)).toBe('cancelled');
    expect(unwrittenState('confirmed', false)).toBe('off');
    expect(unwrittenState('confirmed', true)).toBe('scheduled');
  });
});
