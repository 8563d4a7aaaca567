import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { FRONTEND_ERROR_MAX_STACK_CHARS } from '@rozmova/contracts/constants';
import { loadConfig } from '../../src/config';
import { buildTestApp, createUser, loginCookie, ORIGIN, readMails } from '../helpers';

const post = (app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { origin: ORIGIN, ...headers }, payload: payload as object });

describe('small endpoints', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  describe('/v4/analytics/set_client_id', () => {
    it('stores the client id for ua, pl and ro, tied to the account when signed in', async () => {
      const user = await createUser(app);
      const cookie = await loginCookie(app, user.email, user.password);
      for (const locale of ['ua', 'pl', 'ro']) {
        const res = await post(
          app,
          `/api/v4/analytics/set_client_id?config_id=${locale}`,
          { client_id: '1234567890.1712345678' },
          { cookie },
        );
        expect(res.statusCode).toBe(200);
      }
      const again = await post(app, '/api/v4/analytics/set_client_id?config_id=ua', {
        client_id: '1234567890.1712345678',
      });
      expect(again.statusCode).toBe(200);
      const { rows } = await app.db.query<{ locale: string; user_id: string | null }>(
        "SELECT locale, user_id FROM analytics_client_ids WHERE client_id = '1234567890.1712345678' ORDER BY locale",
      );
      expect(rows).toEqual([
        { locale: 'pl', user_id: user.id },
        { locale: 'ro', user_id: user.id },
        { locale: 'ua', user_id: user.id },
      ]);
    });

    it('refuses en and bad ids', async () => {
      const en = await post(app, '/api/v4/analytics/set_client_id?config_id=en', { client_id: '1.2' });
      expect(en.statusCode).toBe(400);
      expect(en.json()).toMatchObject({ error: 'analytics_locale_not_supported', details: [{ field: 'config_id' }] });
      const bad = await post(app, '/api/v4/analytics/set_client_id?config_id=ua', { client_id: '<script>' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual([expect.objectContaining({ field: 'client_id', rule: 'pattern' })]);
      const missing = await post(app, '/api/v4/analytics/set_client_id?config_id=ua', {});
      expect(missing.json().details).toEqual([expect.objectContaining({ field: 'client_id', rule: 'required' })]);
    });
  });

  describe('/v4/frontend_error', () => {
    it('stores a stack trace with the signed-in user and the browser', async () => {
      const user = await createUser(app);
      const cookie = await loginCookie(app, user.email, user.password);
      const res = await post(
        app,
        '/api/v4/frontend_error?config_id=ua',
        {
          stack_trace: 'TypeError: x is undefined\n    at Widget (booking.js:1:2)',
          url: 'http://localhost:3000/ua/home',
        },
        { cookie, 'user-agent': 'Mozilla/5.0 test' },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, truncated: false });
      const { rows } = await app.db.query<{ stack_trace: string; user_id: string; user_agent: string; locale: string }>(
        'SELECT stack_trace, user_id, user_agent, locale FROM frontend_errors WHERE user_id = $1',
        [user.id],
      );
      expect(rows).toEqual([
        {
          stack_trace: expect.stringContaining('at Widget'),
          user_id: user.id,
          user_agent: 'Mozilla/5.0 test',
          locale: 'ua',
        },
      ]);
    });

    it('drops the query and fragment of the page address (a reset link carries a live token)', async () => {
      await post(app, '/api/v4/frontend_error?config_id=ro', {
        stack_trace: 'Error on reset page',
        url: 'http://localhost:3000/ro/reset-password?token=SECRETSECRETSECRETSECRET#top',
      });
      const { rows } = await app.db.query<{ url: string }>(
        "SELECT url FROM frontend_errors WHERE stack_trace = 'Error on reset page'",
      );
      expect(rows).toEqual([{ url: 'http://localhost:3000/ro/reset-password' }]);
    });

    it(`keeps at most ${FRONTEND_ERROR_MAX_STACK_CHARS} characters of a huge stack`, async () => {
      const huge = 'é'.repeat(FRONTEND_ERROR_MAX_STACK_CHARS + 5000);
      const res = await post(app, '/api/v4/frontend_error?config_id=pl', { stack_trace: huge });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, truncated: true });
      const { rows } = await app.db.query<{ n: number }>(
        'SELECT length(stack_trace)::int AS n FROM frontend_errors WHERE truncated',
      );
      expect(rows.map((r) => r.n)).toEqual([FRONTEND_ERROR_MAX_STACK_CHARS]);
    });

    it('refuses a request body over 1 MiB with 413 and an empty stack with 400', async () => {
      const tooBig = await post(app, '/api/v4/frontend_error?config_id=ua', {
        stack_trace: 'x'.repeat(1024 * 1024 + 10),
      });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().error).toBe('payload_too_large');
      const empty = await post(app, '/api/v4/frontend_error?config_id=ua', { stack_trace: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().details).toEqual([expect.objectContaining({ field: 'stack_trace', rule: 'minLength' })]);
    });
  });

  describe('/subscribe/newsletter', () => {
    it('subscribes once per market, whatever the case of the address', async () => {
      for (const email of ['Reader@Example.com', 'reader@example.com']) {
        const res = await post(app, '/api/subscribe/newsletter?config_id=ro', { email });
        expect(res.statusCode).toBe(200);
      }
      await post(app, '/api/subscribe/newsletter?config_id=pl', { email: 'reader@example.com', name: 'Czytelnik' });
      const { rows } = await app.db.query<{ locale: string }>(
        "SELECT locale FROM newsletter_subscriptions WHERE email = 'reader@example.com' ORDER BY locale",
      );
      expect(rows.map((r) => r.locale)).toEqual(['pl', 'ro']);
    });

    it('names a bad or missing e-mail', async () => {
      const bad = await post(app, '/api/subscribe/newsletter?config_id=ro', { email: 'nope' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual([expect.objectContaining({ field: 'email', rule: 'format' })]);
      const missing = await post(app, '/api/subscribe/newsletter?config_id=ro', { name: 'X' });
      expect(missing.json().details).toEqual([expect.objectContaining({ field: 'email', rule: 'required' })]);
    });
  });

  describe('/contact/business', () => {
    it("stores the enquiry and mails the market's team in its language, replying to the sender", async () => {
      const res = await post(app, '/api/contact/business?config_id=pl', {
        name: 'Marek Firma',
        email: 'Marek@Firma.pl',
        company: 'Firma sp. z o.o.',
        phone: '+48 600 100 200',
        message: 'Chcemy wsparcia dla zespołu.',
        consent: true,
      });
      expect(res.statusCode).toBe(200);
      const { rows } = await app.db.query<{ email: string; locale: string }>(
        'SELECT email, locale FROM business_inquiries',
      );
      expect(rows).toEqual([{ email: 'marek@firma.pl', locale: 'pl' }]);
      const mail = (await readMails(app)).find((m) => m.to === 'pomoc@rozmova.pl')!;
      expect(mail.subject).toBe('Zapytanie biznesowe: Firma sp. z o.o.');
      expect(mail.text).toContain('Chcemy wsparcia dla zespołu.');
    });

    it('names every missing field', async () => {
      const res = await post(app, '/api/contact/business?config_id=en', {});
      expect(res.statusCode).toBe(400);
      expect(
        res
          .json()
          .details.map((d: { field: string }) => d.field)
          .sort(),
      ).toEqual(['consent', 'email', 'message', 'name']);
      expect((await app.db.query("SELECT 1 FROM business_inquiries WHERE locale = 'en'")).rows).toHaveLength(0);
    });
  });

  describe('/analytics/track_mixpanel without a token', () => {
    it('stores the event and forwards nothing', async () => {
      const res = await post(app, '/api/analytics/track_mixpanel?config_id=ua', {
        event: 'promo_applied',
        distinct_id: 'anon-1',
        properties: { code: 'SPRING' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, forwarded: false });
      const { rows } = await app.db.query<{ event: string; properties: object; forwarded_at: Date | null }>(
        "SELECT event, properties, forwarded_at FROM mixpanel_events WHERE distinct_id = 'anon-1'",
      );
      expect(rows).toEqual([{ event: 'promo_applied', properties: { code: 'SPRING' }, forwarded_at: null }]);
      const bad = await post(app, '/api/analytics/track_mixpanel', { properties: [] });
      expect(bad.statusCode).toBe(400);
      expect([...new Set(bad.json().details.map((d: { field: string }) => d.field))].sort()).toEqual([
        'event',
        'properties',
      ]);
    });
  });
});

describe('control characters and market ids in any request', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const fieldsOf = (res: { json(): { details?: Array<{ field: string; rule: string }> } }) =>
    (res.json().details ?? []).map((d) => `${d.field}:${d.rule}`);

  it('a NUL byte in any text field is a 400 that names the field, and nothing is stored', async () => {
    const register = await post(app, '/api/register?config_id=en', {
      email: 'nul@example.com',
      password: 'long enough 1',
      name: 'Ann\u0000a',
      oferta_accepted: true,
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().error).toBe('validation_failed');
    expect(fieldsOf(register)).toEqual(['name:control_characters']);
    expect((await app.db.query("SELECT 1 FROM users WHERE email = 'nul@example.com'")).rows).toHaveLength(0);

    const contact = await post(app, '/api/contact/business?config_id=en', {
      name: 'Firm',
      email: 'a@firm.example',
      message: 'Hi\u0000',
      consent: true,
    });
    expect(contact.statusCode).toBe(400);
    expect(fieldsOf(contact)).toEqual(['message:control_characters']);
    expect((await app.db.query("SELECT 1 FROM business_inquiries WHERE email = 'a@firm.example'")).rows).toHaveLength(
      0,
    );

    const frontendError = await post(app, '/api/v4/frontend_error?config_id=en', { stack_trace: 'Error\u0000 at x' });
    expect(frontendError.statusCode).toBe(400);
    expect(fieldsOf(frontendError)).toEqual(['stack_trace:control_characters']);

    // Deep inside free-form JSON, in a value and in a key.
    const tracked = await post(app, '/api/analytics/track_mixpanel', {
      event: 'ok',
      properties: { list: ['fine', 'bad\u0007'], 'k\u0000ey': 1 },
    });
    expect(tracked.statusCode).toBe(400);
    expect(fieldsOf(tracked).sort()).toEqual(
      ['properties.k?ey:control_characters', 'properties.list.1:control_characters'].sort(),
    );
    const event = await post(app, '/api/analytics/track_mixpanel', { event: 'e\u0000' });
    expect(fieldsOf(event)).toEqual(['event:control_characters']);

    // Line breaks and tabs are ordinary text.
    const multiline = await post(app, '/api/contact/business?config_id=en', {
      name: 'Firm',
      email: 'b@firm.example',
      message: 'Line one\r\n\tLine two',
      consent: true,
    });
    expect(multiline.statusCode).toBe(200);
  });

  it('control characters in the query string are refused by name too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/get_therapists_data?config_id=ua&language=u%00k' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['language:control_characters']);
  });

  it('a config_id, when sent, must be a market on every route, even ones that do not use it', async () => {
    const user = await createUser(app, { role: 'user' });
    const cookie = await loginCookie(app, user.email, user.password);
    for (const url of [
      '/api/v4/token_management/get_token_balance?config_id=de',
      '/api/v4/payments/get_orders?config_id=de',
      '/api/auth?config_id=de',
      '/api/v4/token_management/get_token_balance?config_id=ua&config_id=pl',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('unknown_config_id');
      expect(res.json().details).toEqual([expect.objectContaining({ field: 'config_id', rule: 'enum' })]);
    }
    const fine = await app.inject({
      method: 'GET',
      url: '/api/v4/token_management/get_token_balance?config_id=pl',
      headers: { cookie },
    });
    expect(fine.statusCode).toBe(200);
  });

  it('an e-mail whose domain label is longer than DNS allows is refused by name', async () => {
    const res = await post(app, '/api/subscribe/newsletter?config_id=en', { email: `a@${'x'.repeat(185)}.com` });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual(expect.objectContaining({ field: 'email', rule: 'pattern' }));
    const longLocal = await post(app, '/api/subscribe/newsletter?config_id=en', {
      email: `${'a'.repeat(65)}@example.com`,
    });
    expect(longLocal.json().details).toContainEqual(expect.objectContaining({ field: 'email', rule: 'pattern' }));
    const ok = await post(app, '/api/subscribe/newsletter?config_id=en', { email: `a@${'x'.repeat(63)}.com` });
    expect(ok.statusCode).toBe(200);
  });
});

describe('/analytics/track_mixpanel with a token', () => {
  it('forwards to the Mixpanel track API with the server-side token and marks the event forwarded', async () => {
    const received: Array<{ url: string; body: unknown }> = [];
    let answer = { status: 1 };
    const server = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        received.push({ url: req.url ?? '', body: JSON.parse(data) });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const app = await buildTestApp({
      config: { mixpanelToken: 'mp-test-token', mixpanelApiUrl: `http://127.0.0.1:${port}` },
    });
    try {
      const user = await createUser(app);
      const cookie = await loginCookie(app, user.email, user.password);
      const res = await post(
        app,
        '/api/analytics/track_mixpanel?config_id=pl',
        { event: 'booking_started', distinct_id: 'spoofed', properties: { token: 'attacker', step: 2 } },
        { cookie },
      );
      expect(res.json()).toEqual({ ok: true, forwarded: true });
      expect(received).toHaveLength(1);
      expect(received[0]!.url).toBe('/track?verbose=1');
      const [event] = received[0]!.body as Array<{ event: string; properties: Record<string, unknown> }>;
      expect(event!.event).toBe('booking_started');
      expect(event!.properties).toMatchObject({
        token: 'mp-test-token',
        distinct_id: user.id,
        step: 2,
        config_id: 'pl',
      });
      expect(event!.properties.$insert_id).toMatch(/^[0-9a-f]{32}$/);

      answer = { status: 0 };
      const refused = await post(app, '/api/analytics/track_mixpanel?config_id=pl', { event: 'kept_anyway' });
      expect(refused.json()).toEqual({ ok: true, forwarded: false });
      const { rows } = await app.db.query<{ event: string; forwarded: boolean; failed: boolean }>(
        'SELECT event, forwarded_at IS NOT NULL AS forwarded, forward_error IS NOT NULL AS failed FROM mixpanel_events ORDER BY created_at',
      );
      expect(rows).toEqual([
        { event: 'booking_started', forwarded: true, failed: false },
        { event: 'kept_anyway', forwarded: false, failed: true },
      ]);
    } finally {
      await app.close();
      await new Promise((r) => server.close(r));
    }
  });
});

describe('/v4/frontend_error rate limit', () => {
  it('takes 20 reports a minute from one address, then answers 429', async () => {
    const app = await buildTestApp({
      config: { frontendErrorRateLimitPerMinute: loadConfig({ NODE_ENV: 'test' }).frontendErrorRateLimitPerMinute },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) {
        codes.push((await post(app, '/api/v4/frontend_error?config_id=ua', { stack_trace: `Error ${i}` })).statusCode);
      }
      expect(codes.filter((c) => c === 200)).toHaveLength(20);
      expect(codes[20]).toBe(429);
      const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM frontend_errors');
      expect(rows[0]!.n).toBe(20);
    } finally {
      await app.close();
    }
  });
});
