import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config';
import { toApiError } from '../../src/errors';
import { buildTestApp, createUser, loginCookie, ORIGIN } from '../helpers';
import { documentHeaders } from '../../src/plugins/external/helmet';

describe('security basics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      plugins: [
        async (instance) => {
          // Shape of a payment-provider webhook: no browser, no Origin, proven by a signature instead.
          instance.post('/test/webhook', { config: { csrf: false } }, async () => ({ ok: true }));
        },
      ],
    });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('CSRF: Origin allow-list on state-changing calls', () => {
    it('refuses a foreign origin and a missing origin, and changes nothing', async () => {
      const user = await createUser(app);
      const cookie = await loginCookie(app, user.email, user.password);
      for (const headers of [
        { origin: 'https://evil.example' },
        {},
        { referer: 'https://evil.example/page' },
        { origin: 'null' },
      ]) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/change_user_info?config_id=ua',
          headers: { cookie, ...headers },
          payload: { name: 'Hijacked' },
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe('csrf_origin_refused');
      }
      const del = await app.inject({
        method: 'DELETE',
        url: '/api/delete_account?config_id=ua',
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(del.statusCode).toBe(403);
      const info = await app.inject({ method: 'GET', url: '/api/user_info?config_id=ua', headers: { cookie } });
      expect(info.json().user.name).toBe(user.name);
    });

    it('accepts the shell origin, or its Referer when a browser leaves Origin out', async () => {
      const viaReferer = await app.inject({
        method: 'POST',
        url: '/api/logout?config_id=ua',
        headers: { referer: `${ORIGIN}/ua/cabinet` },
      });
      expect(viaReferer.statusCode).toBe(200);
    });

    it('lets routes that prove themselves otherwise opt out', async () => {
      const res = await app.inject({ method: 'POST', url: '/test/webhook', payload: {} });
      expect(res.statusCode).toBe(200);
    });

    it('does not guard reads', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/auth?config_id=ua',
        headers: { origin: 'https://evil.example' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('JSON-only bodies', () => {
    it.each([
      ['text/plain', '{"email":"a@example.com","password":"x"}'],
      ['application/x-www-form-urlencoded', 'email=a%40example.com&password=x'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--x--'],
    ])('refuses %s with 415', async (type, body) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login?config_id=ua',
        headers: { origin: ORIGIN, 'content-type': type },
        payload: body,
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toBe('unsupported_media_type');
    });

    it('refuses JSON that tries to poison prototypes', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login?config_id=ua',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: '{"email":"a@example.com","password":"x","__proto__":{"admin":true}}',
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('CORS', () => {
    it('allows the shell origin with credentials, including the preflight', async () => {
      const pre = await app.inject({
        method: 'OPTIONS',
        url: '/api/login?config_id=ua',
        headers: {
          origin: ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe(ORIGIN);
      expect(pre.headers['access-control-allow-credentials']).toBe('true');
      expect(String(pre.headers['access-control-allow-methods'])).toContain('POST');
      expect(pre.headers['access-control-max-age']).toBe('600');
    });

    it('lets the shell read an ordinary answer with its cookies, and says the answer depends on the origin', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/auth?config_id=ua', headers: { origin: ORIGIN } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(String(res.headers.vary)).toMatch(/\bOrigin\b/);
      const other = await app.inject({
        method: 'GET',
        url: '/api/auth?config_id=ua',
        headers: { origin: 'https://evil.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      expect(other.headers['access-control-allow-credentials']).toBeUndefined();
      expect(String(other.headers.vary)).toMatch(/\bOrigin\b/);
    });

    it('gives other origins no CORS headers', async () => {
      const pre = await app.inject({
        method: 'OPTIONS',
        url: '/api/login?config_id=ua',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
      expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    });
  });

  it('sends security headers on every answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth?config_id=ua' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    // A JSON answer is no document: it carries none of the headers only a page needs (the HTML pages do, below).
    for (const name of Object.keys(documentHeaders)) expect(res.headers[name]).toBeUndefined();
    const login = await app.inject({
      method: 'POST',
      url: '/api/login?config_id=ua',
      headers: { origin: ORIGIN },
      payload: { email: 'x@example.com', password: 'y' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown paths with the error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'No route for GET /api/nothing-here.' });
  });

  it('points /api/docs at the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/api/docs/json');
  });

  it('serves an OpenAPI document built from the route schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/login',
      '/api/register',
      '/api/logout',
      '/api/auth',
      '/api/change_password',
      '/api/restore_password',
      '/api/reset_password',
      '/api/login/google',
      '/api/login/complete/google',
      '/api/change_user_info',
      '/api/change_user_notification_settings',
      '/api/delete_account',
      '/api/v4/analytics/set_client_id',
      '/api/v4/frontend_error',
      '/api/analytics/track_mixpanel',
      '/api/subscribe/newsletter',
      '/api/contact/business',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    const register = doc.paths['/api/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
      'name',
      'oferta_accepted',
    ]);
    expect(register.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'config_id', in: 'query', required: true })]),
    );
    expect(doc.paths['/api/delete_account'].delete.security).toEqual([{ session: [] }]);
    expect(doc.components.securitySchemes.session).toEqual({ type: 'apiKey', in: 'cookie', name: 'sid' });
  });
});

describe('logs', () => {
  it('never contain passwords, cookies or tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const app = await buildTestApp({
      config: { logLevel: 'trace' },
      logStream: stream,
      plugins: [
        async (instance) => {
          // A careless log line of the kind redaction exists for.
          instance.post('/test/careless', async (request) => {
            request.log.info({ headers: request.headers, body: request.body }, 'careless debug line');
            return { ok: true };
          });
        },
      ],
    });
    try {
      const user = await createUser(app, { password: 'Very-Secret-Password-9' });
      const cookie = await loginCookie(app, user.email, user.password);
      await app.inject({
        method: 'GET',
        url: '/api/auth?config_id=ua',
        headers: { cookie, authorization: 'Bearer abc.def.ghi' },
      });
      await app.inject({
        method: 'POST',
        url: '/api/login?config_id=ua',
        headers: { origin: ORIGIN },
        payload: { email: user.email, password: 'Wrong-Secret-1' },
      });
      await app.inject({
        method: 'POST',
        url: '/test/careless',
        headers: { origin: ORIGIN, cookie, authorization: 'Bearer abc.def.ghi' },
        payload: { password: 'Wrong-Secret-1', id_token: 'abc.def.ghi' },
      });
      expect(lines.some((l) => l.includes('careless debug line'))).toBe(true);
      const all = lines.join('\n');
      expect(lines.length).toBeGreaterThan(3);
      expect(all).toContain('[redacted]');
      expect(all).not.toContain('Very-Secret-Password-9');
      expect(all).not.toContain('Wrong-Secret-1');
      expect(all).not.toContain(cookie.slice(4));
      expect(all).not.toContain('abc.def.ghi');
    } finally {
      await app.close();
    }
  });
});

describe('configuration', () => {
  it('fails loudly, naming every wrong variable', () => {
    let message = '';
    try {
      loadConfig({
        API_PORT: 'eighty',
        SHELL_ORIGINS: 'localhost:3000',
        DATABASE_URL: 'mysql://x',
        NODE_ENV: 'staging',
      });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/API_PORT/);
    expect(message).toMatch(/SHELL_ORIGINS/);
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/NODE_ENV/);
  });

  it('never seeds demo data in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoData).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' })).toThrow(/SEED_DEMO_DATA/);
  });
});

describe('database errors become 4xx', () => {
  it.each([
    [{ code: '23505', message: 'duplicate key', constraint: 'users_email_key' }, 409, 'conflict'],
    [{ code: '23P01', message: 'conflicting key value violates exclusion constraint' }, 409, 'slot_taken'],
    [
      { code: '23503', message: 'insert or update on table "x" violates foreign key constraint' },
      400,
      'unknown_reference',
    ],
    [{ code: '23503', message: 'update or delete on table "users" violates foreign key constraint' }, 409, 'conflict'],
    [{ code: '22P02', message: 'invalid input syntax for type uuid' }, 400, 'invalid_value'],
    [{ code: '23514', message: 'violates check constraint' }, 400, 'invalid_value'],
  ])('%o -> %i %s', (err, status, code) => {
    const mapped = toApiError(Object.assign(new Error(err.message), err));
    expect(mapped?.statusCode).toBe(status);
    expect(mapped?.error).toBe(code);
  });

  it('maps a real invalid uuid from the database to 400', async () => {
    const app = await buildTestApp({
      plugins: [
        async (instance) => {
          instance.get('/test/user/:id', async (request) => {
            const { rows } = await instance.db.query('SELECT id FROM users WHERE id = $1', [
              (request.params as { id: string }).id,
            ]);
            return { found: rows.length };
          });
        },
      ],
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/test/user/not-a-uuid' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('invalid_value');
    } finally {
      await app.close();
    }
  });
});
