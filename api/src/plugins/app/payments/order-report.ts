// The admin's order report (`fastify.payments.report`, api/docs/area-contracts.md): orders with what came back
// of them, their payments and refunds, and the booking an order paid for, read from payments' own tables; the
// booking's facts come from scheduling's `fastify.bookings`, the therapist's name and zone from
// `fastify.therapists`. Who the client is (name, address) is core's: the admin reads it and passes the client
// ids an e-mail search matched.
import type { RefundState } from '@rozmova/contracts/schemas/purchases';
import type { Queryable } from '../../external/db';
import { REFUND_STATE_SQL } from './orders-repository';
import type { PaymentsDeps } from './service/deps';

export interface OrderReportRow {
  id: string;
  kind: string;
  status: string;
  refund_state: RefundState;
  locale: string;
  currency: string;
  amount_minor: number;
  list_amount_minor: number;
  discount_minor: number;
  client_id: string;
  provider: string;
  booking_id: string | null;
  created_at: Date;
  paid_at: Date | null;
}

export interface OrderReportFilter {
  /** The clients an e-mail search matched (null: any client). */
  clientIds: string[] | null;
  orderId: string | null;
  /** A UTC day, YYYY-MM-DD. */
  date: string | null;
  limit: number;
  offset: number;
}

const SELECT = `
  SELECT o.id, o.kind, o.status, o.locale, o.currency, o.amount_minor::int AS amount_minor,
         o.list_amount_minor::int AS list_amount_minor, o.discount_minor::int AS discount_minor,
         o.client_id, o.provider, o.booking_id, o.created_at, o.paid_at,
         ${REFUND_STATE_SQL} AS refund_state
    FROM orders o`;

export class OrderReport {
  constructor(private readonly deps: Pick<PaymentsDeps, 'db' | 'bookings' | 'therapistNames'>) {}

  /** One page of orders, newest first, and how many match in all. */
  async search(f: OrderReportFilter, q: Queryable = this.deps.db) {
    const where = `
      WHERE ($1::uuid[] IS NULL OR o.client_id = ANY($1::uuid[]))
        AND ($2::uuid IS NULL OR o.id = $2)
        AND ($3::date IS NULL OR (o.created_at AT TIME ZONE 'UTC')::date = $3::date)`;
    const params = [f.clientIds, f.orderId, f.date];
    const [{ rows }, count] = await Promise.all([
      q.query<OrderReportRow>(`${SELECT} ${where} ORDER BY o.created_at DESC, o.id LIMIT $4 OFFSET $5`, [
        ...params,
        f.limit,
        f.offset,
      ]),
      q.query<{ total: number }>(`SELECT count(*)::int AS total FROM orders o ${where}`, params),
    ]);
    return { rows, total: count.rows[0]?.total ?? 0 };
  }

  async find(id: string, q: Queryable = this.deps.db): Promise<OrderReportRow | null> {
    const { rows } = await q.query<OrderReportRow>(`${SELECT} WHERE o.id = $1`, [id]);
    return rows[0] ?? null;
  }

  async payments(orderId: string, q: Queryable = this.deps.db) {
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
  }

  async refunds(orderId: string, q: Queryable = this.deps.db) {
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
  }

  /** The booking an order paid for, with its therapist's shown name ('' if none) and time zone (UTC if none). */
  async booking(bookingId: string, q: Queryable = this.deps.db) {
    const b = await this.deps.bookings.find(q, bookingId);
    if (!b) return null;
    const therapist = b.worker_id ? (await this.deps.therapistNames(q, [b.worker_id])).get(b.worker_id) : undefined;
    return {
      id: b.id,
      status: b.status,
      starts_at: b.starts_at,
      service_kind: b.service_kind,
      therapist_name: therapist?.displayName ?? '',
      time_zone: therapist?.timeZone ?? 'UTC',
    };
  }

  /** What a cancelled session gave back: its refund to the card (amount), or a session token to the balance. */
  async returnedForBooking(q: Queryable, bookingId: string) {
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
}
