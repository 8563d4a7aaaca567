// SQL for refunds (to the payment or to a token) and their sending to the provider: part of ordersRepository.
import type { Queryable } from '../../external/db';

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

export const refundsRepository = {
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
};
