// SQL for orders, payments, provider events and refunds.
import type { RefundState } from '@rozmova/contracts/schemas/purchases';
import type { Queryable } from '../../external/db';

export type OrderKind = 'appointment' | 'subscription' | 'bundle' | 'giftcode';
export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'expired' | 'refunded';

export interface OrderRow {
  id: string;
  kind: OrderKind;
  status: OrderStatus;
  client_id: string;
  locale: 'ua' | 'pl' | 'ro' | 'en';
  currency: 'UAH' | 'PLN' | 'RON' | 'GBP';
  list_amount_minor: number;
  discount_minor: number;
  amount_minor: number;
  promo_rule_id: string | null;
  worker_id: string | null;
  service_id: string;
  quantity: number;
  booking_id: string | null;
  starts_at: Date | null;
  provider: string;
  provider_ref: string | null;
  checkout_url: string | null;
  expires_at: Date;
  paid_at: Date | null;
  closed_at: Date | null;
  details: Record<string, unknown>;
  created_at: Date;
}

export interface PaymentRow {
  id: string;
  order_id: string;
  provider: string;
  provider_payment_id: string | null;
  amount_minor: number;
  currency: string;
  period_index: number;
}

export interface RefundRow {
  id: string;
  payment_id: string;
  order_id: string;
  booking_id: string | null;
  amount_minor: number;
  currency: string;
  destination: 'payment' | 'token';
  destination_chosen_by: 'client' | 'client_via_admin' | 'rule';
  reason: string;
  status: 'pending' | 'succeeded' | 'failed';
  provider_refund_id: string | null;
}

export type NewOrder = Omit<
  OrderRow,
  'status' | 'paid_at' | 'closed_at' | 'created_at' | 'checkout_url' | 'provider_ref'
>;

/**
 * The order's refund state (schemas/purchases REFUND_STATES) as SQL over its refund records, for the order
 * aliased `o`: every list and detail reads it from here. A second charge's refund is not the order's.
 */
export const REFUND_STATE_SQL = `(
  SELECT CASE
    WHEN bool_or(r.destination = 'token') THEN 'token'
    WHEN COALESCE(sum(r.amount_minor), 0) = 0 THEN 'none'
    WHEN sum(r.amount_minor) >= (SELECT COALESCE(sum(p.amount_minor), 0) FROM payments p
                                   WHERE p.order_id = o.id AND p.kind = 'charge') THEN 'refunded'
    ELSE 'partly_refunded'
  END
  FROM refunds r WHERE r.order_id = o.id AND r.reason <> 'second_charge')`;

export const ordersRepository = {
  async insert(q: Queryable, o: NewOrder): Promise<OrderRow> {
    const { rows } = await q.query<OrderRow>(
      `INSERT INTO orders (id, kind, client_id, locale, currency, list_amount_minor, discount_minor, amount_minor,
         promo_rule_id, worker_id, service_id, quantity, booking_id, starts_at, provider, expires_at, details)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING *`,
      [
        o.id,
        o.kind,
        o.client_id,
        o.locale,
        o.currency,
        o.list_amount_minor,
        o.discount_minor,
        o.amount_minor,
        o.promo_rule_id,
        o.worker_id,
        o.service_id,
        o.quantity,
        o.booking_id,
        o.starts_at,
        o.provider,
        o.expires_at,
        JSON.stringify(o.details),
      ],
    );
    return rows[0]!;
  },

  async find(q: Queryable, id: string, lock = false): Promise<OrderRow | null> {
    const { rows } = await q.query<OrderRow>(`SELECT * FROM orders WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id]);
    return rows[0] ?? null;
  },

  async findByBooking(q: Queryable, bookingId: string): Promise<OrderRow | null> {
    const { rows } = await q.query<OrderRow>(
      // A series occurrence may have closed unpaid orders before the one that paid it (migration 591).
      `SELECT * FROM orders WHERE booking_id = $1 AND kind = 'appointment'
        ORDER BY (status IN ('pending', 'paid', 'refunded')) DESC, created_at DESC LIMIT 1 FOR UPDATE`,
      [bookingId],
    );
    return rows[0] ?? null;
  },

  async setStatus(q: Queryable, id: string, status: OrderStatus): Promise<void> {
    await q.query(
      `UPDATE orders SET status = $2,
              paid_at = CASE WHEN $2 = 'paid' THEN coalesce(paid_at, now()) ELSE paid_at END,
              closed_at = CASE WHEN $2 IN ('cancelled', 'expired', 'refunded') THEN now() ELSE closed_at END,
              updated_at = now()
        WHERE id = $1`,
      [id, status],
    );
  },

  async setCheckout(q: Queryable, id: string, checkoutUrl: string, providerRef: string | null): Promise<void> {
    await q.query(`UPDATE orders SET checkout_url = $2, provider_ref = $3, updated_at = now() WHERE id = $1`, [
      id,
      checkoutUrl,
      providerRef,
    ]);
  },

  async mergeDetails(q: Queryable, id: string, details: Record<string, unknown>): Promise<void> {
    await q.query(`UPDATE orders SET details = details || $2::jsonb, updated_at = now() WHERE id = $1`, [
      id,
      JSON.stringify(details),
    ]);
  },

  async duePending(q: Queryable, now: Date, limit = 100): Promise<string[]> {
    const { rows } = await q.query<{ id: string }>(
      `SELECT id FROM orders WHERE status = 'pending' AND expires_at <= $1 ORDER BY expires_at LIMIT $2`,
      [now, limit],
    );
    return rows.map((r) => r.id);
  },

  /** Inserts the event once; null when this (provider, event_id) was seen before. */
  async insertEvent(
    q: Queryable,
    e: {
      provider: string;
      eventId: string;
      type: string;
      orderId: string | null;
      amountMinor: number;
      currency: string;
      occurredAt: Date;
      payload: unknown;
    },
  ): Promise<string | null> {
    const { rows } = await q.query<{ id: string }>(
      `INSERT INTO provider_events (provider, event_id, type, order_id, amount_minor, currency, occurred_at, outcome, payload)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'processing', $8)
       ON CONFLICT ON CONSTRAINT provider_events_once DO NOTHING
       RETURNING id`,
      [e.provider, e.eventId, e.type, e.orderId, e.amountMinor, e.currency, e.occurredAt, JSON.stringify(e.payload)],
    );
    return rows[0]?.id ?? null;
  },

  async eventOutcome(q: Queryable, provider: string, eventId: string): Promise<string | null> {
    const { rows } = await q.query<{ outcome: string }>(
      `SELECT outcome FROM provider_events WHERE provider = $1 AND event_id = $2`,
      [provider, eventId],
    );
    return rows[0]?.outcome ?? null;
  },

  async setEventOutcome(q: Queryable, id: string, outcome: string): Promise<void> {
    await q.query(`UPDATE provider_events SET outcome = $2 WHERE id = $1`, [id, outcome]);
  },

  async insertPayment(
    q: Queryable,
    p: {
      orderId: string;
      provider: string;
      providerPaymentId: string | null;
      amountMinor: number;
      currency: string;
      periodIndex: number;
      eventRowId: string;
      /** 'second_charge': money for an order already paid, refunded whole (migration 400). */
      kind?: 'charge' | 'second_charge';
    },
  ): Promise<PaymentRow> {
    const { rows } = await q.query<PaymentRow>(
      `INSERT INTO payments (order_id, provider, provider_payment_id, amount_minor, currency, period_index, event_id, kind)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [
        p.orderId,
        p.provider,
        p.providerPaymentId,
        p.amountMinor,
        p.currency,
        p.periodIndex,
        p.eventRowId,
        p.kind ?? 'charge',
      ],
    );
    return rows[0]!;
  },

  async paymentFor(q: Queryable, orderId: string, periodIndex = 1): Promise<PaymentRow | null> {
    const { rows } = await q.query<PaymentRow>(
      `SELECT * FROM payments WHERE order_id = $1 AND period_index = $2 AND kind = 'charge'`,
      [orderId, periodIndex],
    );
    return rows[0] ?? null;
  },

  async paymentByProviderId(
    q: Queryable,
    provider: string,
    providerPaymentId: string | null,
  ): Promise<PaymentRow | null> {
    if (!providerPaymentId) return null;
    const { rows } = await q.query<PaymentRow>(
      `SELECT * FROM payments WHERE provider = $1 AND provider_payment_id = $2`,
      [provider, providerPaymentId],
    );
    return rows[0] ?? null;
  },

  async hasCredit(q: Queryable, paymentId: string): Promise<boolean> {
    const { rows } = await q.query(`SELECT 1 FROM ledger_entries WHERE payment_id = $1 AND entry = 'credit'`, [
      paymentId,
    ]);
    return rows.length > 0;
  },

  async insertRefund(
    q: Queryable,
    r: {
      paymentId: string;
      orderId: string;
      bookingId: string | null;
      amountMinor: number;
      currency: string;
      destination: 'payment' | 'token';
      /** Who chose the destination (a token only ever by the client's choice; the database checks it). */
      chosenBy?: 'client' | 'client_via_admin' | 'rule';
      reason: string;
      status: 'pending' | 'succeeded';
    },
  ): Promise<RefundRow> {
    const { rows } = await q.query<RefundRow>(
      `INSERT INTO refunds (payment_id, order_id, booking_id, amount_minor, currency, destination, reason, status,
                            destination_chosen_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [
        r.paymentId,
        r.orderId,
        r.bookingId,
        r.amountMinor,
        r.currency,
        r.destination,
        r.reason,
        r.status,
        r.chosenBy ?? 'rule',
      ],
    );
    return rows[0]!;
  },

  async refundForPayment(q: Queryable, paymentId: string): Promise<RefundRow | null> {
    const { rows } = await q.query<RefundRow>(`SELECT * FROM refunds WHERE payment_id = $1`, [paymentId]);
    return rows[0] ?? null;
  },

  async refundFor(q: Queryable, orderId: string): Promise<RefundRow | null> {
    const { rows } = await q.query<RefundRow>(
      // A second charge's refund is not the order's refund: the order itself stays paid.
      `SELECT * FROM refunds WHERE order_id = $1 AND reason <> 'second_charge' ORDER BY created_at DESC LIMIT 1`,
      [orderId],
    );
    return rows[0] ?? null;
  },

  /** Refunds to the payment that the provider has not been asked for yet. */
  async unsentRefunds(
    q: Queryable,
    limit = 50,
  ): Promise<Array<RefundRow & { provider: string; provider_payment_id: string | null }>> {
    const { rows } = await q.query<RefundRow & { provider: string; provider_payment_id: string | null }>(
      `SELECT r.*, p.provider, p.provider_payment_id FROM refunds r JOIN payments p ON p.id = r.payment_id
        WHERE r.destination = 'payment' AND r.status = 'pending' AND r.provider_refund_id IS NULL
        ORDER BY r.created_at LIMIT $1`,
      [limit],
    );
    return rows;
  },

  async markRefundSent(
    q: Queryable,
    id: string,
    providerRefundId: string,
    status: 'pending' | 'succeeded',
  ): Promise<void> {
    await q.query(
      `UPDATE refunds SET provider_refund_id = $2, status = $3, updated_at = now() WHERE id = $1 AND provider_refund_id IS NULL`,
      [id, providerRefundId, status],
    );
  },

  async confirmRefund(q: Queryable, orderId: string): Promise<boolean> {
    const { rowCount } = await q.query(
      `UPDATE refunds SET status = 'succeeded', updated_at = now() WHERE order_id = $1 AND status = 'pending' AND destination = 'payment'`,
      [orderId],
    );
    return rowCount > 0;
  },

  /**
   * Account deletion: accounting keeps orders, payments, refunds and movements; names and messages go, and a
   * deleted client's subscriptions stop renewing.
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
    await q.query(
      `UPDATE subscriptions SET cancel_at_period_end = true, cancelled_at = coalesce(cancelled_at, now()), updated_at = now()
        WHERE client_id = $1 AND status = 'active'`,
      [userId],
    );
  },

  /**
   * What deleting the account would lose (issue 23, point 4). Prepaid sessions are valued at what was paid for
   * them: each credit's price per session (a bundle's amount / quantity, a gift's amount / sessions, a refund's
   * amount, a subscription month's payment / sessions, a returned booking's price), the newest credits being the
   * ones still on the balance (tokens are spent oldest first).
   */
  async deletionLosses(q: Queryable, clientId: string, now: Date) {
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
                  WHEN 'booking_returned' THEN (SELECT b.price_minor::numeric FROM bookings b WHERE b.id = m.booking_id)
                END AS unit_value,
                sum(m.delta) OVER (PARTITION BY a.id ORDER BY m.created_at DESC, m.id DESC) AS newer_and_this
           FROM token_accounts a JOIN token_movements m ON m.account_id = a.id AND m.delta > 0
          WHERE a.client_id = $1 AND a.balance > 0)
       SELECT locale AS market, service_id, worker_id IS NOT NULL AS subscription, balance AS sessions,
              round(sum(COALESCE(unit_value, 0) * GREATEST(0, LEAST(delta, balance - (newer_and_this - delta)))))::bigint AS value_minor
         FROM units GROUP BY id, locale, service_id, worker_id, balance
        ORDER BY locale, worker_id IS NOT NULL, service_id`,
      [clientId],
    );
    const subscriptions = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM subscriptions WHERE client_id = $1 AND status = 'active'`,
      [clientId],
    );
    const future = await q.query<{
      id: string;
      starts_at: Date;
      source: string;
      amount_minor: string | null;
      currency: string | null;
    }>(
      `SELECT b.id, b.starts_at, b.source, o.amount_minor, o.currency
         FROM bookings b
         LEFT JOIN orders o ON o.booking_id = b.id AND o.kind = 'appointment' AND o.status = 'paid'
        WHERE b.client_id = $1 AND b.status = 'confirmed' AND b.starts_at > $2
        ORDER BY b.starts_at`,
      [clientId, now],
    );
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

  /** A client's purchases, newest first, each with what came back of it (REFUND_STATE_SQL), and how many there are in all. */
  async listForClient(
    q: Queryable,
    clientId: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: Array<OrderRow & { refund_state: RefundState }>; total: number }> {
    const [{ rows }, total] = await Promise.all([
      q.query<OrderRow & { refund_state: RefundState }>(
        `SELECT o.*, ${REFUND_STATE_SQL} AS refund_state
           FROM orders o WHERE o.client_id = $1 ORDER BY o.created_at DESC, o.id LIMIT $2 OFFSET $3`,
        [clientId, limit, offset],
      ),
      q.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE client_id = $1`, [clientId]),
    ]);
    return { rows, total: total.rows[0]!.n };
  },
};
