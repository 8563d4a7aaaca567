// Password sign-in limited per account as well as per client address (the per-address limit is the rate-limit
// plugin's). The count is kept per e-mail address as typed, whether or not an account has it, and every step
// runs the same statements for both, so neither the answers nor their timing tell who has an account. A stranger
// can pause password sign-in for an address, never lock its owner out: the owner is mailed (once per window) a
// single-use sign-in link that works despite the pause, and Google sign-in and password reset keep working.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { ApiError } from '../../../errors';
import { LOGIN_LINK_MAIL } from './login-link-texts';

const sha256 = (s: string): Buffer => crypto.createHash('sha256').update(s).digest();

/** The job that issues the sign-in link and writes its mail, after the answer. */
export const LOGIN_LINK_JOB = 'auth.login_link';

/** Every this many failures recorded, windows that ended are deleted (a cheap indexed delete). */
const PURGE_EVERY = 200;

export function createLoginThrottle(fastify: FastifyInstance) {
  const { db, config } = fastify;
  const max = config.loginAccountMaxFailures;
  const windowMinutes = config.loginAccountWindowMinutes;
  let recorded = 0;

  return {
    emailHash: (normalisedEmail: string): Buffer => sha256(normalisedEmail),

    /** Refuses with 429 `login_throttled` while the address's failures have reached the limit in its window. */
    async refuseIfPaused(emailHash: Buffer): Promise<void> {
      const { rows } = await db.query<{ left: number }>(
        `SELECT GREATEST(1, CEIL(EXTRACT(EPOCH FROM (window_ends_at - now()))))::int AS left
           FROM login_failures WHERE email_hash = $1 AND failures >= $2 AND window_ends_at > now()`,
        [emailHash, max],
      );
      const left = rows[0]?.left;
      if (left === undefined) return;
      const err = new ApiError(
        429,
        'login_throttled',
        'Too many failed sign-ins for this address: password sign-in is paused for it. If the address has an ' +
          'account, its owner has been e-mailed a sign-in link.',
      );
      err.retryAfterSeconds = left;
      throw err;
    },

    /**
     * Counts a failure; the one that reaches the limit enqueues the login-link job (the same row whatever the
     * address).
     */
    async recordFailure(normalisedEmail: string, emailHash: Buffer): Promise<void> {
      recorded += 1;
      if (recorded % PURGE_EVERY === 0) {
        db.query('DELETE FROM login_failures WHERE window_ends_at <= now()').catch(() => undefined);
      }
      const { rows } = await db.query<{ failures: number }>(
        `INSERT INTO login_failures AS f (email_hash, failures, window_ends_at)
         VALUES ($1, 1, now() + make_interval(mins => $2::int))
         ON CONFLICT (email_hash) DO UPDATE SET
           failures = CASE WHEN f.window_ends_at <= now() THEN 1 ELSE f.failures + 1 END,
           window_ends_at = CASE WHEN f.window_ends_at <= now() THEN EXCLUDED.window_ends_at ELSE f.window_ends_at END
         RETURNING failures`,
        [emailHash, windowMinutes],
      );
      // Exactly one request sees the count reach the limit (the upsert is atomic): one mail per window. The link
      // and the mail are the job's work, so this answer, too, is one row written whatever the address.
      if (rows[0]?.failures === max) await fastify.jobs.send(db, LOGIN_LINK_JOB, { email: normalisedEmail });
    },

    /**
     * The login-link job: issues a sign-in link and queues its mail when the address has an account, with the
     * same statements either way (the rows are written only when it has).
     */
    async sendLink(normalisedEmail: string): Promise<void> {
      const token = crypto.randomBytes(32).toString('base64url');
      const minutes = config.loginLinkTtlMinutes;
      await db.tx(async (q) => {
        const { rows: found } = await q.query<{ id: string; email: string; locale: MarketLocale; name: string }>(
          `WITH account AS (SELECT id, email, locale, name FROM users WHERE email = $2 AND deleted_at IS NULL),
                issued AS (
                  INSERT INTO login_links (token_hash, user_id, expires_at)
                  SELECT $1, id, now() + make_interval(mins => $3::int) FROM account WHERE email IS NOT NULL
                  RETURNING user_id)
           SELECT a.id, a.email, a.locale, a.name FROM account a JOIN issued i ON i.user_id = a.id`,
          [sha256(token), normalisedEmail, minutes],
        );
        const user = found[0];
        const locale: MarketLocale = user?.locale ?? 'en';
        const link = `${config.publicApiUrl}${config.basePath}/v4/auth/login_link?token=${token}&lang=${locale}`;
        const mail = LOGIN_LINK_MAIL[locale];
        await fastify.outbox.enqueueIfAddressed(q, {
          purpose: 'login_link',
          userId: user?.id ?? null,
          to: user?.email ?? null,
          locale,
          subject: mail.subject,
          text: mail.text({ name: user?.name ?? '', link, minutes, windowMinutes }),
        });
      });
    },

    /** A correct password: the address starts afresh. */
    async clear(emailHash: Buffer): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE email_hash = $1', [emailHash]);
    },

    /**
     * Uses a sign-in link: once, before it expires. Returns the account it signs in (and lifts the pause on its
     * address, so the password works again), or null when the link is unknown, used or expired.
     */
    async useLink(token: string): Promise<string | null> {
      return db.tx(async (q) => {
        const { rows } = await q.query<{ user_id: string; email: string | null }>(
          `UPDATE login_links l SET used_at = now()
             FROM users u
            WHERE l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > now()
              AND u.id = l.user_id AND u.deleted_at IS NULL
            RETURNING l.user_id, u.email`,
          [sha256(token)],
        );
        const row = rows[0];
        if (!row) return null;
        if (row.email) await q.query('DELETE FROM login_failures WHERE email_hash = $1', [sha256(row.email)]);
        return row.user_id;
      });
    },

    /** Inside an account's deletion: its links and its address's count go. */
    async forget(q: { query: typeof db.query }, userId: string, email: string | null): Promise<void> {
      await q.query('DELETE FROM login_links WHERE user_id = $1', [userId]);
      if (email) await q.query('DELETE FROM login_failures WHERE email_hash = $1', [sha256(email)]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
