// Decorates `fastify.ledger`: the money journal and the check that it adds up.
import fp from 'fastify-plugin';
import type { Queryable } from '../../external/db';
import { findLedgerProblems } from './ledger-check';

export type LedgerEntryKind = 'payment_in' | 'credit' | 'credit_reversal' | 'refund_out';

export interface Ledger {
  record(q: Queryable, entry: { orderId: string; paymentId: string; refundId?: string | null; entry: LedgerEntryKind; amountMinor: number; currency: string }): Promise<void>;
  /** Every way the rows fail to add up, in words; empty when the books balance. */
  check(q: Queryable): Promise<string[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ledger: Ledger;
  }
}

export const ledger: Ledger = {
  async record(q, e) {
    await q.query(
      `INSERT INTO ledger_entries (order_id, payment_id, refund_id, entry, amount_minor, currency) VALUES ($1, $2, $3, $4, $5, $6)`,
      [e.orderId, e.paymentId, e.refundId ?? null, e.entry, e.amountMinor, e.currency],
    );
  },
  check: findLedgerProblems,
};

export default fp(
  async (fastify) => {
    fastify.decorate('ledger', ledger);
  },
  { name: 'ledger', dependencies: ['db'] },
);
