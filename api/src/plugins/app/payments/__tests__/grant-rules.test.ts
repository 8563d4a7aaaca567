// What a paid order grants and what a refund writes, at the edges (no database): the sessions to the unit, the gift
// code's expiry to the millisecond, the subscription month's price, one token back, the journal entries.
import {
  addMonths,
  bundleTokens,
  giftIssue,
  refundEntries,
  refundStatus,
  refundToken,
  subscriptionStart,
} from '../grant-rules';

const order = {
  id: 'order-1',
  client_id: 'client-1',
  locale: 'pl' as const,
  service_id: 'service-1',
  quantity: 5,
  worker_id: 'worker-1',
  amount_minor: 90000,
  currency: 'PLN' as const,
  details: {} as Record<string, unknown>,
};

describe('addMonths', () => {
  it('keeps the day and the time to the millisecond, and runs a missing day over', () => {
    expect(addMonths(new Date('2026-03-15T10:20:30.456Z'), 12).toISOString()).toBe('2027-03-15T10:20:30.456Z');
    expect(addMonths(new Date('2026-11-30T23:59:59.999Z'), 3).toISOString()).toBe('2027-03-02T23:59:59.999Z');
    expect(addMonths(new Date('2026-01-31T00:00:00.000Z'), 1).toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect(addMonths(new Date('2026-05-01T00:00:00.000Z'), 0).toISOString()).toBe('2026-05-01T00:00:00.000Z');
  });

  it('leaves the date it was given alone', () => {
    const from = new Date('2026-03-15T10:00:00.000Z');
    addMonths(from, 12);
    expect(from.toISOString()).toBe('2026-03-15T10:00:00.000Z');
  });
});

describe('bundleTokens', () => {
  it("credits exactly the bundle's sessions, with no therapist, naming the order and its payment", () => {
    expect(bundleTokens(order, 'payment-1')).toEqual({
      clientId: 'client-1',
      locale: 'pl',
      serviceId: 'service-1',
      workerId: null,
      delta: 5,
      reason: 'bundle_purchase',
      orderId: 'order-1',
      paymentId: 'payment-1',
    });
    expect(bundleTokens({ ...order, quantity: 1 }, null)).toMatchObject({ delta: 1, paymentId: null });
  });
});

describe('giftIssue', () => {
  it("issues the order's sessions with the buyer's texts, valid to the millisecond the months give", () => {
    const now = new Date('2026-11-27T12:34:56.789Z');
    const details = { recipient_name: 'Ola', sender_name: 'Marta', message: 'Dla ciebie' };
    expect(giftIssue({ ...order, quantity: 3, details }, now, 12)).toEqual({
      orderId: 'order-1',
      purchaserId: 'client-1',
      locale: 'pl',
      serviceId: 'service-1',
      sessions: 3,
      recipientName: 'Ola',
      senderName: 'Marta',
      message: 'Dla ciebie',
      expiresAt: new Date('2027-11-27T12:34:56.789Z'),
    });
  });

  it('leaves texts the buyer did not give empty', () => {
    const gift = giftIssue({ ...order, details: { recipient_name: null } }, new Date('2026-01-10T00:00:00Z'), 6);
    expect(gift).toMatchObject({ recipientName: null, senderName: null, message: null });
    expect(gift.expiresAt.toISOString()).toBe('2026-07-10T00:00:00.000Z');
  });
});

describe('subscriptionStart', () => {
  const now = new Date('2026-11-27T08:00:00.000Z');

  it('starts the month at the list price kept on the order, even when the first charge was lower', () => {
    expect(
      subscriptionStart({ ...order, details: { period_amount_minor: 100000 } }, 'payment-1', 'sub_1', now),
    ).toEqual({
      orderId: 'order-1',
      clientId: 'client-1',
      workerId: 'worker-1',
      locale: 'pl',
      serviceId: 'service-1',
      sessions: 5,
      periodAmountMinor: 100000,
      currency: 'PLN',
      paymentId: 'payment-1',
      recurringRef: 'sub_1',
      now,
    });
  });

  it("uses the order's amount when no list price was kept, and reads one kept as text", () => {
    expect(subscriptionStart(order, 'payment-1', null, now)).toMatchObject({
      periodAmountMinor: 90000,
      recurringRef: null,
    });
    expect(subscriptionStart({ ...order, details: { period_amount_minor: '120000' } }, 'p', null, now)).toMatchObject({
      periodAmountMinor: 120000,
    });
  });
});

describe('refunds', () => {
  it('settles a refund to a token at once and leaves one to the payment for the provider', () => {
    expect(refundStatus('token')).toBe('succeeded');
    expect(refundStatus('payment')).toBe('pending');
  });

  it('gives back exactly one token of the market, with no therapist, naming the refund', () => {
    expect(refundToken(order, 'refund-1')).toEqual({
      clientId: 'client-1',
      locale: 'pl',
      serviceId: 'service-1',
      workerId: null,
      delta: 1,
      reason: 'refund_to_token',
      refundId: 'refund-1',
    });
  });

  it('reverses the credit first when there was one, then sends the money out', () => {
    expect(refundEntries(true)).toEqual(['credit_reversal', 'refund_out']);
    expect(refundEntries(false)).toEqual(['refund_out']);
  });
});
