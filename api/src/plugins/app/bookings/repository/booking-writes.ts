// Writes to the bookings table: holds, confirmations, cancellations and moves. A refused write keeps the
// caller's transaction usable (a savepoint) and names the overlap as a 409.
import { lockForTransaction, type Queryable } from '../../../external/db';
import { ApiError } from '../../../../errors';
import { bookingReads } from './booking-reads';
import type { BookingRow, CancelledBy, NewBooking } from './booking-rows';

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

/**
 * Writes of one therapist's times, and of one client's, go in turn: transaction-scoped advisory locks on the
 * therapist and then on the client, taken before the write. Two inserts of one time at once could otherwise each
 * see the other's uncommitted row in an exclusion constraint's check and wait for each other: PostgreSQL breaks
 * that deadlock after `deadlock_timeout` (1 s) by failing one of them (40P01, a 409 `concurrent_update` instead of
 * `slot_taken` or `client_busy`), and meanwhile the crowd behind them waits for pool connections until some get
 * 503. In turn, the later write sees the earlier one committed and is refused at once. The client's lock matters
 * when two therapists book one client at one moment (each holds only their own therapist's lock); it is taken after
 * the therapist's, and no transaction writes for two therapists, so the locks never wait in a circle. (Series and
 * the waitlist take their own lock first: the order is always theirs, the therapist's, the client's, then rows.)
 */
const THERAPIST_BOOKINGS_LOCK = 'bookings:';
const CLIENT_BOOKINGS_LOCK = 'bookings-client:';
const lockBookingsOf = (q: Queryable, workerId: string, clientId: string) =>
  lockForTransaction(q, `${THERAPIST_BOOKINGS_LOCK}${workerId}`, `${CLIENT_BOOKINGS_LOCK}${clientId}`);

// A savepoint keeps the caller's transaction usable after a refused insert: payments may record the failed
// order in the same transaction. A caller whose transaction ends with the refusal anyway (a therapist's booking
// for a client: the 409 rolls everything back) passes `keepsTransaction: false` and saves the savepoint's two
// round trips; the refusal is the same 409.
async function withSavepoint<T>(q: Queryable, fn: () => Promise<T>, keepsTransaction = true): Promise<T> {
  if (!keepsTransaction) {
    try {
      return await fn();
    } catch (err) {
      throw mapOverlap(err);
    }
  }
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

/** The parameters $1..$19 of a new booking's INSERT. */
function insertValues(booking: NewBooking): unknown[] {
  return [
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
  ];
}

export const bookingWrites = {
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
      // Before every new booking: parsed and planned once per connection.
      'bookings_expire_stale_holds',
    );
  },

  async sweepExpiredHolds(q: Queryable, now: Date): Promise<number> {
    const { rowCount } = await q.query(
      `UPDATE bookings SET status = 'expired', updated_at = now() WHERE status = 'held' AND hold_expires_at <= $1`,
      [now],
    );
    return rowCount;
  },

  /**
   * `expireStaleHolds` for the new booking's time, then `insert`, in one statement (one round trip). The insert
   * reads the count of the expired rows, so the UPDATE has run to its end before the row is written; the exclusion
   * constraints then no longer see the holds this statement expired (their old versions are deleted by this very
   * transaction), exactly as when the two were separate statements. With `cancelLinkHash`, the same statement also
   * writes the booking's one-click cancel link (cancel-links-repository.ts), valid until the session starts.
   */
  async expireStaleAndInsert(
    q: Queryable,
    booking: NewBooking,
    now: Date,
    options: { keepsTransaction?: boolean; cancelLinkHash?: Buffer | null } = {},
  ): Promise<BookingRow> {
    const link = options.cancelLinkHash ?? null;
    await lockBookingsOf(q, booking.workerId, booking.clientId);
    return withSavepoint(
      q,
      async () => {
        const { rows } = await q.query<BookingRow>(
          `WITH expired AS (
             UPDATE bookings SET status = 'expired', updated_at = now()
              WHERE status = 'held' AND hold_expires_at <= $20
                AND (worker_id = $1 OR client_id = $2)
                AND tstzrange(starts_at, blocked_until) && tstzrange($6, $8)
             RETURNING 1
           ), inserted AS (
             INSERT INTO bookings (worker_id, client_id, service_id, service_kind, market, starts_at, ends_at,
               blocked_until, status, hold_expires_at, source, source_ref, order_id, price_minor, currency,
               partner_email, room, worker_note, client_note)
             SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19
               FROM (SELECT count(*) FROM expired) AS done
             RETURNING *
           )${
             link
               ? `, link AS (
             INSERT INTO booking_cancel_links (token_hash, booking_id, client_id, expires_at)
             SELECT $21, id, client_id, starts_at FROM inserted
           )`
               : ''
           }
           SELECT * FROM inserted`,
          link ? [...insertValues(booking), now, link] : [...insertValues(booking), now],
          link ? 'bookings_expire_insert_link' : 'bookings_expire_and_insert',
        );
        return rows[0]!;
      },
      options.keepsTransaction ?? true,
    );
  },

  async insert(q: Queryable, booking: NewBooking, options: { keepsTransaction?: boolean } = {}): Promise<BookingRow> {
    await lockBookingsOf(q, booking.workerId, booking.clientId);
    return withSavepoint(
      q,
      async () => {
        const { rows } = await q.query<BookingRow>(
          `INSERT INTO bookings (worker_id, client_id, service_id, service_kind, market, starts_at, ends_at, blocked_until,
           status, hold_expires_at, source, source_ref, order_id, price_minor, currency, partner_email, room,
           worker_note, client_note)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
         RETURNING *`,
          insertValues(booking),
          'bookings_insert',
        );
        return rows[0]!;
      },
      options.keepsTransaction ?? true,
    );
  },

  /**
   * An existing booking whose time is written again (moved, or a lapsed hold confirmed) goes in turn with the new
   * bookings of its therapist and its client, for the same reason, and in the same order: the therapist's lock, the
   * client's, then the booking's row (`lockById`). A row lock taken before those locks could wait in a circle with a
   * series move, which holds the therapist's lock while it locks its occurrences one by one, or with an insert,
   * which expires the therapist's and the client's lapsed holds after taking them. Returns the locked row (null: no
   * such booking).
   */
  async lockWithTherapist(q: Queryable, id: string): Promise<BookingRow | null> {
    // The same keys as `lockBookingsOf`, in the same order, read off the booking in the statement that takes them.
    await q.query(
      `SELECT pg_advisory_xact_lock(hashtext(key))
         FROM bookings,
              unnest(ARRAY[$2 || worker_id::text, $3 || client_id::text]) WITH ORDINALITY AS keys(key, n)
        WHERE id = $1 AND worker_id IS NOT NULL AND key IS NOT NULL
        ORDER BY n`,
      [id, THERAPIST_BOOKINGS_LOCK, CLIENT_BOOKINGS_LOCK],
      'bookings_lock_therapist_client_of',
    );
    return bookingReads.lockById(q, id);
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
};
