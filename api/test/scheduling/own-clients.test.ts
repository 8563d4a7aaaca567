// A therapist sees only their own clients (issue 22): create_booking books, and get_bookings names, only people
// who chose that therapist; anyone else's address is answered exactly like an unknown one. Every session a
// therapist books is mailed to the client with a one-click cancel link.
import type { FastifyInstance } from 'fastify';
import type { TxQueryable } from '../../src/plugins/external/db';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { buildTestApp, readMails } from '../helpers';
import {
  api,
  createClient,
  createTherapist,
  hourAhead,
  insertBookingRow,
  makeClientOf,
  type TestTherapist,
} from './scheduling-helpers';
import { documentHeaders } from '../../src/plugins/external/helmet';

jest.setTimeout(120_000);

const DAY = 86_400_000;

describe("a therapist's own clients", () => {
  let app: FastifyInstance;
  let therapist: TestTherapist;
  beforeAll(async () => {
    app = await buildTestApp();
    therapist = await createTherapist(app, { market: 'ua' });
  });
  afterAll(async () => {
    await app.close();
  });

  const book = (email: string, startsAt: Date, by: TestTherapist = therapist, extra: object = {}) =>
    api(app).post(
      '/v4/worker/create_booking',
      { client_email: email, service_id: SERVICE_IDS.personal, starts_at: startsAt.toISOString(), ...extra },
      by.cookie,
    );

  it("answers a stranger's address exactly as an unknown one, books nothing and mails nobody", async () => {
    const stranger = await createClient(app);
    // A client of another therapist is a stranger to this one.
    const elsewhere = await createTherapist(app);
    await makeClientOf(app, elsewhere.id, stranger.id);
    const mailsBefore = (await readMails(app)).length;

    const unknown = await book('nobody-at-all@example.org', hourAhead(30));
    const known = await book(stranger.email, hourAhead(30));
    expect(unknown.statusCode).toBe(404);
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body.replace('nobody-at-all@example.org', stranger.email));
    expect(known.json()).toEqual({
      error: 'client_not_found',
      message: 'None of your clients has this e-mail address.',
      details: [{ field: 'client_email', rule: 'exists' }],
    });
    const { rows } = await app.db.query('SELECT 1 FROM bookings WHERE client_id = $1 AND worker_id = $2', [
      stranger.id,
      therapist.id,
    ]);
    expect(rows).toEqual([]);
    expect((await readMails(app)).length).toBe(mailsBefore);
  });

  it('runs the same statements for an unknown address and a stranger’s', async () => {
    const stranger = await createClient(app);
    const statements = async (email: string): Promise<string[]> => {
      const seen: string[] = [];
      const record = (sql: string) => seen.push(sql.replace(/\s+/g, ' ').trim());
      const original = app.db.query;
      const originalTx = app.db.tx;
      const spy = jest.spyOn(app.db, 'query').mockImplementation((sql, params, name) => {
        record(sql);
        return original.call(app.db, sql, params, name) as never;
      });
      const txSpy = jest.spyOn(app.db, 'tx').mockImplementation(((fn: (q: TxQueryable) => Promise<unknown>) =>
        originalTx.call(app.db, (q) =>
          fn(
            new Proxy(q, {
              get(target, key) {
                if (key === 'query')
                  return (sql: string, params?: unknown[], n?: string) => {
                    record(sql);
                    return target.query(sql, params, n);
                  };
                const value = Reflect.get(target, key) as unknown;
                return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
              },
            }),
          ),
        )) as never);
      try {
        expect((await book(email, hourAhead(31))).statusCode).toBe(404);
      } finally {
        spy.mockRestore();
        txSpy.mockRestore();
      }
      // Session look-ups and rate-limit counters are the caller's, not the address's.
      return seen.filter((s) => !/rate_limit_counters|FROM sessions|UPDATE sessions/.test(s));
    };
    const forUnknown = await statements('nobody-either@example.org');
    const forStranger = await statements(stranger.email);
    expect(forUnknown.length).toBeGreaterThan(1);
    expect(forStranger).toEqual(forUnknown);
  });

  it('books people who chose the therapist: a confirmed session, a past one (even cancelled), the invited partner', async () => {
    const past = await createClient(app);
    await makeClientOf(app, therapist.id, past.id);
    const upcoming = await createClient(app);
    await insertBookingRow(app, { workerId: therapist.id, clientId: upcoming.id, startsAt: hourAhead(24 * 20) });
    const cancelledPast = await createClient(app);
    await app.db.query(
      `UPDATE bookings SET status = 'cancelled', cancelled_at = now(), cancelled_by = 'client', cancelled_late = true
        WHERE id = $1`,
      [
        await insertBookingRow(app, {
          workerId: therapist.id,
          clientId: cancelledPast.id,
          startsAt: new Date(Date.now() - 40 * DAY),
        }),
      ],
    );
    const partner = await createClient(app);
    const couple = await createClient(app);
    await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: couple.id,
      startsAt: new Date(Date.now() - 41 * DAY),
      kind: 'couple',
      partnerEmail: partner.email,
      // ...who joined through the invitation (an invited address alone makes nobody a client).
      partnerId: partner.id,
    });
    let hour = 40;
    for (const who of [past, upcoming, cancelledPast, partner]) {
      const res = await book(who.email.toUpperCase(), hourAhead((hour += 3)));
      expect({ who: who.email, status: res.statusCode }).toEqual({ who: who.email, status: 200 });
      expect(res.json().client).toEqual({ id: who.id, name: who.name, email: who.email });
    }
  });

  it('does not book people whose only link is a cancelled upcoming session or a hold that was never paid', async () => {
    const cancelledAhead = await createClient(app);
    const id = await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: cancelledAhead.id,
      startsAt: hourAhead(24 * 30),
    });
    await app.db.query(
      `UPDATE bookings SET status = 'cancelled', cancelled_at = now(), cancelled_by = 'client', cancelled_late = false
        WHERE id = $1`,
      [id],
    );
    const abandoned = await createClient(app);
    await insertBookingRow(app, {
      workerId: therapist.id,
      clientId: abandoned.id,
      startsAt: new Date(Date.now() - 50 * DAY),
      status: 'expired',
    });
    for (const who of [cancelledAhead, abandoned]) {
      expect((await book(who.email, hourAhead(60))).json().error).toBe('client_not_found');
    }
    // Nor does get_bookings name them beside those rows.
    const list = await api(app).get('/v4/worker/get_bookings?status=all&per_page=100', therapist.cookie);
    const shown = (list.json().bookings as Array<{ client: { email: string } | null }>).map((b) => b.client?.email);
    expect(shown).not.toContain(cancelledAhead.email);
    expect(shown).not.toContain(abandoned.email);
  });

  it.each([
    ['ua', 'Europe/Kyiv', 'Вас записано на сесію', 'Коли: ', 'за київським часом'],
    ['pl', 'America/New_York', 'Masz umówioną sesję', 'Kiedy: ', 'czasu nowojorskiego'],
    ['ro', null, 'Aveți o ședință programată', 'Când: ', 'ora Ucrainei'],
    ['en', 'Europe/London', 'A session has been booked for you', 'When: ', 'UK time'],
  ] as const)(
    'mails the client (%s) in their language and time zone, with a link that cancels in one click',
    async (locale, zone, subject, whenLabel, zoneText) => {
      const client = await createClient(app, locale);
      if (zone) await app.db.query('UPDATE users SET timezone = $2 WHERE id = $1', [client.id, zone]);
      await makeClientOf(app, therapist.id, client.id);
      const made = await book(client.email, hourAhead(72 + ['ua', 'pl', 'ro', 'en'].indexOf(locale) * 3));
      expect(made.statusCode).toBe(200);
      const mail = (await readMails(app)).filter((m) => m.to.includes(client.email)).at(-1)!;
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(therapist.name);
      expect(mail.text).toContain(whenLabel);
      expect(mail.text).toContain(zoneText);
      const link = /(http\S+cancel_by_link\S+)/.exec(mail.text)![1]!;
      const url = new URL(link);
      const token = url.searchParams.get('token')!;
      expect(url.searchParams.get('config_id')).toBe(locale);

      // Opening the link (a mail scanner does too) shows the session and a button, and cancels nothing.
      const opened = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toContain('text/html');
      expect(opened.headers['referrer-policy']).toBe('no-referrer');
      // A page, unlike a JSON answer: it opens no window to others' scripts.
      expect(opened.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(opened.headers).toMatchObject(documentHeaders);
      expect(opened.body).toContain('<form method="post"');
      expect(opened.body).toContain(therapist.name);
      const status = async () =>
        (await app.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [made.json().id])).rows[0]!
          .status;
      expect(await status()).toBe('confirmed');

      // The button: cancelled by the client, as in the cabinet (free: more than 24 h ahead), the therapist told.
      const clicked = await app.inject({
        method: 'POST',
        url: `${url.pathname}?config_id=${locale}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${token}`,
      });
      expect(clicked.statusCode).toBe(200);
      expect(clicked.headers['content-type']).toContain('text/html');
      const { rows } = await app.db.query<{ status: string; cancelled_by: string; cancelled_late: boolean }>(
        'SELECT status, cancelled_by, cancelled_late FROM bookings WHERE id = $1',
        [made.json().id],
      );
      expect(rows[0]).toEqual({ status: 'cancelled', cancelled_by: 'client', cancelled_late: false });
      expect(await status()).toBe('cancelled');
      const told = (await readMails(app)).filter((m) => m.to.includes(therapist.email)).at(-1)!;
      expect(told.text).toContain(client.name);

      // Used once: the second click, and opening it again, say calmly that it no longer works.
      const again = await app.inject({
        method: 'POST',
        url: `${url.pathname}?config_id=${locale}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${token}`,
      });
      expect(again.statusCode).toBe(410);
      expect((await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(410);
    },
  );

  it('a link cancelling within 24 hours follows the cabinet: recorded as a late cancellation by the client', async () => {
    const client = await createClient(app, 'en');
    await makeClientOf(app, therapist.id, client.id);
    const made = await book(client.email, hourAhead(5));
    const mail = (await readMails(app)).filter((m) => m.to.includes(client.email)).at(-1)!;
    const token = new URL(/(http\S+cancel_by_link\S+)/.exec(mail.text)![1]!).searchParams.get('token')!;
    const clicked = await api(app).post('/v4/booking/cancel_by_link?config_id=en', { token });
    expect(clicked.statusCode).toBe(200);
    const { rows } = await app.db.query('SELECT cancelled_by, cancelled_late FROM bookings WHERE id = $1', [
      made.json().id,
    ]);
    expect(rows[0]).toEqual({ cancelled_by: 'client', cancelled_late: true });
  });

  it('a forged, malformed or expired link changes nothing and says so calmly', async () => {
    const client = await createClient(app, 'pl');
    await makeClientOf(app, therapist.id, client.id);
    const made = await book(client.email, hourAhead(90));
    for (const token of ['x'.repeat(43), 'short', `${'A'.repeat(42)}!`]) {
      const res = await app.inject({
        method: 'POST',
        url: `${app.config.basePath}/v4/booking/cancel_by_link?config_id=pl`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${encodeURIComponent(token)}`,
      });
      expect(res.statusCode).toBe(410);
      expect(res.body).toContain('Ten link już nie działa');
    }
    // Once the session has started the link is spent, whatever its state.
    const mail = (await readMails(app)).filter((m) => m.to.includes(client.email)).at(-1)!;
    const token = new URL(/(http\S+cancel_by_link\S+)/.exec(mail.text)![1]!).searchParams.get('token')!;
    await app.db.query(
      `UPDATE bookings SET starts_at = now() - interval '5 minutes', ends_at = now() + interval '45 minutes',
              blocked_until = now() + interval '55 minutes' WHERE id = $1`,
      [made.json().id],
    );
    const late = await api(app).post('/v4/booking/cancel_by_link', { token });
    expect(late.statusCode).toBe(410);
    const { rows } = await app.db.query('SELECT status FROM bookings WHERE id = $1', [made.json().id]);
    expect(rows[0]).toEqual({ status: 'confirmed' });
  });

  it('two clicks at once cancel once', async () => {
    const client = await createClient(app, 'ro');
    await makeClientOf(app, therapist.id, client.id);
    await book(client.email, hourAhead(100));
    const mail = (await readMails(app)).filter((m) => m.to.includes(client.email)).at(-1)!;
    const token = new URL(/(http\S+cancel_by_link\S+)/.exec(mail.text)![1]!).searchParams.get('token')!;
    const answers = await Promise.all(
      [1, 2, 3].map(() => api(app).post('/v4/booking/cancel_by_link?config_id=ro', { token })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410, 410]);
  });
});
