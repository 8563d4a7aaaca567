// Payments' part of a person's my-data export (my-data/export-contract.ts): orders with their refunds and promo
// code, promo look-ups, prepaid sessions and their ledger, gift codes and subscriptions. Read-only, always by the
// person's own id, and only payments' tables; the therapists' shown names come from scheduling
// (`fastify.therapists.names`).
import type { Queryable } from '../../external/db';
import type { ExportPerson, ExportSectionRows, MyDataSections } from '../my-data/export-contract';

type Names = (q: Queryable, userIds: readonly string[]) => Promise<Map<string, { displayName: string }>>;

/** Each row with `therapist` (the worker's shown name, or null) in place of its `worker_id`. */
async function withTherapist<T extends { worker_id: string | null }>(q: Queryable, rows: T[], names: Names) {
  const found = await names(
    q,
    rows.flatMap((r) => (r.worker_id ? [r.worker_id] : [])),
  );
  return rows.map(({ worker_id, ...row }) => ({
    ...row,
    therapist: (worker_id && found.get(worker_id)?.displayName) ?? null,
  }));
}

const paymentsExport = {
  async orders(q: Queryable, { userId }: ExportPerson): Promise<ExportSectionRows['orders']> {
    const { rows } = await q.query<ExportSectionRows['orders'][number]>(
      `SELECT o.id, o.kind, o.status, o.locale, o.amount_minor, o.currency, o.quantity, o.created_at, o.paid_at, o.details,
              COALESCE((SELECT sum(r.amount_minor) FROM refunds r WHERE r.order_id = o.id AND r.destination = 'payment'), 0)::bigint AS refunded_minor,
              o.discount_minor,
              (SELECT pr.code FROM promo_usages u JOIN promo_rules pr ON pr.id = u.promo_rule_id
                WHERE u.order_id = o.id AND u.client_id = $1) AS promo_code
         FROM orders o WHERE o.client_id = $1 ORDER BY o.created_at DESC`,
      [userId],
    );
    return rows;
  },

  async promoLookups(q: Queryable, { userId }: ExportPerson): Promise<ExportSectionRows['promoLookups']> {
    const { rows } = await q.query<ExportSectionRows['promoLookups'][number]>(
      `SELECT code, locale, service_id, outcome, created_at FROM promo_lookups WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    );
    return rows;
  },

  async tokenAccounts(q: Queryable, { userId }: ExportPerson, names: Names) {
    const { rows } = await q.query<{
      id: string;
      locale: string;
      service_id: string;
      worker_id: string | null;
      balance: number;
    }>(
      `SELECT a.id, a.locale, a.service_id, a.worker_id, a.balance FROM token_accounts a
        WHERE a.client_id = $1 ORDER BY a.created_at`,
      [userId],
    );
    return withTherapist(q, rows, names);
  },

  async tokenLedger(q: Queryable, { userId }: ExportPerson): Promise<ExportSectionRows['tokenLedger']> {
    const { rows } = await q.query<ExportSectionRows['tokenLedger'][number]>(
      `SELECT m.account_id, m.delta, m.reason, m.gift, m.order_id, m.booking_id, m.created_at
         FROM token_movements m JOIN token_accounts a ON a.id = m.account_id
        WHERE a.client_id = $1 ORDER BY m.created_at, m.id`,
      [userId],
    );
    return rows;
  },

  async giftCodes(q: Queryable, { userId }: ExportPerson): Promise<ExportSectionRows['giftCodes']> {
    const { rows } = await q.query<ExportSectionRows['giftCodes'][number]>(
      `SELECT code, purchaser_id = $1 AS bought, redeemed_by IS NOT DISTINCT FROM $1 AS redeemed_by_me, service_id,
              sessions, CASE WHEN purchaser_id = $1 THEN recipient_name END AS recipient_name,
              CASE WHEN purchaser_id = $1 THEN sender_name END AS sender_name,
              CASE WHEN purchaser_id = $1 THEN message END AS message, expires_at, redeemed_at, created_at
         FROM gift_codes WHERE purchaser_id = $1 OR redeemed_by = $1 ORDER BY created_at`,
      [userId],
    );
    return rows;
  },

  async subscriptions(q: Queryable, { userId }: ExportPerson, names: Names) {
    const { rows } = await q.query<
      Omit<ExportSectionRows['subscriptions'][number], 'therapist'> & { worker_id: string | null }
    >(
      `SELECT s.id, s.worker_id, s.service_id, s.sessions_per_period, s.period_amount_minor, s.currency,
              s.status, s.current_period_end, s.cancel_at_period_end, s.cancelled_at, s.created_at
         FROM subscriptions s WHERE s.client_id = $1 ORDER BY s.created_at`,
      [userId],
    );
    return withTherapist(q, rows, names);
  },
};

export function registerPaymentsExport(sections: MyDataSections, names: Names): void {
  sections.register('payments', 'orders', paymentsExport.orders);
  sections.register('payments', 'promoLookups', paymentsExport.promoLookups);
  sections.register('payments', 'tokenAccounts', (q, person) => paymentsExport.tokenAccounts(q, person, names));
  sections.register('payments', 'tokenLedger', paymentsExport.tokenLedger);
  sections.register('payments', 'giftCodes', paymentsExport.giftCodes);
  sections.register('payments', 'subscriptions', (q, person) => paymentsExport.subscriptions(q, person, names));
}
