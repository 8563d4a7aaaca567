import type { FastifyInstance } from 'fastify';
import { MARKET_LOCALES } from '@rozmova/contracts/markets';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp } from '../helpers';
import { seed as seedPayments, DEMO_PROMO_CODES } from '../../src/seed/payments';
import {
  client,
  createClient,
  createTherapist,
  expectLedgerBalanced,
  hourAhead,
  ORIGIN,
  orderStatus,
  payThroughSandbox,
} from './payments-helpers';

describe('demo promo codes, account deletion and the OpenAPI document', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedPayments(app);
  });
  afterEach(async () => {
    await expectLedgerBalanced(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('DEMO20 takes 20% off in every market', async () => {
    for (const locale of MARKET_LOCALES) {
      const res = await app.inject({
        method: 'POST',
        url: `${app.config.basePath}/v4/purchase_rule/apply_purchase_rule?config_id=${locale}`,
        headers: { origin: ORIGIN },
        payload: { worker_id: null, service_id: SERVICE_IDS.personal, promo_code: 'DEMO20' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().discount * 5).toBeCloseTo(res.json().list_price, 2);
    }
    const expired = await app.inject({
      method: 'POST',
      url: `${app.config.basePath}/v4/purchase_rule/apply_purchase_rule?config_id=ua`,
      headers: { origin: ORIGIN },
      payload: { service_id: SERVICE_IDS.personal, promo_code: 'EXPIRED10' },
    });
    expect(expired.json().error).toBe('promo_expired');
    // Seeding twice adds nothing.
    await seedPayments(app);
    const { rows } = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM promo_rules`);
    expect(rows[0]!.n).toBe(DEMO_PROMO_CODES.length);
  });

  it('deleting an account keeps the accounting rows and drops the names on them', async () => {
    const therapist = await createTherapist(app, { market: 'ua' });
    const buyer = await createClient(app, 'ua');
    const gift = (
      await client(app, buyer.cookie).post('/v4/giftcode/initiate_purchase_of_giftcode', {
        service_id: SERVICE_IDS.personal,
        sessions: 1,
        recipient_name: 'Марія Коваль',
        sender_name: 'Олег',
        message: 'Ти не сама.',
      })
    ).json();
    await payThroughSandbox(app, gift.checkout_url, 'pay');
    const session = (
      await client(app, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
        worker_id: therapist.id,
        service_id: SERVICE_IDS.personal,
        starts_at: hourAhead(90).toISOString(),
        promo_code: 'DEMO20',
      })
    ).json();
    await payThroughSandbox(app, session.checkout_url, 'pay');
    expect((await orderStatus(app, buyer.cookie, session.order_id)).status).toBe('paid');

    const deleted = await app.inject({
      method: 'DELETE',
      url: `${app.config.basePath}/delete_account?config_id=ua`,
      headers: { origin: ORIGIN, cookie: buyer.cookie },
    });
    expect(deleted.statusCode).toBe(200);

    const orders = await app.db.query<{ id: string; details: Record<string, unknown> }>(
      `SELECT id, details FROM orders WHERE client_id = $1`,
      [buyer.id],
    );
    expect(orders.rows).toHaveLength(2);
    for (const o of orders.rows) expect(o.details).not.toHaveProperty('recipient_name');
    const gifts = await app.db.query(
      `SELECT recipient_name, sender_name, message, code FROM gift_codes WHERE purchaser_id = $1`,
      [buyer.id],
    );
    expect(gifts.rows[0]).toMatchObject({ recipient_name: null, sender_name: null, message: null });
    const payments = await app.db.query(
      `SELECT p.id FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.client_id = $1`,
      [buyer.id],
    );
    expect(payments.rows).toHaveLength(2);
    const events = await app.db.query<{ payload: unknown; amount_minor: number }>(
      `SELECT e.payload, e.amount_minor FROM provider_events e JOIN orders o ON o.id = e.order_id WHERE o.client_id = $1`,
      [buyer.id],
    );
    expect(events.rows.length).toBeGreaterThanOrEqual(2);
    for (const e of events.rows) {
      expect(e.payload).toEqual({ redacted: true });
      expect(e.amount_minor).toBeGreaterThan(0);
    }
  });

  it('every payments path is in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: `${app.config.basePath}/docs/json` })).json() as {
      paths: Record<string, unknown>;
    };
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/v4/purchase_rule/apply_purchase_rule',
      '/v4/purchase_rule/initiate_purchase_of_appointment',
      '/v4/subscription_management/initiate_purchase_of_subscription',
      '/v4/subscription_management/cancel_subscription',
      '/v4/subscription_management/get_subscriptions',
      '/v4/token_management/initiate_purchase_of_bundle',
      '/v4/token_management/use_token',
      '/v4/token_management/get_token_balance',
      '/v4/token_management/get_bundle_options',
      '/v4/giftcode/initiate_purchase_of_giftcode',
      '/v4/giftcode/pdf/preview',
      '/v4/giftcode/pdf/result',
      '/v4/giftcode/redeem',
      '/v4/payments/webhook/{provider}',
      '/v4/payments/order_status',
      '/v4/payments/get_orders',
      '/v4/payments/sandbox/checkout/{order_id}',
      '/v4/admin/promo_rules',
      '/v4/admin/promo_rules/{id}',
    ]) {
      expect(paths.some((x) => x.endsWith(p))).toBe(true);
    }
  });

  it('guessing gift codes is slowed down', async () => {
    const guesser = await createClient(app, 'ua');
    const answers: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await client(app, guesser.cookie).post('/v4/giftcode/redeem', {
        code: `AAAA-BBBB-${String(1000 + i)}`,
      });
      answers.push(res.statusCode);
    }
    expect(answers.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});
