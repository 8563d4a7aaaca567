// Decorates `fastify.ledger`: the money journal and the check that it adds up.
import fp from 'fastify-plugin';
import type { Queryable } from '../../external/db';
import { findLedgerProblems, type LedgerBookings } from './ledger-check';

export type LedgerEntryKind = 'payment_in' | 'credit' | 'credit_reversal' | 'refund_out';

export interface Ledger {
  record(
    q: Queryable,
    entry: {
      orderId: string;
      paymentId: string;
      refundId?: string | null;
      entry: LedgerEntryKind;
      amountMinor: number;
      currency: string;
    },
  ): Promise<void>;
  /** Every way the rows fail to add up, in words; empty when the books balance. */
  check(q: Queryable): Promise<string[]>;
  /**
   * For each booking bought through an order: the money that came in less what went back out (minor units).
   * Bookings with no journalled money are left out.
   */
  netPaidByBooking(q: Queryable, bookingIds: string[]): Promise<Map<string, number>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ledger: Ledger;
  }
}

export const createLedger = (bookings: LedgerBookings): Ledger => ({
  async record(q, e) {
    await q.query(
      `INSERT INTO ledger_entries (order_id, payment_id, refund_id, entry, amount_minor, currency) VALUES ($1, $2, $3, $4, $5, $6)`,
      [e.orderId, e.paymentId, e.refundId ?? null, e.entry, e.amountMinor, e.currency],
    );
  },
  check: (q) => findLedgerProblems(q, bookings),
  async netPaidByBooking(q, bookingIds) {
    if (bookingIds.length === 0) return new Map();
    const { rows } = await q.query<{ booking_id: string; net_minor: string | number }>(
      `SELECT o.booking_id, sum(CASE e.entry WHEN 'payment_in' THEN e.amount_minor WHEN 'refund_out' THEN -e.amount_minor ELSE 0 END) AS net_minor
         FROM orders o JOIN ledger_entries e ON e.order_id = o.id
        WHERE o.booking_id = ANY ($1::uuid[])
        GROUP BY o.booking_id`,
      [bookingIds],
    );
    return new Map(rows.map((r) => [r.booking_id, Number(r.net_minor)]));
  },
});

export default fp(
  async (fastify) => {
    fastify.decorate('ledger', createLedger(fastify.bookings));
  },
  { name: 'ledger', dependencies: ['db', 'bookings'] },
);
