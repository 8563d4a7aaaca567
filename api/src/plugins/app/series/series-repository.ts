// The series area's SQL: its own tables (series, series_payment_notices, migration 590) and the two columns it
// added to bookings (series_id, series_index). Bookings themselves are written only through fastify.bookings.
import { lockForTransaction, type Queryable } from '../../external/db';
import type { BookingRow } from '../bookings/bookings-contract';
import { clientOfSql } from '../bookings/bookings-contract';

/** Someone a series mails: their address, language and zone. */
export interface SeriesPerson {
  id: string;
  email: string | null;
  locale: string;
  name: string;
  timezone: string | null;
}

export interface SeriesRow {
  id: string;
  worker_id: string | null;
  client_id: string | null;
  service_id: string;
  every_weeks: 1 | 2;
  payment: 'token' | 'subscription' | 'pay_per_occurrence';
  market: 'ua' | 'pl' | 'ro' | 'en';
  status: 'active' | 'ended';
  ended_at: Date | null;
  ended_by: 'client' | 'therapist' | null;
  created_at: Date;
}

/** Held or confirmed (a hold only while it runs): what blocks a time, as the slot query sees it. */
const ACTIVE = `(b.status = 'confirmed' OR (b.status = 'held' AND b.hold_expires_at > $NOW))`;
const active = (nowParam: string) => ACTIVE.replace('$NOW', nowParam);

export const seriesRepository = {
  /**
   * Takes the transaction-scoped advisory lock on one therapist's series. Series write several rows each; taken
   * in turn, a racer judges its weeks after the winner committed instead of deadlocking with it.
   */
  async lockWorker(q: Queryable, workerId: string): Promise<void> {
    await lockForTransaction(q, `series:${workerId}`);
  },

  async insert(
    q: Queryable,
    row: Pick<SeriesRow, 'worker_id' | 'client_id' | 'service_id' | 'every_weeks' | 'payment' | 'market'>,
  ): Promise<SeriesRow> {
    const { rows } = await q.query<SeriesRow>(
      `INSERT INTO series (worker_id, client_id, service_id, every_weeks, payment, market)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [row.worker_id, row.client_id, row.service_id, row.every_weeks, row.payment, row.market],
    );
    return rows[0]!;
  },

  async attach(q: Queryable, bookingId: string, seriesId: string, index: number): Promise<void> {
    await q.query('UPDATE bookings SET series_id = $2, series_index = $3 WHERE id = $1', [bookingId, seriesId, index]);
  },

  async find(q: Queryable, id: string, lock = false): Promise<SeriesRow | null> {
    const { rows } = await q.query<SeriesRow>(`SELECT * FROM series WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return rows[0] ?? null;
  },

  async listFor(q: Queryable, userId: string, role: 'client' | 'therapist', onlyActive: boolean): Promise<SeriesRow[]> {
    const column = role === 'client' ? 'client_id' : 'worker_id';
    const { rows } = await q.query<SeriesRow>(
      `SELECT * FROM series WHERE ${column} = $1 ${onlyActive ? "AND status = 'active'" : ''}
        ORDER BY created_at DESC LIMIT 200`,
      [userId],
    );
    return rows;
  },

  async occurrences(q: Queryable, seriesIds: string[]): Promise<BookingRow[]> {
    if (seriesIds.length === 0) return [];
    const { rows } = await q.query<BookingRow>(
      'SELECT * FROM bookings WHERE series_id = ANY ($1::uuid[]) ORDER BY series_index',
      [seriesIds],
    );
    return rows;
  },

  async booking(q: Queryable, id: string): Promise<BookingRow | null> {
    const { rows } = await q.query<BookingRow>('SELECT * FROM bookings WHERE id = $1', [id]);
    return rows[0] ?? null;
  },

  /**
   * Of these people (with their address, null when they have none), the ids of the therapist's own clients
   * (bookings/client-relationship.ts).
   */
  async ownClientIds(
    q: Queryable,
    workerId: string,
    people: Array<{ id: string; email: string | null }>,
    now: Date,
  ): Promise<Set<string>> {
    if (people.length === 0) return new Set();
    const { rows } = await q.query<{ id: string }>(
      `SELECT c.id FROM unnest($2::uuid[], $4::text[]) AS c (id, email)
        WHERE ${clientOfSql('$1::uuid', 'c.id', 'c.email', '$3')}`,
      [workerId, people.map((p) => p.id), now, people.map((p) => p.email)],
    );
    return new Set(rows.map((r) => r.id));
  },

  /** Whoever leaves, their active series end with them (as client or as therapist). */
  async endAllFor(q: Queryable, userId: string): Promise<void> {
    await q.query(
      `UPDATE series SET status = 'ended', ended_at = now(),
              ended_by = CASE WHEN client_id = $1 THEN 'client' ELSE 'therapist' END
        WHERE status = 'active' AND (client_id = $1 OR worker_id = $1)`,
      [userId],
    );
  },

  async end(q: Queryable, id: string, by: 'client' | 'therapist'): Promise<void> {
    await q.query(
      `UPDATE series SET status = 'ended', ended_at = now(), ended_by = $2 WHERE id = $1 AND status = 'active'`,
      [id, by],
    );
  },

  /** Whether the therapist has a session or a running hold touching [from, to) (buffers included). */
  async workerBusy(q: Queryable, workerId: string, from: Date, to: Date, now: Date): Promise<boolean> {
    const { rows } = await q.query(
      `SELECT 1 FROM bookings b WHERE b.worker_id = $1 AND ${active('$4')}
          AND tstzrange(b.starts_at, b.blocked_until) && tstzrange($2, $3) LIMIT 1`,
      [workerId, from, to, now],
    );
    return rows.length > 0;
  },

  /** The client's own sessions and running holds touching [from, to), as ranges (ms). */
  async clientBusy(
    q: Queryable,
    clientId: string,
    from: Date,
    to: Date,
    now: Date,
  ): Promise<Array<{ start: number; end: number }>> {
    const { rows } = await q.query<{ starts_at: Date; ends_at: Date }>(
      `SELECT b.starts_at, b.ends_at FROM bookings b WHERE b.client_id = $1 AND ${active('$4')}
          AND tstzrange(b.starts_at, b.ends_at) && tstzrange($2, $3)`,
      [clientId, from, to, now],
    );
    return rows.map((r) => ({ start: new Date(r.starts_at).getTime(), end: new Date(r.ends_at).getTime() }));
  },

  /** Held (unpaid) occurrences whose reminder is due: the hold still runs and the start is within `within`. */
  async dueReminders(q: Queryable, now: Date, remindBefore: Date): Promise<BookingRow[]> {
    const { rows } = await q.query<BookingRow>(
      `SELECT b.* FROM bookings b
        WHERE b.series_id IS NOT NULL AND b.status = 'held' AND b.hold_expires_at > $1 AND b.starts_at <= $2
          AND NOT EXISTS (SELECT 1 FROM series_payment_notices n WHERE n.booking_id = b.id AND n.kind = 'pay_reminder')
        ORDER BY b.starts_at LIMIT 500`,
      [now, remindBefore],
    );
    return rows;
  },

  /** Occurrences left unpaid past their hold (held and run out, or already expired by the sweep), not yet told. */
  async dueReleases(q: Queryable, now: Date): Promise<BookingRow[]> {
    const { rows } = await q.query<BookingRow>(
      `SELECT b.* FROM bookings b
        WHERE b.series_id IS NOT NULL
          AND ((b.status = 'held' AND b.hold_expires_at <= $1) OR (b.status = 'expired'))
          AND NOT EXISTS (SELECT 1 FROM series_payment_notices n WHERE n.booking_id = b.id AND n.kind = 'released')
        ORDER BY b.starts_at LIMIT 500
        FOR UPDATE OF b SKIP LOCKED`,
      [now],
    );
    return rows;
  },

  /** Records a notice; false when it was already written (another run got there first). */
  async markNotice(q: Queryable, bookingId: string, kind: 'pay_reminder' | 'released'): Promise<boolean> {
    const { rows } = await q.query(
      `INSERT INTO series_payment_notices (booking_id, kind) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING booking_id`,
      [bookingId, kind],
    );
    return rows.length > 0;
  },

  /** Confirmed and held sessions of a therapist overlapping [from, to). */
  async workerSessions(q: Queryable, workerId: string, from: Date, to: Date, now: Date): Promise<BookingRow[]> {
    const { rows } = await q.query<BookingRow>(
      `SELECT b.* FROM bookings b WHERE b.worker_id = $1 AND ${active('$4')}
          AND tstzrange(b.starts_at, b.ends_at) && tstzrange($2, $3) ORDER BY b.starts_at`,
      [workerId, from, to, now],
    );
    return rows;
  },
};
