// A promo code's window at its exact edges when an admin creates it (issue 30): a code that would end before it
// starts, or at the very instant it starts, is refused with the field and rule named and nothing stored; one that
// lasts a single millisecond is accepted. Editing is judged the same way in promo.test.ts.
import type { FastifyInstance } from 'fastify';
import { buildTestApp, loginCookie } from '../helpers';
import { count, createUser, ORIGIN } from './payments-helpers';

describe('a promo window judged on create', () => {
  let app: FastifyInstance;
  let adminCookie: string;
  beforeAll(async () => {
    app = await buildTestApp();
    const admin = await createUser(app, { role: 'admin' });
    adminCookie = await loginCookie(app, admin.email, admin.password);
  });
  afterAll(async () => {
    await app.close();
  });

  const createRule = (code: string, validFrom: Date, validUntil: Date) =>
    app.inject({
      method: 'POST',
      url: `${app.config.basePath}/v4/admin/promo_rules`,
      headers: { origin: ORIGIN, cookie: adminCookie },
      payload: {
        code,
        kind: 'percent',
        percent_off: 10,
        valid_from: validFrom.toISOString(),
        valid_until: validUntil.toISOString(),
      },
    });
  const start = new Date(Date.now() + 7 * 86_400_000);

  it('refuses an end date before the start date, and stores nothing', async () => {
    const res = await createRule('BACKWARDS', start, new Date(start.getTime() - 86_400_000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation_failed',
      details: [{ field: 'valid_until', rule: 'after_valid_from' }],
    });
    expect(await count(app, 'promo_rules', "code = 'BACKWARDS'")).toBe(0);
  });

  it('refuses a window that ends at the instant it starts', async () => {
    const res = await createRule('EMPTYWINDOW', start, start);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'valid_until', rule: 'after_valid_from' }]);
    expect(await count(app, 'promo_rules', "code = 'EMPTYWINDOW'")).toBe(0);
  });

  it('accepts a window one millisecond long', async () => {
    const res = await createRule('BLINK', start, new Date(start.getTime() + 1));
    expect(res.statusCode).toBe(201);
    expect(await count(app, 'promo_rules', "code = 'BLINK'")).toBe(1);
  });
});
