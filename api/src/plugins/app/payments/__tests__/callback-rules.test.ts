// A provider callback's decisions at their edges (no database): forged or foreign order ids, a charge a cent or a
// currency off, a repeat or a second charge, a late payment, a renewal after stopping, and what the client is told.
import {
  isPaidOutcome,
  isRefundNotice,
  needsReview,
  notifiesClient,
  orderIdOf,
  paidOutcome,
  paymentStep,
  receiptOf,
  renewalEnded,
  renewalRefusal,
  resultStatus,
  sandboxEventType,
  sandboxOutcome,
  sandboxStatus,
  sendsRefunds,
  unpaidEventRefusal,
  verificationStatus,
  type OrderState,
} from '../callback-rules';

const ID = '0f8a3c2e-9b1d-4e6f-a7c5-3d2b1a0e9f8c';

describe('orderIdOf', () => {
  it('keeps an order id in any case and refuses anything that is not exactly a UUID', () => {
    expect(orderIdOf(ID)).toBe(ID);
    expect(orderIdOf(ID.toUpperCase())).toBe(ID.toUpperCase());
    expect(orderIdOf(`x${ID}`)).toBeNull();
    expect(orderIdOf(`${ID}x`)).toBeNull();
    expect(orderIdOf(ID.slice(1))).toBeNull();
    expect(orderIdOf('0f8a3c2e-9b1d-4e6f-a7c5-3d2b1a0e9f8g')).toBeNull();
    expect(orderIdOf('0f8a3c2e09b1d-4e6f-a7c5-3d2b1a0e9f8c')).toBeNull();
    expect(orderIdOf('')).toBeNull();
    expect(orderIdOf("1' OR '1'='1")).toBeNull();
  });
});

describe('verificationStatus', () => {
  it('answers 400 for an unreadable body and 401 for any signature problem', () => {
    expect(verificationStatus('malformed_payload')).toBe(400);
    expect(verificationStatus('missing_signature')).toBe(401);
    expect(verificationStatus('bad_signature')).toBe(401);
    expect(verificationStatus('stale_timestamp')).toBe(401);
  });
});

describe('outcomes', () => {
  it('tells the client about money that arrived, a renewal and every refund a callback started', () => {
    for (const outcome of [
      'paid',
      'paid_after_expiry',
      'renewed',
      'refunded_late_payment',
      'refunded_unfulfillable',
      'refunded_subscription_ended',
      'refunded_second_charge',
    ]) {
      expect([outcome, notifiesClient(outcome)]).toEqual([outcome, true]);
    }
    for (const outcome of [
      'declined',
      'cancelled',
      'already_applied',
      'amount_mismatch',
      'currency_mismatch',
      'refund_confirmed',
      'refund_unmatched',
      'ignored_not_pending',
      'unknown_order',
      '',
    ]) {
      expect([outcome, notifiesClient(outcome)]).toEqual([outcome, false]);
    }
  });

  it('reads paid, review, refund sending and refund notices exactly', () => {
    expect(isPaidOutcome('paid')).toBe(true);
    expect(isPaidOutcome('paid_after_expiry')).toBe(true);
    expect(isPaidOutcome('renewed')).toBe(false);
    expect(isPaidOutcome('already_applied')).toBe(false);
    expect(needsReview('amount_mismatch')).toBe(true);
    expect(needsReview('currency_mismatch')).toBe(true);
    expect(needsReview('paid')).toBe(false);
    expect(needsReview('unknown_order')).toBe(false);
    expect(sendsRefunds('refunded_second_charge')).toBe(true);
    expect(sendsRefunds('refund_confirmed')).toBe(true);
    expect(sendsRefunds('paid')).toBe(false);
    expect(sendsRefunds('ignored_refund')).toBe(false);
    expect(isRefundNotice('refunded_late_payment')).toBe(true);
    expect(isRefundNotice('refund_confirmed')).toBe(false);
    expect(isRefundNotice('renewed')).toBe(false);
  });
});

describe('unpaidEventRefusal', () => {
  it('lets a decline or cancellation touch only a pending order', () => {
    expect(unpaidEventRefusal({ status: 'pending' })).toBeNull();
    for (const status of ['paid', 'refunded', 'expired', 'cancelled']) {
      expect(unpaidEventRefusal({ status })).toBe('ignored_not_pending');
    }
  });
});

describe('paymentStep', () => {
  const order = (over: Partial<OrderState> = {}): OrderState => ({
    kind: 'bundle',
    status: 'pending',
    currency: 'UAH',
    amount_minor: 120000,
    ...over,
  });
  const charge = (amountMinor = 120000, currency = 'UAH') => ({ amountMinor, currency });

  it('fulfils a pending order paid to the minor unit in its currency', () => {
    expect(paymentStep(charge(), order())).toBe('fulfil');
    expect(paymentStep(charge(), order({ kind: 'appointment' }))).toBe('fulfil');
    expect(paymentStep(charge(), order({ kind: 'subscription' }))).toBe('fulfil');
  });

  it('refuses one minor unit more or less, and another currency even for the same number', () => {
    expect(paymentStep(charge(119999), order())).toBe('amount_mismatch');
    expect(paymentStep(charge(120001), order())).toBe('amount_mismatch');
    expect(paymentStep(charge(120000, 'PLN'), order())).toBe('currency_mismatch');
    expect(paymentStep(charge(1, 'PLN'), order())).toBe('currency_mismatch');
    expect(paymentStep(charge(120000, 'uah'), order())).toBe('currency_mismatch');
    expect(paymentStep(charge(1), order({ status: 'paid' }))).toBe('amount_mismatch');
  });

  it('takes money for a paid or refunded order as a repeat, never as a second fulfilment', () => {
    expect(paymentStep(charge(), order({ status: 'paid' }))).toBe('repeat');
    expect(paymentStep(charge(), order({ status: 'refunded' }))).toBe('repeat');
    expect(paymentStep(charge(), order({ kind: 'appointment', status: 'paid' }))).toBe('repeat');
  });

  it("checks a running subscription's charge against its month, whatever the first charge was", () => {
    expect(paymentStep(charge(99), order({ kind: 'subscription', status: 'paid' }))).toBe('renewal');
    expect(paymentStep(charge(), order({ kind: 'subscription', status: 'refunded' }))).toBe('renewal');
    expect(paymentStep(charge(99, 'PLN'), order({ kind: 'subscription', status: 'paid' }))).toBe('currency_mismatch');
    expect(paymentStep(charge(), order({ kind: 'subscription', status: 'expired' }))).toBe('fulfil');
  });

  it("gives an appointment's late money back, and still delivers other kinds after expiry", () => {
    expect(paymentStep(charge(), order({ kind: 'appointment', status: 'expired' }))).toBe('late_payment');
    expect(paymentStep(charge(), order({ kind: 'appointment', status: 'cancelled' }))).toBe('late_payment');
    expect(paymentStep(charge(), order({ kind: 'bundle', status: 'expired' }))).toBe('fulfil');
    expect(paymentStep(charge(), order({ kind: 'giftcode', status: 'cancelled' }))).toBe('fulfil');
  });

  it('names a delivered order paid when it was open and paid after expiry otherwise', () => {
    expect(paidOutcome({ status: 'pending' })).toBe('paid');
    expect(paidOutcome({ status: 'expired' })).toBe('paid_after_expiry');
    expect(paidOutcome({ status: 'cancelled' })).toBe('paid_after_expiry');
  });
});

describe('renewals', () => {
  it("accepts exactly the subscription's monthly amount", () => {
    const subscription = { period_amount_minor: 400000 };
    expect(renewalRefusal({ amountMinor: 400000 }, subscription)).toBeNull();
    expect(renewalRefusal({ amountMinor: 399999 }, subscription)).toBe('amount_mismatch');
    expect(renewalRefusal({ amountMinor: 400001 }, subscription)).toBe('amount_mismatch');
  });

  it('gives a charge back once the subscription was stopped or ended', () => {
    expect(renewalEnded({ status: 'active', cancel_at_period_end: false })).toBe(false);
    expect(renewalEnded({ status: 'active', cancel_at_period_end: true })).toBe(true);
    expect(renewalEnded({ status: 'cancelled', cancel_at_period_end: false })).toBe(true);
    expect(renewalEnded({ status: 'cancelled', cancel_at_period_end: true })).toBe(true);
  });
});

describe('receiptOf', () => {
  const order = { kind: 'subscription' as const, amount_minor: 300000, quantity: 4 };

  it('names the order as bought, for every outcome but a renewal', () => {
    expect(receiptOf(order, 'paid', { period_amount_minor: 400000, sessions_per_period: 5 })).toEqual({
      kind: 'subscription',
      amountMinor: 300000,
      quantity: 4,
    });
    expect(receiptOf({ ...order, kind: 'bundle' }, 'paid_after_expiry', null)).toEqual({
      kind: 'bundle',
      amountMinor: 300000,
      quantity: 4,
    });
  });

  it("names a renewal with the month's price and sessions, the order's when the subscription is gone", () => {
    expect(receiptOf(order, 'renewed', { period_amount_minor: 400000, sessions_per_period: 5 })).toEqual({
      kind: 'renewal',
      amountMinor: 400000,
      quantity: 5,
    });
    expect(receiptOf(order, 'renewed', null)).toEqual({ kind: 'renewal', amountMinor: 300000, quantity: 4 });
  });
});

describe('result page and sandbox', () => {
  it('links a paid order as paid and any other as cancelled', () => {
    expect(resultStatus({ status: 'paid' })).toBe('paid');
    expect(resultStatus({ status: 'refunded' })).toBe('cancelled');
    expect(resultStatus({ status: 'pending' })).toBe('cancelled');
  });

  it("sends the event of the sandbox page's button", () => {
    expect(sandboxEventType('pay')).toBe('payment.succeeded');
    expect(sandboxEventType('decline')).toBe('payment.failed');
    expect(sandboxEventType('cancel')).toBe('payment.cancelled');
  });

  it("reads the webhook's outcome only from an accepted callback", () => {
    expect(sandboxOutcome({ statusCode: 200, body: '{"duplicate":false,"outcome":"paid"}' })).toBe('paid');
    expect(sandboxOutcome({ statusCode: 200, body: '{"duplicate":true}' })).toBe('unknown');
    expect(sandboxOutcome({ statusCode: 401, body: '{"outcome":"paid"}' })).toBe('rejected');
    expect(sandboxOutcome({ statusCode: 201, body: '{"outcome":"paid"}' })).toBe('rejected');
  });

  it('shows paid only when the webhook said so, else what the button did', () => {
    expect(sandboxStatus('pay', 'paid')).toBe('paid');
    expect(sandboxStatus('pay', 'paid_after_expiry')).toBe('paid');
    expect(sandboxStatus('pay', 'refunded_late_payment')).toBe('pending');
    expect(sandboxStatus('pay', 'rejected')).toBe('pending');
    expect(sandboxStatus('decline', 'declined')).toBe('declined');
    expect(sandboxStatus('cancel', 'cancelled')).toBe('cancelled');
    expect(sandboxStatus('cancel', 'ignored_not_pending')).toBe('cancelled');
  });
});
