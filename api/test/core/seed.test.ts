import type { FastifyInstance } from 'fastify';
import { runSeed } from '../../src/seed';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, DEMO_USERS } from '../../src/seed/core';
import { ORIGIN, buildTestApp, loginCookie } from '../helpers';

describe('demo seed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('creates the demo accounts on an empty database, each able to sign in with Demo-2026! (staff with the demo key)', async () => {
    expect(await runSeed(app)).toBe(true);
    const { rows } = await app.db.query<{ email: string; role: string; locale: string }>(
      "SELECT email, role, locale FROM users WHERE email LIKE '%@demo.example' ORDER BY email",
    );
    expect(rows.map((r) => r.email).sort()).toEqual(
      ['admin', 'client', ...Array.from({ length: 8 }, (_, i) => `therapist${i + 1}`)]
        .map((n) => `${n}@demo.example`)
        .sort(),
    );
    expect(rows.find((r) => r.email === 'admin@demo.example')!.role).toBe('admin');
    expect(rows.find((r) => r.email === 'client@demo.example')!.role).toBe('user');
    const therapists = rows.filter((r) => r.role === 'therapist');
    expect(therapists).toHaveLength(8);
    expect(new Set(therapists.map((t) => t.locale))).toEqual(new Set(['ua', 'pl', 'ro', 'en']));
    for (const u of DEMO_USERS) {
      const first = await app.inject({
        method: 'POST',
        url: `/api/login?config_id=${u.locale}`,
        headers: { origin: ORIGIN },
        payload: { email: u.email, password: DEMO_PASSWORD },
      });
      // Two-step sign-in is required of admins and therapists: the demo ones have it on with the demo key.
      expect(first.statusCode).toBe(u.role === 'user' ? 200 : 401);
      const cookie = await loginCookie(app, u.email, DEMO_PASSWORD, u.locale, DEMO_TOTP_SECRET);
      const me = await app.inject({ method: 'GET', url: `/api/auth?config_id=${u.locale}`, headers: { cookie } });
      expect(me.json().user).toMatchObject({ email: u.email, role: u.role });
    }
  });

  it('does nothing on a database that already has users', async () => {
    const before = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(await runSeed(app)).toBe(false);
    const after = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});

describe('demo seed in production', () => {
  it('never runs', async () => {
    // A production app needs real payment-provider keys; the same app seen with nodeEnv=production is enough here.
    const app = await buildTestApp();
    try {
      const asProduction = Object.create(app, {
        config: { value: { ...app.config, nodeEnv: 'production' } },
      }) as FastifyInstance;
      expect(await runSeed(asProduction)).toBe(false);
      const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(rows[0]!.n).toBe(0);
    } finally {
      await app.close();
    }
  });
});
