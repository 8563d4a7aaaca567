import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp, readMails } from '../helpers';
import {
  api,
  client,
  count,
  createClient,
  createTherapist,
  expectLedgerBalanced,
  firstFreeSlot,
  hourAhead,
  orderStatus,
  payThroughSandbox,
  type TestTherapist,
} from './payments-helpers';
import { insertBookingRow } from '../scheduling/scheduling-helpers';

describe('token bundles, use_token and what cancellations do with money', () => {
  let app: FastifyInstance;
  let therapist: TestTherapist;
  beforeAll(async () => {
    app = await buildTestApp();
    therapist = await createTherapist(app, { market: 'ua' });
  });
  afterEach(async () => {
    await expectLedgerBalanced(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const balance = async (cookie: string) =>
    (await client(app, cookie).get('/v4/token_management/get_token_balance')).json().total as number;

  async function buyBundle(cookie: string, quantity: 5 | 10) {
    const res = await client(app, cookie).post('/v4/token_management/initiate_purchase_of_bundle', {
      service_id: SERVICE_IDS.personal,
      quantity,
    });
    expect(res.statusCode).toBe(200);
    const order = res.json();
    await payThroughSandbox(app, order.checkout_url, 'pay');
    return order;
  }

  async function buyAppointment(cookie: string, startsAt: Date) {
    const res = await client(app, cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: startsAt.toISOString(),
    });
    expect(res.statusCode).toBe(200);
    const order = res.json();
    await payThroughSandbox(app, order.checkout_url, 'pay');
    return order;
  }

  it('a bundle of 5 at 5% off becomes 5 tokens; use_token books a slot and spends one', async () => {
    const buyer = await createClient(app);
    const options = await app.inject({
      method: 'GET',
      url: `${app.config.basePath}/v4/token_management/get_bundle_options?config_id=ua`,
    });
    expect(options.json().bundles).toContainEqual(
      expect.objectContaining({
        service_id: SERVICE_IDS.personal,
        quantity: 5,
        discount_percent: 5,
        amount_minor: 660250,
      }),
    );
    const order = await buyBundle(buyer.cookie, 5);
    expect(order.amount_minor).toBe(660250);
    expect(await orderStatus(app, buyer.cookie, order.order_id)).toMatchObject({ status: 'paid', kind: 'bundle' });
    expect(await balance(buyer.cookie)).toBe(5);

    const used = await client(app, buyer.cookie).post('/v4/token_management/use_token', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: hourAhead(30).toISOString(),
    });
    expect(used.statusCode).toBe(200);
    expect(used.json().tokens_left).toBe(4);
    const booking = await app.db.query<{ status: string; source: string }>(
      `SELECT status, source FROM bookings WHERE id = $1`,
      [used.json().booking_id],
    );
    expect(booking.rows[0]).toEqual({ status: 'confirmed', source: 'token' });
  });

  it('a couple session booked with a token sends the partner their invite once it is committed', async () => {
    const buyer = await createClient(app);
    const res = await client(app, buyer.cookie).post('/v4/token_management/initiate_purchase_of_bundle', {
      service_id: SERVICE_IDS.couple,
      quantity: 5,
    });
    expect(res.statusCode).toBe(200);
    await payThroughSandbox(app, res.json().checkout_url, 'pay');
    const used = await client(app, buyer.cookie).post('/v4/token_management/use_token', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.couple,
      starts_at: await firstFreeSlot(app, therapist.id, SERVICE_IDS.couple, 140),
      partner_email: 'Token.Partner@example.org',
    });
    expect(used.statusCode).toBe(200);
    const invites = (await readMails(app)).filter((m) => m.to.includes('token.partner@example.org'));
    expect(invites).toHaveLength(1);
    // The invitation's own link: the partner joins by accepting it (api/docs/identity.md).
    expect(invites[0]!.text).toMatch(/\/ua\/partner-invitation\?token=[A-Za-z0-9_-]{43}/);
    expect(invites[0]!.text).toContain(buyer.name);
  });

  it('without tokens use_token is a clear 409 and books nothing', async () => {
    const buyer = await createClient(app);
    const res = await client(app, buyer.cookie).post('/v4/token_management/use_token', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: hourAhead(31).toISOString(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('no_tokens');
    expect(await count(app, 'bookings', 'client_id = $1', [buyer.id])).toBe(0);
  });

  it('concurrent use_token never overdraws: 5 tokens, 12 parallel bookings of different slots, 5 succeed', async () => {
    const buyer = await createClient(app);
    await buyBundle(buyer.cookie, 5);
    const base = hourAhead(200).getTime();
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        client(app, buyer.cookie).post('/v4/token_management/use_token', {
          worker_id: therapist.id,
          service_id: SERVICE_IDS.personal,
          starts_at: new Date(base + i * 2 * 3600_000).toISOString(),
        }),
      ),
    );
    const ok = attempts.filter((r) => r.statusCode === 200);
    const refused = attempts.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(r.json().error).toBe('no_tokens');
    expect(await balance(buyer.cookie)).toBe(0);
    expect(await count(app, 'bookings', "client_id = $1 AND status = 'confirmed'", [buyer.id])).toBe(5);
  });

  it('free cancellation of a paid session refunds to the original payment', async () => {
    const buyer = await createClient(app);
    const order = await buyAppointment(buyer.cookie, hourAhead(60));
    const cancel = await api(app).post(
      '/v4/cancel_booking',
      { booking_id: order.booking_id, refund_to: 'payment' },
      buyer.cookie,
    );
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ late: false });
    await app.payments.flushRefunds();
    expect(await orderStatus(app, buyer.cookie, order.order_id)).toMatchObject({
      status: 'refunded',
      refund: { destination: 'payment', status: 'succeeded', amount_minor: 139000 },
    });
    const history = (await client(app, buyer.cookie).get('/v4/payments/get_orders')).json();
    expect(history).toMatchObject({
      total: 1,
      orders: [{ order_id: order.order_id, kind: 'appointment', status: 'refunded', refunded: true }],
    });
  });

  it('free cancellation refunds to a token when the client chooses so', async () => {
    const buyer = await createClient(app);
    const order = await buyAppointment(buyer.cookie, hourAhead(64));
    const cancel = await api(app).post(
      '/v4/cancel_booking',
      { booking_id: order.booking_id, refund_to: 'token' },
      buyer.cookie,
    );
    expect(cancel.statusCode).toBe(200);
    expect(await balance(buyer.cookie)).toBe(1);
    expect(await orderStatus(app, buyer.cookie, order.order_id)).toMatchObject({
      status: 'paid',
      refund: { destination: 'token' },
    });
  });

  it('a late cancellation by the client keeps the money; by the therapist it always refunds', async () => {
    const buyer = await createClient(app);
    const lateOrder = await buyAppointment(buyer.cookie, hourAhead(14));
    const late = await api(app).post(
      '/v4/cancel_booking',
      { booking_id: lateOrder.booking_id, refund_to: 'payment' },
      buyer.cookie,
    );
    expect(late.json()).toMatchObject({ late: true });
    expect(await orderStatus(app, buyer.cookie, lateOrder.order_id)).toMatchObject({ status: 'paid', refund: null });

    const second = await buyAppointment(buyer.cookie, hourAhead(16));
    const byTherapist = await api(app).post('/v4/cancel_booking', { booking_id: second.booking_id }, therapist.cookie);
    expect(byTherapist.statusCode).toBe(200);
    await app.payments.flushRefunds();
    expect(await orderStatus(app, buyer.cookie, second.order_id)).toMatchObject({
      status: 'refunded',
      refund: { destination: 'payment' },
    });
  });

  it('a token booking cancelled in time gives the token back; a late one keeps it', async () => {
    const buyer = await createClient(app);
    await buyBundle(buyer.cookie, 5);
    const early = (
      await client(app, buyer.cookie).post('/v4/token_management/use_token', {
        worker_id: therapist.id,
        service_id: SERVICE_IDS.personal,
        starts_at: hourAhead(300).toISOString(),
      })
    ).json();
    expect(await balance(buyer.cookie)).toBe(4);
    await api(app).post('/v4/cancel_booking', { booking_id: early.booking_id, refund_to: 'token' }, buyer.cookie);
    expect(await balance(buyer.cookie)).toBe(5);

    const soon = (
      await client(app, buyer.cookie).post('/v4/token_management/use_token', {
        worker_id: therapist.id,
        service_id: SERVICE_IDS.personal,
        starts_at: hourAhead(13).toISOString(),
      })
    ).json();
    const lateCancel = await api(app).post(
      '/v4/cancel_booking',
      { booking_id: soon.booking_id, refund_to: 'token' },
      buyer.cookie,
    );
    expect(lateCancel.json()).toMatchObject({ late: true });
    expect(await balance(buyer.cookie)).toBe(4);
  });

  it('a booking made by the therapist involves no money when cancelled', async () => {
    const buyer = await createClient(app);
    const bookingId = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: buyer.id,
      startsAt: hourAhead(500),
    });
    const before = await count(app, 'refunds');
    const res = await api(app).post('/v4/cancel_booking', { booking_id: bookingId, refund_to: 'token' }, buyer.cookie);
    expect(res.statusCode).toBe(200);
    expect(await count(app, 'refunds')).toBe(before);
    expect(await balance(buyer.cookie)).toBe(0);
  });
});
