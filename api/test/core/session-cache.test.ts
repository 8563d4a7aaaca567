// The in-process memory of signed-in lookups (sessions/index.ts, issue 29): a session looked up a moment ago is not
// looked up again within SESSION_CACHE_MS, yet nothing a person or a route does is served stale from it.
import type { FastifyInstance } from 'fastify';
import { ORIGIN, buildTestApp, createUser, loginCookie } from '../helpers';

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
  });
  afterAll(async () => {
    await app.close();
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
