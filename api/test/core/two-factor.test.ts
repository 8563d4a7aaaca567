import type { FastifyInstance } from 'fastify';
import { ORIGIN, buildTestApp, createUser, deliverMails, loginCookie, readMails, type TestUser } from '../helpers';
import { codeAt } from '../../src/plugins/app/two-factor/totp';

// Two-step sign-in as a person and a caller meet it: enrolment confirmed by a code, the second step of a sign-in
// with its challenge, recovery codes that work once, the limits, re-authentication before a change, and the
// grace period after which therapists and admins must have it (api/docs/two-factor.md).

/** A clock the test moves: each code below belongs to a new 30-second step (a step is accepted once). */
// The app's clock starts at the real time (on a TOTP step's edge) and moves only when a test moves it. A new account's
// grace period starts at the database's own now(), so a test that needs "past the grace" moves the clock there.
const clock = { t: Math.floor(Date.now() / 30_000) * 30_000, now: () => clock.t };
const nextStep = (): void => {
  clock.t += 30_000;
};

describe('two-step sign-in (TOTP)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ clock, config: { totpTherapistGraceDays: 14, totpAdminGraceDays: 0 } });
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const url = (path: string) => `${app.config.basePath}${path}?config_id=ua`;
  const post = (path: string, payload: object, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: url(path),
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      payload,
    });
  const get = (path: string, cookie: string) => app.inject({ method: 'GET', url: url(path), headers: { cookie } });
  const sidOf = (res: { cookies: Array<{ name: string; value: string }> }) => {
    const sid = res.cookies.find((c) => c.name === 'sid');
    return sid ? `sid=${sid.value}` : null;
  };

  /** A signed-in person who turned two-step sign-in on; returns the secret and the recovery codes. */
  async function enrolled(role: TestUser['role'] = 'user') {
    const user = await createUser(app, { role });
    const cookie = await loginCookie(app, user.email, user.password);
    const start = await post('/two_factor/enrol', { password: user.password }, cookie);
    expect(start.statusCode).toBe(200);
    const { secret } = start.json() as { secret: string };
    nextStep();
    const confirmed = await post('/two_factor/confirm', { code: codeAt(secret, clock.t) }, cookie);
    expect(confirmed.statusCode).toBe(200);
    return { user, cookie, secret, recoveryCodes: (confirmed.json() as { recovery_codes: string[] }).recovery_codes };
  }

  async function challengeFor(user: TestUser): Promise<string> {
    const res = await post('/login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('second_factor_required');
    return res.json().challenge.token as string;
  }

  it('enrolment: the password first, then a secret as text, otpauth URI and QR code, on only with a right code', async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user.email, user.password);
    expect((await post('/two_factor/enrol', {}, cookie)).json().error).toBe('password_required');
    const wrong = await post('/two_factor/enrol', { password: 'not-it' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('wrong_password');

    const start = await post('/two_factor/enrol', { password: user.password }, cookie);
    expect(start.statusCode).toBe(200);
    const body = start.json() as { secret: string; otpauth_uri: string; qr_svg: string };
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauth_uri).toContain(`secret=${body.secret}`);
    expect(body.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Rozmova:/);
    expect(body.qr_svg).toMatch(/^<svg[^>]*viewBox/);
    expect((await get('/two_factor', cookie)).json()).toMatchObject({ enrolled: false, required: false });
    // Until confirmed, a password alone still signs in.
    expect((await post('/login', { email: user.email, password: user.password })).statusCode).toBe(200);

    const bad = await post(
      '/two_factor/confirm',
      { code: '000000' === codeAt(body.secret, clock.t) ? '111111' : '000000' },
      cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('invalid_second_factor_code');
    nextStep();
    const ok = await post('/two_factor/confirm', { code: codeAt(body.secret, clock.t) }, cookie);
    expect(ok.statusCode).toBe(200);
    const codes = ok.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect((await get('/two_factor', cookie)).json()).toMatchObject({ enrolled: true, recovery_codes_left: 10 });
    // Only hashes are kept.
    const stored = await app.db.query<{ code_hash: Buffer }>(
      'SELECT code_hash FROM totp_recovery_codes WHERE user_id = $1',
      [user.id],
    );
    expect(stored.rows).toHaveLength(10);
    const dump = JSON.stringify(stored.rows.map((r) => Buffer.from(r.code_hash).toString('latin1')));
    for (const code of codes) expect(dump).not.toContain(code.replace('-', ''));
    expect((await post('/two_factor/enrol', { password: user.password }, cookie)).json().error).toBe(
      'second_factor_already_enrolled',
    );
  });

  it('sign-in: a correct password gets a challenge and no session; the code finishes it; a code counts once', async () => {
    const { user, secret } = await enrolled();
    const first = await post('/login', { email: user.email, password: user.password });
    expect(first.statusCode).toBe(401);
    expect(sidOf(first)).toBeNull();
    expect(first.json()).toMatchObject({
      error: 'second_factor_required',
      challenge: { expires_in_seconds: app.config.secondFactorChallengeTtlSeconds },
    });
    // A wrong password never reaches the second step.
    const wrongPassword = await post('/login', { email: user.email, password: 'Wrong-Horse-7' });
    expect(wrongPassword.json().error).toBe('invalid_credentials');

    nextStep();
    const code = codeAt(secret, clock.t);
    const wrong = await post('/login/second_factor', {
      challenge: first.json().challenge.token,
      code: code === '123456' ? '654321' : '123456',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('invalid_second_factor_code');
    const done = await post('/login/second_factor', { challenge: first.json().challenge.token, code });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.id).toBe(user.id);
    const cookie = sidOf(done)!;
    expect((await get('/user_info', cookie)).statusCode).toBe(200);
    // The challenge is spent, and the same code does not open a second sign-in.
    const again = await post('/login/second_factor', { challenge: first.json().challenge.token, code });
    expect(again.json().error).toBe('invalid_second_factor_challenge');
    const replay = await post('/login/second_factor', { challenge: await challengeFor(user), code });
    expect(replay.json().error).toBe('invalid_second_factor_code');
  });

  it('the mailed sign-in link after too many wrong passwords still asks the code', async () => {
    const { user, secret } = await enrolled();
    for (let i = 0; i < app.config.loginAccountMaxFailures; i++) {
      await post('/login', { email: user.email, password: `wrong-${i}` });
    }
    await deliverMails(app);
    const mail = (await readMails(app)).find((m) => m.to === user.email && /login_link\?/.test(m.text))!;
    const token = new URL(/https?:\/\/\S+login_link\?\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    const used = await app.inject({
      method: 'POST',
      url: `${app.config.basePath}/v4/auth/login_link?lang=ua`,
      headers: { origin: 'http://localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(used.statusCode).toBe(303);
    expect(sidOf(used)).toBeNull();
    const location = String(used.headers.location);
    expect(location).toMatch(/^http:\/\/localhost:3000\/ua\/login#second_factor=[A-Za-z0-9_-]{43}$/);
    nextStep();
    const done = await post('/login/second_factor', {
      challenge: location.split('#second_factor=')[1]!,
      code: codeAt(secret, clock.t),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.id).toBe(user.id);
  });

  it('a recovery code signs in once, in any case and with or without its dash', async () => {
    const { user, recoveryCodes, cookie } = await enrolled();
    const code = recoveryCodes[3]!;
    const ok = await post('/login/second_factor', {
      challenge: await challengeFor(user),
      code: code.replace('-', '').toLowerCase(),
    });
    expect(ok.statusCode).toBe(200);
    const reused = await post('/login/second_factor', { challenge: await challengeFor(user), code });
    expect(reused.json().error).toBe('invalid_second_factor_code');
    expect((await get('/two_factor', cookie)).json().recovery_codes_left).toBe(9);
  });

  it('a challenge takes five wrong codes, then is spent (429); an unknown one is refused', async () => {
    const { user, secret } = await enrolled();
    const challenge = await challengeFor(user);
    nextStep();
    const right = codeAt(secret, clock.t);
    const wrongCode = right === '000000' ? '000001' : '000000';
    for (let i = 1; i < app.config.secondFactorAttemptsPerChallenge; i += 1) {
      expect((await post('/login/second_factor', { challenge, code: wrongCode })).statusCode).toBe(401);
    }
    const last = await post('/login/second_factor', { challenge, code: wrongCode });
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toBe('second_factor_attempts_exceeded');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/login/second_factor', { challenge, code: right })).json().error).toBe(
      'invalid_second_factor_challenge',
    );
    const unknown = await post('/login/second_factor', { challenge: 'A'.repeat(43), code: right });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toBe('invalid_second_factor_challenge');
    const malformed = await post('/login/second_factor', { challenge: 'short', code: '12' });
    expect(malformed.statusCode).toBe(400);
    const fields = new Set(malformed.json().details.map((d: { field: string }) => d.field));
    expect(fields).toEqual(new Set(['challenge', 'code']));
  });

  it('an account takes a limited number of wrong codes across challenges, then even a right one gets 429', async () => {
    const { user, secret } = await enrolled();
    nextStep();
    const right = codeAt(secret, clock.t);
    const wrongCode = right === '000000' ? '000001' : '000000';
    let failures = 0;
    while (failures < app.config.secondFactorFailuresPerAccountPer15Min) {
      const challenge = await challengeFor(user);
      for (let i = 0; i < 3 && failures < app.config.secondFactorFailuresPerAccountPer15Min; i += 1, failures += 1) {
        expect((await post('/login/second_factor', { challenge, code: wrongCode })).statusCode).toBe(401);
      }
    }
    const limited = await post('/login/second_factor', { challenge: await challengeFor(user), code: right });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('second_factor_attempts_exceeded');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(sidOf(limited)).toBeNull();
  });

  it('changing the password asks a code once two-step sign-in is on', async () => {
    const { user, secret, cookie } = await enrolled();
    const change = (extra: object) =>
      post(
        '/change_password',
        { current_password: user.password, new_password: 'Brand-new-Secret-9', ...extra },
        cookie,
      );
    const without = await change({});
    expect(without.statusCode).toBe(400);
    expect(without.json().error).toBe('second_factor_code_required');
    nextStep();
    const code = codeAt(secret, clock.t);
    const wrong = await change({ code: code === '000000' ? '000001' : '000000' });
    expect(wrong.json().error).toBe('invalid_second_factor_code');
    const wrongPassword = await post(
      '/change_password',
      { current_password: 'not-it', new_password: 'Brand-new-Secret-9', code },
      cookie,
    );
    expect(wrongPassword.json().error).toBe('wrong_password');
    const ok = await change({ code });
    expect(ok.statusCode).toBe(200);
    // The old password no longer opens even the first step.
    expect((await post('/login', { email: user.email, password: user.password })).json().error).toBe(
      'invalid_credentials',
    );
  });

  it('turning it off asks the password and a code; then the password alone signs in again', async () => {
    const { user, secret, cookie } = await enrolled();
    expect((await post('/two_factor/disable', { password: user.password }, cookie)).json().error).toBe(
      'second_factor_code_required',
    );
    nextStep();
    const code = codeAt(secret, clock.t);
    expect((await post('/two_factor/disable', { code }, cookie)).json().error).toBe('password_required');
    const off = await post('/two_factor/disable', { password: user.password, code }, cookie);
    expect(off.statusCode).toBe(200);
    expect((await get('/two_factor', cookie)).json()).toMatchObject({ enrolled: false, recovery_codes_left: 0 });
    expect((await post('/login', { email: user.email, password: user.password })).statusCode).toBe(200);
    expect((await post('/two_factor/disable', { password: user.password, code }, cookie)).json().error).toBe(
      'second_factor_not_enrolled',
    );
    // The owner heard of both changes, in their language.
    const mails = await app.db.query<{ purpose: string; to_email: string; subject: string }>(
      'SELECT purpose, to_email, subject FROM mail_outbox WHERE user_id = $1 ORDER BY created_at',
      [user.id],
    );
    expect(mails.rows.map((m) => [m.purpose, m.to_email, m.subject])).toEqual([
      ['two_factor_on', user.email, 'Двоетапний вхід до Rozmova увімкнено'],
      ['two_factor_off', user.email, 'Двоетапний вхід до Rozmova вимкнено'],
    ]);
  });

  it('new recovery codes replace the old ones', async () => {
    const { user, secret, cookie, recoveryCodes } = await enrolled();
    nextStep();
    const fresh = await post(
      '/two_factor/recovery_codes',
      { password: user.password, code: codeAt(secret, clock.t) },
      cookie,
    );
    expect(fresh.statusCode).toBe(200);
    const codes = fresh.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    const old = await post('/login/second_factor', { challenge: await challengeFor(user), code: recoveryCodes[0]! });
    expect(old.json().error).toBe('invalid_second_factor_code');
    expect(
      (await post('/login/second_factor', { challenge: await challengeFor(user), code: codes[0]! })).statusCode,
    ).toBe(200);
  });

  it('therapists: reminded during the grace period, refused after it until they enrol; clients never', async () => {
    const therapist = await createUser(app, { role: 'therapist' });
    const client = await createUser(app);
    const cookie = await loginCookie(app, therapist.email, therapist.password);
    const clientCookie = await loginCookie(app, client.email, client.password);
    const status = (await get('/two_factor', cookie)).json();
    expect(status).toMatchObject({ required: true, enrolled: false });
    const deadline = Date.parse(status.required_from);
    expect(Math.round((deadline - Date.now()) / 86_400_000)).toBe(14);
    expect((await get('/two_factor', clientCookie)).json()).toMatchObject({ required: false, required_from: null });

    const agenda = () => get('/v4/worker/daily_agenda', cookie);
    const savedClock = clock.t;
    clock.t = deadline - 60_000;
    expect((await agenda()).statusCode).toBe(200);
    clock.t = deadline + 60_000;
    const refused = await agenda();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('second_factor_enrolment_required');
    // Enrolment itself stays open.
    const start = await post('/two_factor/enrol', { password: therapist.password }, cookie);
    expect(start.statusCode).toBe(200);
    nextStep();
    expect((await post('/two_factor/confirm', { code: codeAt(start.json().secret, clock.t) }, cookie)).statusCode).toBe(
      200,
    );
    expect((await agenda()).statusCode).toBe(200);
    clock.t = savedClock;
  });

  it('admins must enrol before the admin area opens (grace 0 here)', async () => {
    const admin = await createUser(app, { role: 'admin' });
    // Grace 0: required from the moment the account was stamped, which the app's clock must not be behind.
    clock.t = Math.max(clock.t, Date.now());
    const cookie = await loginCookie(app, admin.email, admin.password);
    const refused = await get('/v4/admin/therapists', cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('second_factor_enrolment_required');
    const start = await post('/two_factor/enrol', { password: admin.password }, cookie);
    nextStep();
    await post('/two_factor/confirm', { code: codeAt(start.json().secret, clock.t) }, cookie);
    expect((await get('/v4/admin/therapists', cookie)).statusCode).toBe(200);
  });

  it('deleting the account leaves nothing of the second factor', async () => {
    const { user, cookie } = await enrolled();
    await challengeFor(user);
    const res = await app.inject({
      method: 'DELETE',
      url: url('/delete_account'),
      headers: { cookie, origin: ORIGIN },
    });
    expect(res.statusCode).toBe(200);
    for (const table of ['user_totp', 'totp_recovery_codes', 'login_challenges']) {
      const { rows } = await app.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [user.id]);
      expect(rows).toHaveLength(0);
    }
  });
});
