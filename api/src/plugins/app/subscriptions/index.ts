// Decorates `fastify.subscriptions`: monthly periods with one therapist. Each paid month opens a period
// and credits its sessions as tokens bound to that therapist; unused sessions stay usable (a person in
// therapy should not lose a session because a week was hard). Cancelling stops the next renewal; the
// month already paid runs to its end.
import fp from 'fastify-plugin';
import { ApiError } from '../../../errors';
import type { Queryable } from '../../external/db';
import type { Tokens } from '../tokens';
import { firstPeriod, nextPeriod, periodTokens } from './renewal-rules';

export interface SubscriptionRow {
  id: string;
  order_id: string;
  client_id: string;
  worker_id: string;
  locale: string;
  service_id: string;
  sessions_per_period: number;
  period_amount_minor: number;
  currency: string;
  status: 'active' | 'cancelled';
  current_period_end: Date;
  cancel_at_period_end: boolean;
  cancelled_at: Date | null;
  provider_subscription_ref: string | null;
  created_at: Date;
}

export { addMonth } from './renewal-rules';

export interface Subscriptions {
  byOrder(q: Queryable, orderId: string, lock?: boolean): Promise<SubscriptionRow | null>;
  /** Whether the client already has a running (not ending) subscription with this therapist and session type. */
  hasActive(q: Queryable, clientId: string, workerId: string, serviceId: string): Promise<boolean>;
  /** First month: creates the subscription, its first period and the period's tokens. */
  start(
    q: Queryable,
    input: {
      orderId: string;
      clientId: string;
      workerId: string;
      locale: string;
      serviceId: string;
      sessions: number;
      periodAmountMinor: number;
      currency: string;
      paymentId: string;
      recurringRef: string | null;
      now: Date;
    },
    tokens: Tokens,
  ): Promise<SubscriptionRow>;
  /** A renewal charge: the next period and its tokens. */
  renew(
    q: Queryable,
    subscription: SubscriptionRow,
    paymentId: string,
    periodIndex: number,
    tokens: Tokens,
  ): Promise<void>;
  nextPeriodIndex(q: Queryable, subscriptionId: string): Promise<number>;
  cancel(q: Queryable, clientId: string, subscriptionId: string): Promise<SubscriptionRow>;
  /** Account deletion: none of the client's active subscriptions renews again (the paid month runs out). */
  stopRenewalsOf(q: Queryable, clientId: string): Promise<void>;
  listForClient(
    q: Queryable,
    clientId: string,
  ): Promise<Array<SubscriptionRow & { periods_paid: number; sessions_left: number }>>;
  /** Active subscriptions whose paid month has ended. */
  due(q: Queryable, now: Date): Promise<SubscriptionRow[]>;
  end(q: Queryable, subscriptionId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    subscriptions: Subscriptions;
  }
}

export const subscriptions: Subscriptions = {
  async hasActive(q, clientId, workerId, serviceId) {
    const { rows } = await q.query(
      `SELECT 1 FROM subscriptions WHERE client_id = $1 AND worker_id = $2 AND service_id = $3 AND status = 'active' AND NOT cancel_at_period_end`,
      [clientId, workerId, serviceId],
    );
    return rows.length > 0;
  },

  async byOrder(q, orderId, lock = false) {
    const { rows } = await q.query<SubscriptionRow>(
      `SELECT * FROM subscriptions WHERE order_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [orderId],
    );
    return rows[0] ?? null;
  },

  async start(q, input, tokens) {
    const { startsAt, endsAt } = firstPeriod(input.now);
    const { rows } = await q.query<SubscriptionRow>(
      `INSERT INTO subscriptions (order_id, client_id, worker_id, locale, service_id, sessions_per_period,
         period_amount_minor, currency, status, current_period_end, provider_subscription_ref)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'active', $9, $10) RETURNING *`,
      [
        input.orderId,
        input.clientId,
        input.workerId,
        input.locale,
        input.serviceId,
        input.sessions,
        input.periodAmountMinor,
        input.currency,
        endsAt,
        input.recurringRef,
      ],
    );
    const subscription = rows[0]!;
    await q.query(
      `INSERT INTO subscription_periods (subscription_id, period_index, starts_at, ends_at, sessions, payment_id)
       VALUES ($1, 1, $2, $3, $4, $5)`,
      [subscription.id, startsAt, endsAt, input.sessions, input.paymentId],
    );
    await tokens.move(q, {
      clientId: input.clientId,
      locale: input.locale,
      serviceId: input.serviceId,
      workerId: input.workerId,
      delta: input.sessions,
      reason: 'subscription_period',
      orderId: input.orderId,
      paymentId: input.paymentId,
    });
    return subscription;
  },

  async renew(q, subscription, paymentId, periodIndex, tokens) {
    const { startsAt, endsAt } = nextPeriod(subscription);
    await q.query(
      `INSERT INTO subscription_periods (subscription_id, period_index, starts_at, ends_at, sessions, payment_id)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [subscription.id, periodIndex, startsAt, endsAt, subscription.sessions_per_period, paymentId],
    );
    await q.query(`UPDATE subscriptions SET current_period_end = $2, updated_at = now() WHERE id = $1`, [
      subscription.id,
      endsAt,
    ]);
    await tokens.move(q, periodTokens(subscription, paymentId));
  },

  async nextPeriodIndex(q, subscriptionId) {
    const { rows } = await q.query<{ n: number }>(
      `SELECT coalesce(max(period_index), 0)::int + 1 AS n FROM subscription_periods WHERE subscription_id = $1`,
      [subscriptionId],
    );
    return rows[0]!.n;
  },

  async cancel(q, clientId, subscriptionId) {
    const [row] = await stopRenewals(q, clientId, subscriptionId);
    if (row) return row;
    const found = await q.query<SubscriptionRow>(`SELECT * FROM subscriptions WHERE id = $1 AND client_id = $2`, [
      subscriptionId,
      clientId,
    ]);
    if (!found.rows[0]) throw new ApiError(404, 'subscription_not_found', 'No subscription of yours with this id.');
    return found.rows[0];
  },

  async stopRenewalsOf(q, clientId) {
    await stopRenewals(q, clientId, null);
  },

  async listForClient(q, clientId) {
    const { rows } = await q.query<SubscriptionRow & { periods_paid: number; sessions_left: number }>(
      `SELECT s.*,
              (SELECT count(*)::int FROM subscription_periods p WHERE p.subscription_id = s.id) AS periods_paid,
              coalesce((SELECT a.balance FROM token_accounts a
                         WHERE a.client_id = s.client_id AND a.locale = s.locale AND a.service_id = s.service_id
                           AND a.worker_id = s.worker_id), 0) AS sessions_left
         FROM subscriptions s WHERE s.client_id = $1 ORDER BY s.created_at DESC`,
      [clientId],
    );
    return rows;
  },

  async due(q, now) {
    const { rows } = await q.query<SubscriptionRow>(
      `SELECT * FROM subscriptions WHERE status = 'active' AND current_period_end <= $1 ORDER BY current_period_end LIMIT 100`,
      [now],
    );
    return rows;
  },

  async end(q, subscriptionId) {
    await q.query(
      `UPDATE subscriptions SET status = 'cancelled', updated_at = now() WHERE id = $1 AND status = 'active'`,
      [subscriptionId],
    );
  },
};

/** The one place a subscription stops renewing: one of the client's (by id), or all of them (null). */
async function stopRenewals(q: Queryable, clientId: string, subscriptionId: string | null): Promise<SubscriptionRow[]> {
  const { rows } = await q.query<SubscriptionRow>(
    `UPDATE subscriptions SET cancel_at_period_end = true, cancelled_at = coalesce(cancelled_at, now()), updated_at = now()
      WHERE client_id = $1 AND ($2::uuid IS NULL OR id = $2) AND status = 'active' RETURNING *`,
    [clientId, subscriptionId],
  );
  return rows;
}

export default fp(
  async (fastify) => {
    fastify.decorate('subscriptions', subscriptions);
  },
  { name: 'subscriptions', dependencies: ['db', 'tokens'] },
);
