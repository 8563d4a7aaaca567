// The two-factor tables (migrations/540_two_factor.sql). Only this file writes them.
import type { Queryable } from '../../external/db';

export interface TotpRow {
  secret: string;
  created_at: Date;
  confirmed_at: Date | null;
  last_used_step: string | null;
}

export async function findTotp(q: Queryable, userId: string, forUpdate = false): Promise<TotpRow | null> {
  const { rows } = await q.query<TotpRow>(
    `SELECT secret, created_at, confirmed_at, last_used_step FROM user_totp WHERE user_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Starts (or restarts) an enrolment; never touches a confirmed one. Returns false when one is confirmed. */
export async function upsertPendingTotp(q: Queryable, userId: string, secret: string): Promise<boolean> {
  const r = await q.query(
    `INSERT INTO user_totp (user_id, secret) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = now()
       WHERE user_totp.confirmed_at IS NULL`,
    [userId, secret],
  );
  return r.rowCount === 1;
}

/** Demo data only: an authenticator already confirmed with a known key. */
export async function seedConfirmedTotp(q: Queryable, userId: string, secret: string): Promise<void> {
  await q.query('INSERT INTO user_totp (user_id, secret, confirmed_at) VALUES ($1, $2, now())', [userId, secret]);
}

export async function confirmTotp(q: Queryable, userId: string, step: number): Promise<void> {
  await q.query('UPDATE user_totp SET confirmed_at = now(), last_used_step = $2 WHERE user_id = $1', [userId, step]);
}

/** Records the step of an accepted code, only when it is newer than the last one: a code counts once. */
export async function useStep(q: Queryable, userId: string, step: number): Promise<boolean> {
  const r = await q.query(
    `UPDATE user_totp SET last_used_step = $2
      WHERE user_id = $1 AND confirmed_at IS NOT NULL AND (last_used_step IS NULL OR last_used_step < $2)`,
    [userId, step],
  );
  return r.rowCount === 1;
}

export async function replaceRecoveryCodes(q: Queryable, userId: string, hashes: Buffer[]): Promise<void> {
  await q.query('DELETE FROM totp_recovery_codes WHERE user_id = $1', [userId]);
  for (const hash of hashes) {
    await q.query('INSERT INTO totp_recovery_codes (user_id, code_hash) VALUES ($1, $2)', [userId, hash]);
  }
}

export async function useRecoveryCode(q: Queryable, userId: string, hash: Buffer): Promise<boolean> {
  const r = await q.query(
    `UPDATE totp_recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
    [userId, hash],
  );
  return r.rowCount === 1;
}

export async function countRecoveryCodesLeft(q: Queryable, userId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM totp_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** Everything two-factor about an account: turning it off, and deleting the account. */
export async function removeAll(q: Queryable, userId: string): Promise<void> {
  await q.query('DELETE FROM totp_recovery_codes WHERE user_id = $1', [userId]);
  await q.query('DELETE FROM user_totp WHERE user_id = $1', [userId]);
  await q.query('DELETE FROM login_challenges WHERE user_id = $1', [userId]);
}

export async function insertChallenge(
  q: Queryable,
  tokenHash: Buffer,
  userId: string,
  ttlSeconds: number,
): Promise<void> {
  await q.query(
    `INSERT INTO login_challenges (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3::int))`,
    [tokenHash, userId, ttlSeconds],
  );
}

export async function findLiveChallenge(
  q: Queryable,
  tokenHash: Buffer,
): Promise<{ user_id: string; attempts: number } | null> {
  const { rows } = await q.query<{ user_id: string; attempts: number }>(
    `SELECT user_id, attempts FROM login_challenges WHERE token_hash = $1 AND expires_at > now() FOR UPDATE`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function deleteChallenge(q: Queryable, tokenHash: Buffer): Promise<void> {
  await q.query('DELETE FROM login_challenges WHERE token_hash = $1', [tokenHash]);
}

export async function countChallengeAttempt(q: Queryable, tokenHash: Buffer): Promise<number> {
  const { rows } = await q.query<{ attempts: number }>(
    'UPDATE login_challenges SET attempts = attempts + 1 WHERE token_hash = $1 RETURNING attempts',
    [tokenHash],
  );
  return rows[0]?.attempts ?? 0;
}

export async function recordFailure(q: Queryable, userId: string): Promise<void> {
  await q.query('INSERT INTO second_factor_failures (user_id) VALUES ($1)', [userId]);
}

/** Wrong codes of the last 15 minutes, and the seconds until the oldest of them leaves the window. */
export async function recentFailures(q: Queryable, userId: string): Promise<{ count: number; retryAfter: number }> {
  const { rows } = await q.query<{ count: number; retry_after: number | null }>(
    `SELECT count(*)::int AS count,
            ceil(extract(epoch FROM min(failed_at) + interval '15 minutes' - now()))::int AS retry_after
       FROM second_factor_failures WHERE user_id = $1 AND failed_at > now() - interval '15 minutes'`,
    [userId],
  );
  return { count: rows[0]?.count ?? 0, retryAfter: Math.max(1, rows[0]?.retry_after ?? 1) };
}

export async function sessionStartedWithin(q: Queryable, sessionId: string, minutes: number): Promise<boolean> {
  const { rows } = await q.query<{ fresh: boolean }>(
    `SELECT created_at > now() - make_interval(mins => $2::int) AS fresh FROM sessions WHERE id = $1`,
    [sessionId, minutes],
  );
  return rows[0]?.fresh === true;
}

export async function cleanUp(q: Queryable): Promise<void> {
  await q.query('DELETE FROM login_challenges WHERE expires_at < now()');
  await q.query("DELETE FROM second_factor_failures WHERE failed_at < now() - interval '1 day'");
}
