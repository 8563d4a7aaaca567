// The outages area's SQL: its own tables (outage_profiles, active_alerts, alert_waivers, alert_feed_state,
// outage_moves, outage_report_links) and the reads of bookings it needs; accounts are read through
// fastify.accounts. Bookings are moved or cancelled only through fastify.bookings.
import type { Queryable } from '../../external/db';
import type { AccountContacts } from '../accounts/contacts-contract';
import type { BookingRow } from '../bookings/bookings-contract';
import type { ActiveAlert } from './alerts-feed';

type Accounts = Pick<AccountContacts, 'contacts' | 'lockAccount'>;

export type OutageMoveKind = 'alert_move' | 'outage_move' | 'outage_cancel';

export interface OutageProfileRow {
  oblast_id: string | null;
  outage_group: string | null;
}

export interface PartyAlertRow {
  user_id: string;
  oblast_id: string;
  started_at: Date | null;
}

export interface ReportLinkRow {
  booking_id: string;
  user_id: string;
  expires_at: Date;
}

export interface MoveCountRow {
  month: string;
  market: string;
  kind: string;
  n: string | number;
}

export interface FeedStateRow {
  last_modified: string | null;
  failures: number;
}

export const outagesRepository = {
  /** The person's locale and, for a therapist, their market; null when the account is gone. */
  async personMarket(
    q: Queryable,
    accounts: Accounts,
    userId: string,
  ): Promise<{ locale: string; market: string | null } | null> {
    const person = (await accounts.contacts([userId], q)).get(userId);
    if (!person) return null;
    const { rows } = await q.query<{ market: string }>('SELECT market FROM therapist_profiles WHERE user_id = $1', [
      userId,
    ]);
    return { locale: person.locale, market: rows[0]?.market ?? null };
  },

  /** The person's oblast and outage group, if they set any. */
  async profile(q: Queryable, userId: string): Promise<OutageProfileRow | null> {
    const { rows } = await q.query<OutageProfileRow>(
      'SELECT oblast_id, outage_group FROM outage_profiles WHERE user_id = $1',
      [userId],
    );
    return rows[0] ?? null;
  },

  /** Sets the person's oblast and outage group. */
  async upsertProfile(
    q: Queryable,
    userId: string,
    oblastId: string | null,
    outageGroup: string | null,
    at: Date,
  ): Promise<void> {
    await q.query(
      `INSERT INTO outage_profiles (user_id, oblast_id, outage_group, updated_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (user_id) DO UPDATE SET oblast_id = $2, outage_group = $3, updated_at = $4`,
      [userId, oblastId, outageGroup, at],
    );
  },

  /** Forgets the person's oblast and outage group. */
  async deleteProfile(q: Queryable, userId: string): Promise<void> {
    await q.query('DELETE FROM outage_profiles WHERE user_id = $1', [userId]);
  },

  /** The booking, unlocked. */
  async booking(q: Queryable, id: string): Promise<BookingRow | null> {
    const { rows } = await q.query<BookingRow>('SELECT * FROM bookings WHERE id = $1', [id]);
    return rows[0] ?? null;
  },

  /** These people's oblasts, each with the alert active there now (started_at null when none). */
  async partyAlerts(q: Queryable, userIds: (string | null)[]): Promise<PartyAlertRow[]> {
    const { rows } = await q.query<PartyAlertRow>(
      `SELECT p.user_id, p.oblast_id, a.started_at
           FROM outage_profiles p LEFT JOIN active_alerts a ON a.oblast_id = p.oblast_id
          WHERE p.user_id = ANY($1::uuid[]) AND p.oblast_id IS NOT NULL`,
      [userIds],
    );
    return rows;
  },

  /** Grants the booking its alert waiver, unless it has one already. */
  async grantWaiver(q: Queryable, bookingId: string, at: Date): Promise<void> {
    await q.query(
      'INSERT INTO alert_waivers (booking_id, granted_at) VALUES ($1, $2) ON CONFLICT (booking_id) DO NOTHING',
      [bookingId, at],
    );
  },

  /** The booking's alert waiver, if granted. */
  async waiver(q: Queryable, bookingId: string): Promise<{ used_at: Date | null } | null> {
    const { rows } = await q.query<{ used_at: Date | null }>(
      'SELECT used_at FROM alert_waivers WHERE booking_id = $1',
      [bookingId],
    );
    return rows[0] ?? null;
  },

  /** Marks the booking's alert waiver used. */
  async useWaiver(q: Queryable, bookingId: string, at: Date): Promise<void> {
    await q.query('UPDATE alert_waivers SET used_at = $2 WHERE booking_id = $1', [bookingId, at]);
  },

  /** How many outage moves and cancellations (not alert moves) the person made in this Kyiv month. */
  async movesUsed(q: Queryable, userId: string, month: string): Promise<number> {
    const { rows } = await q.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM outage_moves WHERE user_id = $1 AND month = $2 AND kind <> 'alert_move'`,
      [userId, month],
    );
    return Number(rows[0]?.n ?? 0);
  },

  /** Records one free move or cancellation. */
  async recordMove(
    q: Queryable,
    row: { booking_id: string; user_id: string; kind: OutageMoveKind; market: string; month: string; created_at: Date },
  ): Promise<void> {
    await q.query(
      'INSERT INTO outage_moves (booking_id, user_id, kind, market, month, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [row.booking_id, row.user_id, row.kind, row.market, row.month, row.created_at],
    );
  },

  /** The report link with this token hash. */
  async reportLink(q: Queryable, tokenHash: Buffer): Promise<ReportLinkRow | null> {
    const { rows } = await q.query<ReportLinkRow>(
      'SELECT booking_id, user_id, expires_at FROM outage_report_links WHERE token_hash = $1',
      [tokenHash],
    );
    return rows[0] ?? null;
  },

  /** Saves the person's report link for the booking, replacing an earlier one. */
  async upsertReportLink(
    q: Queryable,
    tokenHash: Buffer,
    bookingId: string,
    userId: string,
    expiresAt: Date,
  ): Promise<void> {
    await q.query(
      `INSERT INTO outage_report_links (token_hash, booking_id, user_id, expires_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (booking_id, user_id) DO UPDATE SET token_hash = $1, expires_at = $4`,
      [tokenHash, bookingId, userId, expiresAt],
    );
  },

  /** The account's id and role, if it still exists. */
  async liveUser(q: Queryable, accounts: Accounts, userId: string): Promise<{ id: string; role: string } | null> {
    const person = (await accounts.contacts([userId], q)).get(userId);
    return person ? { id: person.id, role: person.role } : null;
  },

  /** Locks the person's account: one report at a time per person. */
  async lockUser(q: Queryable, accounts: Accounts, userId: string): Promise<void> {
    await accounts.lockAccount(q, userId);
  },

  /** The person's locale and time zone (as erasure left them, for a deleted account). */
  async userLocale(
    q: Queryable,
    accounts: Accounts,
    userId: string,
  ): Promise<{ locale: string; timezone: string | null } | null> {
    const person = (await accounts.contacts([userId], q, { includeErased: true })).get(userId);
    return person ? { locale: person.locale, timezone: person.timezone } : null;
  },

  /** Free moves and cancellations per month, market and kind, months `from` to `to`. */
  async moveCounts(q: Queryable, from: string, to: string): Promise<MoveCountRow[]> {
    const { rows } = await q.query<MoveCountRow>(
      `SELECT month, market, kind, count(*) AS n FROM outage_moves
            WHERE month BETWEEN $1 AND $2 GROUP BY month, market, kind ORDER BY month, market`,
      [from, to],
    );
    return rows;
  },

  /** Creates the feed's state row, due now, if it is missing. */
  async ensureFeedState(q: Queryable, at: Date): Promise<void> {
    await q.query('INSERT INTO alert_feed_state (id, next_poll_at) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [at]);
  },

  /** Claims the next poll when it is due by `now`: moves next_poll_at on; null when someone else has it. */
  async claimPoll(q: Queryable, nextPollAt: Date, now: Date): Promise<FeedStateRow | null> {
    const { rows } = await q.query<FeedStateRow>(
      `UPDATE alert_feed_state SET next_poll_at = $1 WHERE id = 1 AND next_poll_at <= $2
           RETURNING last_modified, failures`,
      [nextPollAt, now],
    );
    return rows[0] ?? null;
  },

  /** After a 429: the next poll's time, one more failure. */
  async pollRateLimited(q: Queryable, nextPollAt: Date, polledAt: Date): Promise<void> {
    await q.query(
      'UPDATE alert_feed_state SET next_poll_at = $1, failures = failures + 1, polled_at = $2 WHERE id = 1',
      [nextPollAt, polledAt],
    );
  },

  /** After a failed request: the next poll's time. */
  async pollFailed(q: Queryable, nextPollAt: Date, polledAt: Date): Promise<void> {
    await q.query('UPDATE alert_feed_state SET next_poll_at = $1, polled_at = $2 WHERE id = 1', [nextPollAt, polledAt]);
  },

  /** After an answer: the next poll's time, no failures, and the feed's Last-Modified when it changed. */
  async pollAnswered(q: Queryable, nextPollAt: Date, polledAt: Date, lastModified: string | null): Promise<void> {
    await q.query(
      `UPDATE alert_feed_state SET next_poll_at = $1, failures = 0, polled_at = $2,
                    last_modified = COALESCE($3, last_modified) WHERE id = 1`,
      [nextPollAt, polledAt, lastModified],
    );
  },

  /** Drops the active alerts of oblasts not in this list. */
  async clearAlertsExcept(q: Queryable, oblastIds: string[]): Promise<void> {
    await q.query('DELETE FROM active_alerts WHERE NOT (oblast_id = ANY($1::text[]))', [oblastIds]);
  },

  /** Records an active alert, or marks a known one seen. */
  async upsertAlert(q: Queryable, alert: ActiveAlert, seenAt: Date): Promise<void> {
    await q.query(
      `INSERT INTO active_alerts (oblast_id, started_at, alert_type, seen_at) VALUES ($1, $2, $3, $4)
               ON CONFLICT (oblast_id) DO UPDATE SET seen_at = $4`,
      [alert.oblastId, alert.startedAt, alert.alertType, seenAt],
    );
  },

  /** Waives the fee of every confirmed session of the market in its alert window with a party under alert. */
  async grantWaiversUnderAlert(q: Queryable, now: Date, market: string, windowBeforeMinutes: number): Promise<void> {
    await q.query(
      `INSERT INTO alert_waivers (booking_id, granted_at)
             SELECT b.id, $1 FROM bookings b
              WHERE b.status = 'confirmed' AND b.market = $2
                AND b.starts_at - make_interval(mins => $3) <= $1 AND b.ends_at > $1
                AND EXISTS (SELECT 1 FROM outage_profiles p JOIN active_alerts a ON a.oblast_id = p.oblast_id
                             WHERE p.user_id IN (b.client_id, b.worker_id))
             ON CONFLICT (booking_id) DO NOTHING`,
      [now, market, windowBeforeMinutes],
    );
  },

  /** The outage groups of these people, where set. */
  async outageGroups(q: Queryable, userIds: string[]): Promise<string[]> {
    const { rows } = await q.query<{ outage_group: string | null }>(
      'SELECT outage_group FROM outage_profiles WHERE user_id = ANY($1::uuid[]) AND outage_group IS NOT NULL',
      [userIds],
    );
    return rows.map((r) => r.outage_group!);
  },

  /** Forgets the person on account deletion: profile and links gone, moves kept without them. */
  async forgetUser(q: Queryable, userId: string): Promise<void> {
    await q.query('DELETE FROM outage_profiles WHERE user_id = $1', [userId]);
    await q.query('DELETE FROM outage_report_links WHERE user_id = $1', [userId]);
    await q.query('UPDATE outage_moves SET user_id = NULL WHERE user_id = $1', [userId]);
  },
};
