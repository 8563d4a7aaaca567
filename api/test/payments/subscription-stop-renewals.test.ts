// fastify.subscriptions.stopRenewalsOf (issue 26): the one UPDATE that stops a subscription renewing serves both
// the client's own cancel and account deletion's payments hook.
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createUser } from '../helpers';

async function subscription(app: FastifyInstance, clientId: string, workerId: string): Promise<string> {
  const order = await app.db.query<{ id: string }>(
    `INSERT INTO orders (kind, status, client_id, locale, currency, list_amount_minor, amount_minor, worker_id,
       service_id, provider, expires_at, paid_at)
     VALUES ('subscription', 'paid', $1, 'pl', 'PLN', 80000, 80000, $2, 'personal', 'sandbox', now(), now()) RETURNING id`,
    [clientId, workerId],
  );
  const { rows } = await app.db.query<{ id: string }>(
    `INSERT INTO subscriptions (order_id, client_id, worker_id, locale, service_id, sessions_per_period,
       period_amount_minor, currency, status, current_period_end)
     VALUES ($1, $2, $3, 'pl', 'personal', 4, 80000, 'PLN', 'active', now() + interval '20 days') RETURNING id`,
    [order.rows[0]!.id, clientId, workerId],
  );
  return rows[0]!.id;
}

describe('fastify.subscriptions.stopRenewalsOf', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it("stops every active subscription of that client, and nobody else's; the month already paid stays", async () => {
    const [client, other, worker] = await Promise.all([
      createUser(app, { locale: 'pl' }),
      createUser(app, { locale: 'pl' }),
      createUser(app, { role: 'therapist', locale: 'pl' }),
    ]);
    const mine = [await subscription(app, client.id, worker.id), await subscription(app, client.id, worker.id)];
    const theirs = await subscription(app, other.id, worker.id);

    await app.db.tx((q) => app.subscriptions.stopRenewalsOf(q, client.id));

    const { rows } = await app.db.query<{
      id: string;
      status: string;
      cancel_at_period_end: boolean;
      cancelled: boolean;
    }>(`SELECT id, status, cancel_at_period_end, cancelled_at IS NOT NULL AS cancelled FROM subscriptions`);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of mine) {
      expect(byId.get(id)).toMatchObject({ status: 'active', cancel_at_period_end: true, cancelled: true });
    }
    expect(byId.get(theirs)).toMatchObject({ status: 'active', cancel_at_period_end: false, cancelled: false });
  });

  it('cancel still answers for one subscription of the caller only', async () => {
    const [client, other, worker] = await Promise.all([
      createUser(app, { locale: 'pl' }),
      createUser(app, { locale: 'pl' }),
      createUser(app, { role: 'therapist', locale: 'pl' }),
    ]);
    const first = await subscription(app, client.id, worker.id);
    const second = await subscription(app, client.id, worker.id);
    await expect(app.subscriptions.cancel(app.db, other.id, first)).rejects.toMatchObject({ statusCode: 404 });
    expect(await app.subscriptions.cancel(app.db, client.id, first)).toMatchObject({
      id: first,
      cancel_at_period_end: true,
    });
    const untouched = await app.db.query<{ cancel_at_period_end: boolean }>(
      'SELECT cancel_at_period_end FROM subscriptions WHERE id = $1',
      [second],
    );
    expect(untouched.rows[0]!.cancel_at_period_end).toBe(false);
  });
});
