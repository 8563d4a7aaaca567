// A subscription's months at their edges (no database): month ends at the end of short months and leap years to the
// millisecond, the next month starting where the paid one ends, what a month grants, what the timer does.
import { addMonth, dueAction, firstPeriod, nextPeriod, periodTokens, sandboxRenewal } from '../renewal-rules';

const iso = (d: Date) => d.toISOString();

describe('addMonth', () => {
  it('keeps the day and the time to the millisecond', () => {
    expect(iso(addMonth(new Date('2026-11-27T12:34:56.789Z')))).toBe('2026-12-27T12:34:56.789Z');
    expect(iso(addMonth(new Date('2026-12-15T00:00:00.000Z')))).toBe('2027-01-15T00:00:00.000Z');
    expect(iso(addMonth(new Date('2026-01-28T23:59:59.999Z')))).toBe('2026-02-28T23:59:59.999Z');
  });

  it("ends on the month's last day when it has no such day, never in the month after", () => {
    expect(iso(addMonth(new Date('2026-01-31T10:00:00.000Z')))).toBe('2026-02-28T10:00:00.000Z');
    expect(iso(addMonth(new Date('2028-01-31T10:00:00.000Z')))).toBe('2028-02-29T10:00:00.000Z');
    expect(iso(addMonth(new Date('2028-01-29T10:00:00.000Z')))).toBe('2028-02-29T10:00:00.000Z');
    expect(iso(addMonth(new Date('2026-01-29T10:00:00.000Z')))).toBe('2026-02-28T10:00:00.000Z');
    expect(iso(addMonth(new Date('2026-03-31T10:00:00.000Z')))).toBe('2026-04-30T10:00:00.000Z');
    expect(iso(addMonth(new Date('2026-08-31T10:00:00.000Z')))).toBe('2026-09-30T10:00:00.000Z');
    expect(iso(addMonth(new Date('2026-04-30T10:00:00.000Z')))).toBe('2026-05-30T10:00:00.000Z');
  });

  it('leaves the date it was given alone', () => {
    const from = new Date('2026-01-31T10:00:00.000Z');
    addMonth(from);
    expect(iso(from)).toBe('2026-01-31T10:00:00.000Z');
  });
});

describe('periods', () => {
  it('runs the first month from the payment', () => {
    const now = new Date('2026-11-27T08:15:00.123Z');
    const first = firstPeriod(now);
    expect(iso(first.startsAt)).toBe('2026-11-27T08:15:00.123Z');
    expect(iso(first.endsAt)).toBe('2026-12-27T08:15:00.123Z');
  });

  it('starts a renewal exactly where the paid month ends', () => {
    const next = nextPeriod({ current_period_end: new Date('2027-01-31T08:00:00.000Z') });
    expect(iso(next.startsAt)).toBe('2027-01-31T08:00:00.000Z');
    expect(iso(next.endsAt)).toBe('2027-02-28T08:00:00.000Z');
  });

  it("grants the month's sessions with the subscription's therapist, naming the order and the payment", () => {
    const subscription = {
      client_id: 'client-1',
      locale: 'ro',
      service_id: 'service-1',
      worker_id: 'worker-1',
      order_id: 'order-1',
      sessions_per_period: 4,
    };
    expect(periodTokens(subscription, 'payment-2')).toEqual({
      clientId: 'client-1',
      locale: 'ro',
      serviceId: 'service-1',
      workerId: 'worker-1',
      delta: 4,
      reason: 'subscription_period',
      orderId: 'order-1',
      paymentId: 'payment-2',
    });
  });
});

describe('the timer', () => {
  it('ends a stopped subscription whatever the provider, charges only the sandbox itself', () => {
    expect(dueAction({ cancel_at_period_end: true }, 'sandbox')).toBe('end');
    expect(dueAction({ cancel_at_period_end: true }, 'stripe')).toBe('end');
    expect(dueAction({ cancel_at_period_end: false }, 'sandbox')).toBe('charge');
    expect(dueAction({ cancel_at_period_end: false }, 'stripe')).toBe('wait_for_provider');
    expect(dueAction({ cancel_at_period_end: false }, 'liqpay')).toBe('wait_for_provider');
  });

  it("charges the month's amount under ids that name the subscription and the month", () => {
    const subscription = { id: 'sub-1', period_amount_minor: 480000, currency: 'RON' };
    const now = new Date('2026-12-27T08:00:00.000Z');
    expect(sandboxRenewal(subscription, 'order-1', 3, now)).toEqual({
      event_id: 'sbx_renewal_sub-1_3',
      type: 'payment.succeeded',
      order_id: 'order-1',
      amount_minor: 480000,
      currency: 'RON',
      payment_id: 'sbx_pay_sub-1_3',
      occurred_at: '2026-12-27T08:00:00.000Z',
      period_index: 3,
    });
    expect(sandboxRenewal(subscription, 'order-1', 4, now).event_id).not.toBe(
      sandboxRenewal(subscription, 'order-1', 3, now).event_id,
    );
  });
});
