// The in-process memory of signed-in lookups (sessions/index.ts, issue 29): a session looked up a moment ago is not
// looked up again within SESSION_CACHE_MS, yet nothing a person or a route does is served stale from it.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { ORIGIN, buildTestApp, createUser, loginCookie } from '../helpers';
import { secondInstance } from '../second-instance';
import { createTherapist, hourAhead, makeClientOf } from '../scheduling/scheduling-helpers';

const TTL_MS = 1_000;
jest.setTimeout(60_000);

async function promoteRoute(app: FastifyInstance): Promise<void> {
  // Any state-changing route may change the person behind a session (here: straight in the table).
  app.post('/api/__test/make_therapist', { config: { csrf: false } }, async (request) => {
    const { id } = request.body as { id: string };
    await app.db.query("UPDATE users SET role = 'therapist' WHERE id = $1", [id]);
    return { ok: true };
  });
}

describe('remembered sign-ins', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { sessionCacheMs: TTL_MS }, plugins: [promoteRoute] });
    // Opening the database and running the migrations, on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const auth = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/auth?config_id=ua', headers: { cookie } })).json() as {
      user: { id: string | null; role: string | null };
    };
  const post = (url: string, cookie: string, payload: object = {}) =>
    app.inject({ method: 'POST', url: `/api/${url}?config_id=ua`, headers: { cookie, origin: ORIGIN }, payload });
  const sessionIdOf = async (cookie: string): Promise<string> => {
    const res = await app.inject({ method: 'GET', url: '/api/v4/account/sessions?config_id=ua', headers: { cookie } });
    return (res.json().sessions as Array<{ id: string; current: boolean }>).find((s) => s.current)!.id;
  };

  it('serves a session ended behind its back for at most the TTL, then refuses it', async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user.email, user.password);
    expect((await auth(cookie)).user.id).toBe(user.id);
    // Gone from the table without any request of this process (another replica's clean-up, a console).
    await app.db.query('DELETE FROM sessions WHERE user_id = $1', [user.id]);
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 100));
    expect((await auth(cookie)).user.id).toBeNull();
  });

  it('ends a device signed out from another device at once, though it was looked up a moment ago', async () => {
    const user = await createUser(app);
    const laptop = await loginCookie(app, user.email, user.password);
    const phone = await loginCookie(app, user.email, user.password);
    expect((await auth(phone)).user.id).toBe(user.id);
    const phoneSession = await sessionIdOf(phone);
    expect((await auth(phone)).user.id).toBe(user.id);

    const ended = await post('v4/account/end_session', laptop, { session_id: phoneSession });
    expect(ended.statusCode).toBe(200);
    expect((await auth(phone)).user.id).toBeNull();
    const refused = await app.inject({ method: 'GET', url: '/api/user_info?config_id=ua', headers: { cookie: phone } });
    expect(refused.statusCode).toBe(401);
    expect((await auth(laptop)).user.id).toBe(user.id);
  });

  it('signs out at once', async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user.email, user.password);
    expect((await auth(cookie)).user.id).toBe(user.id);
    expect((await post('logout', cookie)).statusCode).toBe(200);
    expect((await auth(cookie)).user.id).toBeNull();
  });

  it('reads the person afresh after any state-changing request, whoever sent it', async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user.email, user.password);
    expect((await auth(cookie)).user.role).toBe('user');
    const promoted = await app.inject({ method: 'POST', url: '/api/__test/make_therapist', payload: { id: user.id } });
    expect(promoted.statusCode).toBe(200);
    expect((await auth(cookie)).user.role).toBe('therapist');
  });
});

// Two replicas on one database, each remembering sign-ins far longer than any test waits: a revocation on one is
// announced (NOTIFY at its commit) and the other forgets what it remembered, so only that announcement can end the
// session there before the TTL. (An app remembers nothing while it does not hear the announcements.)
describe('remembered sign-ins on two replicas', () => {
  const LONG_TTL_MS = 5_000;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await buildTestApp({ config: { sessionCacheMs: LONG_TTL_MS } });
    b = await secondInstance(a, { sessionCacheMs: LONG_TTL_MS });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const who = async (app: FastifyInstance, cookie: string) =>
    (
      (await app.inject({ method: 'GET', url: '/api/auth?config_id=ua', headers: { cookie } })).json() as {
        user: { id: string | null };
      }
    ).user.id;
  const post = (app: FastifyInstance, url: string, cookie: string, payload: object = {}) =>
    app.inject({ method: 'POST', url: `/api/${url}?config_id=ua`, headers: { cookie, origin: ORIGIN }, payload });
  /** The other replica's answer once the announcement had time to arrive (a database round trip, not the TTL). */
  async function whoOnceHeard(app: FastifyInstance, cookie: string): Promise<string | null> {
    for (let i = 0; i < 40; i += 1) {
      const id = await who(app, cookie);
      if (id === null) return null;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return who(app, cookie);
  }

  async function rememberedOnBoth(): Promise<{ id: string; email: string; password: string; cookie: string }> {
    const user = await createUser(a);
    const cookie = await loginCookie(a, user.email, user.password);
    for (const app of [a, b]) expect(await who(app, cookie)).toBe(user.id);
    return { ...user, cookie };
  }

  it('keeps what it remembers across writes that touch nothing it holds (product events, error reports)', async () => {
    const user = await rememberedOnBoth();
    // Gone from the table behind the api's back, unannounced: only the memory still knows the session.
    await a.db.query('DELETE FROM sessions WHERE user_id = $1', [user.id]);
    expect((await post(a, 'analytics/track_mixpanel', user.cookie, { event: 'page_view' })).statusCode).toBe(200);
    expect((await post(a, 'v4/analytics/set_client_id', user.cookie, { client_id: 'GA1.2.3' })).statusCode).toBe(200);
    expect((await post(a, 'v4/frontend_error', user.cookie, { stack_trace: 'Error: test' })).statusCode).toBe(200);
    const quote = { service_id: SERVICE_IDS.personal, promo_code: 'default' };
    expect((await post(a, 'v4/purchase_rule/apply_purchase_rule', user.cookie, quote)).statusCode).toBe(200);
    expect(await who(a, user.cookie)).toBe(user.id);
    // Any other write forgets everything before its answer leaves.
    expect((await post(a, 'logout', user.cookie)).statusCode).toBe(200);
    expect(await who(a, user.cookie)).toBeNull();
  });

  it('keeps what it remembers across bookings made, moved and cancelled, which write no account', async () => {
    const therapist = await createTherapist(a);
    const client = await createUser(a, { role: 'user' });
    await makeClientOf(a, therapist.id, client.id);
    expect(await who(a, therapist.cookie)).toBe(therapist.id);
    // Gone from the table behind the api's back, unannounced: only the memory still knows the session.
    await a.db.query('DELETE FROM sessions WHERE user_id = $1', [therapist.id]);

    const made = await post(a, 'v4/worker/create_booking', therapist.cookie, {
      client_email: client.email,
      service_id: SERVICE_IDS.personal,
      starts_at: hourAhead(48).toISOString(),
    });
    expect(made.statusCode).toBe(200);
    expect(await who(a, therapist.cookie)).toBe(therapist.id);
    const id = (made.json() as { id: string }).id;
    const moved = await post(a, 'v4/reschedule_booking', therapist.cookie, {
      booking_id: id,
      starts_at: hourAhead(52).toISOString(),
    });
    expect(moved.statusCode).toBe(200);
    expect(await who(a, therapist.cookie)).toBe(therapist.id);
    const cancelled = await post(a, 'v4/cancel_booking', therapist.cookie, { booking_id: id, reason: 'Хвороба' });
    expect(cancelled.statusCode).toBe(200);
    expect(await who(a, therapist.cookie)).toBe(therapist.id);

    // A write that may change an account (here the person's own settings) forgets everything before its answer
    // leaves.
    const settings = await post(a, 'change_user_notification_settings', therapist.cookie, { email_reminders: false });
    expect(settings.statusCode).toBe(200);
    expect(await who(a, therapist.cookie)).toBeNull();
  });

  it("hears the revocations of its own schema only, not those of another app's in the same database", async () => {
    // On the PostgreSQL server each test app has a schema of its own in one database; deployed, the api is in
    // `public`. Both announce on the channel of their schema (migration 638).
    const user = await rememberedOnBoth();
    await a.db.query('DELETE FROM sessions WHERE user_id = $1', [user.id]);
    for (const elsewhere of ['rozmova_sessions_revoked', 'rozmova_sessions_revoked_t_elsewhere']) {
      await a.db.query('SELECT pg_notify($1, $2)', [elsewhere, '']);
    }
    // Those announcements would have arrived by now, had they been on this app's channel.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await who(a, user.cookie)).toBe(user.id);
    await a.db.query("SELECT pg_notify(memory_channel('rozmova_sessions_revoked'), '')");
    expect(await whoOnceHeard(a, user.cookie)).toBeNull();
  });

  it.each([
    ['a plain name', 'sch_plain', 'rozmova_sessions_revoked_sch_plain'],
    ['a name too long for a channel', `s_${'x'.repeat(60)}`, null],
    ['a name with capitals and a dash', 'Tenant-One', null],
  ])('names a channel PostgreSQL takes in a schema with %s (migration 639)', async (_what, schema, expected) => {
    // The channel's name holds the schema's: PostgreSQL refuses a channel name over 63 bytes, and the listener
    // takes lower-case letters, digits and underscores only (db.ts). In any other schema both must still hold.
    const own = (await a.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]!.s;
    const quoted = `"${schema}"`;
    await a.db.query(`CREATE SCHEMA IF NOT EXISTS ${quoted}`);
    try {
      const channel = await a.db.tx(async (tx) => {
        await tx.query(`SET LOCAL search_path TO ${quoted}, "${own}"`);
        const { rows } = await tx.query<{ channel: string; here: string }>(
          "SELECT memory_channel('rozmova_sessions_revoked') AS channel, current_schema() AS here",
        );
        expect(rows[0]!.here).toBe(schema);
        // What a sign-out sends: refused outright if the name were too long.
        await tx.query("SELECT pg_notify(memory_channel('rozmova_sessions_revoked'), '')");
        return rows[0]!.channel;
      });
      expect(Buffer.byteLength(channel)).toBeLessThanOrEqual(63);
      expect(channel).toMatch(/^rozmova_sessions_revoked_[a-z0-9_]+$/);
      if (expected) expect(channel).toBe(expected);
      else expect(channel).toBe(`rozmova_sessions_revoked_${crypto.createHash('md5').update(schema).digest('hex')}`);
    } finally {
      await a.db.query(`DROP SCHEMA ${quoted}`);
    }
  });

  it('a sign-out on one replica ends the session on the other well within its TTL', async () => {
    const user = await rememberedOnBoth();
    expect((await post(a, 'logout', user.cookie)).statusCode).toBe(200);
    expect(await who(a, user.cookie)).toBeNull();
    expect(await whoOnceHeard(b, user.cookie)).toBeNull();
  });

  it('a password changed on one replica signs the other devices out on the other', async () => {
    const user = await rememberedOnBoth();
    const phone = await loginCookie(b, user.email, user.password);
    expect(await who(b, phone)).toBe(user.id);
    const changed = await post(a, 'change_password', user.cookie, {
      current_password: user.password,
      new_password: 'Brand-new-Secret-9',
    });
    expect(changed.statusCode).toBe(200);
    expect(await whoOnceHeard(b, phone)).toBeNull();
    expect(await who(b, user.cookie)).toBeNull();
    // The new session the change handed out works on the other replica.
    const fresh = `sid=${changed.cookies.find((c) => c.name === 'sid')!.value}`;
    expect(await who(b, fresh)).toBe(user.id);
  });
});
