// SQL for orders, payments, provider events and refunds.
import type { RefundState } from '@rozmova/contracts/schemas/purchases';
import type { Queryable } from '../../external/db';
import { accountDeletionRepository } from './account-deletion-repository';
import { refundsRepository } from './refunds-repository';

export type { RefundRow } from './refunds-repository';

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

  ...refundsRepository,
  ...accountDeletionRepository,
};
