// Held slots at their edges: the times a new booking blocks (its length, then the buffer), a hold's 15 minutes or
// a series' own pay-by instant, a released series occurrence whose hold still runs (1 ms before its end, at it),
// and paying for an occurrence.
import { HOLD_MINUTES, holdExpiry, holdResult, keepsSeriesHold, newBookingTimes, payableHold } from '../hold-rules';
import { bookingRow } from './booking-row';
import { refusalOf } from './refusal';

const MINUTE = 60_000;
const NOW = Date.parse('2026-03-02T08:00:00.000Z');
const HOLD_END = new Date(NOW + 10 * MINUTE);

describe('newBookingTimes', () => {
  it('the session’s length, then the buffer', () => {
    expect(newBookingTimes(Date.parse('2026-03-10T10:00:00.000Z'), 50, 10)).toEqual({
      startsAt: new Date('2026-03-10T10:00:00.000Z'),
      endsAt: new Date('2026-03-10T10:50:00.000Z'),
      blockedUntil: new Date('2026-03-10T11:00:00.000Z'),
    });
  });

  it('no buffer blocks until the end', () => {
    const times = newBookingTimes(NOW, 90, 0);
    expect(times.endsAt).toEqual(new Date(NOW + 90 * MINUTE));
    expect(times.blockedUntil).toEqual(times.endsAt);
  });
});

describe('holdExpiry', () => {
  it('a hold runs 15 minutes from now', () => {
    expect(HOLD_MINUTES).toBe(15);
    expect(holdExpiry('held', NOW, undefined)).toEqual(new Date(NOW + 15 * MINUTE));
  });

  it('a series occurrence is held until its own instant', () => {
    const payBy = new Date(NOW + 3 * 24 * 60 * MINUTE);
    expect(holdExpiry('held', NOW, payBy)).toBe(payBy);
  });

  it('a confirmed booking has no hold', () => {
    expect(holdExpiry('confirmed', NOW, undefined)).toBeNull();
    expect(holdExpiry('confirmed', NOW, HOLD_END)).toBeNull();
  });
});

describe('keepsSeriesHold', () => {
  const occurrence = bookingRow({ status: 'held', series_id: 'series-1', hold_expires_at: HOLD_END });

  it('a series occurrence stays held while its hold runs, up to 1 ms before its end', () => {
    expect(keepsSeriesHold(occurrence, NOW)).toBe(true);
    expect(keepsSeriesHold(occurrence, HOLD_END.getTime() - 1)).toBe(true);
  });

  it('is given back once its hold ran out', () => {
    expect(keepsSeriesHold(occurrence, HOLD_END.getTime())).toBe(false);
    expect(keepsSeriesHold(occurrence, HOLD_END.getTime() + MINUTE)).toBe(false);
  });

  it('a booking of no series, one without a hold, or none at all is given back', () => {
    expect(keepsSeriesHold({ ...occurrence, series_id: null }, NOW)).toBe(false);
    expect(keepsSeriesHold({ ...occurrence, hold_expires_at: null }, NOW)).toBe(false);
    expect(keepsSeriesHold(null, NOW)).toBe(false);
  });
});

describe('payableHold', () => {
  const occurrence = bookingRow({ status: 'held', series_id: 'series-1', hold_expires_at: HOLD_END });
  const missing = { status: 404, error: 'booking_not_found', message: 'This booking does not exist.' };
  const notPayable = {
    status: 409,
    error: 'occurrence_not_payable',
    message: 'This session can no longer be paid for.',
  };

  it('gives the hold of the client’s own series occurrence', () => {
    expect(payableHold(occurrence, 'client-1', NOW)).toEqual({
      bookingId: 'booking-1',
      startsAt: '2026-03-10T10:00:00.000Z',
      endsAt: '2026-03-10T10:50:00.000Z',
      holdExpiresAt: HOLD_END.toISOString(),
    });
    expect(payableHold(occurrence, 'client-1', HOLD_END.getTime() - 1).bookingId).toBe('booking-1');
  });

  it('someone else’s occurrence, a booking of no series, or none at all is not found', () => {
    expect(refusalOf(() => payableHold(occurrence, 'client-2', NOW))).toEqual(missing);
    expect(refusalOf(() => payableHold({ ...occurrence, series_id: null }, 'client-1', NOW))).toEqual(missing);
    expect(refusalOf(() => payableHold(null, 'client-1', NOW))).toEqual(missing);
  });

  it('an occurrence no longer held, or whose hold ran out, cannot be paid for', () => {
    expect(refusalOf(() => payableHold({ ...occurrence, status: 'confirmed' }, 'client-1', NOW))).toEqual(notPayable);
    expect(refusalOf(() => payableHold({ ...occurrence, status: 'expired' }, 'client-1', NOW))).toEqual(notPayable);
    expect(refusalOf(() => payableHold({ ...occurrence, hold_expires_at: null }, 'client-1', NOW))).toEqual(notPayable);
    expect(refusalOf(() => payableHold(occurrence, 'client-1', HOLD_END.getTime()))).toEqual(notPayable);
  });
});

describe('holdResult', () => {
  it('names the hold’s instants in ISO text, from Date or from text', () => {
    expect(
      holdResult({
        id: 'b',
        starts_at: '2026-03-10T10:00:00+02:00' as unknown as Date,
        ends_at: new Date('2026-03-10T08:50:00.000Z'),
        hold_expires_at: new Date('2026-03-02T08:15:00.000Z'),
      }),
    ).toEqual({
      bookingId: 'b',
      startsAt: '2026-03-10T08:00:00.000Z',
      endsAt: '2026-03-10T08:50:00.000Z',
      holdExpiresAt: '2026-03-02T08:15:00.000Z',
    });
  });
});
