// Cancelling and moving a booked session at the edges people live by (issue 30): the 24-hour line for a client
// (25 h free, 23 h late, exactly 24 h late), never late for a therapist or the platform, a started session, an
// outage that allows a change until the session's end, and a moved session that keeps its length and buffer.
import {
  changerOf,
  checkChangeable,
  checkMoveInTime,
  isLateCancellation,
  movedTimes,
  moverName,
  roleIn,
} from '../change-rules';
import { bookingRow } from './booking-row';
import { refusalOf } from './refusal';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const booking = bookingRow();
const START = booking.starts_at.getTime();
const END = booking.ends_at.getTime();

describe('who changes a booking', () => {
  it('the client and the therapist of the booking, each in their own role', () => {
    expect(roleIn(booking, { id: 'client-1', role: 'user' })).toBe('client');
    expect(roleIn(booking, { id: 'therapist-1', role: 'therapist' })).toBe('therapist');
  });

  it('nobody else, nor the right person in the wrong role', () => {
    expect(roleIn(booking, { id: 'client-2', role: 'user' })).toBeNull();
    expect(roleIn(booking, { id: 'therapist-2', role: 'therapist' })).toBeNull();
    expect(roleIn(booking, { id: 'client-1', role: 'therapist' })).toBeNull();
    expect(roleIn(booking, { id: 'therapist-1', role: 'user' })).toBeNull();
  });

  it('an admin changes any booking for the platform', () => {
    expect(changerOf(booking, { id: 'admin-1', role: 'admin' })).toEqual({ booking, by: 'system' });
    expect(changerOf(booking, { id: 'client-1', role: 'user' })).toEqual({ booking, by: 'client' });
    expect(changerOf(booking, { id: 'therapist-1', role: 'therapist' })).toEqual({ booking, by: 'therapist' });
  });

  it('someone else’s booking looks exactly like a missing one', () => {
    const missing = { status: 404, error: 'booking_not_found', message: 'This booking does not exist.' };
    expect(refusalOf(() => changerOf(booking, { id: 'client-2', role: 'user' }))).toEqual(missing);
    expect(refusalOf(() => changerOf(null, { id: 'client-1', role: 'user' }))).toEqual(missing);
    expect(refusalOf(() => changerOf(null, { id: 'admin-1', role: 'admin' }))).toEqual(missing);
  });

  it('the mails name an admin’s change the platform’s', () => {
    expect(moverName('system')).toBe('platform');
    expect(moverName('client')).toBe('client');
    expect(moverName('therapist')).toBe('therapist');
  });
});

describe('checkChangeable', () => {
  it('refuses a booking that is not confirmed, naming its status', () => {
    for (const status of ['held', 'cancelled', 'expired', 'released'] as const) {
      const row = bookingRow({ status });
      expect(refusalOf(() => checkChangeable(row, 'cancel', START - 48 * HOUR, false))).toEqual({
        status: 409,
        error: 'booking_not_cancellable',
        message: `This booking is ${status} and cannot be cancelled.`,
      });
      expect(refusalOf(() => checkChangeable(row, 'move', START - 48 * HOUR, false))).toEqual({
        status: 409,
        error: 'booking_not_reschedulable',
        message: `This booking is ${status} and cannot be moved.`,
      });
    }
  });

  it('a started session: refused at its start and after, allowed 1 ms before', () => {
    for (const now of [START, START + 1, END + HOUR]) {
      expect(refusalOf(() => checkChangeable(booking, 'cancel', now, false))).toEqual({
        status: 409,
        error: 'booking_already_started',
        message: 'A session that has started cannot be cancelled.',
      });
      expect(refusalOf(() => checkChangeable(booking, 'move', now, false))).toEqual({
        status: 409,
        error: 'booking_already_started',
        message: 'A session that has started cannot be moved.',
      });
    }
    expect(() => checkChangeable(booking, 'cancel', START - 1, false)).not.toThrow();
    expect(() => checkChangeable(booking, 'move', START - 1, false)).not.toThrow();
  });

  it('an outage allows a change until the session’s end: 1 ms before it yes, at it no', () => {
    expect(() => checkChangeable(booking, 'cancel', START + 10 * MINUTE, true)).not.toThrow();
    expect(() => checkChangeable(booking, 'move', END - 1, true)).not.toThrow();
    expect(refusalOf(() => checkChangeable(booking, 'cancel', END, true)).error).toBe('booking_already_started');
    expect(refusalOf(() => checkChangeable(booking, 'move', END + 1, true)).error).toBe('booking_already_started');
  });

  it('an outage does not make a cancelled booking changeable', () => {
    expect(refusalOf(() => checkChangeable(bookingRow({ status: 'cancelled' }), 'move', START, true)).error).toBe(
      'booking_not_reschedulable',
    );
  });
});

describe('the 24-hour line for cancellations', () => {
  it('a client cancelling 25 h before is free, 23 h before late, exactly 24 h before late', () => {
    expect(isLateCancellation(booking, 'client', START - 25 * HOUR, false)).toBe(false);
    expect(isLateCancellation(booking, 'client', START - 24 * HOUR - 1, false)).toBe(false);
    expect(isLateCancellation(booking, 'client', START - 24 * HOUR, false)).toBe(true);
    expect(isLateCancellation(booking, 'client', START - 23 * HOUR, false)).toBe(true);
  });

  it('a therapist’s or the platform’s cancellation is never late, 23 h before included', () => {
    for (const by of ['therapist', 'system'] as const) {
      expect(isLateCancellation(booking, by, START - 23 * HOUR, false)).toBe(false);
      expect(isLateCancellation(booking, by, START - 25 * HOUR, false)).toBe(false);
    }
  });

  it('a client’s cancellation during an outage is never late', () => {
    expect(isLateCancellation(booking, 'client', START - 23 * HOUR, true)).toBe(false);
    expect(isLateCancellation(booking, 'client', START + MINUTE, true)).toBe(false);
  });
});

describe('the 24-hour line for moves', () => {
  const tooLate = {
    status: 409,
    error: 'reschedule_too_late',
    message: 'A session can be moved until 24 hours before it starts. You can still cancel it.',
  };

  it('a client moves 25 h before, and 1 ms before the line', () => {
    expect(() => checkMoveInTime(booking, START - 25 * HOUR, false)).not.toThrow();
    expect(() => checkMoveInTime(booking, START - 24 * HOUR - 1, false)).not.toThrow();
  });

  it('a client cannot move exactly 24 h before, nor 23 h before', () => {
    expect(refusalOf(() => checkMoveInTime(booking, START - 24 * HOUR, false))).toEqual(tooLate);
    expect(refusalOf(() => checkMoveInTime(booking, START - 23 * HOUR, false))).toEqual(tooLate);
  });

  it('an outage waives the line', () => {
    expect(() => checkMoveInTime(booking, START - 23 * HOUR, true)).not.toThrow();
  });
});

describe('movedTimes', () => {
  it('keeps the session’s length and the buffer after it', () => {
    const to = Date.parse('2026-03-12T15:30:00.000Z');
    expect(movedTimes(booking, to)).toEqual({
      startsAt: new Date('2026-03-12T15:30:00.000Z'),
      endsAt: new Date('2026-03-12T16:20:00.000Z'),
      blockedUntil: new Date('2026-03-12T16:30:00.000Z'),
    });
  });

  it('a 90-minute couple session with a 25-minute buffer, given as ISO text from the database', () => {
    const couple = bookingRow({
      starts_at: '2026-03-10T10:00:00.000Z' as unknown as Date,
      ends_at: '2026-03-10T11:30:00.000Z' as unknown as Date,
      blocked_until: '2026-03-10T11:55:00.000Z' as unknown as Date,
    });
    const to = Date.parse('2026-03-11T08:00:00.000Z');
    expect(movedTimes(couple, to)).toEqual({
      startsAt: new Date('2026-03-11T08:00:00.000Z'),
      endsAt: new Date('2026-03-11T09:30:00.000Z'),
      blockedUntil: new Date('2026-03-11T09:55:00.000Z'),
    });
  });

  it('no buffer stays no buffer', () => {
    const row = bookingRow({ blocked_until: booking.ends_at });
    const moved = movedTimes(row, START + 2 * HOUR);
    expect(moved.blockedUntil).toEqual(moved.endsAt);
  });
});
