// Verified e-mail addresses (issue 22). A link with an unguessable token (32 random bytes; only its SHA-256 is
// stored, like password links) is mailed at sign-up and for every new address; it expires, works once, and a
// newer link voids the older ones. A new address is only adopted when its link is opened: until then the account
// keeps its old, proven address, so a typo or a borrowed session cannot take the account's mail elsewhere.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';
import { ApiError } from '../../../errors';
import type { Queryable } from '../../external/db';
import { EMAIL_CHANGED_MAIL, VERIFY_EMAIL_MAIL } from './mail-texts';
import * as users from './users-repository';

export type VerificationPurpose = 'sign_up' | 'change';

const sha256 = (s: string): Buffer => crypto.createHash('sha256').update(s).digest();

interface VerificationRow {
  user_id: string;
  email: string;
  purpose: VerificationPurpose;
  expired: boolean;
  used_at: Date | null;
  revoked_at: Date | null;
}

export function createEmailVerification(fastify: FastifyInstance) {
  const { db, config } = fastify;

  /** Links mailed to the account in the last hour (the limit counts every purpose). */
  async function sentInLastHour(q: Queryable, userId: string): Promise<{ count: number; oldest: Date | null }> {
    const { rows } = await q.query<{ count: number; oldest: Date | null }>(
      `SELECT count(*)::int AS count, min(created_at) AS oldest FROM email_verifications
        WHERE user_id = $1 AND created_at > now() - interval '1 hour'`,
      [userId],
    );
    return rows[0] ?? { count: 0, oldest: null };
  }

  async function refuseOverLimit(q: Queryable, userId: string): Promise<void> {
    const { count, oldest } = await sentInLastHour(q, userId);
    if (count < config.verificationMailsPerHour) return;
    const retryAfter = oldest
      ? Math.max(1, Math.ceil((new Date(oldest).getTime() + 3_600_000 - fastify.clock.now()) / 1000))
      : 3600;
    const error = new ApiError(
      429,
      'rate_limited',
      `We have already sent ${count} confirmation links this hour; please check your inbox, or ask again in ${Math.ceil(retryAfter / 60)} minutes.`,
      [
        {
          field: 'email',
          rule: 'verification_mails_per_hour',
          limit: config.verificationMailsPerHour,
          retry_after_seconds: retryAfter,
        },
      ],
    );
    error.retryAfterSeconds = retryAfter;
    throw error;
  }

  /**
   * Voids the account's older links and mails a new one for `email`, in the caller's transaction. The mail goes to
   * the address being confirmed, in the account's language.
   */
  async function issue(
    q: Queryable,
    user: { id: string; name: string; locale: MarketLocale },
    email: string,
    purpose: VerificationPurpose,
  ): Promise<void> {
    const token = crypto.randomBytes(32).toString('base64url');
    const hours = config.emailVerificationTtlHours;
    await q.query(
      `UPDATE email_verifications SET revoked_at = now() WHERE user_id = $1 AND used_at IS NULL AND revoked_at IS NULL`,
      [user.id],
    );
    await q.query(
      `INSERT INTO email_verifications (token_hash, user_id, email, purpose, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5::int))`,
      [sha256(token), user.id, email, purpose, hours],
    );
    const mail = VERIFY_EMAIL_MAIL[user.locale];
    await fastify.outbox.enqueue(q, {
      purpose: 'verify_email',
      userId: user.id,
      to: email,
      locale: user.locale,
      subject: mail.subject,
      text: mail.text({
        name: user.name,
        link: `${config.publicShellUrl}/${user.locale}/verify-email?token=${token}`,
        hours,
        change: purpose === 'change',
      }),
    });
  }

  /** The new address waiting for its link, or null. */
  async function pendingEmail(q: Queryable, userId: string): Promise<string | null> {
    const { rows } = await q.query<{ email: string }>(
      `SELECT email FROM email_verifications
        WHERE user_id = $1 AND purpose = 'change' AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
        ORDER BY created_at DESC LIMIT 1`,
      [userId],
    );
    return rows[0]?.email ?? null;
  }

  return {
    issue,
    pendingEmail,

    /**
     * "Send again": a fresh link for the pending new address if there is one, else for the account's own
     * unverified address. Limited per account (VERIFICATION_MAILS_PER_HOUR); says where it was sent.
     */
    async resend(userId: string): Promise<{ sentTo: string }> {
      return db.tx(async (q) => {
        const user = await users.findActiveById(q, userId, true);
        if (!user?.email) throw new ApiError(401, 'not_authenticated', 'This account no longer exists.');
        const pending = await pendingEmail(q, userId);
        if (!pending && user.email_verified_at) {
          throw new ApiError(409, 'conflict', 'This e-mail address is already confirmed.', [
            { field: 'email', rule: 'already_verified' },
          ]);
        }
        await refuseOverLimit(q, userId);
        const to = pending ?? user.email;
        await issue(q, user, to, pending ? 'change' : 'sign_up');
        return { sentTo: to };
      });
    },

    /** Asks to move the account to `newEmail`: checked by the caller's password, adopted once its link is opened. */
    async requestChange(userId: string, newEmail: string): Promise<void> {
      await db.tx(async (q) => {
        const user = await users.findActiveById(q, userId, true);
        if (!user?.email) throw new ApiError(401, 'not_authenticated', 'This account no longer exists.');
        if (newEmail === user.email) {
          throw new ApiError(400, 'email_unchanged', 'This is already the account’s address.', [
            { field: 'new_email', rule: 'unchanged' },
          ]);
        }
        if (await users.findActiveByEmail(q, newEmail)) {
          throw new ApiError(409, 'email_taken', 'An account with this e-mail already exists.', [
            { field: 'new_email', rule: 'taken' },
          ]);
        }
        await refuseOverLimit(q, userId);
        await issue(q, user, newEmail, 'change');
      });
    },

    /**
     * Opens a link: marks the address verified (sign-up) or adopts the new address (change). Used, expired,
     * voided and unknown links each answer their own code, so the landing page can say which it was.
     */
    async verify(token: string): Promise<{ status: 'verified' | 'email_changed' }> {
      return db.tx(async (q) => {
        // The row lock makes two simultaneous uses of one link end with exactly one success.
        const { rows } = await q.query<VerificationRow>(
          `SELECT user_id, email, purpose, expires_at <= now() AS expired, used_at, revoked_at
             FROM email_verifications WHERE token_hash = $1 FOR UPDATE`,
          [sha256(token)],
        );
        const row = rows[0];
        if (!row) {
          throw new ApiError(404, 'verification_link_invalid', 'This confirmation link is not valid.', [
            { field: 'token', rule: 'unknown' },
          ]);
        }
        if (row.used_at) {
          throw new ApiError(410, 'verification_link_used', 'This confirmation link was already used.', [
            { field: 'token', rule: 'used' },
          ]);
        }
        if (row.revoked_at || row.expired) {
          throw new ApiError(
            410,
            'verification_link_expired',
            'This confirmation link expired or a newer one was sent.',
            [{ field: 'token', rule: row.revoked_at ? 'superseded' : 'expired' }],
          );
        }
        const user = await users.findActiveById(q, row.user_id, true);
        if (!user?.email) {
          throw new ApiError(404, 'verification_link_invalid', 'This confirmation link is not valid.', [
            { field: 'token', rule: 'unknown' },
          ]);
        }
        await q.query('UPDATE email_verifications SET used_at = now() WHERE token_hash = $1', [sha256(token)]);
        await q.query(
          `UPDATE email_verifications SET revoked_at = now()
            WHERE user_id = $1 AND used_at IS NULL AND revoked_at IS NULL`,
          [user.id],
        );
        if (row.purpose === 'sign_up') {
          if (row.email !== user.email) {
            // The account moved to another address since this link was sent: it proves nothing about that one.
            throw new ApiError(410, 'verification_link_expired', 'This link was for an earlier address.', [
              { field: 'token', rule: 'superseded' },
            ]);
          }
          await users.markEmailVerified(q, user.id, row.email);
          return { status: 'verified' as const };
        }
        if (await users.findActiveByEmail(q, row.email)) {
          throw new ApiError(409, 'email_taken', 'Another account took this address meanwhile.', [
            { field: 'token', rule: 'email_taken' },
          ]);
        }
        await users.adoptVerifiedEmail(q, user.id, row.email);
        const mail = EMAIL_CHANGED_MAIL[user.locale];
        await fastify.outbox.enqueue(q, {
          purpose: 'email_changed',
          userId: user.id,
          to: user.email,
          locale: user.locale,
          subject: mail.subject,
          text: mail.text({ name: user.name, supportEmail: MARKETS[user.locale].support.email }),
        });
        return { status: 'email_changed' as const };
      });
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
