// SQL for account deletion on the payments side (what is scrubbed, and what deleting would lose): part of
// ordersRepository.
import type { Queryable } from '../../external/db';
import type { BookingFacts } from '../bookings/booking-facts-contract';

export const accountDeletionRepository = {
  /**
   * Account deletion: accounting keeps orders, payments, refunds and movements; names and messages go. (A
   * deleted client's subscriptions stop renewing through fastify.subscriptions.stopRenewalsOf.)
   */
  async scrubPersonalData(q: Queryable, userId: string): Promise<void> {
    await q.query(
      `UPDATE orders SET details = details - 'recipient_name' - 'sender_name' - 'message' - 'partner_email', updated_at = now()
        WHERE client_id = $1`,
      [userId],
    );
    await q.query(
      `UPDATE gift_codes SET recipient_name = NULL, sender_name = NULL, message = NULL WHERE purchaser_id = $1`,
      [userId],
    );
    await q.query(`DELETE FROM promo_lookups WHERE user_id = $1`, [userId]);
    // Providers' callbacks can carry the payer's name or card mask; the columns keep what accounting needs.
    await q.query(
      `UPDATE provider_events SET payload = '{"redacted":true}'::jsonb
        WHERE order_id IN (SELECT id FROM orders WHERE client_id = $1)`,
      [userId],
    );
  },

  /**
   * What deleting the account would lose (issue 23, point 4). Prepaid sessions are valued at what was paid for
   * them: each credit's price per session (a bundle's amount / quantity, a gift's amount / sessions, a refund's
   * amount, a subscription month's payment / sessions, a returned booking's price), the newest credits being the
   * ones still on the balance (tokens are spent oldest first).
   */
  async deletionLosses(q: Queryable, bookings: BookingFacts, clientId: string, now: Date) {
    // A returned booking's price is scheduling's to say (fastify.bookings).
    const { rows: returned } = await q.query<{ booking_id: string }>(
      `SELECT DISTINCT m.booking_id FROM token_accounts a JOIN token_movements m ON m.account_id = a.id
        WHERE a.client_id = $1 AND a.balance > 0 AND m.delta > 0 AND m.reason = 'booking_returned'
          AND m.booking_id IS NOT NULL`,
      [clientId],
    );
    const prices = await bookings.summaries(
      q,
      returned.map((r) => r.booking_id),
    );
    const prepaid = await q.query<{
      market: string;
      service_id: string;
      subscription: boolean;
      sessions: number;
      value_minor: string;
    }>(
      `WITH units AS (
         SELECT a.id, a.locale, a.service_id, a.worker_id, a.balance, m.delta,
                CASE m.reason
                  WHEN 'bundle_purchase' THEN (SELECT o.amount_minor::numeric / o.quantity FROM orders o WHERE o.id = m.order_id)
                  WHEN 'gift_redemption' THEN (SELECT o.amount_minor::numeric / g.sessions
                                                 FROM gift_codes g JOIN orders o ON o.id = g.order_id WHERE g.id = m.gift_code_id)
                  WHEN 'refund_to_token' THEN (SELECT r.amount_minor::numeric FROM refunds r WHERE r.id = m.refund_id)
                  WHEN 'subscription_period' THEN (SELECT p.amount_minor::numeric / m.delta FROM payments p WHERE p.id = m.payment_id)
                  WHEN 'booking_returned' THEN (SELECT r.price::numeric FROM unnest($2::uuid[], $3::int[]) AS r (id, price)
                                                 WHERE r.id = m.booking_id)
                END AS unit_value,
                sum(m.delta) OVER (PARTITION BY a.id ORDER BY m.created_at DESC, m.id DESC) AS newer_and_this
           FROM token_accounts a JOIN token_movements m ON m.account_id = a.id AND m.delta > 0
          WHERE a.client_id = $1 AND a.balance > 0)
       SELECT locale AS market, service_id, worker_id IS NOT NULL AS subscription, balance AS sessions,
              round(sum(COALESCE(unit_value, 0) * GREATEST(0, LEAST(delta, balance - (newer_and_this - delta)))))::bigint AS value_minor
         FROM units GROUP BY id, locale, service_id, worker_id, balance
        ORDER BY locale, worker_id IS NOT NULL, service_id`,
      [clientId, [...prices.keys()], [...prices.values()].map((b) => b.priceMinor)],
    );
    const subscriptions = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM subscriptions WHERE client_id = $1 AND status = 'active'`,
      [clientId],
    );
    const upcoming = await bookings.upcomingOfClient(q, clientId, now);
    const { rows: paid } = await q.query<{ booking_id: string; amount_minor: string; currency: string }>(
      `SELECT booking_id, amount_minor, currency FROM orders
        WHERE booking_id = ANY ($1::uuid[]) AND kind = 'appointment' AND status = 'paid'`,
      [upcoming.map((b) => b.id)],
    );
    const orderOf = new Map(paid.map((o) => [o.booking_id, o]));
    const future = {
      rows: upcoming.map((b) => ({
        id: b.id,
        starts_at: b.startsAt,
        source: b.source,
        amount_minor: orderOf.get(b.id)?.amount_minor ?? null,
        currency: orderOf.get(b.id)?.currency ?? null,
      })),
    };
    const cardPaid = future.rows.filter((b) => b.amount_minor !== null && Number(b.amount_minor) > 0);
    const prepaidSources = new Set(['token', 'subscription', 'gift']);
    return {
      prepaid: prepaid.rows.map((r) => ({ ...r, value_minor: Number(r.value_minor) })),
      activeSubscriptions: subscriptions.rows[0]?.n ?? 0,
      cardPaid: cardPaid.map((b) => ({
        bookingId: b.id,
        startsAt: new Date(b.starts_at),
        amountMinor: Number(b.amount_minor),
        currency: b.currency!,
      })),
      prepaidSessions: future.rows.filter((b) => prepaidSources.has(b.source)).length,
      otherSessions: future.rows.filter((b) => !cardPaid.includes(b) && !prepaidSources.has(b.source)).length,
    };
  },
};
