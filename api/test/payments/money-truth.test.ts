// Issue 23 (money and deadlines) and issue 22 (admin cancellations): a refund has one destination that every
// view reads; receipts follow a moved session; deletion names every loss; a gift code stays in its market;
// free-cancellation deadlines come from one rule; only the client turns money into a token.
import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { canChangeFree, freeChangeDeadline } from '@rozmova/contracts/booking-terms';
import { buildTestApp, createUser, loginCookie, readMails } from '../helpers';
import {
  api,
  client,
  createClient,
  createTherapist,
  expectLedgerBalanced,
  firstFreeSlot,
  orderStatus,
  payThroughSandbox,
  type TestTherapist,
} from './payments-helpers';

describe('money that tells the truth', () => {
  let app: FastifyInstance;
  let therapist: TestTherapist;
  let plTherapist: TestTherapist;
  let admin: string;
  beforeAll(async () => {
    app = await buildTestApp();
    therapist = await createTherapist(app, { market: 'ua' });
    plTherapist = await createTherapist(app, { market: 'pl' });
    const a = await createUser(app, { role: 'admin' });
    admin = await loginCookie(app, a.email, a.password);
  });
  afterEach(async () => {
    await expectLedgerBalanced(app);
  });
  afterAll(async () => {
    await app.close();
  });

  async function buyAppointment(cookie: string, afterHours: number, who = therapist, locale: 'ua' | 'pl' = 'ua') {
    const startsAt = await firstFreeSlot(app, who.id, SERVICE_IDS.personal, afterHours);
    const res = await client(app, cookie, locale).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      worker_id: who.id,
      service_id: SERVICE_IDS.personal,
      starts_at: startsAt,
    });
    expect(res.statusCode).toBe(200);
    const order = res.json();
    await payThroughSandbox(app, order.checkout_url, 'pay');
    return { orderId: order.order_id as string, bookingId: order.booking_id as string, startsAt };
  }

  const adminOrder = async (orderId: string) =>
    (await api(app).get(`/v4/admin/orders/${orderId}`, admin)).json() as {
      order: { status: string; refund_state: string };
      refunds: Array<{ destination: string; destination_chosen_by: string }>;
    };
  const adminListed = async (orderId: string) =>
    (await api(app).get(`/v4/admin/orders?order_id=${orderId}`, admin)).json().orders[0] as {
      status: string;
      refund_state: string;
    };

  it('point 1: a session booked less than 24 h ahead has no free-cancellation deadline still to come', async () => {
    const buyer = await createClient(app);
    const soon = await buyAppointment(buyer.cookie, 13);
    const details = (
      await api(app).get(`/v4/entities/get_one_appointment_details?appointment_id=${soon.bookingId}`, buyer.cookie)
    ).json().appointment;
    // The api's deadline is the one rule's, and that rule says it has passed: screens say "late", not a past time.
    expect(details.free_cancellation_until).toBe(freeChangeDeadline(soon.startsAt).toISOString());
    expect(canChangeFree(details.starts_at, app.clock.now())).toBe(false);
    // The receipt mail asks the same rule: no deadline for this one, a deadline for a session days ahead.
    const later = await buyAppointment(buyer.cookie, 72);
    const receipts = (await readMails(app)).filter((m) => m.to === buyer.email && /Оплату отримано/.test(m.subject));
    expect(receipts).toHaveLength(2);
    const mailFor = (startsAt: string) => {
      const time = new Date(startsAt).toLocaleString('uk-UA', {
        timeZone: 'Europe/Kyiv',
        hour: '2-digit',
        minute: '2-digit',
      });
      const mail = receipts.find((m) => m.text.includes(time));
      if (!mail) throw new Error(`no receipt naming ${time}`);
      return mail;
    };
    const lateMail = mailFor(soon.startsAt);
    const freeMail = mailFor(later.startsAt);
    expect(lateMail.text).toContain('До сесії менше ніж 24 години');
    expect(lateMail.text).not.toContain('безкоштовно');
    expect(freeMail.text).toMatch(/Скасувати або перенести сесію безкоштовно можна до \d+ \S+ \d{4}/);
    const cancel = await api(app).post('/v4/cancel_booking', { booking_id: soon.bookingId }, buyer.cookie);
    expect(cancel.json()).toMatchObject({ late: true });
  });

  it('point 2: a card-paid session cancelled as a token adds the token and shows no cash refund anywhere', async () => {
    const buyer = await createClient(app, 'pl');
    const bought = await buyAppointment(buyer.cookie, 60, plTherapist, 'pl');
    const cancel = await api(app).post(
      '/v4/cancel_booking',
      { booking_id: bought.bookingId, refund_to: 'token' },
      buyer.cookie,
    );
    expect(cancel.json()).toMatchObject({ late: false, refund_to: 'token' });
    await app.payments.flushRefunds();
    const balance = (await client(app, buyer.cookie, 'pl').get('/v4/token_management/get_token_balance')).json();
    expect(balance.balances).toEqual([expect.objectContaining({ locale: 'pl', balance: 1 })]);

    const lines = Object.fromEntries(await app.payments.receiptLines(buyer.id, bought.orderId, 'Zofia'));
    expect(lines).not.toHaveProperty('Zwrócono');
    expect(lines.Zwrot).toMatch(/sesja/);

    const history = (await client(app, buyer.cookie, 'pl').get('/v4/payments/get_orders')).json();
    expect(history.orders[0]).toMatchObject({ order_id: bought.orderId, refunded: false, refund_state: 'token' });
    expect((await adminOrder(bought.orderId)).order).toMatchObject({ refund_state: 'token' });
    expect((await adminOrder(bought.orderId)).refunds).toEqual([
      expect.objectContaining({ destination: 'token', destination_chosen_by: 'client' }),
    ]);
    expect(await adminListed(bought.orderId)).toMatchObject({ refund_state: 'token' });
    const ledger = await app.db.query(`SELECT 1 FROM ledger_entries WHERE order_id = $1 AND entry = 'refund_out'`, [
      bought.orderId,
    ]);
    expect(ledger.rows).toHaveLength(0);
  });

  it('point 7: after a refund to the card the admin list and order read "refunded", a share "partly refunded"', async () => {
    const buyer = await createClient(app);
    const bought = await buyAppointment(buyer.cookie, 70);
    await api(app).post('/v4/cancel_booking', { booking_id: bought.bookingId, refund_to: 'payment' }, buyer.cookie);
    await app.payments.flushRefunds();
    expect(await adminListed(bought.orderId)).toMatchObject({ status: 'refunded', refund_state: 'refunded' });
    const lines = Object.fromEntries(await app.payments.receiptLines(buyer.id, bought.orderId, 'Олена'));
    expect(lines['Повернуто']).toMatch(/1\s?390,00/);

    const bundle = (
      await client(app, buyer.cookie).post('/v4/token_management/initiate_purchase_of_bundle', {
        service_id: SERVICE_IDS.personal,
        quantity: 5,
      })
    ).json();
    await payThroughSandbox(app, bundle.checkout_url, 'pay');
    const used = await client(app, buyer.cookie).post('/v4/token_management/use_token', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: await firstFreeSlot(app, therapist.id, SERVICE_IDS.personal, 120),
    });
    expect(used.statusCode).toBe(200);
    const refund = await api(app).post(`/v4/admin/orders/${bundle.order_id}/refund`, {}, admin);
    expect(refund.statusCode).toBe(200);
    expect(refund.json().order).toMatchObject({ refund_state: 'partly_refunded' });
    expect(await adminListed(bundle.order_id)).toMatchObject({ refund_state: 'partly_refunded' });
  });

  it('point 3: after a move the receipt and the order show the session at its new time', async () => {
    const buyer = await createClient(app);
    const bought = await buyAppointment(buyer.cookie, 80);
    const later = await firstFreeSlot(app, therapist.id, SERVICE_IDS.personal, 150);
    const moved = await api(app).post(
      '/v4/reschedule_booking',
      { booking_id: bought.bookingId, starts_at: later },
      buyer.cookie,
    );
    expect(moved.statusCode).toBe(200);
    expect((await orderStatus(app, buyer.cookie, bought.orderId)).starts_at).toBe(later);
    const lines = Object.fromEntries(await app.payments.receiptLines(buyer.id, bought.orderId, 'Олена'));
    const kyiv = new Intl.DateTimeFormat('uk-UA', { timeZone: 'Europe/Kyiv', hour: '2-digit', minute: '2-digit' });
    expect(lines['Час сесії']).toContain(kyiv.format(new Date(later)));
    const day = new Intl.DateTimeFormat('uk-UA', { timeZone: 'Europe/Kyiv', day: 'numeric' });
    expect(lines['Час сесії']).toMatch(new RegExp(`^${day.format(new Date(later))} `));
  });

  it('point 4: the deletion preview names tokens with their value, subscription sessions and paid sessions', async () => {
    const buyer = await createClient(app);
    const bundle = (
      await client(app, buyer.cookie).post('/v4/token_management/initiate_purchase_of_bundle', {
        service_id: SERVICE_IDS.personal,
        quantity: 5,
      })
    ).json();
    await payThroughSandbox(app, bundle.checkout_url, 'pay');
    const sub = (
      await client(app, buyer.cookie).post('/v4/subscription_management/initiate_purchase_of_subscription', {
        worker_id: therapist.id,
        service_id: SERVICE_IDS.personal,
        sessions_per_month: 2,
      })
    ).json();
    await payThroughSandbox(app, sub.checkout_url, 'pay');
    const paid = await buyAppointment(buyer.cookie, 90);

    const preview = await api(app).get('/v4/account/deletion_preview', buyer.cookie);
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.prepaid).toEqual(
      expect.arrayContaining([
        {
          market: 'ua',
          currency: 'UAH',
          service_id: SERVICE_IDS.personal,
          subscription: false,
          sessions: 5,
          value_minor: 660250,
        },
        expect.objectContaining({
          market: 'ua',
          currency: 'UAH',
          subscription: true,
          sessions: 2,
          value_minor: sub.amount_minor,
        }),
      ]),
    );
    expect(body.active_subscriptions).toBe(1);
    expect(body.future_sessions.card_paid).toEqual([
      { booking_id: paid.bookingId, starts_at: paid.startsAt, amount_minor: 139000, currency: 'UAH' },
    ]);
    const anonymous = await api(app).get('/v4/account/deletion_preview');
    expect(anonymous.statusCode).toBe(401);
  });

  it('point 5: a gift code of one market is refused on another market’s account, with the market named', async () => {
    const giver = await createClient(app, 'pl');
    const order = (
      await client(app, giver.cookie, 'pl').post('/v4/giftcode/initiate_purchase_of_giftcode', {
        service_id: SERVICE_IDS.personal,
        sessions: 1,
      })
    ).json();
    await payThroughSandbox(app, order.checkout_url, 'pay');
    const code = (await orderStatus(app, giver.cookie, order.order_id)).gift_code!;
    const ukrainian = await createClient(app, 'ua');
    const refused = await client(app, ukrainian.cookie, 'ua').post('/v4/giftcode/redeem', { code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'giftcode_other_market',
      details: [{ field: 'code', rule: 'market', market: 'pl' }],
    });
    const tokens = (await client(app, ukrainian.cookie).get('/v4/token_management/get_token_balance')).json();
    expect(tokens.total).toBe(0);
    const polish = await createClient(app, 'pl');
    const redeemed = await client(app, polish.cookie, 'pl').post('/v4/giftcode/redeem', { code });
    expect(redeemed.statusCode).toBe(200);
  });

  it('issue 22: therapists and admins refund to the card; a token only when the client asked, recorded as such', async () => {
    const buyer = await createClient(app);
    const first = await buyAppointment(buyer.cookie, 100);
    const byTherapist = await api(app).post(
      '/v4/cancel_booking',
      { booking_id: first.bookingId, refund_to: 'token' },
      therapist.cookie,
    );
    expect(byTherapist.statusCode).toBe(400);
    expect(byTherapist.json()).toMatchObject({
      error: 'refund_to_token_needs_client_request',
      details: [{ field: 'refund_to', rule: 'client_choice_only' }],
    });
    const adminAlone = await api(app).post(
      '/v4/cancel_booking',
      { booking_id: first.bookingId, refund_to: 'token' },
      admin,
    );
    expect(adminAlone.statusCode).toBe(400);
    expect((await orderStatus(app, buyer.cookie, first.orderId)).status).toBe('paid');

    const asked = await api(app).post(
      '/v4/cancel_booking',
      { booking_id: first.bookingId, refund_to: 'token', client_asked_for_token: true },
      admin,
    );
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ cancelled_by: 'system', refund_to: 'token' });
    expect((await adminOrder(first.orderId)).refunds).toEqual([
      expect.objectContaining({ destination: 'token', destination_chosen_by: 'client_via_admin' }),
    ]);

    const second = await buyAppointment(buyer.cookie, 110);
    const plain = await api(app).post('/v4/cancel_booking', { booking_id: second.bookingId }, admin);
    expect(plain.json()).toMatchObject({ refund_to: 'payment' });
    await app.payments.flushRefunds();
    expect(await orderStatus(app, buyer.cookie, second.orderId)).toMatchObject({
      status: 'refunded',
      refund: { destination: 'payment' },
    });
    // The admin's order page does the same: a token only with the client's request stated.
    const third = await buyAppointment(buyer.cookie, 130);
    const viaOrder = await api(app).post(
      `/v4/admin/orders/${third.orderId}/refund`,
      { client_asked_for_token: true },
      admin,
    );
    expect(viaOrder.statusCode).toBe(200);
    expect(viaOrder.json().order).toMatchObject({ status: 'paid', refund_state: 'token' });
    expect(viaOrder.json().refunds).toEqual([
      expect.objectContaining({ destination: 'token', destination_chosen_by: 'client_via_admin' }),
    ]);
    // The database itself refuses a token refund nobody chose.
    await expect(
      app.db.query(`UPDATE refunds SET destination_chosen_by = 'rule' WHERE order_id = $1`, [first.orderId]),
    ).rejects.toThrow(/refunds_token_only_by_client_choice/);
  });
});
