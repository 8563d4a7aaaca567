import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp, loginCookie } from '../helpers';
import {
  client,
  count,
  createClient,
  createTherapist,
  createUser,
  expectLedgerBalanced,
  hourAhead,
  ORIGIN,
  payThroughSandbox,
  type TestTherapist,
} from './payments-helpers';

describe('prices and promo codes', () => {
  let app: FastifyInstance;
  let therapist: TestTherapist;
  let expensive: TestTherapist;
  let adminCookie: string;
  beforeAll(async () => {
    app = await buildTestApp();
    therapist = await createTherapist(app, { market: 'ua' });
    expensive = await createTherapist(app, { market: 'ua', personalPriceMinor: 200000 });
    const admin = await createUser(app, { role: 'admin' });
    adminCookie = await loginCookie(app, admin.email, admin.password);
  });
  afterEach(async () => {
    await expectLedgerBalanced(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const createRule = (body: Record<string, unknown>, cookie = adminCookie) =>
    app.inject({
      method: 'POST',
      url: `${app.config.basePath}/v4/admin/promo_rules`,
      headers: { origin: ORIGIN, cookie },
      payload: body,
    });

  const price = (cookie: string | null, body: Record<string, unknown>, locale = 'ua', track = false) =>
    app.inject({
      method: 'POST',
      url: `${app.config.basePath}/v4/purchase_rule/apply_purchase_rule?config_id=${locale}${track ? '&track_mixpanel=true' : ''}`,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: { worker_id: therapist.id, service_id: SERVICE_IDS.personal, ...body },
    });

  it("default price: market default, or the therapist's own; anonymous callers may ask", async () => {
    expect((await price(null, { promo_code: 'default' })).json()).toMatchObject({
      price_for_user: 1390,
      price_for_user_minor: 139000,
      currency: 'UAH',
    });
    expect((await price(null, { promo_code: 'default', worker_id: expensive.id })).json()).toMatchObject({
      price_for_user: 2000,
    });
    expect((await price(null, { promo_code: 'default', service_id: SERVICE_IDS.couple })).json()).toMatchObject({
      price_for_user: 1890,
    });
    expect((await price(null, { promo_code: 'default', worker_id: null }, 'pl')).json()).toMatchObject({
      price_for_user: 199,
      currency: 'PLN',
    });
    expect(
      (
        await price(null, { promo_code: 'default', worker_id: null, purchase_kind: 'bundle', quantity: 10 }, 'pl')
      ).json(),
    ).toMatchObject({ price_for_user: 1791 });
    expect(
      (await price(null, { promo_code: 'default', purchase_kind: 'subscription', sessions_per_month: 2 })).json(),
    ).toMatchObject({ price_for_user: 2502 });
    // A ua therapist asked about in the pl market.
    expect((await price(null, { promo_code: 'default' }, 'pl')).statusCode).toBe(422);
    expect((await price(null, { promo_code: 'default', service_id: 'nope' })).json().error).toBe('unknown_service');
  });

  it('only admins manage promo rules', async () => {
    const someone = await createClient(app);
    expect((await createRule({ code: 'NOPE10', kind: 'percent', percent_off: 10 }, someone.cookie)).statusCode).toBe(
      403,
    );
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `${app.config.basePath}/v4/admin/promo_rules`,
          headers: { cookie: someone.cookie },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await createRule({ code: 'BAD1', kind: 'fixed', amount_off_minor: 1000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toContainEqual({ field: 'currency', rule: 'required' });
  });

  it('percentage and fixed codes, case-insensitive, with track_mixpanel lookups recorded', async () => {
    expect((await createRule({ code: 'calm20', kind: 'percent', percent_off: 20 })).statusCode).toBe(201);
    expect(
      (await createRule({ code: 'MINUS100', kind: 'fixed', amount_off_minor: 10000, currency: 'UAH' })).statusCode,
    ).toBe(201);
    expect((await createRule({ code: 'CALM20', kind: 'percent', percent_off: 5 })).statusCode).toBe(409);

    const buyer = await createClient(app);
    expect((await price(buyer.cookie, { promo_code: 'Calm20' }, 'ua', true)).json()).toMatchObject({
      price_for_user: 1112,
      discount: 278,
      promo_code: 'CALM20',
    });
    expect((await price(buyer.cookie, { promo_code: 'MINUS100' })).json()).toMatchObject({ price_for_user: 1290 });
    // A UAH amount means nothing in Poland.
    const pl = await price(null, { promo_code: 'MINUS100', worker_id: null }, 'pl');
    expect(pl.statusCode).toBe(422);
    expect(pl.json().error).toBe('promo_wrong_market');
    const unknown = await price(buyer.cookie, { promo_code: 'NOSUCH' }, 'ua', true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('promo_unknown');
    expect(await count(app, 'promo_lookups', 'user_id = $1', [buyer.id])).toBe(2);
    const lookups = await app.db.query<{ outcome: string }>(
      `SELECT outcome FROM promo_lookups WHERE user_id = $1 ORDER BY created_at`,
      [buyer.id],
    );
    expect(lookups.rows.map((r) => r.outcome).sort()).toEqual(['applied', 'promo_unknown']);
    const tracked = await app.db.query<{ properties: { promo_code: string; outcome: string } }>(
      `SELECT properties FROM mixpanel_events WHERE event = 'promo_code_lookup' AND user_id = $1`,
      [buyer.id],
    );
    expect(tracked.rows.map((r) => r.properties.outcome).sort()).toEqual(['applied', 'promo_unknown']);
  });

  it('validity window, restrictions to services and therapists, and switching off', async () => {
    const past = new Date(Date.now() - 86400_000).toISOString();
    const future = new Date(Date.now() + 86400_000).toISOString();
    await createRule({
      code: 'OVER',
      kind: 'percent',
      percent_off: 10,
      valid_until: past,
      valid_from: new Date(Date.now() - 2 * 86400_000).toISOString(),
    });
    await createRule({ code: 'SOON', kind: 'percent', percent_off: 10, valid_from: future });
    await createRule({ code: 'COUPLES', kind: 'percent', percent_off: 10, service_ids: [SERVICE_IDS.couple] });
    await createRule({ code: 'ONLYEXP', kind: 'percent', percent_off: 10, worker_ids: [expensive.id] });
    const off = (await createRule({ code: 'OFFNOW', kind: 'percent', percent_off: 10 })).json();
    const patched = await app.inject({
      method: 'PATCH',
      url: `${app.config.basePath}/v4/admin/promo_rules/${off.id}`,
      headers: { origin: ORIGIN, cookie: adminCookie },
      payload: { active: false },
    });
    expect(patched.json()).toMatchObject({ active: false });

    const errorOf = async (code: string, extra: Record<string, unknown> = {}) =>
      (await price(null, { promo_code: code, ...extra })).json().error;
    expect(await errorOf('OVER')).toBe('promo_expired');
    expect(await errorOf('SOON')).toBe('promo_not_started');
    expect(await errorOf('COUPLES')).toBe('promo_not_for_service');
    expect((await price(null, { promo_code: 'COUPLES', service_id: SERVICE_IDS.couple })).json().price_for_user).toBe(
      1701,
    );
    expect(await errorOf('ONLYEXP')).toBe('promo_not_for_therapist');
    expect((await price(null, { promo_code: 'ONLYEXP', worker_id: expensive.id })).json().price_for_user).toBe(1800);
    expect(await errorOf('OFFNOW')).toBe('promo_inactive');
  });

  it('rules are judged before they are stored: limits in range, known therapists and services, a window that ends after it starts', async () => {
    const patch = (id: string, body: Record<string, unknown>) =>
      app.inject({
        method: 'PATCH',
        url: `${app.config.basePath}/v4/admin/promo_rules/${id}`,
        headers: { origin: ORIGIN, cookie: adminCookie },
        payload: body,
      });
    const fieldsOf = (res: { json(): { details?: Array<{ field: string; rule: string }> } }) =>
      (res.json().details ?? []).map((d) => d.field);

    for (const field of ['max_uses_total', 'max_uses_per_client']) {
      const res = await createRule({
        code: `BIG${field.length}`,
        kind: 'percent',
        percent_off: 5,
        [field]: 2147483648,
      });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toContain(field);
    }
    const ghost = '00000000-0000-4000-8000-000000000000';
    const unknownIds = await createRule({
      code: 'GHOSTS',
      kind: 'percent',
      percent_off: 5,
      worker_ids: [expensive.id, ghost],
      service_ids: [SERVICE_IDS.personal, 'massage'],
    });
    expect(unknownIds.statusCode).toBe(400);
    expect(fieldsOf(unknownIds)).toContain('service_ids.1');
    const unknownWorker = await createRule({
      code: 'GHOSTS',
      kind: 'percent',
      percent_off: 5,
      worker_ids: [expensive.id, ghost],
    });
    expect(unknownWorker.statusCode).toBe(400);
    expect(unknownWorker.json().details).toEqual([{ field: 'worker_ids.1', rule: 'unknown_therapist' }]);
    expect(await count(app, 'promo_rules', "code = 'GHOSTS'")).toBe(0);

    const start = new Date(Date.now() + 86400_000);
    const rule = (
      await createRule({ code: 'WINDOW', kind: 'percent', percent_off: 5, valid_from: start.toISOString() })
    ).json();
    const tooBig = await patch(rule.id, { max_uses_total: 2147483648 });
    expect(tooBig.statusCode).toBe(400);
    expect(fieldsOf(tooBig)).toContain('max_uses_total');
    const backwards = await patch(rule.id, { valid_until: new Date(start.getTime() - 3600_000).toISOString() });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details).toEqual([{ field: 'valid_until', rule: 'after_valid_from' }]);
    const laterStart = await patch(rule.id, { valid_until: new Date(start.getTime() + 3600_000).toISOString() });
    expect(laterStart.statusCode).toBe(200);
    const pastEnd = await patch(rule.id, { valid_from: new Date(start.getTime() + 7200_000).toISOString() });
    expect(pastEnd.statusCode).toBe(400);
    expect(pastEnd.json().details).toEqual([{ field: 'valid_from', rule: 'before_valid_until' }]);
    const both = await patch(rule.id, { valid_from: null, max_uses_total: 1_000_000 });
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject({ valid_from: null, max_uses_total: 1_000_000 });
    const missing = await patch(ghost, { active: false });
    expect(missing.statusCode).toBe(404);
  });

  it('total and per-client limits count paid and reserved uses, and hold under concurrency', async () => {
    await createRule({ code: 'ONCEEACH', kind: 'percent', percent_off: 50, max_uses_per_client: 1 });
    const buyer = await createClient(app);
    const first = await client(app, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: hourAhead(50).toISOString(),
      promo_code: 'onceeach',
    });
    expect(first.json()).toMatchObject({ amount_minor: 69500 });
    await payThroughSandbox(app, first.json().checkout_url, 'pay');
    const again = await price(buyer.cookie, { promo_code: 'ONCEEACH' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('promo_client_limit_reached');

    await createRule({ code: 'LASTTWO', kind: 'percent', percent_off: 30, max_uses_total: 2 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createClient(app)));
    const attempts = await Promise.all(
      buyers.map((b) =>
        client(app, b.cookie).post('/v4/token_management/initiate_purchase_of_bundle', {
          service_id: SERVICE_IDS.personal,
          quantity: 5,
          promo_code: 'LASTTWO',
        }),
      ),
    );
    expect(attempts.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const refused = attempts.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(r.json().error).toBe('promo_used_up');

    // An unpaid order that expires gives its use back.
    const pending = attempts.find((r) => r.statusCode === 200)!.json();
    await app.db.query(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [pending.order_id]);
    await app.payments.sweep();
    expect((await price(null, { promo_code: 'LASTTWO' })).statusCode).toBe(200);

    const list = (
      await app.inject({
        method: 'GET',
        url: `${app.config.basePath}/v4/admin/promo_rules`,
        headers: { cookie: adminCookie },
      })
    ).json();
    expect(list.promo_rules.find((r: { code: string }) => r.code === 'ONCEEACH')).toMatchObject({ uses: 1 });
  });

  it('first-session-only codes are refused once the client has had a session', async () => {
    await createRule({ code: 'FIRSTTIME', kind: 'percent', percent_off: 25, first_session_only: true });
    const buyer = await createClient(app);
    expect((await price(buyer.cookie, { promo_code: 'FIRSTTIME' })).statusCode).toBe(200);
    const order = (
      await client(app, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
        worker_id: therapist.id,
        service_id: SERVICE_IDS.personal,
        starts_at: hourAhead(54).toISOString(),
        promo_code: 'FIRSTTIME',
      })
    ).json();
    await payThroughSandbox(app, order.checkout_url, 'pay');
    const after = await price(buyer.cookie, { promo_code: 'FIRSTTIME' });
    expect(after.statusCode).toBe(422);
    expect(after.json().error).toBe('promo_first_session_only');
  });

  it('a code that makes a session free confirms it without a provider', async () => {
    await createRule({ code: 'ONUS100', kind: 'percent', percent_off: 100 });
    const buyer = await createClient(app);
    const res = await client(app, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: hourAhead(58).toISOString(),
      promo_code: 'ONUS100',
    });
    expect(res.json()).toMatchObject({ status: 'paid', amount_minor: 0, checkout_url: null });
    const booking = await app.db.query<{ status: string }>(`SELECT status FROM bookings WHERE id = $1`, [
      res.json().booking_id,
    ]);
    expect(booking.rows[0]!.status).toBe('confirmed');
  });
});
