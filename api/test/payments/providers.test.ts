import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp } from '../helpers';
import {
  liqpayEncodeData,
  liqpaySignature,
  parseTimestampedHeader,
  stripeSignature,
} from '../../src/plugins/app/providers/signatures';
import { LiqpayProvider } from '../../src/plugins/app/providers/liqpay-provider';
import { StripeProvider } from '../../src/plugins/app/providers/stripe-provider';
import {
  api,
  client,
  createClient,
  createTherapist,
  expectLedgerBalanced,
  hourAhead,
  orderStatus,
  type TestTherapist,
} from './payments-helpers';

describe('signature schemes against golden vectors', () => {
  // From iBubbleGun/LiqPay4j, src/test/java/com/github/ibubblegun/liqpay4j/impl/LiqPay4jTest.java (private key "privateKey").
  it('LiqPay: base64(sha1(private_key + data + private_key))', () => {
    const data = liqpayEncodeData({
      amount: '1.5',
      currency: 'USD',
      description: 'Description',
      language: 'en',
      public_key: 'publicKey',
      version: '3',
    });
    expect(data).toBe(
      'eyJhbW91bnQiOiIxLjUiLCJjdXJyZW5jeSI6IlVTRCIsImRlc2NyaXB0aW9uIjoiRGVzY3JpcHRpb24iLCJsYW5ndWFnZSI6ImVuIiwicHVibGljX2tleSI6InB1YmxpY0tleSIsInZlcnNpb24iOiIzIn0=',
    );
    expect(liqpaySignature('privateKey', data)).toBe('krCwuK4CBtNFAb6zqmJCeR/85VU=');
    expect(
      liqpaySignature(
        'privateKey',
        'eyJhbW91bnQiOiIyMDAiLCJjdXJyZW5jeSI6IlVTRCIsImVtYWlsIjoiY2xpZW50LWVtYWlsQGdtYWlsLmNvbSIsImdvb2RzIjoiW3thbW91bnQ6IDEwMCwgY291bnQ6IDIsIHVuaXQ6ICd1bi4nLCBuYW1lOiAncGhvbmUnfV0iLCJvcmRlcl9pZCI6Im9yZGVyX2lkXzEiLCJwdWJsaWNfa2V5IjoicHVibGljS2V5IiwidmVyc2lvbiI6IjMifQ==',
      ),
    ).toBe('DqcGjvo2aXgt0+zBZECdH4cbPWY=');
  });

  // Stripe's documented scheme (Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>); the
  // expected value was computed independently with `openssl dgst -sha256 -hmac whsec_test_golden`.
  it('Stripe: v1 = HMAC-SHA256 over "<t>.<body>", header parsing keeps only v1', () => {
    const body = '{"id":"evt_1","type":"checkout.session.completed"}';
    expect(stripeSignature('whsec_test_golden', 1700000000, body)).toBe(
      '4c76df5a6863b31b22492be47990c104ea521bfc5fcf867684e0f5fe54c2346c',
    );
    expect(parseTimestampedHeader('t=1492774577,v1=5257a869e7,v0=6ffbb59b2300aae63f27,v1=abc')).toEqual({
      timestamp: 1492774577,
      signatures: ['5257a869e7', 'abc'],
    });
    expect(parseTimestampedHeader('v1=abc')).toBeNull();
  });

  it('Stripe adapter refuses a stale or tampered event and maps checkout.session.completed', () => {
    const stripe = new StripeProvider({
      secretKey: 'sk',
      webhookSecret: 'whsec_x',
      apiUrl: 'http://unused',
      toleranceSeconds: 300,
    });
    const body = JSON.stringify({
      id: 'evt_9',
      type: 'checkout.session.completed',
      created: 1700000000,
      data: {
        object: {
          id: 'cs_1',
          client_reference_id: 'order-1',
          amount_total: 19900,
          currency: 'pln',
          payment_status: 'paid',
          payment_intent: 'pi_1',
        },
      },
    });
    const t = 1700000000;
    const header = `t=${t},v1=${stripeSignature('whsec_x', t, body)}`;
    expect(
      stripe.verifyWebhook({ headers: { 'stripe-signature': header }, rawBody: body }, new Date(t * 1000 + 60_000)),
    ).toMatchObject({
      eventId: 'evt_9',
      type: 'payment.succeeded',
      orderId: 'order-1',
      amountMinor: 19900,
      currency: 'PLN',
      providerPaymentId: 'pi_1',
    });
    expect(() =>
      stripe.verifyWebhook({ headers: { 'stripe-signature': header }, rawBody: body }, new Date(t * 1000 + 3600_000)),
    ).toThrow(/tolerance/);
    expect(() =>
      stripe.verifyWebhook(
        { headers: { 'stripe-signature': header }, rawBody: body.replace('19900', '100') },
        new Date(t * 1000),
      ),
    ).toThrow(/signature/);
  });

  it('LiqPay adapter ignores intermediate statuses and maps success', () => {
    const liqpay = new LiqpayProvider({
      publicKey: 'pub',
      privateKey: 'priv',
      baseUrl: 'http://unused',
      sandbox: true,
    });
    const form = (params: Record<string, unknown>) => {
      const data = liqpayEncodeData(params);
      return new URLSearchParams({ data, signature: liqpaySignature('priv', data) }).toString();
    };
    expect(
      liqpay.verifyWebhook(
        {
          headers: {},
          rawBody: form({ status: 'wait_secure', order_id: 'o', amount: 1, currency: 'UAH' }),
        },
        new Date(),
      ),
    ).toBeNull();
    expect(
      liqpay.verifyWebhook(
        {
          headers: {},
          rawBody: form({ status: 'success', order_id: 'o', amount: 1390.5, currency: 'UAH', payment_id: 42 }),
        },
        new Date(),
      ),
    ).toMatchObject({
      eventId: '42:success',
      type: 'payment.succeeded',
      amountMinor: 139050,
      currency: 'UAH',
      providerPaymentId: '42',
    });
  });
});

/** A local stand-in for the providers' HTTP APIs (checkout sessions, refunds), speaking their formats. */
function startProviderStandIn() {
  const seen: Array<{ path: string; headers: http.IncomingHttpHeaders; body: string }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', headers: req.headers, body });
      const form = new URLSearchParams(body);
      res.setHeader('content-type', 'application/json');
      if (req.url === '/v1/checkout/sessions') {
        if (req.headers.authorization !== 'Bearer sk_test_standin')
          return res.writeHead(401).end('{"error":{"type":"invalid_request_error"}}');
        const orderId = form.get('client_reference_id');
        return res.end(
          JSON.stringify({
            id: `cs_test_${orderId}`,
            object: 'checkout.session',
            url: `https://checkout.stripe.com/c/pay/cs_test_${orderId}`,
          }),
        );
      }
      if (req.url?.startsWith('/v1/subscriptions/')) {
        return res.end(
          JSON.stringify({
            id: req.url.split('/')[3],
            object: 'subscription',
            cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
          }),
        );
      }
      if (req.url === '/v1/refunds')
        return res.end(
          JSON.stringify({
            id: 're_test_1',
            object: 'refund',
            status: 'succeeded',
            amount: Number(form.get('amount')),
          }),
        );
      if (req.url === '/api/request') {
        const data = form.get('data') ?? '';
        if (liqpaySignature('liqpay_private_test', data) !== form.get('signature'))
          return res.end('{"result":"error","err_code":"invalid_signature"}');
        const params = JSON.parse(Buffer.from(data, 'base64').toString()) as { action: string };
        return res.end(
          JSON.stringify(
            params.action === 'refund' ? { result: 'ok', status: 'reversed', payment_id: 777 } : { result: 'error' },
          ),
        );
      }
      res.writeHead(404).end('{}');
    });
  });
  return new Promise<{ url: string; seen: typeof seen; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, seen, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

describe("LiqPay (ua) and Stripe (pl) configured as the markets' providers", () => {
  let app: FastifyInstance;
  let standIn: Awaited<ReturnType<typeof startProviderStandIn>>;
  let uaTherapist: TestTherapist;
  const saved = { ...process.env };

  beforeAll(async () => {
    standIn = await startProviderStandIn();
    Object.assign(process.env, {
      PAYMENT_PROVIDER_UA: 'liqpay',
      LIQPAY_PUBLIC_KEY: 'liqpay_public_test',
      LIQPAY_PRIVATE_KEY: 'liqpay_private_test',
      LIQPAY_BASE_URL: standIn.url,
      PAYMENT_PROVIDER_PL: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: 'whsec_standin',
      STRIPE_API_URL: standIn.url,
    });
    app = await buildTestApp();
    uaTherapist = await createTherapist(app, { market: 'ua' });
  });
  afterEach(async () => {
    await expectLedgerBalanced(app);
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  });

  const liqpayCallback = (params: Record<string, unknown>, privateKey = 'liqpay_private_test') => {
    const data = liqpayEncodeData(params);
    return app.inject({
      method: 'POST',
      url: `${app.config.basePath}/v4/payments/webhook/liqpay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ data, signature: liqpaySignature(privateKey, data) }).toString(),
    });
  };

  it('LiqPay: a signed checkout link, a signed callback, a refund through its API', async () => {
    const buyer = await createClient(app, 'ua');
    const res = await client(app, buyer.cookie, 'ua').post('/v4/purchase_rule/initiate_purchase_of_appointment', {
      worker_id: uaTherapist.id,
      service_id: SERVICE_IDS.personal,
      starts_at: hourAhead(70).toISOString(),
    });
    expect(res.statusCode).toBe(200);
    const order = res.json();
    const link = new URL(order.checkout_url);
    expect(`${link.origin}${link.pathname}`).toBe(`${standIn.url}/api/3/checkout`);
    const data = link.searchParams.get('data')!;
    expect(liqpaySignature('liqpay_private_test', data)).toBe(link.searchParams.get('signature'));
    const params = JSON.parse(Buffer.from(data, 'base64').toString());
    expect(params).toMatchObject({
      version: 3,
      action: 'pay',
      public_key: 'liqpay_public_test',
      amount: 1390,
      currency: 'UAH',
      order_id: order.order_id,
      language: 'uk',
      server_url: `${app.config.publicApiUrl}${app.config.basePath}/v4/payments/webhook/liqpay`,
    });

    // Signed with another key: refused, nothing written.
    const forged = await liqpayCallback(
      { status: 'success', order_id: order.order_id, amount: 1390, currency: 'UAH', payment_id: 1 },
      'wrong',
    );
    expect(forged.statusCode).toBe(401);
    expect((await orderStatus(app, buyer.cookie, order.order_id)).status).toBe('pending');

    const ok = await liqpayCallback({
      status: 'success',
      order_id: order.order_id,
      amount: 1390,
      currency: 'UAH',
      payment_id: 5001,
      end_date: Date.now(),
    });
    expect(ok.json()).toMatchObject({ outcome: 'paid' });
    expect(
      (
        await liqpayCallback({
          status: 'success',
          order_id: order.order_id,
          amount: 1390,
          currency: 'UAH',
          payment_id: 5001,
        })
      ).json(),
    ).toMatchObject({ duplicate: true });
    expect(await orderStatus(app, buyer.cookie, order.order_id)).toMatchObject({ status: 'paid' });

    const cancel = await api(app).post(
      '/v4/cancel_booking',
      { booking_id: order.booking_id, refund_to: 'payment' },
      buyer.cookie,
    );
    expect(cancel.statusCode).toBe(200);
    await app.payments.flushRefunds();
    expect(await orderStatus(app, buyer.cookie, order.order_id)).toMatchObject({
      status: 'refunded',
      refund: { status: 'succeeded' },
    });
    const refundCall = standIn.seen.find((s) => s.path === '/api/request')!;
    const refundParams = JSON.parse(
      Buffer.from(new URLSearchParams(refundCall.body).get('data')!, 'base64').toString(),
    );
    expect(refundParams).toMatchObject({ action: 'refund', order_id: order.order_id, amount: 1390 });
  });

  it('Stripe: a checkout session from its API, a Stripe-Signature callback, 5 redeliveries credit once', async () => {
    const buyer = await createClient(app, 'pl');
    const res = await client(app, buyer.cookie, 'pl').post('/v4/token_management/initiate_purchase_of_bundle', {
      service_id: SERVICE_IDS.personal,
      quantity: 10,
    });
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order.checkout_url).toBe(`https://checkout.stripe.com/c/pay/cs_test_${order.order_id}`);
    const created = standIn.seen.find((s) => s.path === '/v1/checkout/sessions')!;
    const form = new URLSearchParams(created.body);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe(String(order.amount_minor));
    expect(form.get('line_items[0][price_data][currency]')).toBe('pln');
    expect(created.headers['idempotency-key']).toBe(`checkout-${order.order_id}`);

    const event = JSON.stringify({
      id: 'evt_standin_1',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `cs_test_${order.order_id}`,
          client_reference_id: order.order_id,
          amount_total: order.amount_minor,
          currency: 'pln',
          payment_status: 'paid',
          payment_intent: 'pi_standin_1',
        },
      },
    });
    const t = Math.floor(Date.now() / 1000);
    const header = `t=${t},v1=${stripeSignature('whsec_standin', t, event)}`;
    const deliveries = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({
          method: 'POST',
          url: `${app.config.basePath}/v4/payments/webhook/stripe`,
          headers: { 'content-type': 'application/json', 'stripe-signature': header },
          payload: event,
        }),
      ),
    );
    expect(deliveries.map((d) => d.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(deliveries.filter((d) => d.json().duplicate === false)).toHaveLength(1);
    expect((await client(app, buyer.cookie, 'pl').get('/v4/token_management/get_token_balance')).json().total).toBe(10);

    const unsigned = await app.inject({
      method: 'POST',
      url: `${app.config.basePath}/v4/payments/webhook/stripe`,
      headers: { 'content-type': 'application/json' },
      payload: event,
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('Stripe subscription: monthly checkout, renewal by invoice.paid, cancellation stops it there too', async () => {
    const plTherapist = await createTherapist(app, { market: 'pl' });
    const buyer = await createClient(app, 'pl');
    const res = await client(app, buyer.cookie, 'pl').post(
      '/v4/subscription_management/initiate_purchase_of_subscription',
      {
        worker_id: plTherapist.id,
        service_id: SERVICE_IDS.personal,
        sessions_per_month: 2,
      },
    );
    expect(res.statusCode).toBe(200);
    const order = res.json();
    const created = standIn.seen.filter((s) => s.path === '/v1/checkout/sessions').at(-1)!;
    const form = new URLSearchParams(created.body);
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(form.get('subscription_data[metadata][order_id]')).toBe(order.order_id);

    const send = (event: Record<string, unknown>) => {
      const body = JSON.stringify({ object: 'event', created: Math.floor(Date.now() / 1000), ...event });
      const t = Math.floor(Date.now() / 1000);
      return app.inject({
        method: 'POST',
        url: `${app.config.basePath}/v4/payments/webhook/stripe`,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': `t=${t},v1=${stripeSignature('whsec_standin', t, body)}`,
        },
        payload: body,
      });
    };
    const first = await send({
      id: 'evt_sub_1',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_sub_1',
          client_reference_id: order.order_id,
          amount_total: order.amount_minor,
          currency: 'pln',
          payment_status: 'paid',
          payment_intent: null,
          subscription: 'sub_standin_1',
        },
      },
    });
    expect(first.json().outcome).toBe('paid');
    const invoice = (id: string) => ({
      id,
      type: 'invoice.paid',
      data: {
        object: {
          id: `in_${id}`,
          payment_intent: `pi_${id}`,
          billing_reason: 'subscription_cycle',
          amount_paid: order.amount_minor,
          currency: 'pln',
          subscription_details: { metadata: { order_id: order.order_id } },
        },
      },
    });
    expect((await send(invoice('evt_inv_2'))).json().outcome).toBe('renewed');
    const subs = (await client(app, buyer.cookie, 'pl').get('/v4/subscription_management/get_subscriptions')).json()
      .subscriptions;
    expect(subs[0]).toMatchObject({ periods_paid: 2, sessions_left: 4 });

    const cancelled = await client(app, buyer.cookie, 'pl').post('/v4/subscription_management/cancel_subscription', {
      subscription_id: subs[0].id,
    });
    expect(cancelled.json()).toMatchObject({ cancel_at_period_end: true });
    const stop = standIn.seen.find((s) => s.path === '/v1/subscriptions/sub_standin_1')!;
    expect(new URLSearchParams(stop.body).get('cancel_at_period_end')).toBe('true');

    // Had Stripe charged once more anyway, the money goes straight back.
    expect((await send(invoice('evt_inv_3'))).json().outcome).toBe('refunded_subscription_ended');
    expect(standIn.seen.filter((s) => s.path === '/v1/refunds')).toHaveLength(1);
  });
});
