import type { Queryable } from '../../external/db';
import { ApiError } from '../../../errors';
import { clientOfSql } from './client-relationship';
import { mentionScrubber } from './scrub-mentions';

export type BookingStatus = 'held' | 'confirmed' | 'cancelled' | 'expired' | 'released';
/** How a session was paid: a purchase, a token (bundle or refund), a gift code's token, booked by the therapist, a subscription. */
export type BookingSource = 'purchase' | 'token' | 'gift' | 'worker' | 'subscription';
export type CancelledBy = 'client' | 'therapist' | 'system';

export interface BookingRow {
  id: string;
  worker_id: string | null;
  client_id: string | null;
  service_id: string;
  service_kind: 'personal' | 'couple';
  market: 'ua' | 'pl' | 'ro' | 'en';
  starts_at: Date;
  ends_at: Date;
  blocked_until: Date;
  status: BookingStatus;
  hold_expires_at: Date | null;
  source: BookingSource;
  source_ref: string | null;
  order_id: string | null;
  price_minor: number;
  currency: string;
  partner_email: string | null;
  /** The partner's account, once they accepted the invitation (migration 531). */
  partner_id: string | null;
  room: string;
  worker_note: string | null;
  client_note: string | null;
  cancelled_at: Date | null;
  cancelled_by: CancelledBy | null;
  cancelled_late: boolean | null;
  cancel_reason: string | null;
  refund_to: 'payment' | 'token' | null;
  release_reason: string | null;
  original_starts_at: Date | null;
  reschedule_count: number;
  /** iCalendar SEQUENCE: grows with every move and cancellation (migration 570's trigger). */
  calendar_sequence: number;
  /** The recurring series this is an occurrence of (migration 590, api/docs/series.md). */
  series_id: string | null;
  series_index: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface FeedBookingRow {
  id: string;
  starts_at: Date;
  ends_at: Date;
  status: 'confirmed' | 'cancelled';
  service_kind: 'personal' | 'couple';
  calendar_sequence: number;
  cancelled_at: Date | null;
  therapist_name: string | null;
  therapist_time_zone: string | null;
}

export interface NewBooking {
  workerId: string;
  clientId: string;
  serviceId: string;
  serviceKind: 'personal' | 'couple';
  market: string;
  startsAt: Date;
  endsAt: Date;
  blockedUntil: Date;
  status: 'held' | 'confirmed';
  holdExpiresAt: Date | null;
  source: BookingSource;
  sourceRef: string | null;
  orderId: string | null;
  priceMinor: number;
  currency: string;
  partnerEmail: string | null;
  room: string;
  workerNote: string | null;
  clientNote: string | null;
}

interface PgError {
  code?: string;
  constraint?: string;
}

/** Turns the exclusion constraints' 23P01 into the 409 a caller can act on. */
export function mapOverlap(err: unknown): unknown {
  const pgError = err as PgError;
  if (pgError?.code !== '23P01') return err;
  if (pgError.constraint === 'bookings_client_no_overlap') {
    return new ApiError(409, 'client_busy', 'The client already has a session that overlaps this time.');
  }
  return new ApiError(409, 'slot_taken', 'This time is no longer free. Please choose another slot.');
}

// A savepoint keeps the caller's transaction usable after a refused insert: payments may record the failed
// order in the same transaction.
async function withSavepoint<T>(q: Queryable, fn: () => Promise<T>): Promise<T> {
  await q.query('SAVEPOINT booking_write');
  try {
    const result = await fn();
    await q.query('RELEASE SAVEPOINT booking_write');
    return result;
  } catch (err) {
    await q.query('ROLLBACK TO SAVEPOINT booking_write');
    throw mapOverlap(err);
  }
}

export const bookingsRepository = {
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
   * Holds whose time ran out stop blocking here and now: without this, a stale hold would keep the
   * exclusion constraint's status filter true until the next sweep.
   */
  async expireStaleHolds(
    q: Queryable,
    scope: { workerId: string | null; clientId: string | null; from: Date; to: Date },
    now: Date,
  ): Promise<void> {
    await q.query(
      `UPDATE bookings SET status = 'expired', updated_at = now()
        WHERE status = 'held' AND hold_expires_at <= $5
          AND (worker_id = $1 OR client_id = $2)
          AND tstzrange(starts_at, blocked_until) && tstzrange($3, $4)`,
      [scope.workerId, scope.clientId, scope.from, scope.to, now],
    );
  },

  async sweepExpiredHolds(q: Queryable, now: Date): Promise<number> {
    const { rowCount } = await q.query(
      `UPDATE bookings SET status = 'expired', updated_at = now() WHERE status = 'held' AND hold_expires_at <= $1`,
      [now],
    );
    return rowCount;
  },

  async insert(q: Queryable, booking: NewBooking): Promise<BookingRow> {
    return withSavepoint(q, async () => {
      const { rows } = await q.query<BookingRow>(
        `INSERT INTO bookings (worker_id, client_id, service_id, service_kind, market, starts_at, ends_at, blocked_until,
           status, hold_expires_at, source, source_ref, order_id, price_minor, currency, partner_email, room,
           worker_note, client_note)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
         RETURNING *`,
        [
          booking.workerId,
          booking.clientId,
          booking.serviceId,
          booking.serviceKind,
          booking.market,
          booking.startsAt,
          booking.endsAt,
          booking.blockedUntil,
          booking.status,
          booking.holdExpiresAt,
          booking.source,
          booking.sourceRef,
          booking.orderId,
          booking.priceMinor,
          booking.currency,
          booking.partnerEmail,
          booking.room,
          booking.workerNote,
          booking.clientNote,
        ],
      );
      return rows[0]!;
    });
  },

  async confirm(q: Queryable, id: string, orderId: string | null): Promise<BookingRow> {
    return withSavepoint(q, async () => {
      const { rows } = await q.query<BookingRow>(
        `UPDATE bookings SET status = 'confirmed', order_id = COALESCE($2, order_id), hold_expires_at = NULL, updated_at = now()
          WHERE id = $1 RETURNING *`,
        [id, orderId],
      );
      return rows[0]!;
    });
  },

  async release(q: Queryable, id: string, status: 'released' | 'expired', reason: string): Promise<void> {
    await q.query(
      `UPDATE bookings SET status = $2, release_reason = $3, updated_at = now() WHERE id = $1 AND status = 'held'`,
      [id, status, reason.slice(0, 200)],
    );
  },

  async cancel(
    q: Queryable,
    id: string,
    change: {
      cancelledBy: CancelledBy;
      late: boolean;
      refundTo: 'payment' | 'token';
      reason: string | null;
      /** The admin who cancelled for the platform (a 'system' cancellation only). */
      byUserId?: string | null;
    },
  ): Promise<BookingRow> {
    const { rows } = await q.query<BookingRow>(
      `UPDATE bookings SET status = 'cancelled', cancelled_at = now(), cancelled_by = $2, cancelled_late = $3,
              refund_to = $4, cancel_reason = $5, cancelled_by_user_id = $6, updated_at = now()
        WHERE id = $1 RETURNING *`,
      [id, change.cancelledBy, change.late, change.refundTo, change.reason, change.byUserId ?? null],
    );
    return rows[0]!;
  },

  async move(q: Queryable, id: string, to: { startsAt: Date; endsAt: Date; blockedUntil: Date }): Promise<BookingRow> {
    return withSavepoint(q, async () => {
      const { rows } = await q.query<BookingRow>(
        `UPDATE bookings SET original_starts_at = COALESCE(original_starts_at, starts_at), starts_at = $2, ends_at = $3,
                blocked_until = $4, reschedule_count = reschedule_count + 1, updated_at = now()
          WHERE id = $1 RETURNING *`,
        [id, to.startsAt, to.endsAt, to.blockedUntil],
      );
      return rows[0]!;
    });
  },

  /** Names the partner; another address than before also removes the partner who had joined. */
  async setPartner(q: Queryable, id: string, partnerEmail: string): Promise<BookingRow> {
    const { rows } = await q.query<BookingRow>(
      `UPDATE bookings SET partner_id = CASE WHEN partner_email IS DISTINCT FROM $2 THEN NULL ELSE partner_id END,
                           partner_email = $2, updated_at = now()
        WHERE id = $1 RETURNING *`,
      [id, partnerEmail],
    );
    return rows[0]!;
  },

  async listForWorker(
    q: Queryable,
    workerId: string,
    filter: { from: Date | null; to: Date | null; status: string; limit: number; offset: number },
  ): Promise<{
    rows: (BookingRow & { client_name: string | null; client_email: string | null; client_known: boolean })[];
    total: number;
  }> {
    const where = `b.worker_id = $1 AND ($2::timestamptz IS NULL OR b.ends_at > $2) AND ($3::timestamptz IS NULL OR b.starts_at < $3)
      AND (CASE $4::text
             WHEN 'all' THEN true
             WHEN 'upcoming' THEN b.ends_at > now() AND (b.status = 'confirmed' OR (b.status = 'held' AND b.hold_expires_at > now()))
             ELSE b.status = $4::text END)`;
    const params = [workerId, filter.from, filter.to, filter.status];
    const [list, count] = await Promise.all([
      q.query<BookingRow & { client_name: string | null; client_email: string | null; client_known: boolean }>(
        // Who booked is shown only for the therapist's own clients (client-relationship.ts): a hold being paid
        // for, or one that ran out, does not make a stranger one; a deleted account shows no name.
        `SELECT b.*, CASE WHEN k.known AND u.deleted_at IS NULL THEN u.name END AS client_name,
                CASE WHEN k.known THEN u.email END AS client_email, k.known AS client_known
           FROM bookings b LEFT JOIN users u ON u.id = b.client_id
           CROSS JOIN LATERAL (SELECT ${clientOfSql('b.worker_id', 'b.client_id', 'u.email', 'now()')} AS known) k
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

  async futureActiveFor(q: Queryable, userId: string): Promise<BookingRow[]> {
    const { rows } = await q.query<BookingRow>(
      `SELECT * FROM bookings WHERE (client_id = $1 OR worker_id = $1) AND status IN ('held', 'confirmed')
          AND starts_at > now() ORDER BY starts_at FOR UPDATE`,
      [userId],
    );
    return rows;
  },

  /**
   * Account deletion: every booking the person took part in (as the client, or as the invited partner by their
   * address), the therapists of those bookings, and the partner addresses they gave for their couple sessions.
   */
  async relatedTo(
    q: Queryable,
    userId: string,
    email: string | null,
  ): Promise<{ bookingIds: string[]; workerIds: string[]; partnerEmails: string[] }> {
    const { rows } = await q.query<{
      id: string;
      worker_id: string | null;
      partner_email: string | null;
      own: boolean;
    }>(
      `SELECT id, worker_id, partner_email, client_id = $1 AS own FROM bookings
        WHERE client_id = $1 OR ($2::text <> '' AND partner_email = lower($2))`,
      [userId, email ?? ''],
    );
    return {
      bookingIds: rows.map((r) => r.id),
      workerIds: [...new Set(rows.map((r) => r.worker_id).filter((id): id is string => id !== null))],
      partnerEmails: [...new Set(rows.filter((r) => r.own && r.partner_email).map((r) => r.partner_email!))],
    };
  },

  /**
   * Account deletion: the client's own notes and the partner address they gave for couple sessions go; the
   * therapists' free text about the client stays (it is their working record) without the client's name in any
   * form, e-mail or phone: the notes on the client's sessions and the notes on the therapists' special working
   * days. A couple session they were the invited partner of loses their address.
   */
  async forgetClientNotes(q: Queryable, userId: string): Promise<void> {
    const { rows: who } = await q.query<{ name: string | null; phone: string | null; email: string | null }>(
      'SELECT name, phone, email FROM users WHERE id = $1',
      [userId],
    );
    const person = who[0];
    await q.query(
      `UPDATE bookings SET client_note = NULL, cancel_reason = NULL, partner_email = NULL, updated_at = now()
        WHERE client_id = $1`,
      [userId],
    );
    if (!person) return;
    const scrub = mentionScrubber(person);
    const { rows: notes } = await q.query<{ id: string; worker_note: string }>(
      'SELECT id, worker_note FROM bookings WHERE client_id = $1 AND worker_note IS NOT NULL',
      [userId],
    );
    for (const note of notes) {
      const scrubbed = scrub(note.worker_note);
      if (scrubbed !== note.worker_note) {
        await q.query('UPDATE bookings SET worker_note = $2, updated_at = now() WHERE id = $1', [note.id, scrubbed]);
      }
    }
    const { rows: days } = await q.query<{ worker_id: string; work_date: string; note: string }>(
      `SELECT d.worker_id, d.work_date::text AS work_date, d.note FROM special_work_days d
        WHERE d.note IS NOT NULL
          AND d.worker_id IN (SELECT worker_id FROM bookings WHERE client_id = $1 OR partner_email = lower($2))`,
      [userId, person.email ?? ''],
    );
    for (const day of days) {
      const scrubbed = scrub(day.note);
      if (scrubbed !== day.note) {
        await q.query('UPDATE special_work_days SET note = $3 WHERE worker_id = $1 AND work_date = $2::date', [
          day.worker_id,
          day.work_date,
          scrubbed.slice(0, 500),
        ]);
      }
    }
    if (person.email) {
      await q.query(`UPDATE bookings SET partner_email = NULL, updated_at = now() WHERE partner_email = lower($1)`, [
        person.email,
      ]);
    }
  },
};
