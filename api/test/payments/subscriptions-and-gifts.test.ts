import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp, readMails } from '../helpers';
import {
  client,
  count,
  createClient,
  createTherapist,
  expectLedgerBalanced,
  hourAhead,
  orderStatus,
  payThroughSandbox,
  type TestTherapist,
} from './payments-helpers';

describe('subscriptions and gift codes through the sandbox provider', () => {
  let app: FastifyInstance;
  let therapist: TestTherapist;
  beforeAll(async () => {
    app = await buildTestApp();
    therapist = await createTherapist(app, { market: 'pl' });
  });
  afterEach(async () => {
    await expectLedgerBalanced(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('4 sessions a month with one therapist: paid, used, renewed monthly, cancelled', async () => {
    const buyer = await createClient(app, 'pl');
    const res = await client(app, buyer.cookie, 'pl').post(
      '/v4/subscription_management/initiate_purchase_of_subscription',
      {
        worker_id: therapist.id,
        service_id: SERVICE_IDS.personal,
        sessions_per_month: 4,
      },
    );
    expect(res.statusCode).toBe(200);
    const order = res.json();
    // 4 x 199 zł less 10%.
    expect(order).toMatchObject({ amount_minor: 71640, currency: 'PLN' });
    const { page } = await payThroughSandbox(app, order.checkout_url, 'pay');
    expect(page.body).toContain('Zapłać');
    const status = await orderStatus(app, buyer.cookie, order.order_id);
    expect(status).toMatchObject({ status: 'paid', kind: 'subscription' });
    expect(status.subscription_id).toEqual(expect.any(String));

    const list = (await client(app, buyer.cookie, 'pl').get('/v4/subscription_management/get_subscriptions')).json();
    expect(list.subscriptions).toEqual([
      expect.objectContaining({
        id: status.subscription_id,
        status: 'active',
        sessions_per_period: 4,
        periods_paid: 1,
        sessions_left: 4,
        worker_id: therapist.id,
      }),
    ]);

    // Subscription sessions book this therapist with use_token.
    const used = await client(app, buyer.cookie, 'pl').post('/v4/token_management/use_token', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: hourAhead(40).toISOString(),
    });
    expect(used.statusCode).toBe(200);
    expect(used.json().tokens_left).toBe(3);
    const source = await app.db.query<{ source: string }>(`SELECT source FROM bookings WHERE id = $1`, [
      used.json().booking_id,
    ]);
    expect(source.rows[0]!.source).toBe('subscription');

    // A month later the provider charges again: 4 more sessions.
    const monthLater = new Date(Date.now() + 32 * 24 * 3600_000);
    const renewal = await app.payments.sweep(monthLater);
    expect(renewal.renewed).toBe(1);
    expect(await count(app, 'payments', 'order_id = $1', [order.order_id])).toBe(2);
    expect(
      (await readMails(app))
        .filter((m) => m.to === buyer.email)
        .map((m) => m.text)
        .join('\n'),
    ).toContain('przedłużona o miesiąc');
    let subs = (await client(app, buyer.cookie, 'pl').get('/v4/subscription_management/get_subscriptions')).json()
      .subscriptions;
    expect(subs[0]).toMatchObject({ periods_paid: 2, sessions_left: 7 });

    // A second sweep in the same month charges nothing more.
    expect((await app.payments.sweep(monthLater)).renewed).toBe(0);

    const cancelled = await client(app, buyer.cookie, 'pl').post('/v4/subscription_management/cancel_subscription', {
      subscription_id: status.subscription_id,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'active', cancel_at_period_end: true });
    const afterEnd = new Date(Date.now() + 70 * 24 * 3600_000);
    const ended = await app.payments.sweep(afterEnd);
    expect(ended).toMatchObject({ renewed: 0, ended: 1 });
    subs = (await client(app, buyer.cookie, 'pl').get('/v4/subscription_management/get_subscriptions')).json()
      .subscriptions;
    expect(subs[0]).toMatchObject({ status: 'cancelled', periods_paid: 2, sessions_left: 7 });
  });

  it('another client cannot cancel my subscription', async () => {
    const stranger = await createClient(app, 'pl');
    const res = await client(app, stranger.cookie, 'pl').post('/v4/subscription_management/cancel_subscription', {
      subscription_id: '00000000-0000-4000-8000-000000000001',
    });
    expect(res.statusCode).toBe(404);
  });

  it('a gift code: bought, its PDF carries the code, redeemed once as tokens', async () => {
    const giver = await createClient(app, 'pl');
    const preview = await app.inject({
      method: 'GET',
      url: `${app.config.basePath}/v4/giftcode/pdf/preview?config_id=pl&service_id=${SERVICE_IDS.personal}&sessions=3&recipient_name=${encodeURIComponent('Zofia Wójcik')}`,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const res = await client(app, giver.cookie, 'pl').post('/v4/giftcode/initiate_purchase_of_giftcode', {
      service_id: SERVICE_IDS.personal,
      sessions: 3,
      recipient_name: 'Zofia Wójcik',
      sender_name: 'Łukasz',
      message: 'Na spokojniejsze dni.',
    });
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order.amount_minor).toBe(3 * 19900);

    const notYet = await app.inject({
      method: 'GET',
      url: `${app.config.basePath}/v4/giftcode/pdf/result?order_id=${order.order_id}`,
      headers: { cookie: giver.cookie },
    });
    expect(notYet.statusCode).toBe(409);

    await payThroughSandbox(app, order.checkout_url, 'pay');
    const status = await orderStatus(app, giver.cookie, order.order_id);
    expect(status.gift_code).toMatch(/^[A-HJ-KM-NP-Z2-9]{4}-[A-HJ-KM-NP-Z2-9]{4}-[A-HJ-KM-NP-Z2-9]{4}$/);

    const giftMail = (await readMails(app)).find(
      (m) => m.to === giver.email && m.subject.includes('Płatność otrzymana'),
    );
    expect(giftMail?.text).toContain(status.gift_code!);
    const pdf = await app.inject({
      method: 'GET',
      url: `${app.config.basePath}/v4/giftcode/pdf/result?order_id=${order.order_id}`,
      headers: { cookie: giver.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // The code is in the document's metadata (text in the page stream is font-subset encoded).
    expect(pdf.rawPayload.toString('latin1')).toContain(status.gift_code!);

    const stranger = await createClient(app, 'pl');
    const foreign = await app.inject({
      method: 'GET',
      url: `${app.config.basePath}/v4/giftcode/pdf/result?order_id=${order.order_id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(foreign.statusCode).toBe(404);

    // Ten people try the same code at once: one gets the sessions.
    const recipients = await Promise.all(Array.from({ length: 10 }, () => createClient(app, 'pl')));
    const attempts = await Promise.all(
      recipients.map((r) =>
        client(app, r.cookie, 'pl').post('/v4/giftcode/redeem', {
          code: status.gift_code!.toLowerCase().replace(/-/g, ' '),
        }),
      ),
    );
    const ok = attempts.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json()).toMatchObject({
      tokens_added: 3,
      balance: 3,
      service_id: SERVICE_IDS.personal,
      locale: 'pl',
    });
    const refused = attempts.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(r.json().error).toBe('giftcode_already_redeemed');
    expect(await count(app, 'token_movements', "reason = 'gift_redemption'")).toBe(1);

    const unknown = await client(app, giver.cookie, 'pl').post('/v4/giftcode/redeem', { code: 'AAAA-BBBB-CCCC' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('giftcode_unknown');
  });

  it('an expired gift code is refused and credits nothing', async () => {
    const giver = await createClient(app, 'pl');
    const order = (
      await client(app, giver.cookie, 'pl').post('/v4/giftcode/initiate_purchase_of_giftcode', {
        service_id: SERVICE_IDS.couple,
        sessions: 1,
      })
    ).json();
    await payThroughSandbox(app, order.checkout_url, 'pay');
    const code = (await orderStatus(app, giver.cookie, order.order_id)).gift_code!;
    await app.db.query(`UPDATE gift_codes SET expires_at = now() - interval '1 day' WHERE code = $1`, [code]);
    const res = await client(app, giver.cookie, 'pl').post('/v4/giftcode/redeem', { code });
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toBe('giftcode_expired');
  });
});
