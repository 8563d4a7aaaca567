// The ledger invariant, as queries: each returns the rows that break one rule. Money in = credits + refunds,
// every credit is backed by what the client received, no balance below zero, nothing counted twice.
import type { Queryable } from '../../external/db';
import type { BookingFacts } from '../bookings/booking-facts-contract';
import { problemLine } from './ledger-report';

/** What the check asks scheduling (fastify.bookings). */
export type LedgerBookings = Pick<BookingFacts, 'summaries'>;

type Rule =
  | { rule: string; sql: string }
  | { rule: string; find: (q: Queryable, bookings: LedgerBookings) => Promise<Array<Record<string, unknown>>> };

const RULES: readonly Rule[] = [
  {
    rule: 'each payment is journalled as money in, once, for its amount and currency',
    sql: `SELECT p.id FROM payments p
            LEFT JOIN ledger_entries e ON e.payment_id = p.id AND e.entry = 'payment_in'
           WHERE e.id IS NULL OR e.amount_minor <> p.amount_minor OR e.currency <> p.currency`,
  },
  {
    rule: 'per payment: money in = credit - credit reversal + refund out',
    sql: `SELECT payment_id FROM ledger_entries GROUP BY payment_id
          HAVING sum(amount_minor) FILTER (WHERE entry = 'payment_in')
              <> coalesce(sum(amount_minor) FILTER (WHERE entry = 'credit'), 0)
               - coalesce(sum(amount_minor) FILTER (WHERE entry = 'credit_reversal'), 0)
               + coalesce(sum(amount_minor) FILTER (WHERE entry = 'refund_out'), 0)`,
  },
  {
    rule: 'per currency: payments = credits - reversals + refunds out',
    sql: `SELECT currency FROM ledger_entries GROUP BY currency
          HAVING sum(CASE entry WHEN 'payment_in' THEN amount_minor WHEN 'credit' THEN -amount_minor
                                WHEN 'credit_reversal' THEN amount_minor ELSE -amount_minor END) <> 0`,
  },
  {
    rule: 'a payment is in the currency of its order and, for the first period, for its amount',
    sql: `SELECT p.id FROM payments p JOIN orders o ON o.id = p.order_id
           WHERE p.currency <> o.currency OR (p.period_index = 1 AND p.amount_minor <> o.amount_minor)`,
  },
  {
    rule: 'a refund to the payment is journalled as refund out for its amount',
    sql: `SELECT r.id FROM refunds r
            LEFT JOIN ledger_entries e ON e.refund_id = r.id AND e.entry = 'refund_out'
           WHERE r.destination = 'payment' AND (e.id IS NULL OR e.amount_minor <> r.amount_minor)`,
  },
  {
    rule: 'a refund to a token credits exactly one token',
    sql: `SELECT r.id FROM refunds r
            LEFT JOIN token_movements m ON m.refund_id = r.id AND m.reason = 'refund_to_token' AND m.delta = 1
           WHERE r.destination = 'token' AND m.id IS NULL`,
  },
  {
    rule: 'refunds never exceed the payment',
    sql: `SELECT r.id FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE r.amount_minor > p.amount_minor`,
  },
  {
    rule: 'a paid appointment has its booking, confirmed or cancelled',
    // The booking's status is scheduling's to say (fastify.bookings).
    find: async (q, bookings) => {
      const { rows } = await q.query<{ id: string; booking_id: string | null }>(
        `SELECT o.id, o.booking_id FROM orders o WHERE o.kind = 'appointment' AND o.status = 'paid'`,
      );
      const summaries = await bookings.summaries(
        q,
        rows.flatMap((r) => (r.booking_id ? [r.booking_id] : [])),
      );
      const settled = (id: string | null) =>
        ['confirmed', 'cancelled'].includes((id && summaries.get(id)?.status) || '');
      return rows.filter((r) => !settled(r.booking_id)).map((r) => ({ id: r.id }));
    },
  },
  {
    rule: 'a credited bundle added its tokens once',
    sql: `SELECT o.id FROM orders o
           WHERE o.kind = 'bundle' AND o.status = 'paid'
             AND (SELECT coalesce(sum(m.delta), 0) FROM token_movements m
                   WHERE m.order_id = o.id AND m.reason = 'bundle_purchase') <> o.quantity`,
  },
  {
    rule: 'a credited gift order issued exactly one gift code for its sessions',
    sql: `SELECT o.id FROM orders o LEFT JOIN gift_codes g ON g.order_id = o.id
           WHERE o.kind = 'giftcode' AND o.status = 'paid' AND (g.id IS NULL OR g.sessions <> o.quantity)`,
  },
  {
    rule: 'each subscription payment opened one period that credited its sessions',
    sql: `SELECT p.id FROM payments p JOIN orders o ON o.id = p.order_id
            JOIN ledger_entries c ON c.payment_id = p.id AND c.entry = 'credit'
            LEFT JOIN subscription_periods sp ON sp.payment_id = p.id
            LEFT JOIN token_movements m ON m.payment_id = p.id AND m.reason = 'subscription_period'
           WHERE o.kind = 'subscription' AND (sp.id IS NULL OR m.id IS NULL OR m.delta <> sp.sessions)`,
  },
  {
    rule: 'a paid order with a price has a payment',
    sql: `SELECT o.id FROM orders o
           WHERE o.status IN ('paid', 'refunded') AND o.amount_minor > 0
             AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id)`,
  },
  {
    rule: 'a payment of an order that did not go through is refunded to the payment',
    sql: `SELECT p.id FROM payments p JOIN orders o ON o.id = p.order_id
           WHERE o.status IN ('pending', 'cancelled', 'expired')
             AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.payment_id = p.id AND r.destination = 'payment')`,
  },
  {
    rule: 'a second charge is refunded whole to the payment and credits nothing',
    sql: `SELECT p.id FROM payments p
           WHERE p.kind = 'second_charge'
             AND (NOT EXISTS (SELECT 1 FROM refunds r WHERE r.payment_id = p.id AND r.destination = 'payment'
                                AND r.reason = 'second_charge' AND r.amount_minor = p.amount_minor)
                  OR EXISTS (SELECT 1 FROM ledger_entries e WHERE e.payment_id = p.id AND e.entry = 'credit'))`,
  },
  {
    rule: 'token balances equal the sum of their movements and are never negative',
    sql: `SELECT a.id FROM token_accounts a
           WHERE a.balance < 0
              OR a.balance <> (SELECT coalesce(sum(m.delta), 0) FROM token_movements m WHERE m.account_id = a.id)`,
  },
  {
    rule: 'every token movement names what it came from',
    sql: `SELECT id FROM token_movements
           WHERE NOT CASE reason
             WHEN 'bundle_purchase' THEN order_id IS NOT NULL
             WHEN 'gift_redemption' THEN gift_code_id IS NOT NULL AND order_id IS NULL
             WHEN 'subscription_period' THEN payment_id IS NOT NULL
             WHEN 'refund_to_token' THEN refund_id IS NOT NULL
             WHEN 'refund_withdrawal' THEN refund_id IS NOT NULL
             ELSE booking_id IS NOT NULL END`,
  },
  {
    rule: 'a redeemed gift code credited its sessions once; an unredeemed one credited nothing',
    sql: `SELECT g.id FROM gift_codes g
           WHERE (SELECT coalesce(sum(m.delta), 0) FROM token_movements m WHERE m.gift_code_id = g.id)
              <> CASE WHEN g.redeemed_at IS NULL THEN 0 ELSE g.sessions END`,
  },
  {
    rule: 'sessions taken back belong to an admin refund to the payment, one movement per refund',
    sql: `SELECT m.id FROM token_movements m LEFT JOIN refunds r ON r.id = m.refund_id
           WHERE m.reason = 'refund_withdrawal'
             AND (r.id IS NULL OR r.reason <> 'admin_refund' OR r.destination <> 'payment')`,
  },
  {
    rule: 'a token booking took one token and returned it at most once',
    sql: `SELECT booking_id FROM token_movements WHERE booking_id IS NOT NULL
           GROUP BY booking_id HAVING sum(delta) > 0 OR sum(delta) < -1`,
  },
];

/** The rules by name, in the order they are checked (a problem line starts with its rule's name). */
export const LEDGER_RULES: readonly string[] = RULES.map((r) => r.rule);

export async function findLedgerProblems(q: Queryable, bookings: LedgerBookings): Promise<string[]> {
  const problems: string[] = [];
  for (const r of RULES) {
    const rows = 'sql' in r ? (await q.query<Record<string, unknown>>(r.sql)).rows : await r.find(q, bookings);
    const line = problemLine(r.rule, rows);
    if (line !== null) problems.push(line);
  }
  return problems;
}
