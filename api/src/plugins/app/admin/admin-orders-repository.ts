// Core's part of the admin's order report: who the clients are (by a piece of their address, and their names and
// addresses for a page of orders, deleted accounts included). Whom to tell after a refund comes from
// fastify.accounts.contacts; the orders, their money and the booking from payments' report, bookings and therapists.
import type { Queryable } from '../../external/db';

export const adminOrdersRepository = {
  /** The accounts whose address contains `email` (any case), deleted ones too (their orders stay). */
  async clientIdsByEmail(q: Queryable, email: string): Promise<string[]> {
    const { rows } = await q.query<{ id: string }>(`SELECT id FROM users WHERE email ILIKE '%' || $1 || '%'`, [email]);
    return rows.map((r) => r.id);
  },

  /** Each client's name ('' once the account is deleted) and address, by id. */
  async clients(q: Queryable, ids: readonly string[]): Promise<Map<string, { name: string; email: string | null }>> {
    if (ids.length === 0) return new Map();
    const { rows } = await q.query<{ id: string; name: string; email: string | null }>(
      `SELECT id, CASE WHEN deleted_at IS NULL THEN name ELSE '' END AS name, email FROM users WHERE id = ANY($1::uuid[])`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email }]));
  },
};
