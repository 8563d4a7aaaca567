// Who is a therapist's client. A therapist may book, look up and read about a person only when that person chose
// them: a confirmed session with them (upcoming or past), a past session with them even if it was cancelled, or a
// couple session with them that the person joined as the partner through the invitation (a confirmed address
// equal to the invited one: api/docs/identity.md). Nobody else, so a therapist cannot learn
// whether an address belongs to someone on the platform, nor put sessions in a stranger's calendar.
//
// This file is the one place the rule lives: `findBookableClient` (create_booking) and `clientOfSql` (the client
// shown beside a therapist's bookings) say the same thing. Adding "only verified addresses" means adding it here.
import crypto from 'node:crypto';
import type { Queryable } from '../../external/db';

/**
 * SQL that is true when the person (`clientId`, with address `clientEmail` or NULL) is a client of `workerId`
 * at `now`. The arguments are SQL expressions (parameters or columns), never values.
 */
export function clientOfSql(workerId: string, clientId: string, clientEmail: string, now: string): string {
  return `EXISTS (
    SELECT 1 FROM bookings rel
     WHERE rel.worker_id = ${workerId}
       AND (rel.client_id = ${clientId}
            -- The partner of a couple session, once they accepted the invitation (never by address alone).
            OR (rel.service_kind = 'couple' AND rel.partner_id = ${clientId} AND ${clientEmail}::text IS NOT NULL))
       AND (rel.status = 'confirmed' OR (rel.status = 'cancelled' AND rel.starts_at <= ${now}::timestamptz)))`;
}

export interface PossibleClient {
  id: string;
  email: string;
}

/**
 * The account with this (normalised) address when it can be booked for (an active, verified client account) and
 * whether it is a client of the therapist, in one statement. For an address nobody has, or an account that is not
 * a verified client's, the same statement asks the same question of an id nobody has (not NULL, which the planner
 * could fold away), so an unknown address and a stranger's take the same work and get the same answer.
 */
export async function findBookableClient(
  q: Queryable,
  therapistId: string,
  email: string,
  now: Date,
): Promise<{ found: PossibleClient & { name: string }; isClient: boolean } | { found: null; isClient: false }> {
  const { rows } = await q.query<{ id: string | null; name: string; email: string; ok: boolean }>(
    `SELECT u.id, u.name, u.email, ${clientOfSql('$1::uuid', 'COALESCE(u.id, $3::uuid)', "COALESCE(lower(u.email), '')", '$4')} AS ok
       FROM (SELECT 1) AS one
       LEFT JOIN users u
         ON u.email = $2 AND u.deleted_at IS NULL AND u.role = 'user' AND u.email_verified_at IS NOT NULL`,
    [therapistId, email, crypto.randomUUID(), now],
  );
  const row = rows[0];
  if (!row?.id) return { found: null, isClient: false };
  return { found: { id: row.id, name: row.name, email: row.email }, isClient: row.ok === true };
}
