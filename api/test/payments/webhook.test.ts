import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp } from '../helpers';
import {
  client,
  count,
  createClient,
  createTherapist,
  expectLedgerBalanced,
  hourAhead,
  orderStatus,
  postSandboxWebhook,
  signedSandbox,
  type TestTherapist,
} from './payments-helpers';

const MONEY_TABLES = ['provider_events', 'payments', 'ledger_entries', 'token_movements', 'refunds'];

describe('the payment webhook', () => {
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

  const snapshot = async () => Promise.all(MONEY_TABLES.map((t) => count(app, t)));

  async function bundleOrder(cookie: string) {
    const res = await client(app, cookie).post('/v4/token_management/initiate_purchase_of_bundle', {
      service_id: SERVICE_IDS.personal,
      quantity: 5,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { order_id: string; amount_minor: number; checkout_url: string };
  }

  async function appointmentOrder(cookie: string, hours: number) {
    const res = await client(app, cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: hourAhead(hours).toISOString(),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { order_id: string; amount_minor: number; booking_id: string };
  }

  it('refuses forged and tampered callbacks with nothing written', async () => {
    const buyer = await createClient(app);
    const order = await bundleOrder(buyer.cookie);
    const before = await snapshot();

    const genuine = signedSandbox(app, { order_id: order.order_id, amount_minor: order.amount_minor });
    // No signature at all.
    expect((await postSandboxWebhook(app, genuine.rawBody, null)).statusCode).toBe(401);
    // Signed with another secret.
    const { SandboxProvider } = await import('../../src/plugins/app/providers/sandbox-provider');
    const forger = new SandboxProvider({ secret: 'not-our-secret', apiBaseUrl: 'http://x' });
    const forged = forger.signEvent(genuine.body, new Date());
    const forgedRes = await postSandboxWebhook(app, forged.rawBody, forged.signatureHeader);
    expect(forgedRes.statusCode).toBe(401);
    expect(forgedRes.json().error).toBe('invalid_signature');
    // Genuine signature, amount changed in the body afterwards.
    const tampered = genuine.rawBody.replace(`"amount_minor":${order.amount_minor}`, '"amount_minor":100');
    expect(tampered).not.toBe(genuine.rawBody);
    expect((await postSandboxWebhook(app, tampered, genuine.signatureHeader)).statusCode).toBe(401);
    // A replay of an old signature outside the tolerance window.
    const old = signedSandbox(
      app,
      { order_id: order.order_id, amount_minor: order.amount_minor },
      new Date(Date.now() - 3600_000),
    );
    expect((await postSandboxWebhook(app, old.rawBody, old.signatureHeader)).statusCode).toBe(401);

    expect(await snapshot()).toEqual(before);
    expect(await orderStatus(app, buyer.cookie, order.order_id)).toMatchObject({ status: 'pending' });
  });

  it('one event delivered 20 times in parallel credits once', async () => {
    const buyer = await createClient(app);
    const order = await bundleOrder(buyer.cookie);
    const event = signedSandbox(app, { order_id: order.order_id, amount_minor: order.amount_minor });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postSandboxWebhook(app, event.rawBody, event.signatureHeader)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(responses.filter((r) => r.json().duplicate === false)).toHaveLength(1);
    expect(await count(app, 'payments', 'order_id = $1', [order.order_id])).toBe(1);
    const balance = await client(app, buyer.cookie).get('/v4/token_management/get_token_balance');
    expect(balance.json().total).toBe(5);
  });

  it('the same payment redelivered under new event ids still credits once', async () => {
    const buyer = await createClient(app);
    const order = await bundleOrder(buyer.cookie);
    const paymentId = 'sbx_pay_same_charge';
    const deliveries = Array.from({ length: 5 }, () =>
      signedSandbox(app, { order_id: order.order_id, amount_minor: order.amount_minor, payment_id: paymentId }),
    );
    const responses = await Promise.all(deliveries.map((d) => postSandboxWebhook(app, d.rawBody, d.signatureHeader)));
    const outcomes = responses.map((r) => r.json().outcome).sort();
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already_applied')).toHaveLength(4);
    expect((await client(app, buyer.cookie).get('/v4/token_management/get_token_balance')).json().total).toBe(5);
  });

  it('a cancellation arriving after the payment changes nothing', async () => {
    const buyer = await createClient(app);
    const order = await appointmentOrder(buyer.cookie, 100);
    const paid = signedSandbox(app, { order_id: order.order_id, amount_minor: order.amount_minor });
    const cancelled = signedSandbox(app, {
      order_id: order.order_id,
      amount_minor: order.amount_minor,
      type: 'payment.cancelled',
      payment_id: null,
    });
    expect((await postSandboxWebhook(app, paid.rawBody, paid.signatureHeader)).json().outcome).toBe('paid');
    expect((await postSandboxWebhook(app, cancelled.rawBody, cancelled.signatureHeader)).json().outcome).toBe(
      'ignored_not_pending',
    );
    expect(await orderStatus(app, buyer.cookie, order.order_id)).toMatchObject({ status: 'paid' });
    const booking = await app.db.query<{ status: string }>(`SELECT status FROM bookings WHERE id = $1`, [
      order.booking_id,
    ]);
    expect(booking.rows[0]!.status).toBe('confirmed');
  });

  it('a decline delivered 20 times in parallel is applied once and keeps the slot held; another card then pays', async () => {
    const buyer = await createClient(app);
    const order = await appointmentOrder(buyer.cookie, 120);
    const decline = signedSandbox(app, {
      order_id: order.order_id,
      amount_minor: order.amount_minor,
      type: 'payment.failed',
      payment_id: null,
    });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postSandboxWebhook(app, decline.rawBody, decline.signatureHeader)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(responses.filter((r) => r.json().duplicate === false).map((r) => r.json().outcome)).toEqual(['declined']);
    expect(responses.filter((r) => r.json().duplicate === true).every((r) => r.json().outcome === 'declined')).toBe(
      true,
    );
    expect(await orderStatus(app, buyer.cookie, order.order_id)).toMatchObject({
      status: 'pending',
      last_payment_error: 'declined',
    });
    const booking = await app.db.query<{ status: string }>(`SELECT status FROM bookings WHERE id = $1`, [
      order.booking_id,
    ]);
    expect(booking.rows[0]!.status).toBe('held');

    // A second card declined too (another event id on a real provider's page): still open, still held.
    const again = signedSandbox(app, {
      order_id: order.order_id,
      amount_minor: order.amount_minor,
      type: 'payment.failed',
      payment_id: null,
    });
    expect((await postSandboxWebhook(app, again.rawBody, again.signatureHeader)).json().outcome).toBe('declined');

    // The next card pays for the same order: the held time becomes the booking.
    const pay = signedSandbox(app, { order_id: order.order_id, amount_minor: order.amount_minor });
    expect((await postSandboxWebhook(app, pay.rawBody, pay.signatureHeader)).json().outcome).toBe('paid');
    expect(await orderStatus(app, buyer.cookie, order.order_id)).toMatchObject({ status: 'paid' });
    expect(
      (await app.db.query<{ status: string }>(`SELECT status FROM bookings WHERE id = $1`, [order.booking_id])).rows[0]!
        .status,
    ).toBe('confirmed');
  });

  it('a decline arriving after the payment changes nothing; racing a payment, exactly one of them wins', async () => {
    const buyer = await createClient(app);
    const paidFirst = await appointmentOrder(buyer.cookie, 130);
    const pay = signedSandbox(app, { order_id: paidFirst.order_id, amount_minor: paidFirst.amount_minor });
    const lateDecline = signedSandbox(app, {
      order_id: paidFirst.order_id,
      amount_minor: paidFirst.amount_minor,
      type: 'payment.failed',
      payment_id: null,
    });
    expect((await postSandboxWebhook(app, pay.rawBody, pay.signatureHeader)).json().outcome).toBe('paid');
    expect((await postSandboxWebhook(app, lateDecline.rawBody, lateDecline.signatureHeader)).json().outcome).toBe(
      'ignored_not_pending',
    );
    expect(await orderStatus(app, buyer.cookie, paidFirst.order_id)).toMatchObject({
      status: 'paid',
      last_payment_error: null,
    });
    expect(
      (await app.db.query<{ status: string }>(`SELECT status FROM bookings WHERE id = $1`, [paidFirst.booking_id]))
        .rows[0]!.status,
    ).toBe('confirmed');

    // Both at once: whichever the order lock lets in first decides; the other is harmless, the ledger adds up.
    const raced = await appointmentOrder(buyer.cookie, 140);
    const racePay = signedSandbox(app, { order_id: raced.order_id, amount_minor: raced.amount_minor });
    const raceDecline = signedSandbox(app, {
      order_id: raced.order_id,
      amount_minor: raced.amount_minor,
      type: 'payment.failed',
      payment_id: null,
    });
    const outcomes = (
      await Promise.all([
        postSandboxWebhook(app, racePay.rawBody, racePay.signatureHeader),
        postSandboxWebhook(app, raceDecline.rawBody, raceDecline.signatureHeader),
      ])
    ).map((r) => r.json().outcome);
    const status = await orderStatus(app, buyer.cookie, raced.order_id);
    const bookingStatus = (
      await app.db.query<{ status: string }>(`SELECT status FROM bookings WHERE id = $1`, [raced.booking_id])
    ).rows[0]!.status;
    // A decline keeps the order open, so whichever comes first the payment wins.
    expect(outcomes).toEqual(outcomes[1] === 'declined' ? ['paid', 'declined'] : ['paid', 'ignored_not_pending']);
    expect(status.status).toBe('paid');
    expect(bookingStatus).toBe('confirmed');
  });

  it('a declined card on a bundle keeps the order open for another card', async () => {
    const buyer = await createClient(app);
    const order = await bundleOrder(buyer.cookie);
    const decline = signedSandbox(app, {
      order_id: order.order_id,
      amount_minor: order.amount_minor,
      type: 'payment.failed',
      payment_id: null,
    });
    expect((await postSandboxWebhook(app, decline.rawBody, decline.signatureHeader)).json().outcome).toBe('declined');
    expect(await orderStatus(app, buyer.cookie, order.order_id)).toMatchObject({
      status: 'pending',
      last_payment_error: 'declined',
      checkout_url: order.checkout_url,
    });
    const pay = signedSandbox(app, { order_id: order.order_id, amount_minor: order.amount_minor });
    expect((await postSandboxWebhook(app, pay.rawBody, pay.signatureHeader)).json().outcome).toBe('paid');
    expect((await client(app, buyer.cookie).get('/v4/token_management/get_token_balance')).json().total).toBe(5);
  });

  it('a payment arriving after the order was cancelled: a slot is refunded, a bundle is still delivered', async () => {
    const buyer = await createClient(app);
    const appointment = await appointmentOrder(buyer.cookie, 110);
    const cancel = signedSandbox(app, {
      order_id: appointment.order_id,
      amount_minor: appointment.amount_minor,
      type: 'payment.cancelled',
      payment_id: null,
    });
    const pay = signedSandbox(app, { order_id: appointment.order_id, amount_minor: appointment.amount_minor });
    expect((await postSandboxWebhook(app, cancel.rawBody, cancel.signatureHeader)).json().outcome).toBe('cancelled');
    expect((await postSandboxWebhook(app, pay.rawBody, pay.signatureHeader)).json().outcome).toBe(
      'refunded_late_payment',
    );
    const status = await orderStatus(app, buyer.cookie, appointment.order_id);
    expect(status).toMatchObject({ status: 'refunded', refund: { destination: 'payment', status: 'succeeded' } });

    const bundle = await bundleOrder(buyer.cookie);
    await app.db.query(`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [bundle.order_id]);
    await app.payments.sweep();
    expect(await orderStatus(app, buyer.cookie, bundle.order_id)).toMatchObject({ status: 'expired' });
    const late = signedSandbox(app, { order_id: bundle.order_id, amount_minor: bundle.amount_minor });
    expect((await postSandboxWebhook(app, late.rawBody, late.signatureHeader)).json().outcome).toBe(
      'paid_after_expiry',
    );
    expect((await client(app, buyer.cookie).get('/v4/token_management/get_token_balance')).json().total).toBe(5);
  });

  it('a signed callback whose amount or currency differs from the order credits nothing', async () => {
    const buyer = await createClient(app);
    const order = await bundleOrder(buyer.cookie);
    const cheaper = signedSandbox(app, { order_id: order.order_id, amount_minor: order.amount_minor - 1 });
    const otherCurrency = signedSandbox(app, {
      order_id: order.order_id,
      amount_minor: order.amount_minor,
      currency: 'PLN',
    });
    expect((await postSandboxWebhook(app, cheaper.rawBody, cheaper.signatureHeader)).json().outcome).toBe(
      'amount_mismatch',
    );
    expect((await postSandboxWebhook(app, otherCurrency.rawBody, otherCurrency.signatureHeader)).json().outcome).toBe(
      'currency_mismatch',
    );
    expect(await count(app, 'payments', 'order_id = $1', [order.order_id])).toBe(0);
    expect(await orderStatus(app, buyer.cookie, order.order_id)).toMatchObject({ status: 'pending' });
  });

  it('refuses an unknown provider, and writes no money for an unknown order', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${app.config.basePath}/v4/payments/webhook/paypal`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
    const before = await count(app, 'payments');
    const stray = signedSandbox(app, { order_id: '00000000-0000-4000-8000-000000000000', amount_minor: 100 });
    const strayRes = await postSandboxWebhook(app, stray.rawBody, stray.signatureHeader);
    expect(strayRes.json()).toMatchObject({ outcome: 'unknown_order' });
    expect(await count(app, 'payments')).toBe(before);
  });
});
