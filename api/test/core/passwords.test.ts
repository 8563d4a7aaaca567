import type { FastifyInstance } from 'fastify';
import { loadConfig, OWASP_SCRYPT_LOG2N } from '../../src/config';
import { hashPassword, verifyPassword } from '../../src/plugins/app/accounts/passwords';
import { buildTestApp, createUser, loginCookie, ORIGIN, readMails, TEST_SCRYPT_LOG2N } from '../helpers';

describe('password hashing', () => {
  it('uses scrypt at the OWASP cost (N=2^17, r=8, p=1) unless told otherwise in test mode', async () => {
    const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'false' });
    expect(config.scryptLog2N).toBe(OWASP_SCRYPT_LOG2N);
    const hash = await hashPassword('Demo-2026!', config.scryptLog2N);
    expect(hash).toMatch(/^scrypt\$ln=17,r=8,p=1\$/);
    expect(await verifyPassword('Demo-2026!', hash, config.scryptLog2N)).toEqual({ ok: true, needsRehash: false });
    expect(await verifyPassword('demo-2026!', hash, config.scryptLog2N)).toEqual({ ok: false, needsRehash: false });
  });

  it('refuses a lower cost outside NODE_ENV=test, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'false', PASSWORD_SCRYPT_LOG2N: '12' })).toThrow(
      /PASSWORD_SCRYPT_LOG2N/,
    );
  });

  it('upgrades a hash made at a lower cost at the next successful login', async () => {
    const app = await buildTestApp({ config: { scryptLog2N: TEST_SCRYPT_LOG2N + 1 } });
    try {
      const user = await createUser(app);
      await app.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
        user.id,
        await hashPassword(user.password, TEST_SCRYPT_LOG2N),
      ]);
      await loginCookie(app, user.email, user.password);
      const { rows } = await app.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
        user.id,
      ]);
      expect(rows[0]!.password_hash).toMatch(new RegExp(`^scrypt\\$ln=${TEST_SCRYPT_LOG2N + 1},`));
    } finally {
      await app.close();
    }
  });
});

describe('change_password, restore_password, reset_password', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, payload: unknown, cookie?: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: payload as object,
    });
  const whoIs = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/auth?config_id=ua', headers: { cookie } })).json().user.id as
      string | null;

  describe('change_password', () => {
    it('changes the password, signs out every other session and keeps this browser signed in with a new id', async () => {
      const user = await createUser(app, { locale: 'pl' });
      const here = await loginCookie(app, user.email, user.password);
      const elsewhere = await loginCookie(app, user.email, user.password);
      const res = await post(
        '/api/change_password?config_id=pl',
        { current_password: user.password, new_password: 'nowe-haslo-2026' },
        here,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(user.id);
      const renewed = `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
      expect(renewed).not.toBe(here);
      expect(await whoIs(here)).toBeNull();
      expect(await whoIs(elsewhere)).toBeNull();
      expect(await whoIs(renewed)).toBe(user.id);
      await expect(loginCookie(app, user.email, user.password)).rejects.toThrow(/401/);
      await loginCookie(app, user.email, 'nowe-haslo-2026');
      const notice = (await readMails(app)).filter((m) => m.to === user.email);
      expect(notice.at(-1)!.subject).toBe('Hasło do Rozmova zostało zmienione');
      expect(notice.at(-1)!.contentLanguage).toBe('pl');
    });

    it('refuses a wrong current password and leaves everything as it was', async () => {
      const user = await createUser(app);
      const cookie = await loginCookie(app, user.email, user.password);
      const res = await post(
        '/api/change_password?config_id=ua',
        { current_password: 'wrong-one', new_password: 'new-password-1' },
        cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'wrong_password', details: [{ field: 'current_password' }] });
      expect(await whoIs(cookie)).toBe(user.id);
      await loginCookie(app, user.email, user.password);
    });

    it('needs a session', async () => {
      const res = await post('/api/change_password?config_id=ua', {
        current_password: 'a',
        new_password: 'new-password-1',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('not_authenticated');
    });

    it.each([
      ['missing fields', {}, ['current_password', 'new_password']],
      ['a short new password', { current_password: 'x', new_password: 'short' }, ['new_password']],
      ['a too long new password', { current_password: 'x', new_password: 'x'.repeat(129) }, ['new_password']],
      ['wrong types', { current_password: 1, new_password: true }, ['current_password', 'new_password']],
    ])('names the bad fields for %s', async (_label, payload, fields) => {
      const user = await createUser(app);
      const cookie = await loginCookie(app, user.email, user.password);
      const res = await post('/api/change_password?config_id=ua', payload, cookie);
      expect(res.statusCode).toBe(400);
      expect([...new Set(res.json().details.map((d: { field: string }) => d.field))].sort()).toEqual(fields);
    });
  });

  describe('restore_password and reset_password', () => {
    const linkIn = (text: string) => /https?:\/\/\S+reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);

    it('mails a one-time link in the recipient market language; the link sets a new password once and signs out everywhere', async () => {
      const user = await createUser(app, { locale: 'ro', name: 'Maria Ionescu' });
      const session = await loginCookie(app, user.email, user.password);
      // The call's market is pl, but the mail follows the account's language.
      const res = await post('/api/restore_password?config_id=pl', { email: user.email.toUpperCase() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      const mail = (await readMails(app)).filter((m) => m.to === user.email).at(-1)!;
      expect(mail.subject).toBe('Resetarea parolei Rozmova');
      expect(mail.contentLanguage).toBe('ro');
      expect(mail.text).toContain('Bună ziua, Maria Ionescu!');
      const link = linkIn(mail.text);
      expect(link![0]).toMatch(/^http:\/\/localhost:3000\/ro\/reset-password\?token=/);
      const token = link![1]!;

      const reset = await post('/api/reset_password?config_id=ro', { token, password: 'parola-noua-1' });
      expect(reset.statusCode).toBe(200);
      expect(await whoIs(session)).toBeNull();
      await loginCookie(app, user.email, 'parola-noua-1');
      await expect(loginCookie(app, user.email, user.password)).rejects.toThrow(/401/);

      const again = await post('/api/reset_password?config_id=ro', { token, password: 'alta-parola-2' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ error: 'invalid_reset_token', details: [{ field: 'token' }] });
      await loginCookie(app, user.email, 'parola-noua-1');
    });

    it('lets one of several simultaneous uses of a link win', async () => {
      const user = await createUser(app, { locale: 'en' });
      await post('/api/restore_password?config_id=en', { email: user.email });
      const token = linkIn((await readMails(app)).filter((m) => m.to === user.email).at(-1)!.text)![1]!;
      const results = await Promise.all(
        ['first-new-pass', 'second-new-pass', 'third-new-pass'].map((password) =>
          post('/api/reset_password?config_id=en', { token, password }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
      const winner = ['first-new-pass', 'second-new-pass', 'third-new-pass'][
        results.findIndex((r) => r.statusCode === 200)
      ]!;
      await loginCookie(app, user.email, winner);
    });

    it('answers the same for an unknown address and sends nothing', async () => {
      const before = (await readMails(app)).length;
      const res = await post('/api/restore_password?config_id=ua', { email: 'nobody-here@example.com' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(await readMails(app)).toHaveLength(before);
    });

    it('refuses an expired link', async () => {
      const user = await createUser(app, { locale: 'en' });
      await post('/api/restore_password?config_id=en', { email: user.email });
      const mail = (await readMails(app)).filter((m) => m.to === user.email).at(-1)!;
      expect(mail.subject).toBe('Reset your Rozmova password');
      const token = linkIn(mail.text)![1]!;
      await app.db.query(
        "UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
        [user.id],
      );
      const res = await post('/api/reset_password?config_id=en', { token, password: 'brand-new-pass' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('invalid_reset_token');
      await loginCookie(app, user.email, user.password);
    });

    it('refuses a made-up token and names bad fields', async () => {
      const fake = await post('/api/reset_password?config_id=ua', {
        token: 'A'.repeat(43),
        password: 'brand-new-pass',
      });
      expect(fake.statusCode).toBe(400);
      expect(fake.json().error).toBe('invalid_reset_token');
      const bad = await post('/api/reset_password?config_id=ua', { token: 'short', password: 'x' });
      expect(bad.statusCode).toBe(400);
      expect([...new Set(bad.json().details.map((d: { field: string }) => d.field))].sort()).toEqual([
        'password',
        'token',
      ]);
      const missing = await post('/api/restore_password?config_id=ua', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details).toEqual([expect.objectContaining({ field: 'email', rule: 'required' })]);
    });

    it('writes Ukrainian mail for ua accounts', async () => {
      const user = await createUser(app, { locale: 'ua', name: 'Олена' });
      await post('/api/restore_password?config_id=ua', { email: user.email });
      const mail = (await readMails(app)).filter((m) => m.to === user.email).at(-1)!;
      expect(mail.subject).toBe('Відновлення пароля до Rozmova');
      expect(mail.text).toContain('Вітаємо, Олена!');
    });
  });
});

describe('rate limits at their production values', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const defaults = loadConfig({ NODE_ENV: 'test' });
    app = await buildTestApp({
      config: {
        loginRateLimitPerMinute: defaults.loginRateLimitPerMinute,
        restorePasswordRateLimitPer15Min: defaults.restorePasswordRateLimitPer15Min,
      },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('stops password guessing at login after 10 tries a minute', async () => {
    const user = await createUser(app);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login?config_id=ua',
        headers: { origin: ORIGIN },
        payload: { email: user.email, password: `guess-${i}` },
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error).toBe('rate_limited');
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
    // Another client address is not held back by this one. (This account itself now waits: ten failures are
    // also the per-account limit, test/core/login-throttle.test.ts.)
    const someoneElse = await createUser(app);
    const other = await app.inject({
      method: 'POST',
      url: '/api/login?config_id=ua',
      headers: { origin: ORIGIN },
      remoteAddress: '10.0.0.2',
      payload: { email: someoneElse.email, password: someoneElse.password },
    });
    expect(other.statusCode).toBe(200);
  });

  it('stops restore_password floods after 5 requests in 15 minutes', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/restore_password?config_id=ua',
        headers: { origin: ORIGIN },
        remoteAddress: '10.0.0.9',
        payload: { email: 'someone@example.com' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
