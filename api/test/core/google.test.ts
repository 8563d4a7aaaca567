import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { buildTestApp, createUser, ORIGIN, readMails } from '../helpers';
import { codeAt } from '../../src/plugins/app/two-factor/totp';

const CLIENT_ID = '123456789-rozmova.apps.googleusercontent.com';

/** A stand-in for https://www.googleapis.com/oauth2/v3/certs serving our own signing key. */
async function startJwksServer(jwk: JWK): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.url === '/oauth2/v3/certs') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/oauth2/v3/certs`, close: () => new Promise((r) => server.close(() => r())) };
}

describe('Google sign-in', () => {
  let app: FastifyInstance;
  let jwks: { url: string; close: () => Promise<void> };
  let googleKey: CryptoKey;
  let strangerKey: CryptoKey;
  const KID = 'google-test-key-1';

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    googleKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    jwks = await startJwksServer({ ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' });
    app = await buildTestApp({ config: { googleClientId: CLIENT_ID, googleJwksUrl: jwks.url } });
  });
  afterAll(async () => {
    await app.close();
    await jwks.close();
  });

  interface TokenOpts {
    sub?: string;
    email?: string;
    emailVerified?: boolean;
    name?: string;
    aud?: string;
    iss?: string;
    expiresIn?: number;
    key?: CryptoKey;
  }
  let counter = 0;
  async function idToken(o: TokenOpts = {}): Promise<string> {
    counter += 1;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      email: o.email ?? `google-${counter}@gmail.com`,
      email_verified: o.emailVerified ?? true,
      name: o.name ?? 'Ірина Google',
    })
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .setSubject(o.sub ?? `1000${counter}${Date.now()}`)
      .setAudience(o.aud ?? CLIENT_ID)
      .setIssuer(o.iss ?? 'https://accounts.google.com')
      .setIssuedAt(now - 10)
      .setExpirationTime(now + (o.expiresIn ?? 3600))
      .sign(o.key ?? googleKey);
  }

  const googleLogin = (token: string, locale = 'ua') =>
    app.inject({
      method: 'POST',
      url: `/api/login/google?config_id=${locale}`,
      headers: { origin: ORIGIN },
      payload: { id_token: token },
    });
  const sidOf = (res: { cookies: Array<{ name: string; value: string }> }) =>
    `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;

  it('goes through the same second step once the account has two-step sign-in', async () => {
    const token = () => idToken({ sub: 'sub-two-step', email: 'two.step@gmail.com' });
    const post = (path: string, payload: object, cookie?: string) =>
      app.inject({
        method: 'POST',
        url: `/api${path}?config_id=en`,
        headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
        payload,
      });
    const cookie = sidOf(await googleLogin(await token(), 'en'));
    expect((await post('/login/complete/google', { oferta_accepted: true }, cookie)).statusCode).toBe(200);
    // No password: a sign-in this recent is the re-authentication.
    const start = await post('/two_factor/enrol', {}, cookie);
    expect(start.statusCode).toBe(200);
    const secret = start.json().secret as string;
    const confirmed = await post('/two_factor/confirm', { code: codeAt(secret, Date.now()) }, cookie);
    expect(confirmed.statusCode).toBe(200);

    const again = await googleLogin(await token(), 'en');
    expect(again.statusCode).toBe(401);
    expect(again.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect(again.json().error).toBe('second_factor_required');
    const recovery = (confirmed.json().recovery_codes as string[])[0]!;
    const done = await post('/login/second_factor', { challenge: again.json().challenge.token, code: recovery });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe('two.step@gmail.com');
  });

  it('creates the account on first sign-in, pending confirmation, and completes it with the offer terms', async () => {
    const first = await googleLogin(await idToken({ sub: 'sub-alpha', email: 'Alpha@Gmail.com' }), 'pl');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      user: {
        id: expect.any(String),
        email: 'alpha@gmail.com',
        role: 'user',
        data: { has_to_confirm_reg_google: true, email_verified: true },
      },
      session: { user_id: body.user.id, user_is_reg: false },
      additional_user_data: { fbc: null },
    });
    const cookie = sidOf(first);

    // Until the terms are accepted, the account cannot be used for anything else.
    const blocked = await app.inject({ method: 'GET', url: '/api/user_info?config_id=pl', headers: { cookie } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe('registration_incomplete');

    const missingTerms = await app.inject({
      method: 'POST',
      url: '/api/login/complete/google?config_id=pl',
      headers: { origin: ORIGIN, cookie },
      payload: { marketing_accepted: true },
    });
    expect(missingTerms.statusCode).toBe(400);
    expect(missingTerms.json().details).toEqual([
      expect.objectContaining({ field: 'oferta_accepted', rule: 'required' }),
    ]);

    const done = await app.inject({
      method: 'POST',
      url: '/api/login/complete/google?config_id=pl',
      headers: { origin: ORIGIN, cookie },
      payload: { oferta_accepted: true, marketing_accepted: true },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      user: { id: body.user.id, data: { has_to_confirm_reg_google: false } },
      session: { user_is_reg: true },
    });
    const info = await app.inject({ method: 'GET', url: '/api/user_info?config_id=pl', headers: { cookie } });
    expect(info.json().user).toMatchObject({
      has_google: true,
      has_password: false,
      notification_settings: { email_marketing: true },
    });

    const twice = await app.inject({
      method: 'POST',
      url: '/api/login/complete/google?config_id=pl',
      headers: { origin: ORIGIN, cookie },
      payload: { oferta_accepted: true },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('google_registration_not_pending');
  });

  it('finds the account by Google subject even when the e-mail in the token changed', async () => {
    const first = await googleLogin(await idToken({ sub: 'sub-beta', email: 'beta.old@gmail.com' }));
    const again = await googleLogin(await idToken({ sub: 'sub-beta', email: 'beta.new@gmail.com' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(first.json().user.id);
    expect(sidOf(again)).not.toBe(sidOf(first));
  });

  it('does not offer marketing in ua when completing', async () => {
    const first = await googleLogin(await idToken({ sub: 'sub-gamma' }), 'ua');
    const res = await app.inject({
      method: 'POST',
      url: '/api/login/complete/google?config_id=ua',
      headers: { origin: ORIGIN, cookie: sidOf(first) },
      payload: { oferta_accepted: true, marketing_accepted: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('marketing_not_offered');
  });

  it('needs a session to complete', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login/complete/google?config_id=ua',
      headers: { origin: ORIGIN },
      payload: { oferta_accepted: true },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each<[string, () => Promise<string>, RegExp]>([
    ['signed by a key that is not Google’s', () => idToken({ key: strangerKey }), /signature/],
    ['expired', () => idToken({ expiresIn: -600 }), /expired/],
    ['for another audience', () => idToken({ aud: 'someone-else.apps.googleusercontent.com' }), /aud/],
    ['from another issuer', () => idToken({ iss: 'https://evil.example.com' }), /iss/],
    ['not a JWT', async () => 'not-a-token', /malformed/],
    [
      'unsigned (alg none)',
      async () => {
        const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
        const now = Math.floor(Date.now() / 1000);
        return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: 'x', aud: CLIENT_ID, iss: 'https://accounts.google.com', exp: now + 600, iat: now, email: 'x@gmail.com' })}.`;
      },
      /./,
    ],
  ])('refuses a token %s and creates nothing', async (_label, make, reason) => {
    const before = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const res = await googleLogin(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('invalid_google_token');
    expect(res.json().message).toMatch(reason);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const after = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('accepts the issuer spelled without https, as Google documents', async () => {
    const res = await googleLogin(await idToken({ iss: 'accounts.google.com' }));
    expect(res.statusCode).toBe(200);
  });

  it('signs in with an address Google has not verified, but counts it unverified and mails our own link', async () => {
    const sub = `unverified-${Date.now()}`;
    const res = await googleLogin(
      await idToken({ sub, email: 'not-yet-verified@example.org', emailVerified: false }),
      'pl',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.data.email_verified).toBe(false);
    const mails = await readMails(app);
    const link = mails.find((m) => m.to === 'not-yet-verified@example.org');
    expect(link?.subject).toBe('Potwierdź adres e-mail w Rozmova');
    expect(link?.text).toMatch(/\/pl\/verify-email\?token=[A-Za-z0-9_-]{43}/);

    // A later token in which Google vouches for the same address counts.
    const again = await googleLogin(await idToken({ sub, email: 'not-yet-verified@example.org' }), 'pl');
    expect(again.json().user.data.email_verified).toBe(true);
  });

  it('does not count a verified Google token for another address than the account has', async () => {
    const sub = `moved-${Date.now()}`;
    await googleLogin(await idToken({ sub, email: 'first-address@example.org', emailVerified: false }));
    const other = await googleLogin(await idToken({ sub, email: 'second-address@example.org' }));
    expect(other.statusCode).toBe(200);
    expect(other.json().user.data.email_verified).toBe(false);
  });

  it('does not take over a password account that has the same e-mail', async () => {
    const owner = await createUser(app, { email: 'shared-address@gmail.com' });
    const res = await googleLogin(await idToken({ email: 'shared-address@gmail.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('email_registered_with_password');
    const { rows } = await app.db.query<{ google_sub: string | null }>('SELECT google_sub FROM users WHERE id = $1', [
      owner.id,
    ]);
    expect(rows[0]!.google_sub).toBeNull();
  });

  it('lets a person who never confirmed delete the account', async () => {
    const first = await googleLogin(await idToken({ sub: 'sub-delta' }));
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/delete_account?config_id=ua',
      headers: { origin: ORIGIN, cookie: sidOf(first) },
    });
    expect(res.statusCode).toBe(200);
    const back = await googleLogin(await idToken({ sub: 'sub-delta' }));
    expect(back.json().user.id).not.toBe(first.json().user.id);
  });

  it('names a missing or empty id_token', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/login/google?config_id=ua',
      headers: { origin: ORIGIN },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([expect.objectContaining({ field: 'id_token', rule: 'required' })]);
    const empty = await googleLogin('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([expect.objectContaining({ field: 'id_token', rule: 'minLength' })]);
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  it('answers 503 google_sign_in_unavailable', async () => {
    const app = await buildTestApp();
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login/google?config_id=ua',
        headers: { origin: ORIGIN },
        payload: { id_token: 'a.b.c' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('google_sign_in_unavailable');
    } finally {
      await app.close();
    }
  });
});
