import type { FastifyInstance } from 'fastify';
import { buildTestApp, createUser, loginCookie } from '../helpers';

describe('api skeleton', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers GET auth for an anonymous caller with the auth shape and nulls', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth?config_id=ua' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { id: null, email: null, role: null, data: { has_to_confirm_reg_google: null, email_verified: null } },
      session: { user_id: null, user_is_reg: null },
      additional_user_data: { fbc: null },
    });
  });

  it('logs a created user in and recognises the cookie', async () => {
    const user = await createUser(app, { role: 'therapist', locale: 'pl' });
    const cookie = await loginCookie(app, user.email, user.password, 'pl');
    const res = await app.inject({ method: 'GET', url: '/api/auth?config_id=pl', headers: { cookie } });
    expect(res.json().user).toMatchObject({ id: user.id, email: user.email, role: 'therapist' });
  });
});
