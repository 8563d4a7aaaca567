import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp, loginCookie, readMails } from '../helpers';
import {
  client,
  count,
  createUser,
  ORIGIN,
  createClient,
  createTherapist,
  expectLedgerBalanced,
  firstFreeSlot,
  hourAhead,
  orderStatus,
  payThroughSandbox,
  browserFormPostHeaders,
  type TestTherapist,
} from './payments-helpers';
import { documentHeaders } from '../../src/plugins/external/helmet';

describe('buying an appointment through the sandbox provider', () => {
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

  /** The therapist's free personal starts around `at`, as the calendar asks for them. */
  async function freeStarts(at: string): Promise<string[]> {
    const from = new Date(Date.parse(at) - 3600_000).toISOString();
    const to = new Date(Date.parse(at) + 3600_000).toISOString();
    const res = await app.inject({
      method: 'GET',
      url: `${app.config.basePath}/v4/get_free_slots?worker_id=${therapist.id}&service_id=${SERVICE_IDS.personal}&from=${from}&to=${to}`,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().slots as Array<{ starts_at: string }>).map((s) => new Date(s.starts_at).toISOString());
  }

  it('order, checkout, pay: the booking is confirmed and the result page sees it paid', async () => {
    const buyer = await createClient(app, 'ua');
    const startsAt = hourAhead(72).toISOString();
    const price = await client(app, buyer.cookie).post('/v4/purchase_rule/apply_purchase_rule', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      promo_code: 'default',
    });
    expect(price.statusCode).toBe(200);
    expect(price.json()).toMatchObject({ price_for_user: 1390, currency: 'UAH', promo_code: null });

    const initiated = await client(app, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: startsAt,
    });
    expect(initiated.statusCode).toBe(200);
    const order = initiated.json();
    expect(order).toMatchObject({ status: 'pending', amount_minor: 139000, currency: 'UAH', price_for_user: 1390 });
    expect(order.checkout_url).toContain('/v4/payments/sandbox/checkout/');

    // While the client pays, nobody else can take the slot.
    const other = await createClient(app, 'ua');
    const competing = await client(app, other.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: startsAt,
    });
    expect(competing.statusCode).toBe(409);
    expect(competing.json().error).toBe('slot_taken');

    const { page, location } = await payThroughSandbox(app, order.checkout_url, 'pay');
    expect(page.body).toContain('1 390,00 грн');
    expect(page.body).toContain('Оплатити');
    expect(`${location.origin}${location.pathname}`).toBe(`${app.config.publicShellUrl}/ua/payment/result`);
    expect(location.searchParams.get('order_id')).toBe(order.order_id);
    expect(location.searchParams.get('status')).toBe('paid');

    const status = await orderStatus(app, buyer.cookie, order.order_id);
    expect(status).toMatchObject({ status: 'paid', kind: 'appointment', booking_id: order.booking_id });
    const booking = await app.db.query<{ status: string; order_id: string }>(
      `SELECT status, order_id FROM bookings WHERE id = $1`,
      [order.booking_id],
    );
    expect(booking.rows[0]).toEqual({ status: 'confirmed', order_id: order.order_id });
    expect(await count(app, 'payments', 'order_id = $1', [order.order_id])).toBe(1);

    const receipt = (await readMails(app)).find((m) => m.to === buyer.email && m.subject.includes('Оплату отримано'));
    expect(receipt).toBeDefined();
    expect(receipt!.text).toContain('1 390,00 грн');
    expect(receipt!.text).toContain('за київським часом');
    expect(receipt!.text).toContain(`order_id=${order.order_id}`);

    // The client sees it among their appointments (scheduling's path).
    const list = await app.inject({
      method: 'GET',
      url: `${app.config.basePath}/v4/entities/get-cabinet-appointment-list`,
      headers: { cookie: buyer.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain(order.booking_id);
  });

  it('a paid couple session sends the invited partner their mail after the payment is applied, once', async () => {
    const buyer = await createClient(app, 'ua');
    const initiated = await client(app, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.couple,
      starts_at: await firstFreeSlot(app, therapist.id, SERVICE_IDS.couple, 150),
      partner_email: 'paid.partner@example.org',
    });
    expect(initiated.statusCode).toBe(200);
    const order = initiated.json();
    // Nothing while the slot is only held: the partner must not hear about a session that may never be paid.
    expect((await readMails(app)).filter((m) => m.to.includes('paid.partner@example.org'))).toHaveLength(0);
    await payThroughSandbox(app, order.checkout_url, 'pay');
    const invites = (await readMails(app)).filter((m) => m.to.includes('paid.partner@example.org'));
    expect(invites).toHaveLength(1);
    // The invitation's own link: the partner joins by accepting it (api/docs/identity.md).
    expect(invites[0]!.text).toMatch(/\/ua\/partner-invitation\?token=[A-Za-z0-9_-]{43}/);
  });

  it('a start time that can never be booked is a 400 that says why, and holds nothing', async () => {
    const buyer = await createClient(app, 'ua');
    const buy = (startsAt: string, extra: Record<string, unknown> = {}) =>
      client(app, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
        worker_id: therapist.id,
        service_id: SERVICE_IDS.personal,
        starts_at: startsAt,
        ...extra,
      });
    const cases: Array<[string, string, string]> = [
      [new Date(Date.now() - 2 * 3600_000).toISOString(), 'starts_in_past', 'future'],
      [hourAhead(1).toISOString(), 'too_short_notice', 'min_notice'],
      ['2999-12-31T23:00:00Z', 'beyond_horizon', 'horizon'],
      ['9999-12-31T23:00:00Z', 'validation_failed', 'pattern'],
    ];
    for (const [startsAt, error, rule] of cases) {
      const res = await buy(startsAt);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(error);
      expect(res.json().details).toEqual([expect.objectContaining({ field: 'starts_at', rule })]);
    }
    // Promo codes: blank is refused by name (leave the field out for none); control characters too.
    const blank = await buy(hourAhead(160).toISOString(), { promo_code: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual([expect.objectContaining({ field: 'promo_code', rule: 'pattern' })]);
    const nul = await buy(hourAhead(160).toISOString(), { promo_code: 'SPRING\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().details).toEqual([expect.objectContaining({ field: 'promo_code', rule: 'control_characters' })]);
    expect(await count(app, 'orders', 'client_id = $1', [buyer.id])).toBe(0);
    expect(await count(app, 'bookings', 'client_id = $1', [buyer.id])).toBe(0);

    // The purchase history's pages are bounded like every list.
    for (const page of ['Infinity', '99999999999999999999']) {
      const orders = await client(app, buyer.cookie).get(`/v4/payments/get_orders?page=${page}`);
      expect(orders.statusCode).toBe(400);
      expect(orders.json().details).toContainEqual(expect.objectContaining({ field: 'page' }));
    }
  });

  it('a declined card keeps the order, the held time and the promo price; trying again pays the same order', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const adminCookie = await loginCookie(app, admin.email, admin.password);
    const rule = await app.inject({
      method: 'POST',
      url: `${app.config.basePath}/v4/admin/promo_rules`,
      headers: { origin: ORIGIN, cookie: adminCookie },
      payload: { code: 'DECLINE20', kind: 'percent', percent_off: 20, max_uses_total: 1 },
    });
    expect(rule.statusCode).toBe(201);
    const buyer = await createClient(app, 'ua');
    const startsAt = hourAhead(80).toISOString();
    const order = (
      await client(app, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
        worker_id: therapist.id,
        service_id: SERVICE_IDS.personal,
        starts_at: startsAt,
        promo_code: 'DECLINE20',
      })
    ).json();
    expect(await freeStarts(startsAt)).not.toContain(startsAt);

    const declined = await payThroughSandbox(app, order.checkout_url, 'decline');
    expect(declined.location.searchParams.get('status')).toBe('declined');
    expect(await orderStatus(app, buyer.cookie, order.order_id)).toMatchObject({
      status: 'pending',
      last_payment_error: 'declined',
      checkout_url: order.checkout_url,
      booking_id: order.booking_id,
    });
    expect(await count(app, 'payments', 'order_id = $1', [order.order_id])).toBe(0);
    // The time stays held for this client (nobody else can take it meanwhile), and the promo use stays theirs.
    expect(await freeStarts(startsAt)).not.toContain(startsAt);
    const other = await createClient(app, 'ua');
    const meanwhile = await client(app, other.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      worker_id: therapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: startsAt,
    });
    expect(meanwhile.statusCode).toBe(409);
    const usage = await app.db.query<{ status: string }>(`SELECT status FROM promo_usages WHERE order_id = $1`, [
      order.order_id,
    ]);
    expect(usage.rows.map((r) => r.status)).not.toContain('released');

    // "Try again" goes back to the same provider page: same order, same discounted amount, and it pays.
    const again = await app.inject({
      method: 'GET',
      url: `${new URL(order.checkout_url).pathname}${new URL(order.checkout_url).search}`,
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('<form');
    const paid = await payThroughSandbox(app, order.checkout_url, 'pay');
    expect(paid.location.searchParams.get('status')).toBe('paid');
    expect(await orderStatus(app, buyer.cookie, order.order_id)).toMatchObject({
      status: 'paid',
      amount_minor: order.amount_minor,
    });
    const booking = await app.db.query<{ status: string }>(`SELECT status FROM bookings WHERE id = $1`, [
      order.booking_id,
    ]);
    expect(booking.rows[0]!.status).toBe('confirmed');
  });

  it('a declined card left alone: the time is released when the hold runs out', async () => {
    const buyer = await createClient(app, 'ua');
    const startsAt = hourAhead(84).toISOString();
    const order = (
      await client(app, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
        worker_id: therapist.id,
        service_id: SERVICE_IDS.personal,
        starts_at: startsAt,
      })
    ).json();
    await payThroughSandbox(app, order.checkout_url, 'decline');
    expect(await freeStarts(startsAt)).not.toContain(startsAt);
    await app.db.query(`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [order.order_id]);
    await app.db.query(`UPDATE bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [
      order.booking_id,
    ]);
    await app.payments.sweep();
    expect(await orderStatus(app, buyer.cookie, order.order_id)).toMatchObject({ status: 'expired' });
    expect(await freeStarts(startsAt)).toContain(startsAt);
  });

  it('a client giving up on the provider page releases the slot as cancelled, not declined', async () => {
    const buyer = await createClient(app, 'ua');
    const startsAt = hourAhead(82).toISOString();
    const order = (
      await client(app, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
        worker_id: therapist.id,
        service_id: SERVICE_IDS.personal,
        starts_at: startsAt,
      })
    ).json();
    const cancelled = await payThroughSandbox(app, order.checkout_url, 'cancel');
    expect(cancelled.location.searchParams.get('status')).toBe('cancelled');
    expect(await orderStatus(app, buyer.cookie, order.order_id)).toMatchObject({
      status: 'cancelled',
      last_payment_error: null,
    });
    expect(await freeStarts(startsAt)).toContain(startsAt);
  });

  it("the checkout page's own form post passes the CSRF guard as a browser sends it; other origins do not", async () => {
    const buyer = await createClient(app, 'ua');
    const order = (
      await client(app, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
        worker_id: therapist.id,
        service_id: SERVICE_IDS.personal,
        starts_at: hourAhead(84).toISOString(),
      })
    ).json();
    const url = new URL(order.checkout_url);
    const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    // Under the api-wide `no-referrer`, Chromium posts this form with `Origin: null` and the guard refused it.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    // A page, unlike a JSON answer: it opens no window to others' scripts.
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers).toMatchObject(documentHeaders);
    const browser = browserFormPostHeaders(page, url, url);
    expect(browser.origin).toBe(new URL(app.config.publicApiUrl).origin);
    expect(browser.origin).not.toBe('null');

    const press = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: url.pathname,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: url.searchParams.get('token')!, action: 'pay' }).toString(),
      });
    // The guard still stands: a null origin (a sandboxed frame, a no-referrer page) or a foreign site is refused,
    // with nothing written.
    for (const headers of [{ origin: 'null' }, { origin: 'https://evil.example' }, {}] as Array<
      Record<string, string>
    >) {
      const refused = await press(headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('csrf_origin_refused');
    }
    expect(await count(app, 'provider_events', 'order_id = $1', [order.order_id])).toBe(0);
    expect(await orderStatus(app, buyer.cookie, order.order_id)).toMatchObject({ status: 'pending' });

    const accepted = await press(browser);
    expect(accepted.statusCode).toBe(303);
    expect(new URL(String(accepted.headers.location)).searchParams.get('status')).toBe('paid');
    expect(await orderStatus(app, buyer.cookie, order.order_id)).toMatchObject({ status: 'paid' });
  });

  it('an order never paid expires and releases its slot (sweep and on-demand check)', async () => {
    const buyer = await createClient(app, 'ua');
    const startsAt = hourAhead(90).toISOString();
    const order = (
      await client(app, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
        worker_id: therapist.id,
        service_id: SERVICE_IDS.personal,
        starts_at: startsAt,
      })
    ).json();
    const swept = await app.payments.sweep(new Date(Date.parse(order.expires_at) + 1000));
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(app, buyer.cookie, order.order_id)).toMatchObject({
      status: 'expired',
      checkout_url: null,
    });
    const booking = await app.db.query<{ status: string }>(`SELECT status FROM bookings WHERE id = $1`, [
      order.booking_id,
    ]);
    expect(booking.rows[0]!.status).not.toMatch(/held|confirmed/);

    // On demand: the result page asking about an order past its time expires it there and then.
    const second = (
      await client(app, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
        worker_id: therapist.id,
        service_id: SERVICE_IDS.personal,
        starts_at: startsAt,
      })
    ).json();
    await app.db.query(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [second.order_id]);
    expect(await orderStatus(app, buyer.cookie, second.order_id)).toMatchObject({ status: 'expired' });
  });

  it('the sandbox checkout page speaks the four languages and refuses a link for another order', async () => {
    const buyer = await createClient(app, 'ua');
    const order = (
      await client(app, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
        worker_id: therapist.id,
        service_id: SERVICE_IDS.personal,
        starts_at: hourAhead(120).toISOString(),
      })
    ).json();
    const url = new URL(order.checkout_url);
    const expected = {
      ua: ['uk', 'Оплатити'],
      pl: ['pl', 'Zapłać'],
      ro: ['ro', 'Plătiți'],
      en: ['en', 'Pay'],
    } as const;
    for (const [lang, [htmlLang, pay]] of Object.entries(expected)) {
      const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}&lang=${lang}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<html lang="${htmlLang}">`);
      expect(page.body).toContain(`>${pay}</button>`);
    }
    const otherOrder = url.pathname.replace(order.order_id, '00000000-0000-4000-8000-000000000000');
    const forged = await app.inject({ method: 'GET', url: `${otherOrder}${url.search}` });
    expect(forged.statusCode).toBe(403);
    const forgedPost = await app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { origin: app.config.publicApiUrl, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=deadbeef&action=pay',
    });
    expect(forgedPost.statusCode).toBe(403);
    expect(await orderStatus(app, buyer.cookie, order.order_id)).toMatchObject({ status: 'pending' });
  });

  it('only clients buy, and an order is visible only to its client', async () => {
    const body = { worker_id: therapist.id, service_id: SERVICE_IDS.personal, starts_at: hourAhead(130).toISOString() };
    const anonymous = await app.inject({
      method: 'POST',
      url: `${app.config.basePath}/v4/purchase_rule/initiate_purchase_of_appointment?config_id=ua`,
      headers: { origin: 'http://localhost:3000' },
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await client(app, therapist.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', body)).statusCode,
    ).toBe(403);
    expect((await client(app, therapist.cookie).post('/v4/token_management/use_token', body)).statusCode).toBe(403);

    const buyer = await createClient(app, 'ua');
    const order = (
      await client(app, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', body)
    ).json();
    const stranger = await createClient(app, 'ua');
    const peek = await app.inject({
      method: 'GET',
      url: `${app.config.basePath}/v4/payments/order_status?order_id=${order.order_id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().error).toBe('order_not_found');
    // A bad body names the field.
    const bad = await client(app, buyer.cookie).post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      ...body,
      starts_at: 'tomorrow',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toContainEqual(expect.objectContaining({ field: 'starts_at' }));
  });
});
