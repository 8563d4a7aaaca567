import type { FastifyInstance } from 'fastify';
import { buildTestApp, createUser, loginCookie, ORIGIN } from '../helpers';

const ANON = {
  user: { id: null, email: null, role: null, data: { has_to_confirm_reg_google: null, email_verified: null } },
  session: { user_id: null, user_is_reg: null },
  additional_user_data: { fbc: null },
};

describe('register, login, logout, auth', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { origin: ORIGIN, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const auth = (cookie?: string) =>
    app.inject({ method: 'GET', url: '/api/auth?config_id=ua', headers: cookie ? { cookie } : {} });

  describe('register', () => {
    it('creates a client, signs them in and returns the auth data', async () => {
      const res = await post('/api/register?config_id=pl', {
        email: 'Anna.Kowalska@Example.com',
        password: 'spokojnie-123',
        name: 'Anna Kowalska',
        oferta_accepted: true,
        marketing_accepted: true,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        user: {
          id: expect.any(String),
          email: 'anna.kowalska@example.com',
          role: 'user',
          data: { has_to_confirm_reg_google: false, email_verified: false },
        },
        session: { user_id: body.user.id, user_is_reg: true },
        additional_user_data: { fbc: null },
      });
      const sid = res.cookies.find((c) => c.name === 'sid');
      expect(sid).toBeDefined();
      const me = await auth(`sid=${sid!.value}`);
      expect(me.json().user.email).toBe('anna.kowalska@example.com');
      const info = await app.inject({
        method: 'GET',
        url: '/api/user_info?config_id=pl',
        headers: { cookie: `sid=${sid!.value}` },
      });
      expect(info.json().user).toMatchObject({
        name: 'Anna Kowalska',
        locale: 'pl',
        notification_settings: { email_marketing: true },
      });
    });

    it('never stores or returns the password in clear', async () => {
      const res = await post('/api/register?config_id=en', {
        email: 'plain@example.com',
        password: 'very-secret-words',
        name: 'Plain',
        oferta_accepted: true,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('very-secret-words');
      const { rows } = await app.db.query<{ password_hash: string }>(
        "SELECT password_hash FROM users WHERE email = 'plain@example.com'",
      );
      expect(rows[0]!.password_hash).toMatch(/^scrypt\$ln=\d+,r=8,p=1\$/);
      expect(rows[0]!.password_hash).not.toContain('very-secret-words');
    });

    it('refuses an e-mail that is already registered, whatever its case', async () => {
      const existing = await createUser(app, { email: 'taken@example.com' });
      const res = await post('/api/register?config_id=ua', {
        email: 'TAKEN@example.com',
        password: 'another-pass-1',
        name: 'Someone Else',
        oferta_accepted: true,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'email_taken', details: [{ field: 'email', rule: 'taken' }] });
      const { rows } = await app.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM users WHERE email = 'taken@example.com'",
      );
      expect(rows[0]!.n).toBe(1);
      expect(existing.email).toBe('taken@example.com');
    });

    it('creates exactly one account when the same address signs up twice at once', async () => {
      const payload = { email: 'twice@example.com', password: 'long-enough-1', name: 'Twice', oferta_accepted: true };
      const results = await Promise.all(Array.from({ length: 4 }, () => post('/api/register?config_id=en', payload)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
      const { rows } = await app.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM users WHERE email = 'twice@example.com'",
      );
      expect(rows[0]!.n).toBe(1);
    });

    it('requires the offer terms in every market', async () => {
      for (const locale of ['ua', 'pl', 'ro', 'en']) {
        const res = await post(`/api/register?config_id=${locale}`, {
          email: `no-terms-${locale}@example.com`,
          password: 'long-enough-1',
          name: 'No Terms',
          oferta_accepted: false,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().details).toEqual([expect.objectContaining({ field: 'oferta_accepted', rule: 'const' })]);
      }
    });

    it('does not take marketing consent in ua, where it is not offered', async () => {
      const res = await post('/api/register?config_id=ua', {
        email: 'ua-marketing@example.com',
        password: 'long-enough-1',
        name: 'Оля',
        oferta_accepted: true,
        marketing_accepted: true,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'marketing_not_offered', details: [{ field: 'marketing_accepted' }] });
      const { rows } = await app.db.query("SELECT 1 FROM users WHERE email = 'ua-marketing@example.com'");
      expect(rows).toHaveLength(0);
    });

    it.each([
      ['missing everything', {}, ['email', 'password', 'name', 'oferta_accepted']],
      [
        'a bad e-mail',
        { email: 'not-an-email', password: 'long-enough-1', name: 'A', oferta_accepted: true },
        ['email'],
      ],
      [
        'a short password',
        { email: 'a@example.com', password: 'short', name: 'A', oferta_accepted: true },
        ['password'],
      ],
      [
        'a blank name',
        { email: 'a@example.com', password: 'long-enough-1', name: '   ', oferta_accepted: true },
        ['name'],
      ],
      [
        'a string for a checkbox',
        { email: 'a@example.com', password: 'long-enough-1', name: 'A', oferta_accepted: 'true' },
        ['oferta_accepted'],
      ],
      [
        'an unknown field',
        { email: 'a@example.com', password: 'long-enough-1', name: 'A', oferta_accepted: true, role: 'admin' },
        ['role'],
      ],
      ['a number as e-mail', { email: 42, password: 'long-enough-1', name: 'A', oferta_accepted: true }, ['email']],
    ])('names each bad field for %s', async (_label, payload, fields) => {
      const res = await post('/api/register?config_id=ua', payload);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error).toBe('validation_failed');
      expect([...new Set(body.details.map((d: { field: string }) => d.field))].sort()).toEqual([...fields].sort());
    });

    it('answers a body that is not JSON with 400 and one that is not an object with a named error', async () => {
      const bad = await post('/api/register?config_id=ua', '{"email":', { 'content-type': 'application/json' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('invalid_json');
      const arr = await post('/api/register?config_id=ua', [1, 2]);
      expect(arr.statusCode).toBe(400);
      expect(arr.json().error).toBe('validation_failed');
    });
  });

  describe('config_id', () => {
    it('is required on auth-area calls and an unknown one is named', async () => {
      const missing = await app.inject({ method: 'GET', url: '/api/auth' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        error: 'unknown_config_id',
        details: [{ field: 'config_id', rule: 'required' }],
      });
      const unknown = await post('/api/login?config_id=de', { email: 'a@example.com', password: 'x' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        error: 'unknown_config_id',
        details: [{ field: 'config_id', rule: 'enum' }],
      });
      expect(unknown.json().message).toBe('Unknown config_id "de": expected one of ua, pl, ro, en.');
    });
  });

  describe('login', () => {
    it('signs in with the right password and sets the session cookie HttpOnly, SameSite=Lax, not Secure on localhost', async () => {
      const user = await createUser(app, { locale: 'ro' });
      const res = await post('/api/login?config_id=ro', { email: user.email.toUpperCase(), password: user.password });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        user: {
          id: user.id,
          email: user.email,
          role: 'user',
          data: { has_to_confirm_reg_google: false, email_verified: true },
        },
        session: { user_id: user.id, user_is_reg: true },
        additional_user_data: { fbc: null },
      });
      const sid = res.cookies.find((c) => c.name === 'sid')!;
      expect(sid.httpOnly).toBe(true);
      expect(sid.sameSite).toBe('Lax');
      expect(sid.secure).toBeUndefined();
      expect(sid.path).toBe('/');
      expect(sid.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Date(sid.expires!).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    });

    it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
      const user = await createUser(app);
      const wrong = await post('/api/login?config_id=ua', { email: user.email, password: 'not-the-password' });
      const unknown = await post('/api/login?config_id=ua', {
        email: 'nobody@example.com',
        password: 'not-the-password',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().error).toBe('invalid_credentials');
      expect(wrong.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    });

    it.each([
      ['no body', undefined, ['(root)']],
      ['missing password', { email: 'a@example.com' }, ['password']],
      ['missing e-mail', { password: 'x' }, ['email']],
      ['empty password', { email: 'a@example.com', password: '' }, ['password']],
      ['bad e-mail', { email: 'a@', password: 'x' }, ['email']],
    ])('names the bad field for %s', async (_label, payload, fields) => {
      const res = await post('/api/login?config_id=ua', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation_failed');
      expect([...new Set(res.json().details.map((d: { field: string }) => d.field || '(root)'))]).toEqual(fields);
    });

    it('issues a new session id at every login and leaves the old one working elsewhere', async () => {
      const user = await createUser(app);
      const first = await loginCookie(app, user.email, user.password);
      const second = await loginCookie(app, user.email, user.password);
      expect(first).not.toBe(second);
      expect((await auth(first)).json().user.id).toBe(user.id);
      expect((await auth(second)).json().user.id).toBe(user.id);
    });

    it('replaces the session a browser already had (no session fixation)', async () => {
      const user = await createUser(app);
      const old = await loginCookie(app, user.email, user.password);
      const res = await post(
        '/api/login?config_id=ua',
        { email: user.email, password: user.password },
        { cookie: old },
      );
      const fresh = `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
      expect(fresh).not.toBe(old);
      expect((await auth(old)).json()).toEqual(ANON);
      expect((await auth(fresh)).json().user.id).toBe(user.id);
    });

    it('passes the Facebook click id cookie on in additional_user_data', async () => {
      const user = await createUser(app);
      const cookie = await loginCookie(app, user.email, user.password);
      const res = await auth(`${cookie}; _fbc=fb.1.1712345678901.AbCdEf123`);
      expect(res.json().additional_user_data).toEqual({ fbc: 'fb.1.1712345678901.AbCdEf123' });
      const junk = await auth(`${cookie}; _fbc=<script>`);
      expect(junk.json().additional_user_data).toEqual({ fbc: null });
    });
  });

  describe('auth', () => {
    it('answers anonymous callers, unknown and malformed cookies with the null shape and 200', async () => {
      for (const cookie of [undefined, 'sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'sid=garbage']) {
        const res = await auth(cookie);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(ANON);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    });

    it('records when a session was last used, at most hourly', async () => {
      const user = await createUser(app);
      const cookie = await loginCookie(app, user.email, user.password);
      await app.db.query("UPDATE sessions SET last_seen_at = now() - interval '2 hours' WHERE user_id = $1", [user.id]);
      await auth(cookie);
      const { rows } = await app.db.query<{ recent: boolean }>(
        "SELECT last_seen_at > now() - interval '1 minute' AS recent FROM sessions WHERE user_id = $1",
        [user.id],
      );
      expect(rows).toEqual([{ recent: true }]);
    });

    it('forgets a session once it has expired', async () => {
      const user = await createUser(app);
      const cookie = await loginCookie(app, user.email, user.password);
      await app.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1", [user.id]);
      expect((await auth(cookie)).json()).toEqual(ANON);
    });
  });

  describe('logout', () => {
    it('revokes this session only and clears the cookie', async () => {
      const user = await createUser(app);
      const here = await loginCookie(app, user.email, user.password);
      const elsewhere = await loginCookie(app, user.email, user.password);
      const res = await post('/api/logout?config_id=ua', undefined, { cookie: here });
      expect(res.statusCode).toBe(200);
      const cleared = res.cookies.find((c) => c.name === 'sid')!;
      expect(cleared.value).toBe('');
      expect(new Date(cleared.expires!).getTime()).toBeLessThanOrEqual(Date.now());
      expect((await auth(here)).json()).toEqual(ANON);
      expect((await auth(elsewhere)).json().user.id).toBe(user.id);
    });

    it('accepts an empty JSON body and works for anonymous callers too', async () => {
      const res = await post('/api/logout?config_id=ua', '', { 'content-type': 'application/json' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    });
  });
});

describe('cookies outside localhost', () => {
  it('are Secure when the api is served over https', async () => {
    const app = await buildTestApp({
      config: { publicApiUrl: 'https://api.rozmova.pl', secureCookies: true, shellOrigins: ['https://rozmova.pl'] },
    });
    try {
      const user = await createUser(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/login?config_id=pl',
        headers: { origin: 'https://rozmova.pl' },
        payload: { email: user.email, password: user.password },
      });
      const sid = res.cookies.find((c) => c.name === 'sid')!;
      expect(sid.secure).toBe(true);
      expect(sid.httpOnly).toBe(true);
      expect(sid.sameSite).toBe('Lax');
    } finally {
      await app.close();
    }
  });
});
