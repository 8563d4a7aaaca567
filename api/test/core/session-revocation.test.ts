import type { FastifyInstance } from 'fastify';
import { ORIGIN, buildTestApp, createUser, loginCookie } from '../helpers';
import { secondInstance } from '../second-instance';

// Signing out, changing the password and deleting the account end a session at once on every replica: the next
// request carrying the old cookie, on either app, is anonymous. (These apps remember no sign-in: SESSION_CACHE_MS is
// 0 in tests. With it on, a revocation reaches the other replica's memory by NOTIFY: session-cache.test.ts.)
describe('a revoked session is refused at once, on every app instance', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await buildTestApp();
    b = await secondInstance(a);
    // Two apps, each running the migrations, on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const who = async (app: FastifyInstance, cookie: string) =>
    (await app.inject({ method: 'GET', url: `${app.config.basePath}/auth?config_id=ua`, headers: { cookie } })).json()
      .user.id as string | null;
  const userInfo = async (app: FastifyInstance, cookie: string) =>
    (await app.inject({ method: 'GET', url: `${app.config.basePath}/user_info?config_id=ua`, headers: { cookie } }))
      .statusCode;
  const post = (app: FastifyInstance, url: string, cookie: string, payload: object = {}) =>
    app.inject({
      method: 'POST',
      url: `${app.config.basePath}${url}?config_id=ua`,
      headers: { cookie, origin: ORIGIN },
      payload,
    });

  /** Both instances see the session before it is revoked (and have just looked it up). */
  async function signedInOnBoth(): Promise<{ id: string; email: string; password: string; cookie: string }> {
    const user = await createUser(a);
    const cookie = await loginCookie(a, user.email, user.password);
    for (const app of [a, b]) {
      expect(await who(app, cookie)).toBe(user.id);
      expect(await userInfo(app, cookie)).toBe(200);
    }
    return { ...user, cookie };
  }

  it('logout on one instance: the other refuses the cookie on the very next request', async () => {
    const user = await signedInOnBoth();
    expect((await post(a, '/logout', user.cookie)).statusCode).toBe(200);
    expect(await who(b, user.cookie)).toBeNull();
    expect(await userInfo(b, user.cookie)).toBe(401);
    expect(await userInfo(a, user.cookie)).toBe(401);
  });

  it('a password change signs every other device out on both instances; the new session works on both', async () => {
    const user = await signedInOnBoth();
    const otherDevice = await loginCookie(b, user.email, user.password);
    const changed = await post(b, '/change_password', user.cookie, {
      current_password: user.password,
      new_password: 'Brand-new-Secret-9',
    });
    expect(changed.statusCode).toBe(200);
    const fresh = `sid=${changed.cookies.find((c) => c.name === 'sid')!.value}`;
    for (const app of [a, b]) {
      expect(await userInfo(app, user.cookie)).toBe(401);
      expect(await userInfo(app, otherDevice)).toBe(401);
      expect(await userInfo(app, fresh)).toBe(200);
    }
  });

  it('deleting the account on one instance: the other refuses its sessions at once', async () => {
    const user = await signedInOnBoth();
    const deleted = await b.inject({
      method: 'DELETE',
      url: `${b.config.basePath}/delete_account?config_id=ua`,
      headers: { cookie: user.cookie, origin: ORIGIN },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await who(a, user.cookie)).toBeNull();
    expect(await userInfo(a, user.cookie)).toBe(401);
  });
});
