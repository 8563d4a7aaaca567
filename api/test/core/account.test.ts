import type { FastifyInstance } from 'fastify';
import { buildTestApp, createUser, loginCookie, ORIGIN, readMails } from '../helpers';

// Test-only routes behind each guard: the real worker/admin endpoints belong to scheduling and payments.
async function guardedRoutes(app: FastifyInstance) {
  app.get('/test/worker-only', { preHandler: app.requireWorker }, async (request) => ({ id: request.user!.id }));
  app.get('/test/client-only', { preHandler: app.requireClient }, async (request) => ({ id: request.user!.id }));
  app.get('/test/admin-only', { preHandler: app.requireAdmin }, async (request) => ({ id: request.user!.id }));
  app.get('/test/any-user', { preHandler: app.requireUser }, async (request) => ({ id: request.user!.id }));
}

describe('roles', () => {
  let app: FastifyInstance;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    app = await buildTestApp({ plugins: [guardedRoutes] });
    for (const role of ['user', 'therapist', 'admin'] as const) {
      const u = await createUser(app, { role });
      cookies[role] = await loginCookie(app, u.email, u.password);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['/test/worker-only', { user: 403, therapist: 200, admin: 403 }],
    ['/test/client-only', { user: 200, therapist: 403, admin: 403 }],
    ['/test/admin-only', { user: 403, therapist: 403, admin: 200 }],
    ['/test/any-user', { user: 200, therapist: 200, admin: 200 }],
  ])('%s lets in only the right role', async (url, expected) => {
    for (const [role, status] of Object.entries(expected)) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie: cookies[role]! } });
      expect([role, res.statusCode]).toEqual([role, status]);
      if (status === 403) expect(res.json()).toMatchObject({ error: 'forbidden' });
    }
    const anonymous = await app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe('not_authenticated');
  });
});

describe('user_info, change_user_info, change_user_notification_settings', () => {
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

  it('shows and changes the profile', async () => {
    const user = await createUser(app, { locale: 'pl', name: 'Jan Kowalski' });
    const cookie = await loginCookie(app, user.email, user.password);
    const info = await app.inject({ method: 'GET', url: '/api/user_info?config_id=pl', headers: { cookie } });
    expect(info.json()).toEqual({
      user: {
        id: user.id,
        email: user.email,
        name: 'Jan Kowalski',
        phone: null,
        timezone: null,
        locale: 'pl',
        role: 'user',
        has_password: true,
        has_google: false,
        notification_settings: { email_reminders: true, email_booking_updates: true, email_marketing: false },
      },
    });
    const res = await post(
      '/api/change_user_info?config_id=pl',
      { name: '  Jan Nowak ', phone: '+48123456789', timezone: 'Europe/Warsaw', locale: 'en' },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Jan Nowak',
      phone: '+48123456789',
      timezone: 'Europe/Warsaw',
      locale: 'en',
    });
    const cleared = await post('/api/change_user_info?config_id=pl', { phone: null }, cookie);
    expect(cleared.json().user).toMatchObject({ name: 'Jan Nowak', phone: null, timezone: 'Europe/Warsaw' });
    // Mail now follows the newly chosen language.
    await post('/api/restore_password?config_id=pl', { email: user.email });
    expect((await readMails(app)).filter((m) => m.to === user.email).at(-1)!.subject).toBe(
      'Reset your Rozmova password',
    );
  });

  it.each([
    ['an empty body', {}, ['(root)']],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, ['timezone']],
    ['a phone without +', { phone: '0123456789' }, ['phone']],
    ['an unknown locale', { locale: 'de' }, ['locale']],
    ['a blank name', { name: ' ' }, ['name']],
    ['an unknown field', { email: 'new@example.com' }, ['email']],
  ])('refuses %s, naming the field', async (_label, payload, fields) => {
    const user = await createUser(app);
    const cookie = await loginCookie(app, user.email, user.password);
    const res = await post('/api/change_user_info?config_id=ua', payload, cookie);
    expect(res.statusCode).toBe(400);
    expect([...new Set(res.json().details.map((d: { field: string }) => d.field || '(root)'))]).toEqual(fields);
    const after = await app.inject({ method: 'GET', url: '/api/user_info?config_id=ua', headers: { cookie } });
    expect(after.json().user).toMatchObject({ name: user.name, timezone: null, locale: 'ua' });
  });

  it('needs a session for every account call', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user_info?config_id=ua' })).statusCode).toBe(401);
    expect((await post('/api/change_user_info?config_id=ua', { name: 'X' })).statusCode).toBe(401);
    expect(
      (await post('/api/change_user_notification_settings?config_id=ua', { email_reminders: false })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/delete_account?config_id=ua', headers: { origin: ORIGIN } }))
        .statusCode,
    ).toBe(401);
  });

  it('changes notification settings; marketing is refused in ua and accepted elsewhere', async () => {
    const user = await createUser(app, { locale: 'ro' });
    const cookie = await loginCookie(app, user.email, user.password);
    const res = await post(
      '/api/change_user_notification_settings?config_id=ro',
      { email_reminders: false, email_marketing: true },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.notification_settings).toEqual({
      email_reminders: false,
      email_booking_updates: true,
      email_marketing: true,
    });
    const off = await post('/api/change_user_notification_settings?config_id=ro', { email_marketing: false }, cookie);
    expect(off.json().user.notification_settings).toEqual({
      email_reminders: false,
      email_booking_updates: true,
      email_marketing: false,
    });
    const ua = await post('/api/change_user_notification_settings?config_id=ua', { email_marketing: true }, cookie);
    expect(ua.statusCode).toBe(400);
    expect(ua.json()).toMatchObject({ error: 'marketing_not_offered', details: [{ field: 'email_marketing' }] });
    const bad = await post(
      '/api/change_user_notification_settings?config_id=ro',
      { email_reminders: 'no', sms: true },
      cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect([...new Set(bad.json().details.map((d: { field: string }) => d.field))].sort()).toEqual([
      'email_reminders',
      'sms',
    ]);
    const empty = await post('/api/change_user_notification_settings?config_id=ro', {}, cookie);
    expect(empty.statusCode).toBe(400);
  });
});

describe('delete_account', () => {
  let app: FastifyInstance;
  const hookCalls: string[] = [];
  let failHookFor: string | null = null;

  beforeAll(async () => {
    app = await buildTestApp({
      plugins: [
        async (instance) => {
          // Stands in for scheduling/payments: proves hooks run inside the deletion transaction.
          instance.accountDeletionHooks.register('test-area', async (q, userId) => {
            hookCalls.push(userId);
            await q.query('UPDATE users SET name = name WHERE id = $1', [userId]);
            if (userId === failHookFor) throw new Error('area refused');
          });
        },
      ],
    });
  });
  afterAll(async () => {
    await app.close();
  });

  /** Every text-like column of every table in this test's schema that contains `needle`. */
  async function tablesContaining(needle: string): Promise<string[]> {
    const { rows: columns } = await app.db.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name
         FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
          AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')`,
    );
    expect(columns.length).toBeGreaterThan(10);
    const hits: string[] = [];
    for (const { table_name, column_name } of columns) {
      const { rows } = await app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${table_name}" WHERE "${column_name}"::text ILIKE '%' || $1 || '%'`,
        [needle],
      );
      if (rows[0]!.n > 0) hits.push(`${table_name}.${column_name}`);
    }
    return hits;
  }

  it('revokes every session, calls every hook and leaves no personal data in any table', async () => {
    const user = await createUser(app, {
      locale: 'pl',
      name: 'Zofia Przykładowa',
      email: 'zofia.przykladowa@example.com',
    });
    const cookie = await loginCookie(app, user.email, user.password);
    const other = await loginCookie(app, user.email, user.password);
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie }, payload });
    // Leave traces everywhere core keeps data about a person.
    await post('/api/change_user_info?config_id=pl', { phone: '+48987654321', timezone: 'Europe/Warsaw' });
    await post('/api/v4/analytics/set_client_id?config_id=pl', { client_id: '111.222' });
    await post('/api/v4/frontend_error?config_id=pl', {
      stack_trace: 'TypeError at Cabinet',
      url: 'https://rozmova.pl/pl/cabinet',
    });
    await post('/api/analytics/track_mixpanel?config_id=pl', {
      event: 'cabinet_open',
      properties: { plan: 'personal' },
    });
    await post('/api/subscribe/newsletter?config_id=pl', { email: user.email, name: user.name });
    await post('/api/contact/business?config_id=pl', {
      name: user.name,
      email: user.email,
      company: 'Firma',
      message: 'Dzień dobry',
      consent: true,
    });
    await app.inject({
      method: 'POST',
      url: '/api/restore_password?config_id=pl',
      headers: { origin: ORIGIN },
      payload: { email: user.email },
    });
    expect((await tablesContaining(user.email)).length).toBeGreaterThan(2);

    const res = await app.inject({
      method: 'DELETE',
      url: '/api/delete_account?config_id=pl',
      headers: { origin: ORIGIN, cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.cookies.find((c) => c.name === 'sid')!.value).toBe('');
    expect(hookCalls).toContain(user.id);

    for (const c of [cookie, other]) {
      const me = await app.inject({ method: 'GET', url: '/api/auth?config_id=pl', headers: { cookie: c } });
      expect(me.json().user.id).toBeNull();
    }
    await expect(loginCookie(app, user.email, user.password)).rejects.toThrow(/401/);
    // The goodbye mail is written by the deletion itself; until the outbox has sent it, its row is the one
    // place the address stays. Then it goes out in the person's language, and the outbox forgets it too.
    const queued = await app.db.query<{ purpose: string; status: string }>(
      `SELECT purpose, status FROM mail_outbox WHERE to_email = $1`,
      [user.email],
    );
    expect(queued.rows).toEqual([{ purpose: 'account_deleted', status: 'queued' }]);
    const goodbye = (await readMails(app)).filter((m) => m.to === user.email).at(-1)!;
    expect(goodbye.subject).toBe('Twoje konto w Rozmova zostało usunięte');
    expect(await tablesContaining(user.email)).toEqual([]);
    expect(await tablesContaining('Zofia')).toEqual([]);
    expect(await tablesContaining('Przykładowa')).toEqual([]);
    expect(await tablesContaining('48987654321')).toEqual([]);
    // Nor the account id in free text (e.g. Mixpanel's distinct_id); uuid columns keep their references.
    expect(await tablesContaining(user.id)).toEqual([]);
    const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [
      user.id,
    ]);
    expect(rows[0]!.n).toBe(0);

    // The address is free for a new account.
    const again = await app.inject({
      method: 'POST',
      url: '/api/register?config_id=pl',
      headers: { origin: ORIGIN },
      payload: { email: user.email, password: 'nowe-konto-1', name: 'Zofia', oferta_accepted: true },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).not.toBe(user.id);
  });

  it('deletes nothing when an area hook fails', async () => {
    const user = await createUser(app, { name: 'Hook Failure' });
    const cookie = await loginCookie(app, user.email, user.password);
    failHookFor = user.id;
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/delete_account?config_id=ua',
      headers: { origin: ORIGIN, cookie },
    });
    failHookFor = null;
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'internal_error', message: expect.any(String) });
    expect(res.body).not.toContain('area refused');
    const me = await app.inject({ method: 'GET', url: '/api/auth?config_id=ua', headers: { cookie } });
    expect(me.json().user.email).toBe(user.email);
  });
});
