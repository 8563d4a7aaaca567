// Reads of the bookings table: one booking (locked or not), the lists of the cabinets and the calendar feed.
import type { Queryable } from '../../../external/db';
import { clientOfSql } from '../client-relationship';
import type { BookingRow, FeedBookingRow } from './booking-rows';

export const bookingReads = {
  async clientHasConfirmedSession(q: Queryable, clientId: string): Promise<boolean> {
    const { rows } = await q.query(`SELECT 1 FROM bookings WHERE client_id = $1 AND status IN ('confirmed') LIMIT 1`, [
      clientId,
    ]);
    return rows.length > 0;
  },

  async findById(q: Queryable, id: string): Promise<BookingRow | null> {
    const { rows } = await q.query<BookingRow>('SELECT * FROM bookings WHERE id = $1', [id]);
    return rows[0] ?? null;
  },

  async lockById(q: Queryable, id: string): Promise<BookingRow | null> {
    const { rows } = await q.query<BookingRow>('SELECT * FROM bookings WHERE id = $1 FOR UPDATE', [id]);
    return rows[0] ?? null;
  },

  /**
   * One page of the therapist's bookings and the total. Whether each client is the therapist's own
   * (client-relationship.ts) depends on the client's address, which core's accounts hold: both answers come back,
   * `known_with_email` and `known_without_email`, and the service picks by the address it looks up.
   */
  async listForWorker(
    q: Queryable,
    workerId: string,
    filter: { from: Date | null; to: Date | null; status: string; limit: number; offset: number },
  ): Promise<{ rows: (BookingRow & { known_with_email: boolean; known_without_email: boolean })[]; total: number }> {
    const where = `b.worker_id = $1 AND ($2::timestamptz IS NULL OR b.ends_at > $2) AND ($3::timestamptz IS NULL OR b.starts_at < $3)
      AND (CASE $4::text
             WHEN 'all' THEN true
             WHEN 'upcoming' THEN b.ends_at > now() AND (b.status = 'confirmed' OR (b.status = 'held' AND b.hold_expires_at > now()))
             ELSE b.status = $4::text END)`;
    const params = [workerId, filter.from, filter.to, filter.status];
    const [list, count] = await Promise.all([
      q.query<BookingRow & { known_with_email: boolean; known_without_email: boolean }>(
        // A hold being paid for, or one that ran out, does not make a stranger a client.
        `SELECT b.*, ${clientOfSql('b.worker_id', 'b.client_id', "''", 'now()')} AS known_with_email,
                ${clientOfSql('b.worker_id', 'b.client_id', 'NULL', 'now()')} AS known_without_email
           FROM bookings b
          WHERE ${where} ORDER BY b.starts_at, b.id LIMIT $5 OFFSET $6`,
        [...params, filter.limit, filter.offset],
      ),
      q.query<{ total: number }>(`SELECT count(*)::int AS total FROM bookings b WHERE ${where}`, params),
    ]);
    return { rows: list.rows, total: count.rows[0]?.total ?? 0 };
  },

  /** Bookings a person takes part in as the client or as the invited partner of a couple session. */
  async listForParticipant(
    q: Queryable,
    participant: { userId: string; email: string },
    kind: 'upcoming' | 'past',
    limit: number,
    offset: number,
  ): Promise<{ rows: BookingRow[]; total: number }> {
    // A partner is the account that accepted the invitation, never whoever holds the invited address.
    const where = `(b.client_id = $1 OR (b.partner_id = $1 AND b.service_kind = 'couple' AND $2::text IS NOT NULL))
      AND b.status IN ('confirmed', 'cancelled')
      AND (CASE WHEN $3::text = 'upcoming' THEN b.status = 'confirmed' AND b.ends_at > now()
                ELSE b.status = 'cancelled' OR b.ends_at <= now() END)`;
    const order = kind === 'upcoming' ? 'b.starts_at ASC, b.id' : 'b.starts_at DESC, b.id';
    const params = [participant.userId, participant.email, kind];
    const [list, count] = await Promise.all([
      q.query<BookingRow>(`SELECT b.* FROM bookings b WHERE ${where} ORDER BY ${order} LIMIT $4 OFFSET $5`, [
        ...params,
        limit,
        offset,
      ]),
      q.query<{ total: number }>(`SELECT count(*)::int AS total FROM bookings b WHERE ${where}`, params),
    ]);
    return { rows: list.rows, total: count.rows[0]?.total ?? 0 };
  },

  async latestPurchasedForClient(q: Queryable, clientId: string): Promise<BookingRow | null> {
    const { rows } = await q.query<BookingRow>(
      `SELECT * FROM bookings WHERE client_id = $1 AND status = 'confirmed' AND source <> 'worker'
        ORDER BY created_at DESC, id LIMIT 1`,
      [clientId],
    );
    return rows[0] ?? null;
  },

  /**
   * The sessions of one person's calendar feed: confirmed ones, and cancelled ones cancelled since `since`, that end
   * after `since`; as client and invited partner (`partnerEmail`), or as therapist. Only what the cabinet shows
   * of them: no notes, no prices, no other person's name or address except the therapist's public name.
   */
  async feedFor(
    q: Queryable,
    person: { id: string; partnerEmail: string | null; asTherapist: boolean },
    since: Date,
  ): Promise<FeedBookingRow[]> {
    const { rows } = await q.query<FeedBookingRow>(
      `SELECT b.id, b.starts_at, b.ends_at, b.status, b.service_kind, b.calendar_sequence, b.cancelled_at,
              p.display_name AS therapist_name, p.time_zone AS therapist_time_zone
         FROM bookings b LEFT JOIN therapist_profiles p ON p.user_id = b.worker_id
        WHERE (CASE WHEN $4 THEN b.worker_id = $1
                    ELSE b.client_id = $1 OR (b.partner_email IS NOT NULL AND b.partner_email = $2) END)
          AND b.ends_at > $3
          AND (b.status = 'confirmed' OR (b.status = 'cancelled' AND b.cancelled_at > $3))
        ORDER BY b.starts_at, b.id
        LIMIT 1000`,
      [person.id, person.partnerEmail, since, person.asTherapist],
    );
    return rows;
  },

  /** A therapist's confirmed sessions still to come, soonest first. */
  async futureConfirmedForWorker(
    q: Queryable,
    workerId: string,
  ): Promise<{ id: string; starts_at: Date; service_kind: string; client_id: string | null }[]> {
    const { rows } = await q.query<{ id: string; starts_at: Date; service_kind: string; client_id: string | null }>(
      `SELECT id, starts_at, service_kind, client_id FROM bookings
        WHERE worker_id = $1 AND status = 'confirmed' AND starts_at > now()
        ORDER BY starts_at`,
      [workerId],
    );
    return rows;
  },

  async futureActiveFor(q: Queryable, userId: string): Promise<BookingRow[]> {
    const { rows } = await q.query<BookingRow>(
      `SELECT * FROM bookings WHERE (client_id = $1 OR worker_id = $1) AND status IN ('held', 'confirmed')
          AND starts_at > now() ORDER BY starts_at FOR UPDATE`,
      [userId],
    );
    return rows;
  },
};
