// Login attempts limited per account as well as per address: after LOGIN_ACCOUNT_MAX_FAILURES wrong passwords for
// one address in a window, password sign-in pauses for that address with 429 login_throttled, and its owner gets
// one mail (in their language) with a single-use sign-in link that works despite the pause. An address without an
// account gets the very same answers, and no mail.
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createUser, deliverMails, ORIGIN, readMails } from '../helpers';
import { documentHeaders } from '../../src/plugins/external/helmet';

const MAX = 3;

describe('per-account login limit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { loginAccountMaxFailures: MAX, loginAccountWindowMinutes: 15 } });
  });
  afterAll(async () => {
    await app.close();
  });

  const login = (email: string, password: string, remoteAddress = '198.51.100.20') =>
    app.inject({
      method: 'POST',
      url: '/api/login?config_id=ua',
      headers: { origin: ORIGIN },
      remoteAddress,
      payload: { email, password },
    });
  const answer = (res: Awaited<ReturnType<typeof login>>) => ({
    status: res.statusCode,
    body: res.json() as unknown,
    retryAfter: res.headers['retry-after'] === undefined ? null : Number(res.headers['retry-after']) > 0,
  });
  const mailsTo = async (email: string) => {
    await deliverMails(app);
    return (await readMails(app)).filter((m) => m.to === email);
  };

  it('pauses password sign-in for the address, the same way whether or not it has an account', async () => {
    const known = await createUser(app, { locale: 'ua' });
    const unknown = 'nobody-here@example.org';
    const knownAnswers = [];
    const unknownAnswers = [];
    // Each guess from another client address: the per-address limit plays no part here.
    for (let i = 0; i < MAX + 2; i++) {
      knownAnswers.push(answer(await login(known.email, `wrong-${i}`, `198.51.100.${30 + i}`)));
      unknownAnswers.push(answer(await login(unknown, `wrong-${i}`, `198.51.100.${30 + i}`)));
    }
    expect(knownAnswers).toEqual(unknownAnswers);
    expect(knownAnswers.map((a) => a.status)).toEqual([401, 401, 401, 429, 429]);
    expect(knownAnswers[MAX]).toMatchObject({ body: { error: 'login_throttled' }, retryAfter: true });
    // Even the right password waits: the pause is for password sign-in as such.
    expect((await login(known.email, known.password)).statusCode).toBe(429);
    // Other addresses are not affected.
    const other = await createUser(app);
    expect((await login(other.email, other.password)).statusCode).toBe(200);

    // One mail, to the owner, in their language; none for the address without an account.
    const mails = await mailsTo(known.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Посилання для входу в Rozmova');
    expect(mails[0]!.contentLanguage).toBe('uk');
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE purpose = 'login_link'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('the mailed link signs the owner in once, despite the pause, and lifts it', async () => {
    const owner = await createUser(app, { locale: 'ro' });
    for (let i = 0; i < MAX; i++) expect((await login(owner.email, `nope-${i}`)).statusCode).toBe(401);
    expect((await login(owner.email, owner.password)).statusCode).toBe(429);
    const [mail] = await mailsTo(owner.email);
    expect(mail!.subject).toBe('Link de autentificare în Rozmova');
    expect(mail!.text).toContain('dumneavoastră');
    const link = new URL(/https?:\/\/\S+login_link\?\S+/.exec(mail!.text)![0]);
    const token = link.searchParams.get('token')!;
    expect(link.searchParams.get('lang')).toBe('ro');

    // Opening the link only shows a button (a mail scanner that opens it uses nothing).
    const pageRes = await app.inject({ url: `/api/v4/auth/login_link${link.search}` });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.headers['content-type']).toMatch(/^text\/html/);
    // A page, unlike a JSON answer: it opens no window to others' scripts.
    expect(pageRes.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(pageRes.headers).toMatchObject(documentHeaders);
    expect(pageRes.body).toContain('<html lang="ro">');
    expect(pageRes.body).toContain('Autentificare');
    expect(pageRes.cookies).toHaveLength(0);

    const use = () =>
      app.inject({
        method: 'POST',
        url: '/api/v4/auth/login_link?lang=ro',
        headers: { origin: 'http://localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token }).toString(),
      });
    const used = await use();
    expect(used.statusCode).toBe(303);
    expect(used.headers.location).toBe('http://localhost:3000/ro');
    const sid = used.cookies.find((c) => c.name === 'sid');
    expect(sid).toBeDefined();
    const me = await app.inject({ url: '/api/auth?config_id=ro', headers: { cookie: `sid=${sid!.value}` } });
    expect(me.json()).toMatchObject({ user: { id: owner.id } });

    // Single use.
    const again = await use();
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('nu mai este valabil');
    expect(again.cookies).toHaveLength(0);
    // The pause is lifted: the password works again.
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('a link past its time, or from another site, signs no one in', async () => {
    const owner = await createUser(app, { locale: 'en' });
    for (let i = 0; i < MAX; i++) await login(owner.email, `nope-${i}`);
    const [mail] = await mailsTo(owner.email);
    const token = new URL(/https?:\/\/\S+login_link\?\S+/.exec(mail!.text)![0]).searchParams.get('token')!;
    const post = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v4/auth/login_link?lang=en',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${token}`,
      });
    expect((await post('https://evil.example')).statusCode).toBe(403);
    await app.db.query(`UPDATE login_links SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      owner.id,
    ]);
    const late = await post('http://localhost:8080');
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain('no longer valid');
  });

  it('mails the owner once per window, however many more guesses follow', async () => {
    const owner = await createUser(app, { locale: 'pl' });
    for (let i = 0; i < MAX * 3; i++) await login(owner.email, `nope-${i}`, `203.0.113.${i + 1}`);
    const mails = await mailsTo(owner.email);
    expect(mails.map((m) => m.subject)).toEqual(['Link do logowania w Rozmova']);
  });
});
