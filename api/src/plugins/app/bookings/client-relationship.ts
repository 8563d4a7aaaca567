// Who is a therapist's client. A therapist may book, look up and read about a person only when that person chose
// them: a confirmed session with them (upcoming or past), a past session with them even if it was cancelled, or a
// couple session with them that the person joined as the partner through the invitation (a confirmed address
// equal to the invited one: api/docs/identity.md). Nobody else, so a therapist cannot learn
// whether an address belongs to someone on the platform, nor put sessions in a stranger's calendar.
//
// This file is the one place the rule lives: `isBookableClientOf` (create_booking) and `clientOfSql` (the client
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
 * Whether `user` is a client of the therapist. Called with null for an address nobody has, it runs the very same
 * statement over the same rows (with an id nobody has, not NULL, which the planner could fold away), so an
 * unknown address and a stranger's take the same work and get the same answer.
 */
export async function isBookableClientOf(
  q: Queryable,
  therapistId: string,
  user: PossibleClient | null,
  now: Date,
): Promise<boolean> {
  const { rows } = await q.query<{ ok: boolean }>(
    `SELECT ${clientOfSql('$1::uuid', '$2::uuid', '$3::text', '$4')} AS ok`,
    [therapistId, user?.id ?? crypto.randomUUID(), user?.email.toLowerCase() ?? '', now],
  );
  return user !== null && rows[0]?.ok === true;
}
