// Money that arrives for an order already paid: recorded as a payment of its own and refunded through the
// provider, never left outside the ledger.
import type { FastifyInstance } from 'fastify';
import { PAYMENT_MAIL_TEXTS } from '../../src/plugins/app/payments/mail-texts';
import { buildTestApp, readMails } from '../helpers';
import {
  client,
  createClient,
  createTherapist,
  expectLedgerBalanced,
  hourAhead,
  orderStatus,
  postSandboxWebhook,
  signedSandbox,
  type TestTherapist,
} from './payments-helpers';
import { SERVICE_IDS } from '@rozmova/contracts/constants';

describe('second charges', () => {
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

  it('20 parallel callbacks with different payment ids: 1 paid, 19 recorded and refunded, ledger balanced', async () => {
    const buyer = await createClient(app);
    const res = await client(app, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: hourAhead(70).toISOString(),
    });
    expect(res.statusCode).toBe(200);
    const order = res.json() as { order_id: string; amount_minor: number; booking_id: string };
    const deliveries = Array.from({ length: 20 }, (_, i) =>
      signedSandbox(app, {
        order_id: order.order_id,
        amount_minor: order.amount_minor,
        payment_id: `sbx_pay_twice_${i}`,
      }),
    );
    const responses = await Promise.all(deliveries.map((d) => postSandboxWebhook(app, d.rawBody, d.signatureHeader)));
    expect(responses.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    const outcomes = responses.map((r) => r.json().outcome as string);
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'refunded_second_charge')).toHaveLength(19);

    // The order itself stays paid and its session booked.
    expect(await orderStatus(app, buyer.cookie, order.order_id)).toMatchObject({ status: 'paid' });
    const booking = await app.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [
      order.booking_id,
    ]);
    expect(booking.rows[0]!.status).toBe('confirmed');

    // Every charge is in the books; the 19 extra ones go back whole, through the provider, by the refunds job.
    const payments = await app.db.query<{ kind: string; n: number }>(
      'SELECT kind, count(*)::int AS n FROM payments WHERE order_id = $1 GROUP BY kind ORDER BY kind',
      [order.order_id],
    );
    expect(payments.rows).toEqual([
      { kind: 'charge', n: 1 },
      { kind: 'second_charge', n: 19 },
    ]);
    await app.jobs.runNow('payments.sweep');
    const refunds = await app.db.query<{ n: number; sum: number; sent: number }>(
      `SELECT count(*)::int AS n, sum(amount_minor)::int AS sum, count(provider_refund_id)::int AS sent
         FROM refunds WHERE order_id = $1 AND reason = 'second_charge' AND destination = 'payment'`,
      [order.order_id],
    );
    expect(refunds.rows[0]).toEqual({ n: 19, sum: 19 * order.amount_minor, sent: 19 });
    // The client is told, once per extra charge, that the money goes back.
    const notices = (await readMails(app)).filter(
      (m) => m.to === buyer.email && m.subject === PAYMENT_MAIL_TEXTS.ua.refundSubject,
    );
    expect(notices).toHaveLength(19);

    // A later cancellation still refunds the order's own payment: the second charges' refunds are not it.
    const cancel = await client(app, buyer.cookie).post('/v4/cancel_booking', {
      booking_id: order.booking_id,
      refund_to: 'payment',
    });
    expect(cancel.statusCode).toBe(200);
    const own = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM refunds WHERE order_id = $1 AND reason = 'client_cancelled'`,
      [order.order_id],
    );
    expect(own.rows[0]!.n).toBe(1);
  });

  it('the same provider payment redelivered is applied once, not refunded as a second charge', async () => {
    const buyer = await createClient(app);
    const res = await client(app, buyer.cookie).post('/v4/token_management/initiate_purchase_of_bundle', {
      service_id: SERVICE_IDS.personal,
      quantity: 5,
    });
    const order = res.json() as { order_id: string; amount_minor: number };
    const first = signedSandbox(app, {
      order_id: order.order_id,
      amount_minor: order.amount_minor,
      payment_id: 'sbx_same',
    });
    const again = signedSandbox(app, {
      order_id: order.order_id,
      amount_minor: order.amount_minor,
      payment_id: 'sbx_same',
    });
    expect((await postSandboxWebhook(app, first.rawBody, first.signatureHeader)).json().outcome).toBe('paid');
    expect((await postSandboxWebhook(app, again.rawBody, again.signatureHeader)).json().outcome).toBe(
      'already_applied',
    );
  });
});
