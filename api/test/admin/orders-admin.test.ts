// Admin orders: only admins; search by e-mail, id or day; one order with payments, refunds and its session;
// a refund cancels the session as the system, refunds the payment once and keeps the ledger balanced.
import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { formatPrice } from '@rozmova/contracts/format';
import { buildTestApp, createUser, loginCookie, readMails } from '../helpers';
import {
  ORIGIN,
  client,
  createClient,
  createTherapist,
  expectLedgerBalanced,
  firstFreeSlot,
  payThroughSandbox,
} from '../payments/payments-helpers';

describe('admin: orders and refunds', () => {
  let app: FastifyInstance;
  let admin: string;
  let buyer: { cookie: string; email: string; id: string };
  let orderId: string;
  let therapistCookie: string;
  let therapistEmail: string;

  beforeAll(async () => {
    app = await buildTestApp();
    const a = await createUser(app, { role: 'admin' });
    admin = await loginCookie(app, a.email, a.password);
    const therapist = await createTherapist(app);
    therapistCookie = therapist.cookie;
    therapistEmail = therapist.email;
    buyer = await createClient(app, 'ua');
    const initiated = await client(app, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: await firstFreeSlot(app, therapist.id, SERVICE_IDS.personal, 72),
    });
    expect(initiated.statusCode).toBe(200);
    orderId = initiated.json().order_id;
    await payThroughSandbox(app, initiated.json().checkout_url, 'pay');
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', path: string, cookie: string, payload?: unknown) =>
    app.inject({
      method,
      url: `${app.config.basePath}${path}`,
      headers: { origin: ORIGIN, cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('refuses clients and therapists with 403 on every call', async () => {
    for (const cookie of [buyer.cookie, therapistCookie]) {
      expect((await call('GET', '/v4/admin/orders', cookie)).statusCode).toBe(403);
      expect((await call('GET', `/v4/admin/orders/${orderId}`, cookie)).statusCode).toBe(403);
      expect((await call('POST', `/v4/admin/orders/${orderId}/refund`, cookie, {})).statusCode).toBe(403);
    }
  });

  it('finds the order by part of the e-mail, by its id and by its day', async () => {
    const byMail = await call(
      'GET',
      `/v4/admin/orders?email=${encodeURIComponent(buyer.email.slice(0, 12).toUpperCase())}`,
      admin,
    );
    expect(byMail.statusCode).toBe(200);
    expect(byMail.json().orders.map((o: { id: string }) => o.id)).toEqual([orderId]);
    const byId = await call('GET', `/v4/admin/orders?order_id=${orderId}`, admin);
    expect(byId.json().orders[0]).toMatchObject({
      id: orderId,
      kind: 'appointment',
      status: 'paid',
      currency: 'UAH',
      client_email: buyer.email,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect((await call('GET', `/v4/admin/orders?date=${today}`, admin)).json().total).toBe(1);
    expect((await call('GET', '/v4/admin/orders?date=2001-01-01', admin)).json().total).toBe(0);
    const bad = await call('GET', '/v4/admin/orders?order_id=nope&date=2026-02-30', admin);
    expect(bad.statusCode).toBe(400);
    expect([...new Set(bad.json().details.map((d: { field: string }) => d.field))].sort()).toEqual([
      'date',
      'order_id',
    ]);
  });

  it('refunds a paid session still to come once: cancelled as the system, payment refunded, ledger balanced', async () => {
    const before = await call('GET', `/v4/admin/orders/${orderId}`, admin);
    expect(before.json()).toMatchObject({
      refundable: true,
      not_refundable_because: null,
      refunds: [],
      booking: { status: 'confirmed' },
    });
    expect(before.json().payments).toHaveLength(1);

    const refunded = await call('POST', `/v4/admin/orders/${orderId}/refund`, admin, { reason: 'Therapist fell ill' });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      order: { status: 'refunded' },
      booking: { status: 'cancelled' },
      refundable: false,
      not_refundable_because: 'already_refunded',
    });
    expect(refunded.json().refunds).toEqual([
      expect.objectContaining({
        destination: 'payment',
        reason: 'system_cancelled',
        amount: before.json().order.amount,
      }),
    ]);
    const { rows } = await app.db.query<{ cancelled_by: string; cancelled_late: boolean }>(
      'SELECT cancelled_by, cancelled_late FROM bookings WHERE id = $1',
      [before.json().booking.id],
    );
    expect(rows[0]).toEqual({ cancelled_by: 'system', cancelled_late: false });
    // Both people are told, each in their own language.
    const toClient = (await readMails(app)).filter(
      (m) => m.to.includes(buyer.email) && m.subject === 'Сесію скасовано, кошти повертаються',
    );
    expect(toClient).toHaveLength(1);
    expect(toClient[0]!.text).toContain(formatPrice(before.json().order.amount, 'UAH', 'ua'));
    expect(
      (await readMails(app)).filter(
        (m) => m.to.includes(therapistEmail) && m.subject === 'Сесію скасовано командою Rozmova',
      ),
    ).toHaveLength(1);

    const twice = await call('POST', `/v4/admin/orders/${orderId}/refund`, admin, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      error: 'refund_not_possible',
      details: [{ field: 'id', rule: 'already_refunded' }],
    });
    const { rows: refunds } = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM refunds WHERE order_id = $1',
      [orderId],
    );
    expect(refunds[0]!.n).toBe(1);
    await expectLedgerBalanced(app);
  });

  it('an admin cancelling through /v4/cancel_booking does it for the platform: refunded, named, both told', async () => {
    const therapist = await createTherapist(app);
    const other = await createClient(app, 'ua');
    const initiated = await client(app, other.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: await firstFreeSlot(app, therapist.id, SERVICE_IDS.personal, 30),
    });
    await payThroughSandbox(app, initiated.json().checkout_url, 'pay');
    const { rows: booked } = await app.db.query<{ id: string }>('SELECT booking_id AS id FROM orders WHERE id = $1', [
      initiated.json().order_id,
    ]);
    const bookingId = booked[0]!.id;
    // Less than 24 hours before would be late for a client; the platform's cancellation never is.
    await app.db.query(
      `UPDATE bookings SET starts_at = now() + interval '3 hours', ends_at = now() + interval '4 hours',
      blocked_until = now() + interval '4 hours' WHERE id = $1`,
      [bookingId],
    );

    const res = await call('POST', '/v4/cancel_booking', admin, { booking_id: bookingId, reason: 'Therapist is ill' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cancelled_by: 'system', late: false });
    const { rows } = await app.db.query<{ cancelled_by: string; cancelled_by_user_id: string; cancel_reason: string }>(
      'SELECT cancelled_by, cancelled_by_user_id, cancel_reason FROM bookings WHERE id = $1',
      [bookingId],
    );
    const adminId = (await app.db.query<{ id: string }>(`SELECT id FROM users WHERE role = 'admin' LIMIT 1`)).rows[0]!
      .id;
    expect(rows[0]).toEqual({
      cancelled_by: 'system',
      cancelled_by_user_id: adminId,
      cancel_reason: 'Therapist is ill',
    });
    const refunds = await app.db.query<{ reason: string; destination: string }>(
      'SELECT reason, destination FROM refunds WHERE booking_id = $1',
      [bookingId],
    );
    expect(refunds.rows).toEqual([{ reason: 'system_cancelled', destination: 'payment' }]);
    const toClient = (await readMails(app)).filter((m) => m.to.includes(other.email));
    expect(toClient.filter((m) => m.subject === 'Сесію скасовано, кошти повертаються')).toHaveLength(1);
    expect(
      (await readMails(app)).filter(
        (m) => m.to.includes(therapist.email) && m.subject === 'Сесію скасовано командою Rozmova',
      ),
    ).toHaveLength(1);
    // Nobody else's booking is cancellable by a client, whatever they send.
    const again = await call('POST', '/v4/cancel_booking', buyer.cookie, { booking_id: bookingId });
    expect(again.statusCode).toBe(404);
    await expectLedgerBalanced(app);
  });

  it('answers 404 for an order that does not exist and 400 for a body it does not know', async () => {
    expect((await call('GET', '/v4/admin/orders/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    const extra = await call('POST', `/v4/admin/orders/${orderId}/refund`, admin, { amount: 5 });
    expect(extra.statusCode).toBe(400);
  });
});
