// The refund rules at their exact edges (issue 30): partial and whole refunds to the minor unit, a balance
// larger than the bundle (never more than the bundle bought), a share that rounds to nothing, each refusal,
// the late client cancellation that keeps the money, and a single session's refund around its start.
import {
  appointmentRefusal,
  cancellationReason,
  giftRefusal,
  keepsPayment,
  orderRefusal,
  sessionsRefund,
  shareOf,
} from '../refund-rules';

describe('the share of a payment', () => {
  it('is the whole amount when every session comes back, or more than were bought', () => {
    expect(shareOf(100_001, 5, 5)).toBe(100_001);
    expect(shareOf(100_001, 6, 5)).toBe(100_001);
  });

  it('rounds a part down to the minor unit', () => {
    // 1000.01 for 3 sessions: one back is 333.33 (of 333.3366...), two back 666.67 (of 666.6733...).
    expect(shareOf(100_001, 1, 3)).toBe(33_333);
    expect(shareOf(100_001, 2, 3)).toBe(66_667);
    expect(shareOf(100, 1, 3)).toBe(33);
    expect(shareOf(1, 1, 2)).toBe(0);
    expect(shareOf(100_000, 0, 5)).toBe(0);
  });
});

describe("a bundle's or a subscription month's refund", () => {
  it('takes back what is left on the balance, at the price per session', () => {
    expect(sessionsRefund(250_000, 5, 2)).toEqual({ sessionsBack: 2, amountMinor: 100_000 });
    expect(sessionsRefund(250_000, 5, 5)).toEqual({ sessionsBack: 5, amountMinor: 250_000 });
  });

  it('never takes back more than this payment bought, whatever else is on the balance', () => {
    // Two bundles of 5 on one balance, none used: refunding one takes 5 sessions and its own amount.
    expect(sessionsRefund(250_000, 5, 10)).toEqual({ sessionsBack: 5, amountMinor: 250_000 });
    expect(sessionsRefund(250_000, 5, 6)).toEqual({ sessionsBack: 5, amountMinor: 250_000 });
  });

  it('a month of 4 sessions with 1 left, to the minor unit', () => {
    expect(sessionsRefund(99_999, 4, 1)).toEqual({ sessionsBack: 1, amountMinor: 24_999 });
    expect(sessionsRefund(99_999, 4, 3)).toEqual({ sessionsBack: 3, amountMinor: 74_999 });
  });

  it('nothing when every session was used, or when the share rounds to zero', () => {
    expect(sessionsRefund(250_000, 5, 0)).toBeNull();
    expect(sessionsRefund(3, 5, 1)).toBeNull();
    expect(sessionsRefund(5, 5, 1)).toEqual({ sessionsBack: 1, amountMinor: 1 });
  });
});

describe('whether an order can be refunded by the admin', () => {
  it('only a paid bundle, subscription or gift code', () => {
    expect(orderRefusal({ kind: 'bundle', status: 'paid' })).toBeNull();
    expect(orderRefusal({ kind: 'subscription', status: 'paid' })).toBeNull();
    expect(orderRefusal({ kind: 'appointment', status: 'paid' })).toBe('not_an_order_refund');
    expect(orderRefusal({ kind: 'bundle', status: 'refunded' })).toBe('already_refunded');
    expect(orderRefusal({ kind: 'bundle', status: 'pending' })).toBe('not_paid');
    expect(orderRefusal({ kind: 'giftcode', status: 'cancelled' })).toBe('not_paid');
  });

  it('a gift code only while nobody redeemed it and it was not voided', () => {
    const t = new Date('2026-11-01T00:00:00Z');
    expect(giftRefusal({ voided_at: null, redeemed_at: null })).toBeNull();
    expect(giftRefusal({ voided_at: null, redeemed_at: t })).toBe('gift_redeemed');
    expect(giftRefusal({ voided_at: t, redeemed_at: null })).toBe('already_refunded');
    expect(giftRefusal({ voided_at: t, redeemed_at: t })).toBe('already_refunded');
    expect(giftRefusal(null)).toBe('already_refunded');
  });
});

describe('a cancelled booking', () => {
  it("keeps the money only on the client's late cancellation", () => {
    expect(keepsPayment('client', true)).toBe(true);
    expect(keepsPayment('client', false)).toBe(false);
    expect(keepsPayment('therapist', true)).toBe(false);
    expect(keepsPayment('system', true)).toBe(false);
  });

  it('names who cancelled on the refund', () => {
    expect(cancellationReason('client')).toBe('client_cancelled');
    expect(cancellationReason('therapist')).toBe('therapist_cancelled');
    expect(cancellationReason('system')).toBe('system_cancelled');
  });
});

describe("a single session's refund by the admin", () => {
  const startsAt = new Date('2026-12-01T10:00:00.000Z');
  const ok = {
    status: 'paid',
    refunds: 0,
    payments: 1,
    booking: { status: 'confirmed', starts_at: startsAt },
    now: startsAt.getTime() - 1,
  };

  it('is possible up to 1 ms before the start, not at it', () => {
    expect(appointmentRefusal(ok)).toBeNull();
    expect(appointmentRefusal({ ...ok, now: startsAt.getTime() })).toBe('session_started');
  });

  it('is refused once refunded, unpaid, or with the session no longer confirmed', () => {
    expect(appointmentRefusal({ ...ok, refunds: 1 })).toBe('already_refunded');
    expect(appointmentRefusal({ ...ok, status: 'refunded', refunds: 0 })).toBe('already_refunded');
    expect(appointmentRefusal({ ...ok, status: 'pending' })).toBe('not_paid');
    expect(appointmentRefusal({ ...ok, payments: 0 })).toBe('not_paid');
    expect(appointmentRefusal({ ...ok, booking: null })).toBe('booking_not_active');
    expect(appointmentRefusal({ ...ok, booking: { status: 'cancelled', starts_at: startsAt } })).toBe(
      'booking_not_active',
    );
  });
});
