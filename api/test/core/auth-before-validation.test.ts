// Who may call is decided before what was sent is read: a caller without the right role never learns how a
// call's body is shaped, and an empty or broken body does not turn a refusal into a 400.
import type { FastifyInstance } from 'fastify';
import { ORIGIN, buildTestApp, createUser, loginCookie } from '../helpers';

type Raw = { label: string; payload: string };
const BODIES: Raw[] = [
  { label: 'an empty body', payload: '' },
  { label: 'broken JSON', payload: '{"client_email":' },
  { label: 'a body missing every field', payload: '{}' },
  { label: 'a body of the wrong type', payload: '[1,2,3]' },
];

const GUARDED: { path: string; allowed: 'therapist' | 'admin' }[] = [
  { path: '/v4/worker/create_booking', allowed: 'therapist' },
  { path: '/v4/time_management/set_weekly_work_time', allowed: 'therapist' },
  { path: '/v4/update_worker_base_data', allowed: 'therapist' },
  { path: '/v4/admin/promo_rules', allowed: 'admin' },
];

describe('authorization comes before body validation', () => {
  let app: FastifyInstance;
  let clientCookie: string;
  const post = (path: string, payload: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: `${app.config.basePath}${path}`,
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload,
    });

  beforeAll(async () => {
    app = await buildTestApp({
      plugins: [
        // A route written the older way, with its guard as a preHandler: it must be checked just as early.
        async (instance) => {
          instance.post(
            '/test/guarded-by-pre-handler',
            {
              preHandler: instance.requireWorker,
              schema: { body: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] } },
            },
            async () => ({ ok: true }),
          );
        },
      ],
    });
    const client = await createUser(app, { role: 'user' });
    clientCookie = await loginCookie(app, client.email, client.password);
  });
  afterAll(async () => {
    await app.close();
  });

  describe.each(GUARDED)('POST $path', ({ path }) => {
    it.each(BODIES)('a client sending $label gets 403 forbidden', async ({ payload }) => {
      const res = await post(path, payload, clientCookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'forbidden' });
    });

    it.each(BODIES)('an anonymous caller sending $label gets 401 not_authenticated', async ({ payload }) => {
      const res = await post(path, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'not_authenticated' });
    });
  });

  it('a therapist on an admin call is refused before the body is read', async () => {
    const therapist = await createUser(app, { role: 'therapist' });
    const cookie = await loginCookie(app, therapist.email, therapist.password);
    const res = await post('/v4/admin/promo_rules', '', cookie);
    expect(res.statusCode).toBe(403);
  });

  it('the right role still gets the 400 that names the bad fields', async () => {
    const therapist = await createUser(app, { role: 'therapist' });
    const cookie = await loginCookie(app, therapist.email, therapist.password);
    const res = await post('/v4/worker/create_booking', '{}', cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_failed' });
  });

  it('a guard still listed as a preHandler runs before validation too', async () => {
    const forbidden = await app.inject({
      method: 'POST',
      url: '/test/guarded-by-pre-handler',
      headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: clientCookie },
      payload: '',
    });
    expect(forbidden.statusCode).toBe(403);
    const therapist = await createUser(app, { role: 'therapist' });
    const cookie = await loginCookie(app, therapist.email, therapist.password);
    const invalid = await app.inject({
      method: 'POST',
      url: '/test/guarded-by-pre-handler',
      headers: { origin: ORIGIN, 'content-type': 'application/json', cookie },
      payload: '{}',
    });
    expect(invalid.statusCode).toBe(400);
  });
});
