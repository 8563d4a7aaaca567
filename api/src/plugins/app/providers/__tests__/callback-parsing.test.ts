// The providers' callbacks read at their edges (no database, no network): a forged LiqPay callback, amounts to the
// minor unit, which statuses and event types count, where the order and payment ids come from, malformed bodies.
import { liqpayEncodeData, liqpaySignature } from '../signatures';
import { liqpayCallback, liqpayEvent, normaliseStripeEvent, parseSandboxBody } from '../callback-parsing';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');

function reason(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return `${(err as { reason: string }).reason}: ${(err as Error).message}`;
  }
  return 'accepted';
}

describe('liqpayCallback', () => {
  const form = (params: Record<string, unknown>, key = 'priv') => {
    const data = liqpayEncodeData(params);
    return new URLSearchParams({ data, signature: liqpaySignature(key, data) }).toString();
  };
  const paid = { status: 'success', order_id: 'o-1', amount: 1390.5, currency: 'uah', payment_id: 42, end_date: 1 };

  it('reads a callback signed with the private key', () => {
    expect(liqpayCallback(form(paid), 'priv', NOW)).toMatchObject({ eventId: '42:success', amountMinor: 139050 });
  });

  it('refuses a missing part, another key, or data changed after signing', () => {
    expect(reason(() => liqpayCallback('data=abc', 'priv', NOW))).toBe(
      'missing_signature: data or signature is missing.',
    );
    expect(reason(() => liqpayCallback('signature=abc', 'priv', NOW))).toBe(
      'missing_signature: data or signature is missing.',
    );
    expect(reason(() => liqpayCallback('data=&signature=abc', 'priv', NOW))).toBe(
      'missing_signature: data or signature is missing.',
    );
    expect(reason(() => liqpayCallback(form(paid, 'other'), 'priv', NOW))).toBe(
      'bad_signature: The signature does not match data.',
    );
    const signed = new URLSearchParams(form(paid));
    const forged = new URLSearchParams({
      data: liqpayEncodeData({ ...paid, amount: 1 }),
      signature: signed.get('signature')!,
    });
    expect(reason(() => liqpayCallback(forged.toString(), 'priv', NOW))).toBe(
      'bad_signature: The signature does not match data.',
    );
  });

  it('refuses signed data that is not JSON as malformed', () => {
    const data = Buffer.from('not json').toString('base64');
    const body = new URLSearchParams({ data, signature: liqpaySignature('priv', data) }).toString();
    expect(reason(() => liqpayCallback(body, 'priv', NOW))).toBe('malformed_payload: data is not base64 JSON.');
  });
});

describe('liqpayEvent', () => {
  const body = { status: 'success', order_id: 'o-1', amount: 1390.5, currency: 'uah', payment_id: 42 };

  it('maps final statuses and ignores intermediate ones', () => {
    expect(liqpayEvent({ ...body, status: 'success' }, NOW)?.type).toBe('payment.succeeded');
    expect(liqpayEvent({ ...body, status: 'sandbox' }, NOW)?.type).toBe('payment.succeeded');
    expect(liqpayEvent({ ...body, status: 'failure' }, NOW)?.type).toBe('payment.failed');
    expect(liqpayEvent({ ...body, status: 'error' }, NOW)?.type).toBe('payment.failed');
    expect(liqpayEvent({ ...body, status: 'reversed' }, NOW)?.type).toBe('refund.succeeded');
    expect(liqpayEvent({ ...body, status: 'wait_secure' }, NOW)).toBeNull();
    expect(liqpayEvent({ ...body, status: undefined, order_id: 5 }, NOW)).toBeNull();
  });

  it('reads the amount to the minor unit, the currency in capitals, ids and the time', () => {
    expect(liqpayEvent({ ...body, end_date: 1764240000123, create_date: 5 }, NOW)).toEqual({
      eventId: '42:success',
      type: 'payment.succeeded',
      orderId: 'o-1',
      amountMinor: 139050,
      currency: 'UAH',
      providerPaymentId: '42',
      occurredAt: new Date(1764240000123),
      periodIndex: null,
      payload: { ...body, end_date: 1764240000123, create_date: 5 },
    });
    expect(liqpayEvent({ ...body, amount: 0.29 }, NOW)?.amountMinor).toBe(29);
    expect(liqpayEvent({ ...body, amount: '1200.10' }, NOW)?.amountMinor).toBe(120010);
    expect(liqpayEvent({ ...body, create_date: 1764240000000 }, NOW)?.occurredAt.getTime()).toBe(1764240000000);
    expect(liqpayEvent(body, NOW)?.occurredAt.getTime()).toBe(NOW);
    expect(liqpayEvent({ ...body, end_date: 'soon' }, NOW)?.occurredAt.getTime()).toBe(NOW);
  });

  it('keys an event without a payment id by its order', () => {
    const event = liqpayEvent({ ...body, payment_id: undefined, status: 'failure' }, NOW);
    expect([event?.eventId, event?.providerPaymentId]).toEqual(['o-1:failure', null]);
  });

  it('refuses a final status without an order, a number amount or a currency', () => {
    const refused = 'malformed_payload: Status "success" or required fields are not usable.';
    expect(reason(() => liqpayEvent({ ...body, order_id: 7 }, NOW))).toBe(refused);
    expect(reason(() => liqpayEvent({ ...body, amount: 'ten' }, NOW))).toBe(refused);
    expect(reason(() => liqpayEvent({ ...body, amount: Infinity }, NOW))).toBe(refused);
    expect(reason(() => liqpayEvent({ ...body, currency: undefined }, NOW))).toBe(refused);
  });
});

describe('normaliseStripeEvent', () => {
  const event = (type: string, object: Record<string, unknown>, over: Record<string, unknown> = {}) => ({
    id: 'evt_1',
    type,
    created: 1764240000,
    data: { object },
    ...over,
  });
  const session = {
    id: 'cs_1',
    client_reference_id: 'o-1',
    metadata: { order_id: 'o-meta' },
    amount_total: 19900,
    currency: 'pln',
    payment_status: 'paid',
    payment_intent: 'pi_1',
    subscription: 'sub_1',
  };

  it('maps a paid checkout session with its order, amount, currency, payment and subscription', () => {
    const e = event('checkout.session.completed', session);
    expect(normaliseStripeEvent(e, NOW)).toEqual({
      eventId: 'evt_1',
      occurredAt: new Date(1764240000000),
      currency: 'PLN',
      periodIndex: null,
      payload: e,
      type: 'payment.succeeded',
      orderId: 'o-1',
      amountMinor: 19900,
      providerPaymentId: 'pi_1',
      recurringRef: 'sub_1',
    });
  });

  it("falls back to the metadata's order, the session id, no subscription, zero and now", () => {
    const bare = { id: 'cs_2', metadata: { order_id: 'o-meta' }, payment_status: 'paid' };
    expect(normaliseStripeEvent(event('checkout.session.completed', bare, { created: undefined }), NOW)).toMatchObject({
      orderId: 'o-meta',
      providerPaymentId: 'cs_2',
      recurringRef: null,
      amountMinor: 0,
      currency: '',
      occurredAt: new Date(NOW),
    });
    const noIds = { metadata: { order_id: 'o-meta' }, payment_status: 'paid' };
    expect(normaliseStripeEvent(event('checkout.session.completed', noIds), NOW)?.providerPaymentId).toBeNull();
    const unstamped = event('checkout.session.completed', bare, { created: undefined });
    expect(normaliseStripeEvent(unstamped, NOW + 999)?.occurredAt).toEqual(new Date(NOW));
    expect(normaliseStripeEvent(event('customer.created', bare), NOW)).toBeNull();
  });

  it('waits for an unpaid session and refuses a paid one without an order', () => {
    expect(
      normaliseStripeEvent(event('checkout.session.completed', { ...session, payment_status: 'unpaid' }), NOW),
    ).toBeNull();
    const noOrder = { ...session, client_reference_id: null, metadata: null };
    expect(reason(() => normaliseStripeEvent(event('checkout.session.completed', noOrder), NOW))).toBe(
      'malformed_payload: No order reference on the session.',
    );
  });

  it('maps a failed and an expired session, and ignores one without an order', () => {
    const failed = normaliseStripeEvent(event('checkout.session.async_payment_failed', session), NOW);
    expect(failed).toMatchObject({
      type: 'payment.failed',
      orderId: 'o-1',
      amountMinor: 19900,
      providerPaymentId: 'pi_1',
    });
    const expired = { id: 'cs_3', metadata: { order_id: 'o-meta' } };
    expect(normaliseStripeEvent(event('checkout.session.expired', expired), NOW)).toMatchObject({
      type: 'payment.cancelled',
      orderId: 'o-meta',
      amountMinor: 0,
      providerPaymentId: null,
    });
    expect(normaliseStripeEvent(event('checkout.session.expired', { id: 'cs_4' }), NOW)).toBeNull();
  });

  it("counts only a renewal's invoice, with the subscription's order first", () => {
    const invoice = {
      id: 'in_1',
      billing_reason: 'subscription_cycle',
      subscription_details: { metadata: { order_id: 'o-sub' } },
      metadata: { order_id: 'o-meta' },
      amount_paid: 48000,
      currency: 'ron',
      payment_intent: 'pi_2',
    };
    expect(normaliseStripeEvent(event('invoice.paid', invoice), NOW)).toMatchObject({
      type: 'payment.succeeded',
      orderId: 'o-sub',
      amountMinor: 48000,
      currency: 'RON',
      providerPaymentId: 'pi_2',
    });
    const plain = { id: 'in_2', billing_reason: 'subscription_cycle', metadata: { order_id: 'o-meta' } };
    expect(normaliseStripeEvent(event('invoice.paid', plain), NOW)).toMatchObject({
      orderId: 'o-meta',
      amountMinor: 0,
      providerPaymentId: 'in_2',
    });
    expect(normaliseStripeEvent(event('invoice.paid', { billing_reason: 'subscription_cycle' }), NOW)).toBeNull();
    for (const subscription_details of [{}, { metadata: null }]) {
      const fallback = { ...plain, subscription_details };
      expect(normaliseStripeEvent(event('invoice.paid', fallback), NOW)?.orderId).toBe('o-meta');
    }
    expect(
      normaliseStripeEvent(event('invoice.paid', { ...invoice, billing_reason: 'subscription_create' }), NOW),
    ).toBeNull();
    const noIds = { billing_reason: 'subscription_cycle', metadata: { order_id: 'o' } };
    expect(normaliseStripeEvent(event('invoice.paid', noIds), NOW)?.providerPaymentId).toBeNull();
  });

  it('maps a refunded charge by its metadata only', () => {
    const charge = { id: 'ch_1', metadata: { order_id: 'o-1' }, amount_refunded: 500, payment_intent: 'pi_3' };
    expect(normaliseStripeEvent(event('charge.refunded', charge), NOW)).toMatchObject({
      type: 'refund.succeeded',
      orderId: 'o-1',
      amountMinor: 500,
      providerPaymentId: 'pi_3',
    });
    expect(
      normaliseStripeEvent(event('charge.refunded', { id: 'ch_2', metadata: { order_id: 'o' } }), NOW),
    ).toMatchObject({ amountMinor: 0, providerPaymentId: null });
    expect(normaliseStripeEvent(event('charge.refunded', { id: 'ch_3' }), NOW)).toBeNull();
  });

  it('refuses an event without an id, a type or an object', () => {
    const refused = 'malformed_payload: The event lacks id, type or data.object.';
    expect(reason(() => normaliseStripeEvent(event('charge.refunded', {}, { id: 5 }), NOW))).toBe(refused);
    expect(reason(() => normaliseStripeEvent(event('charge.refunded', {}, { type: undefined }), NOW))).toBe(refused);
    expect(reason(() => normaliseStripeEvent(event('charge.refunded', {}, { data: {} }), NOW))).toBe(refused);
    expect(reason(() => normaliseStripeEvent({ id: 'evt', type: 'x' }, NOW))).toBe(refused);
  });
});

describe('parseSandboxBody', () => {
  const body = {
    event_id: 'sbx_evt_1',
    type: 'payment.succeeded',
    order_id: 'o-1',
    amount_minor: 120000,
    currency: 'uah',
    payment_id: 'sbx_pay_1',
    occurred_at: '2026-11-27T12:00:00.123Z',
    period_index: 2,
  };
  const parse = (over: Record<string, unknown>) => parseSandboxBody(JSON.stringify({ ...body, ...over }));
  const refused = 'malformed_payload: The event lacks required fields.';

  it('reads every field of a well-formed event', () => {
    expect(parse({})).toEqual({
      eventId: 'sbx_evt_1',
      type: 'payment.succeeded',
      orderId: 'o-1',
      amountMinor: 120000,
      currency: 'UAH',
      providerPaymentId: 'sbx_pay_1',
      occurredAt: new Date('2026-11-27T12:00:00.123Z'),
      periodIndex: 2,
      payload: body,
    });
    expect(parse({ payment_id: null, period_index: 1.5 })).toMatchObject({
      providerPaymentId: null,
      periodIndex: null,
    });
    expect(parse({ payment_id: undefined, period_index: undefined })).toMatchObject({
      providerPaymentId: null,
      periodIndex: null,
    });
    for (const type of ['payment.failed', 'payment.cancelled', 'refund.succeeded'])
      expect(parse({ type }).type).toBe(type);
  });

  it('accepts instants from 1970 with or without seconds and fractions, in UTC or an offset', () => {
    for (const occurred_at of [
      '1970-01-01T00:00:00Z',
      '2026-11-27T12:00Z',
      '2026-11-27T12:00:00+02:00',
      '2026-11-27T12:00:00.123456789-05:30',
    ]) {
      expect([occurred_at, reason(() => parse({ occurred_at }))]).toEqual([occurred_at, 'accepted']);
    }
  });

  it('refuses a body that is not JSON, a missing field, an amount that is no whole number, an odd instant', () => {
    expect(reason(() => parseSandboxBody('{'))).toBe('malformed_payload: The body is not JSON.');
    for (const over of [
      { event_id: 1 },
      { order_id: null },
      { type: 'payment.refunded' },
      { amount_minor: 12.5 },
      { amount_minor: '120000' },
      { currency: 980 },
      { occurred_at: 1764244800000 },
      { occurred_at: ['2026-11-27T12:00:00Z'] },
      { occurred_at: '1969-12-31T23:59:59Z' },
      { occurred_at: '+275760-09-13T00:00:00Z' },
      { occurred_at: 'x2026-11-27T12:00:00Z' },
      { occurred_at: '2026-11-27T12:00:00Zx' },
      { occurred_at: '2026-11-27T12:00:00' },
      { occurred_at: '2026-11-27T12:00:00.Z' },
      { occurred_at: '2026-11-27T12:00:00.1234567890Z' },
      { occurred_at: '2026-13-45T12:00:00Z' },
      { occurred_at: '2026-11-27 12:00:00Z' },
    ]) {
      expect([over, reason(() => parse(over))]).toEqual([over, refused]);
    }
  });
});
