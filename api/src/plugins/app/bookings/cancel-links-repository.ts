// The one-click cancel links of sessions a therapist booked for a client (migration 520). Only the token's
// SHA-256 is stored.
import crypto from 'node:crypto';
import type { Queryable } from '../../external/db';

export const hashLinkToken = (token: string): Buffer => crypto.createHash('sha256').update(token).digest();

/**
 * A new link's token (what the mail carries) and its hash (what is stored): the booking's INSERT writes the link
 * (repository/booking-writes.ts, expireStaleAndInsert), valid until the session starts.
 */
export function newLinkToken(): { token: string; hash: Buffer } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export interface CancelLinkRow {
  booking_id: string;
  client_id: string;
  expires_at: Date;
  used_at: Date | null;
}

export const cancelLinksRepository = {
  async find(q: Queryable, token: string, forUpdate = false): Promise<CancelLinkRow | null> {
    const { rows } = await q.query<CancelLinkRow>(
      `SELECT booking_id, client_id, expires_at, used_at FROM booking_cancel_links WHERE token_hash = $1${
        forUpdate ? ' FOR UPDATE' : ''
      }`,
      [hashLinkToken(token)],
    );
    return rows[0] ?? null;
  },

  async markUsed(q: Queryable, token: string): Promise<boolean> {
    const { rowCount } = await q.query(
      'UPDATE booking_cancel_links SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL',
      [hashLinkToken(token)],
    );
    return rowCount === 1;
  },

  /** A moved session's link lives until the new start. */
  async follow(q: Queryable, bookingId: string, startsAt: Date): Promise<void> {
    await q.query('UPDATE booking_cancel_links SET expires_at = $2 WHERE booking_id = $1 AND used_at IS NULL', [
      bookingId,
      startsAt,
    ]);
  },

  async forgetClient(q: Queryable, clientId: string): Promise<void> {
    await q.query('DELETE FROM booking_cancel_links WHERE client_id = $1', [clientId]);
  },

  async sweep(q: Queryable, now: Date): Promise<number> {
    const { rowCount } = await q.query('DELETE FROM booking_cancel_links WHERE expires_at <= $1', [now]);
    return rowCount;
  },
};
