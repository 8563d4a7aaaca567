// An admin refunds any paid order through the provider: a bundle's and a subscription month's unused sessions
// (taken back, their share refunded, the subscription ended), an unredeemed gift code (voided, all refunded).
// Once only, whatever the clicks; the ledger stays balanced.
import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import type { PaymentProvider } from '../../src/plugins/app/providers/provider';
import { buildTestApp, createUser, loginCookie } from '../helpers';
import {
  ORIGIN,
  client,
  createClient,
  createTherapist,
  expectLedgerBalanced,
  hourAhead,
  payThroughSandbox,
} from '../payments/payments-helpers';

describe('admin: refunds of bundles, subscriptions and gift codes', () => {
  let app: FastifyInstance;
  let admin: string;
  let therapist: Awaited<ReturnType<typeof createTherapist>>;

  beforeAll(async () => {
    app = await buildTestApp();
    const a = await createUser(app, { role: 'admin' });
    admin = await loginCookie(app, a.email, a.password);
    therapist = await createTherapist(app);
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', path: string, cookie: string, payload?: unknown) =>
    app.inject({
      method,
      url: `${app.config.basePath}${path}`,
      headers: { origin: ORIGIN, cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const balance = async (cookie: string) =>
    (await client(app, cookie).get('/v4/token_management/get_token_balance')).json().total as number;
  const refundRows = async (orderId: string) =>
    (
      await app.db.query<{ amount_minor: string; reason: string; destination: string }>(
        'SELECT amount_minor, reason, destination FROM refunds WHERE order_id = $1',
        [orderId],
      )
    ).rows.map((r) => ({ ...r, amount_minor: Number(r.amount_minor) }));

  it('a bundle: the unused sessions are taken back and their share refunded, once, even on two clicks at once', async () => {
    const buyer = await createClient(app);
    const bought = await client(app, buyer.cookie).post('/v4/token_management/initiate_purchase_of_bundle', {
      service_id: SERVICE_IDS.personal,
      quantity: 5,
    });
    const order = bought.json();
    await payThroughSandbox(app, order.checkout_url, 'pay');
    const used = await client(app, buyer.cookie).post('/v4/token_management/use_token', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: hourAhead(50).toISOString(),
    });
    expect(used.statusCode).toBe(200);
    expect(await balance(buyer.cookie)).toBe(4);

    const detail = (await call('GET', `/v4/admin/orders/${order.order_id}`, admin)).json();
    const share = Math.floor((order.amount_minor * 4) / 5) / 100;
    expect(detail).toMatchObject({
      refundable: true,
      not_refundable_because: null,
      refund_plan: { amount: share, sessions_back: 4, sessions_total: 5 },
    });

    // Two admins (or two clicks) at the same moment: one refund, the other is told it is done.
    const [a, b] = await Promise.all([
      call('POST', `/v4/admin/orders/${order.order_id}/refund`, admin, {}),
      call('POST', `/v4/admin/orders/${order.order_id}/refund`, admin, {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const done = a.statusCode === 200 ? a.json() : b.json();
    expect(done).toMatchObject({
      order: { status: 'refunded' },
      refundable: false,
      not_refundable_because: 'already_refunded',
      refund_plan: null,
    });
    expect(await refundRows(order.order_id)).toEqual([
      { amount_minor: Math.round(share * 100), reason: 'admin_refund', destination: 'payment' },
    ]);
    expect(await balance(buyer.cookie)).toBe(0);
    // The booked session stays booked.
    const booking = await app.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [
      used.json().booking_id,
    ]);
    expect(booking.rows[0]!.status).toBe('confirmed');
    await expectLedgerBalanced(app);
  });

  it('two bundles on one balance: refunding one takes back only its own sessions, the other what is left', async () => {
    const buyer = await createClient(app);
    const buy = async (quantity: number) => {
      const order = (
        await client(app, buyer.cookie).post('/v4/token_management/initiate_purchase_of_bundle', {
          service_id: SERVICE_IDS.personal,
          quantity,
        })
      ).json();
      await payThroughSandbox(app, order.checkout_url, 'pay');
      return order as { order_id: string; amount_minor: number };
    };
    const small = await buy(5);
    const large = await buy(10);
    const used = await client(app, buyer.cookie).post('/v4/token_management/use_token', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: hourAhead(90).toISOString(),
    });
    expect(used.statusCode).toBe(200);
    expect(await balance(buyer.cookie)).toBe(14);

    // The 5-session bundle: all 5 of its own back, its whole amount; the 9 others stay.
    expect((await call('POST', `/v4/admin/orders/${small.order_id}/refund`, admin, {})).statusCode).toBe(200);
    expect(await refundRows(small.order_id)).toEqual([
      { amount_minor: small.amount_minor, reason: 'admin_refund', destination: 'payment' },
    ]);
    expect(await balance(buyer.cookie)).toBe(9);

    // The 10-session bundle: the 9 left, 9/10 of its amount rounded down to the minor unit.
    const detail = (await call('GET', `/v4/admin/orders/${large.order_id}`, admin)).json();
    expect(detail.refund_plan).toMatchObject({ sessions_back: 9, sessions_total: 10 });
    expect((await call('POST', `/v4/admin/orders/${large.order_id}/refund`, admin, {})).statusCode).toBe(200);
    expect(await refundRows(large.order_id)).toEqual([
      { amount_minor: Math.floor((large.amount_minor * 9) / 10), reason: 'admin_refund', destination: 'payment' },
    ]);
    expect(await balance(buyer.cookie)).toBe(0);
    await expectLedgerBalanced(app);
  });

  it('a bundle with every session used is not refundable here', async () => {
    const buyer = await createClient(app);
    const order = (
      await client(app, buyer.cookie).post('/v4/token_management/initiate_purchase_of_bundle', {
        service_id: SERVICE_IDS.personal,
        quantity: 5,
      })
    ).json();
    await payThroughSandbox(app, order.checkout_url, 'pay');
    for (let i = 0; i < 5; i += 1) {
      const used = await client(app, buyer.cookie).post('/v4/token_management/use_token', {
        worker_id: therapist.id,
        service_id: SERVICE_IDS.personal,
        starts_at: hourAhead(60 + i * 2).toISOString(),
      });
      expect(used.statusCode).toBe(200);
    }
    const detail = (await call('GET', `/v4/admin/orders/${order.order_id}`, admin)).json();
    expect(detail).toMatchObject({ refundable: false, not_refundable_because: 'nothing_left', refund_plan: null });
    const refused = await call('POST', `/v4/admin/orders/${order.order_id}/refund`, admin, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toEqual([{ field: 'id', rule: 'nothing_left' }]);
    expect(await refundRows(order.order_id)).toEqual([]);
  });

  it("a subscription: this month's unbooked sessions refunded, the subscription ends and is not charged again", async () => {
    const buyer = await createClient(app, 'ua');
    const order = (
      await client(app, buyer.cookie).post('/v4/subscription_management/initiate_purchase_of_subscription', {
        worker_id: therapist.id,
        service_id: SERVICE_IDS.personal,
        sessions_per_month: 4,
      })
    ).json();
    await payThroughSandbox(app, order.checkout_url, 'pay');
    const used = await client(app, buyer.cookie).post('/v4/token_management/use_token', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: hourAhead(80).toISOString(),
    });
    expect(used.statusCode).toBe(200);
    const detail = (await call('GET', `/v4/admin/orders/${order.order_id}`, admin)).json();
    expect(detail.refund_plan).toEqual({
      amount: Math.floor((order.amount_minor * 3) / 4) / 100,
      sessions_back: 3,
      sessions_total: 4,
    });
    // The provider is asked to stop the recurring charge of exactly this order (issue 30).
    const stop = jest.spyOn(app.paymentProviders.sandbox as PaymentProvider, 'cancelRecurring');
    const refunded = await call('POST', `/v4/admin/orders/${order.order_id}/refund`, admin, {});
    expect(refunded.statusCode).toBe(200);
    expect(stop.mock.calls.map(([request]) => request.orderId)).toEqual([order.order_id]);
    stop.mockRestore();
    const subs = (await client(app, buyer.cookie).get('/v4/subscription_management/get_subscriptions')).json();
    expect(subs.subscriptions[0]).toMatchObject({ status: 'cancelled', sessions_left: 0 });
    // Nothing is due any more: the monthly sweep does not charge an ended subscription.
    const due = await app.db.query('SELECT 1 FROM subscriptions WHERE order_id = $1 AND status = $2', [
      order.order_id,
      'active',
    ]);
    expect(due.rows).toHaveLength(0);
    await expectLedgerBalanced(app);
  });

  it('a gift code nobody redeemed: voided and refunded whole; a redeemed one is not refundable', async () => {
    const giver = await createClient(app, 'pl');
    const buy = async () => {
      const order = (
        await client(app, giver.cookie, 'pl').post('/v4/giftcode/initiate_purchase_of_giftcode', {
          service_id: SERVICE_IDS.personal,
          sessions: 3,
          recipient_name: 'Zofia',
          sender_name: 'Łukasz',
        })
      ).json();
      expect(order).toMatchObject({ checkout_url: expect.any(String) });
      await payThroughSandbox(app, order.checkout_url, 'pay');
      const { rows } = await app.db.query<{ code: string }>('SELECT code FROM gift_codes WHERE order_id = $1', [
        order.order_id,
      ]);
      return { order, code: rows[0]!.code };
    };
    const unused = await buy();
    expect((await call('GET', `/v4/admin/orders/${unused.order.order_id}`, admin)).json().refund_plan).toEqual({
      amount: unused.order.amount_minor / 100,
      sessions_back: 0,
      sessions_total: 3,
    });
    expect((await call('POST', `/v4/admin/orders/${unused.order.order_id}/refund`, admin, {})).statusCode).toBe(200);
    expect(await refundRows(unused.order.order_id)).toEqual([
      { amount_minor: unused.order.amount_minor, reason: 'admin_refund', destination: 'payment' },
    ]);
    const recipient = await createClient(app, 'pl');
    const late = await client(app, recipient.cookie, 'pl').post('/v4/giftcode/redeem', { code: unused.code });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('giftcode_refunded');

    const redeemed = await buy();
    expect(
      (await client(app, recipient.cookie, 'pl').post('/v4/giftcode/redeem', { code: redeemed.code })).statusCode,
    ).toBe(200);
    const refused = await call('POST', `/v4/admin/orders/${redeemed.order.order_id}/refund`, admin, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toEqual([{ field: 'id', rule: 'gift_redeemed' }]);
    await expectLedgerBalanced(app);
  });
});
