// SQL of the admin's order search: orders with their client, payments, refunds and the booking they paid
// for. Read-only; a refund goes through the bookings cancellation, which owns that change.
import type { RefundState } from '@rozmova/contracts/schemas/purchases';
import type { Queryable } from '../../external/db';
import { REFUND_STATE_SQL } from '../payments/payments-contract';

export interface AdminOrderRow {
  id: string;
  kind: string;
  status: string;
  refund_state: RefundState;
  locale: string;
  currency: string;
  amount_minor: number;
  list_amount_minor: number;
  discount_minor: number;
  client_name: string;
  client_email: string | null;
  provider: string;
  booking_id: string | null;
  created_at: Date;
  paid_at: Date | null;
}

const SELECT = `
  SELECT o.id, o.kind, o.status, o.locale, o.currency, o.amount_minor::int AS amount_minor,
         o.list_amount_minor::int AS list_amount_minor, o.discount_minor::int AS discount_minor,
         CASE WHEN u.deleted_at IS NULL THEN u.name ELSE '' END AS client_name, u.email AS client_email, o.provider, o.booking_id, o.created_at, o.paid_at,
         ${REFUND_STATE_SQL} AS refund_state
    FROM orders o JOIN users u ON u.id = o.client_id`;

export const adminOrdersRepository = {
  async search(
    q: Queryable,
    f: { email: string | null; orderId: string | null; date: string | null; limit: number; offset: number },
  ) {
    const where = `
      WHERE ($1::text IS NULL OR u.email ILIKE '%' || $1 || '%')
        AND ($2::uuid IS NULL OR o.id = $2)
        AND ($3::date IS NULL OR (o.created_at AT TIME ZONE 'UTC')::date = $3::date)`;
    const params = [f.email, f.orderId, f.date];
    const [{ rows }, count] = await Promise.all([
      q.query<AdminOrderRow>(`${SELECT} ${where} ORDER BY o.created_at DESC, o.id LIMIT $4 OFFSET $5`, [
        ...params,
        f.limit,
        f.offset,
      ]),
      q.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM orders o JOIN users u ON u.id = o.client_id ${where}`,
        params,
      ),
    ]);
    return { rows, total: count.rows[0]?.total ?? 0 };
  },

  async find(q: Queryable, id: string): Promise<AdminOrderRow | null> {
    const { rows } = await q.query<AdminOrderRow>(`${SELECT} WHERE o.id = $1`, [id]);
    return rows[0] ?? null;
  },

  async payments(q: Queryable, orderId: string) {
    const { rows } = await q.query<{
      id: string;
      amount_minor: number;
      currency: string;
      provider: string;
      provider_payment_id: string | null;
      created_at: Date;
    }>(
      `SELECT id, amount_minor::int AS amount_minor, currency, provider, provider_payment_id, created_at FROM payments WHERE order_id = $1 ORDER BY created_at`,
      [orderId],
    );
    return rows;
  },

  async refunds(q: Queryable, orderId: string) {
    const { rows } = await q.query<{
      id: string;
      amount_minor: number;
      currency: string;
      destination: string;
      destination_chosen_by: string;
      reason: string;
      status: string;
      created_at: Date;
    }>(
      `SELECT id, amount_minor::int AS amount_minor, currency, destination, destination_chosen_by, reason, status, created_at FROM refunds WHERE order_id = $1 ORDER BY created_at`,
      [orderId],
    );
    return rows;
  },

  async booking(q: Queryable, bookingId: string) {
    const { rows } = await q.query<{
      id: string;
      status: string;
      starts_at: Date;
      service_kind: string;
      therapist_name: string;
      time_zone: string;
    }>(
      `SELECT b.id, b.status, b.starts_at, b.service_kind, COALESCE(p.display_name, '') AS therapist_name, COALESCE(p.time_zone, 'UTC') AS time_zone
         FROM bookings b LEFT JOIN therapist_profiles p ON p.user_id = b.worker_id WHERE b.id = $1`,
      [bookingId],
    );
    return rows[0] ?? null;
  },
};

/** What a cancelled session gave back: its refund to the card (amount), or a session token to the balance. */
export async function returnedForBooking(q: Queryable, bookingId: string) {
  const [refund, token] = await Promise.all([
    q.query<{ amount_minor: string | number; currency: string }>(
      `SELECT amount_minor, currency FROM refunds WHERE booking_id = $1 AND destination = 'payment'`,
      [bookingId],
    ),
    q.query(
      `SELECT 1 FROM token_movements WHERE booking_id = $1 AND reason = 'booking_returned'
       UNION ALL SELECT 1 FROM refunds WHERE booking_id = $1 AND destination = 'token'`,
      [bookingId],
    ),
  ]);
  const card = refund.rows[0];
  return {
    card: card ? { amount_minor: Number(card.amount_minor), currency: card.currency } : null,
    token: token.rows.length > 0,
  };
}

/** Who to tell after a refund: the client and the therapist of a booking, in their own language and zone. */
export async function refundRecipients(q: Queryable, bookingId: string) {
  const { rows } = await q.query<{
    starts_at: Date;
    client_id: string;
    worker_id: string | null;
    client_email: string | null;
    client_name: string;
    client_locale: string;
    client_timezone: string | null;
    therapist_email: string | null;
    therapist_name: string;
    therapist_locale: string | null;
    therapist_zone: string | null;
  }>(
    `SELECT b.starts_at, b.client_id, b.worker_id, c.email AS client_email, c.name AS client_name, c.locale AS client_locale, c.timezone AS client_timezone,
            w.email AS therapist_email, COALESCE(p.display_name, w.name, '') AS therapist_name, w.locale AS therapist_locale, p.time_zone AS therapist_zone
       FROM bookings b
       JOIN users c ON c.id = b.client_id AND c.deleted_at IS NULL
       LEFT JOIN users w ON w.id = b.worker_id AND w.deleted_at IS NULL
       LEFT JOIN therapist_profiles p ON p.user_id = b.worker_id
      WHERE b.id = $1`,
    [bookingId],
  );
  return rows[0] ?? null;
}
