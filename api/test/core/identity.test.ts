// Issue 22, the identity part: verified e-mail, the couple partner by invitation, the signed-in devices list.
import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp, createUser, loginCookie, ORIGIN, readMails, type ReadMail } from '../helpers';
import { api, createClient, createTherapist, hourAhead, makeClientOf } from '../scheduling/scheduling-helpers';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('identity: verified e-mail, partner invitations, signed-in devices', () => {
  let app: FastifyInstance;
  let seen = 0;
  beforeAll(async () => {
    app = await buildTestApp({ config: { verificationMailsPerHour: 3 } });
  });
  afterAll(async () => {
    await app.close();
  });

  /** Mails delivered since the last call. */
  async function newMails(): Promise<ReadMail[]> {
    const all = await readMails(app);
    const fresh = all.slice(seen);
    seen = all.length;
    return fresh;
  }
  const tokenIn = (mail: ReadMail | undefined, path: string): string => {
    const m = new RegExp(`/${path}\\?token=([A-Za-z0-9_-]{43})`).exec(mail?.text ?? '');
    if (!m) throw new Error(`no ${path} link in ${mail?.text}`);
    return m[1]!;
  };

  async function register(email: string, locale = 'ua', userAgent?: string) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/register?config_id=${locale}`,
      headers: { origin: ORIGIN, ...(userAgent ? { 'user-agent': userAgent } : {}) },
      payload: { email, password: 'Calm-River-42', name: 'Олена', oferta_accepted: true },
    });
    expect(res.statusCode).toBe(200);
    const sid = res.cookies.find((c) => c.name === 'sid')!.value;
    return { body: res.json(), cookie: `sid=${sid}` };
  }
  const verify = (token: string) => api(app).post('/v4/account/verify_email?config_id=ua', { token });
  const auth = async (cookie: string) => (await api(app).get('/auth?config_id=ua', cookie)).json();

  describe('verified e-mail', () => {
    it('mails a single-use link at sign-up; the auth data says when the address is confirmed', async () => {
      await newMails();
      const { body, cookie } = await register('olena.verify@example.org');
      expect(body.user.data.email_verified).toBe(false);
      const [mail] = (await newMails()).filter((m) => m.to === 'olena.verify@example.org');
      expect(mail?.subject).toBe('Підтвердьте адресу електронної пошти для Rozmova');
      expect(mail?.contentLanguage).toBe('uk');
      expect(mail?.text).toContain('48 год.');
      const token = tokenIn(mail, 'ua/verify-email');

      const ok = await verify(token);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status: 'verified' });
      expect((await auth(cookie)).user.data.email_verified).toBe(true);

      const again = await verify(token);
      expect(again.statusCode).toBe(410);
      expect(again.json().error).toBe('verification_link_used');

      const unknown = await verify('A'.repeat(43));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('verification_link_invalid');
    });

    it('refuses an expired link and one voided by "send again"; limits the mails with a clear 429', async () => {
      await newMails();
      const { cookie } = await register('slow.reader@example.org', 'ro');
      const first = tokenIn((await newMails())[0], 'ro/verify-email');

      const resend = await api(app).post('/v4/account/resend_verification?config_id=ro', {}, cookie);
      expect(resend.statusCode).toBe(200);
      expect(resend.json()).toEqual({ ok: true, sent_to: 'slow.reader@example.org' });
      const [secondMail] = await newMails();
      expect(secondMail?.subject).toBe('Confirmați adresa de e-mail pentru Rozmova');
      expect(secondMail?.text).toContain('48 de ore');
      const second = tokenIn(secondMail, 'ro/verify-email');

      const voided = await verify(first);
      expect(voided.statusCode).toBe(410);
      expect(voided.json().error).toBe('verification_link_expired');

      // Three days pass: both links were mailed long ago and the live one has lapsed.
      await app.db.query(
        `UPDATE email_verifications SET created_at = now() - interval '3 days', expires_at = now() - interval '1 day'
          WHERE email = $1`,
        ['slow.reader@example.org'],
      );
      const expired = await verify(second);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error).toBe('verification_link_expired');
      expect((await auth(cookie)).user.data.email_verified).toBe(false);

      // Three links an hour are allowed (the test's VERIFICATION_MAILS_PER_HOUR), the fourth is refused.
      for (let i = 0; i < 3; i += 1) {
        expect((await api(app).post('/v4/account/resend_verification?config_id=ro', {}, cookie)).statusCode).toBe(200);
      }
      const limited = await api(app).post('/v4/account/resend_verification?config_id=ro', {}, cookie);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toBe('rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await newMails();
    });

    it('adopts a new address only once its link is opened, and tells the old address', async () => {
      const user = await createUser(app, { locale: 'en', email: 'before.change@example.org' });
      const cookie = await loginCookie(app, user.email, user.password, 'en');
      const change = (body: object) => api(app).post('/v4/account/change_email?config_id=en', body, cookie);

      const wrong = await change({ new_email: 'after.change@example.org', current_password: 'not-it' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toBe('wrong_password');
      const taken = await createUser(app, { email: 'someone.else@example.org' });
      const clash = await change({ new_email: taken.email, current_password: user.password });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().error).toBe('email_taken');
      const same = await change({ new_email: 'Before.Change@example.org', current_password: user.password });
      expect(same.statusCode).toBe(400);
      expect(same.json().error).toBe('email_unchanged');

      await newMails();
      const asked = await change({ new_email: 'After.Change@example.org', current_password: user.password });
      expect(asked.statusCode).toBe(200);
      expect(asked.json().user).toMatchObject({
        email: 'before.change@example.org',
        email_verified: true,
        pending_email: 'after.change@example.org',
      });
      // Until the link is opened the account still signs in, and is mailed, at the old address.
      expect((await auth(cookie)).user.email).toBe('before.change@example.org');
      const [mail] = await newMails();
      expect(mail?.to).toBe('after.change@example.org');
      expect(mail?.subject).toBe('Confirm your e-mail address for Rozmova');

      const done = await verify(tokenIn(mail, 'en/verify-email'));
      expect(done.json()).toEqual({ status: 'email_changed' });
      expect(await auth(cookie)).toMatchObject({
        user: { email: 'after.change@example.org', data: { email_verified: true } },
      });
      await expect(loginCookie(app, 'after.change@example.org', user.password, 'en')).resolves.toMatch(/^sid=/);
      const notice = (await newMails()).find((m) => m.to === 'before.change@example.org');
      expect(notice?.subject).toBe('Your Rozmova e-mail address was changed');
    });

    it('lets a therapist book a client only once the client confirmed the address; unverified looks unknown', async () => {
      const therapist = await createTherapist(app);
      const { cookie, body } = await register('booked.later@example.org');
      // Already the therapist's client (a session booked with them), so only the unconfirmed address stands between.
      await makeClientOf(app, therapist.id, (body as { user: { id: string } }).user.id);
      const book = (email: string, hoursAhead: number) =>
        api(app).post(
          '/v4/worker/create_booking',
          { client_email: email, service_id: SERVICE_IDS.personal, starts_at: hourAhead(hoursAhead).toISOString() },
          therapist.cookie,
        );
      const unverified = await book('booked.later@example.org', 30);
      const unknown = await book('never.registered@example.org', 30);
      expect(unverified.statusCode).toBe(404);
      expect(unverified.json()).toEqual(unknown.json());

      const mail = (await newMails()).find((m) => m.to === 'booked.later@example.org');
      await verify(tokenIn(mail, 'ua/verify-email'));
      expect((await auth(cookie)).user.data.email_verified).toBe(true);
      expect((await book('booked.later@example.org', 30)).statusCode).toBe(200);
    });

    it('still lets an unverified client use the cabinet (a person in distress is never blocked)', async () => {
      const { cookie } = await register('in.a.hurry@example.org');
      const list = await api(app).get('/v4/entities/get-cabinet-appointment-list?config_id=ua', cookie);
      expect(list.statusCode).toBe(200);
    });
  });

  describe('couple partner by invitation', () => {
    async function coupleBooking() {
      const therapist = await createTherapist(app, { market: 'pl' });
      const client = await createClient(app, 'pl');
      await makeClientOf(app, therapist.id, client.id);
      const created = await api(app).post(
        '/v4/worker/create_booking',
        { client_email: client.email, service_id: SERVICE_IDS.couple, starts_at: hourAhead(50).toISOString() },
        therapist.cookie,
      );
      expect(created.statusCode).toBe(200);
      return { therapist, client, id: created.json().id as string };
    }
    const invite = (client: { cookie: string }, id: string, email: string) =>
      api(app).post('/v4/entities/invite_partner', { appointment_id: id, partner_email: email }, client.cookie);
    const accept = (cookie: string, token: string) =>
      api(app).post('/v4/entities/accept_partner_invitation', { token }, cookie);
    const details = (cookie: string, id: string) =>
      api(app).get(`/v4/entities/get_one_appointment_details?appointment_id=${id}`, cookie);

    it('admits the partner only through the link and with a verified address equal to the invited one', async () => {
      const { client, id } = await coupleBooking();
      await newMails();
      expect((await invite(client, id, 'partner.one@example.org')).statusCode).toBe(200);
      const invitation = (await newMails()).find((m) => m.to === 'partner.one@example.org');
      const token = tokenIn(invitation, 'pl/partner-invitation');

      // Whoever registers the invited address first sees nothing until they join through the link...
      const { cookie: squatter } = await register('partner.one@example.org', 'pl');
      expect((await details(squatter, id)).statusCode).toBe(404);
      const list = await api(app).get('/v4/entities/get-cabinet-appointment-list?config_id=pl', squatter);
      expect(list.json().appointments).toEqual([]);
      // ...and the link alone is not enough without a confirmed address.
      const unverified = await accept(squatter, token);
      expect(unverified.statusCode).toBe(403);
      expect(unverified.json().error).toBe('email_not_verified');

      // Someone else who got hold of the link, with a verified address of their own, is refused too.
      const stranger = await createClient(app, 'pl');
      const mismatch = await accept(stranger.cookie, token);
      expect(mismatch.statusCode).toBe(403);
      expect(mismatch.json().error).toBe('invitation_email_mismatch');
      expect((await details(stranger.cookie, id)).statusCode).toBe(404);

      const mail = (await newMails()).find((m) => m.to === 'partner.one@example.org' && /verify-email/.test(m.text));
      await verify(tokenIn(mail, 'pl/verify-email'));
      const joined = await accept(squatter, token);
      expect(joined.statusCode).toBe(200);
      expect(joined.json().appointment).toMatchObject({ id, role: 'partner' });
      expect((await details(squatter, id)).json().appointment.role).toBe('partner');
      // Opening the link again changes nothing.
      expect((await accept(squatter, token)).statusCode).toBe(200);
    });

    it('revokes the old link and the old partner when the client names another partner', async () => {
      const { client, id } = await coupleBooking();
      const first = await createClient(app, 'pl');
      await newMails();
      await invite(client, id, first.email);
      const firstToken = tokenIn(
        (await newMails()).find((m) => m.to === first.email),
        'pl/partner-invitation',
      );
      expect((await accept(first.cookie, firstToken)).statusCode).toBe(200);
      expect((await details(first.cookie, id)).statusCode).toBe(200);

      const second = await createClient(app, 'pl');
      const replaced = await invite(client, id, second.email);
      expect(replaced.statusCode).toBe(200);
      const secondToken = tokenIn(
        (await newMails()).find((m) => m.to === second.email),
        'pl/partner-invitation',
      );

      expect((await details(first.cookie, id)).statusCode).toBe(404);
      const old = await accept(first.cookie, firstToken);
      expect(old.statusCode).toBe(410);
      expect(old.json().error).toBe('invitation_revoked');
      const call = await api(app).get(`/v4/video_call/appointment_call?appointment_id=${id}`, first.cookie);
      expect(call.statusCode).toBe(404);

      expect((await accept(second.cookie, secondToken)).statusCode).toBe(200);
      expect((await details(second.cookie, id)).json().appointment.role).toBe('partner');
    });

    it('answers an unknown token 404 and a cancelled session 410', async () => {
      const { client, therapist, id } = await coupleBooking();
      const partner = await createClient(app, 'pl');
      expect((await accept(partner.cookie, 'B'.repeat(43))).json().error).toBe('invitation_not_found');
      await newMails();
      await invite(client, id, partner.email);
      const token = tokenIn(
        (await newMails()).find((m) => m.to === partner.email),
        'pl/partner-invitation',
      );
      const cancelled = await api(app).post('/v4/cancel_booking', { booking_id: id }, therapist.cookie);
      expect(cancelled.statusCode).toBe(200);
      const late = await accept(partner.cookie, token);
      expect(late.statusCode).toBe(410);
      expect(late.json().error).toBe('invitation_expired');
    });
  });

  describe('signed-in devices', () => {
    const loginFrom = async (email: string, password: string, userAgent: string, ip: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login?config_id=ua',
        headers: { origin: ORIGIN, 'user-agent': userAgent },
        remoteAddress: ip,
        payload: { email, password },
      });
      expect(res.statusCode).toBe(200);
      return `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
    };
    const sessions = async (cookie: string) =>
      (await api(app).get('/v4/account/sessions?config_id=ua', cookie)).json().sessions as Array<{
        id: string;
        browser: string | null;
        os: string | null;
        network: string | null;
        current: boolean;
      }>;

    it('lists each device with its browser in words and a coarse address, and ends one or all others', async () => {
      const user = await createUser(app);
      const laptop = await loginFrom(user.email, user.password, FIREFOX, '193.0.14.129');
      const phone = await loginFrom(user.email, user.password, IPHONE, '2001:db8:85a3::8a2e:370:7334');
      const third = await loginFrom(user.email, user.password, FIREFOX, '10.1.2.3');

      const seenByLaptop = await sessions(laptop);
      expect(seenByLaptop).toHaveLength(3);
      expect(seenByLaptop.find((s) => s.current)).toMatchObject({
        browser: 'Firefox',
        os: 'Linux',
        network: '193.0.x.x',
      });
      expect(seenByLaptop.find((s) => s.os === 'iPhone')).toMatchObject({
        browser: 'Safari',
        network: '2001:db8:x:x:x:x:x:x',
        current: false,
      });
      // The full address is kept nowhere.
      const { rows } = await app.db.query<{ network: string }>('SELECT network FROM sessions WHERE user_id = $1', [
        user.id,
      ]);
      expect(rows.map((r) => r.network).join(' ')).not.toMatch(/14\.129|8a2e/);

      const phoneId = seenByLaptop.find((s) => s.os === 'iPhone')!.id;
      expect(
        (await api(app).post('/v4/account/end_session?config_id=ua', { session_id: phoneId }, laptop)).statusCode,
      ).toBe(200);
      expect((await api(app).get('/user_info?config_id=ua', phone)).statusCode).toBe(401);

      // Another account's session looks like none at all.
      const other = await createClient(app);
      const foreignId = (await sessions(other.cookie))[0]!.id;
      const foreign = await api(app).post('/v4/account/end_session?config_id=ua', { session_id: foreignId }, laptop);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error).toBe('session_not_found');
      expect((await api(app).get('/user_info?config_id=ua', other.cookie)).statusCode).toBe(200);

      const ended = await api(app).post('/v4/account/end_other_sessions?config_id=ua', {}, laptop);
      expect(ended.json()).toEqual({ ok: true, ended: 1 });
      expect((await api(app).get('/user_info?config_id=ua', third)).statusCode).toBe(401);
      expect((await sessions(laptop)).map((s) => s.current)).toEqual([true]);
    });

    it('changing the password ends the other devices unless the person chooses to keep them', async () => {
      const user = await createUser(app);
      const here = await loginCookie(app, user.email, user.password);
      const elsewhere = await loginCookie(app, user.email, user.password);
      const keep = await api(app).post(
        '/change_password?config_id=ua',
        { current_password: user.password, new_password: 'Second-Pass-77', end_other_sessions: false },
        here,
      );
      expect(keep.statusCode).toBe(200);
      expect((await api(app).get('/user_info?config_id=ua', elsewhere)).statusCode).toBe(200);
      // The browser that changed it gets a fresh session id either way.
      expect((await api(app).get('/user_info?config_id=ua', here)).statusCode).toBe(401);
      const fresh = `sid=${keep.cookies.find((c) => c.name === 'sid')!.value}`;

      const end = await api(app).post(
        '/change_password?config_id=ua',
        { current_password: 'Second-Pass-77', new_password: 'Third-Pass-77' },
        fresh,
      );
      expect(end.statusCode).toBe(200);
      expect((await api(app).get('/user_info?config_id=ua', elsewhere)).statusCode).toBe(401);
    });

    it('ends every session at once when the account is deleted', async () => {
      const user = await createUser(app);
      const a = await loginCookie(app, user.email, user.password);
      const b = await loginCookie(app, user.email, user.password);
      const del = await app.inject({
        method: 'DELETE',
        url: '/api/delete_account?config_id=ua',
        headers: { origin: ORIGIN, cookie: a },
      });
      expect(del.statusCode).toBe(200);
      expect((await api(app).get('/user_info?config_id=ua', b)).statusCode).toBe(401);
      const { rows } = await app.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [user.id]);
      expect(rows).toHaveLength(0);
    });
  });
});
