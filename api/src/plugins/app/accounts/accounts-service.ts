import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { ApiError } from '../../../errors';
import type { Queryable } from '../../external/db';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import * as users from './users-repository';
import type { UserRow } from './users-repository';
import type { ChangeUserInfoBody, NotificationSettingsBody, RegisterBody } from '@rozmova/contracts/schemas/auth';
import type { UserInfo } from '@rozmova/contracts/schemas/account';
import type { AccountDeletionHooks } from './deletion-hooks';
import type { GoogleIdTokenVerifier } from './google-id-token';
import { RESET_PASSWORD_MAIL } from './mail-texts';
import { createAccountDeletion } from './account-deletion';
import {
  accountGone,
  emailTaken,
  invalidCredentials,
  normaliseEmail,
  passwordChangedMail,
  refuseMarketingWhereNotOffered,
  sha256,
  toUserInfo,
  userInfoChange,
} from './account-rules';
import { createEmailVerification } from './email-verification';
import { createLoginThrottle } from './login-throttle';

export type { UserInfo };
export { normaliseEmail, toUserInfo };

/** The job that does restore_password's work after the request was answered. */
export const RESTORE_PASSWORD_JOB = 'auth.restore_password';

export function createAccountsService(
  fastify: FastifyInstance,
  deletionHooks: AccountDeletionHooks,
  google: GoogleIdTokenVerifier,
) {
  const { db, config } = fastify;
  const cost = () => config.scryptLog2N;
  const verification = createEmailVerification(fastify);
  const userInfo = async (u: UserRow): Promise<UserInfo> => toUserInfo(u, await verification.pendingEmail(db, u.id));
  const throttle = createLoginThrottle(fastify);

  async function mustFind(q: Queryable, id: string, forUpdate = false): Promise<UserRow> {
    const user = await users.findActiveById(q, id, forUpdate);
    if (!user) throw accountGone();
    return user;
  }

  /** The "your password was changed" notice, written in the transaction that changed it. */
  async function queuePasswordChanged(q: Queryable, user: UserRow, othersSignedOut: boolean): Promise<void> {
    const mail = passwordChangedMail(user, othersSignedOut);
    if (mail) await fastify.outbox.enqueue(q, mail);
  }

  return {
    verification,

    async register(input: RegisterBody, locale: MarketLocale): Promise<UserRow> {
      refuseMarketingWhereNotOffered(locale, input.marketing_accepted, 'marketing_accepted');
      const email = normaliseEmail(input.email);
      const existing = await users.findActiveByEmail(db, email);
      if (existing) throw emailTaken();
      const passwordHash = await hashPassword(input.password, cost());
      try {
        // The account and its confirmation mail are one write: nobody is left with an account and no link.
        return await db.tx(async (q) => {
          const user = await users.insertUser(q, {
            email,
            passwordHash,
            role: 'user',
            locale,
            name: input.name.trim(),
            isRegistered: true,
            ofertaAccepted: true,
            marketingConsent: input.marketing_accepted === true,
          });
          await verification.issue(q, user, email, 'sign_up');
          return user;
        });
      } catch (err) {
        // Two sign-ups with one address at the same moment: the unique index decides.
        if ((err as { code?: string }).code === '23505') throw emailTaken();
        throw err;
      }
    },

    /**
     * Checks e-mail and password. Refused with 429 `login_throttled` while the address is paused after repeated
     * failures (login-throttle.ts); the same statements run for addresses with and without an account.
     */
    async verifyCredentials(emailRaw: string, password: string): Promise<UserRow> {
      const email = normaliseEmail(emailRaw);
      const emailHash = throttle.emailHash(email);
      await throttle.refuseIfPaused(emailHash);
      const user = await users.findActiveByEmail(db, email);
      if (!user || !user.password_hash) {
        await burnPasswordCheck(password, cost());
        await throttle.recordFailure(email, emailHash);
        throw invalidCredentials();
      }
      const check = await verifyPassword(password, user.password_hash, cost());
      if (!check.ok) {
        await throttle.recordFailure(email, emailHash);
        throw invalidCredentials();
      }
      await throttle.clear(emailHash);
      if (check.needsRehash) await users.setPasswordHash(db, user.id, await hashPassword(password, cost()));
      return user;
    },

    async googleSignIn(idToken: string, locale: MarketLocale): Promise<UserRow> {
      const identity = await google.verify(idToken);
      const known = await users.findActiveByGoogleSub(db, identity.sub);
      if (known) {
        // Google vouches for the address only when its token says so, and only for the address it names.
        if (!known.email_verified_at && identity.emailVerified && known.email === identity.email) {
          await users.markEmailVerified(db, known.id, identity.email);
          return (await users.findActiveById(db, known.id)) ?? known;
        }
        return known;
      }
      const sameEmail = await users.findActiveByEmail(db, identity.email);
      if (sameEmail) {
        // Linking by e-mail would hand a Google user an account someone else may have pre-registered with
        // their address (our sign-up does not prove ownership of an e-mail), so we refuse instead.
        throw new ApiError(
          409,
          'email_registered_with_password',
          'An account with this e-mail exists; sign in with e-mail and password.',
        );
      }
      try {
        // An address Google has not verified gets our own confirmation link, like a sign-up with a password.
        return await db.tx(async (q) => {
          const user = await users.insertUser(q, {
            email: identity.email,
            passwordHash: null,
            googleSub: identity.sub,
            role: 'user',
            locale,
            name: identity.name ?? identity.email.split('@')[0]!,
            isRegistered: false,
            hasToConfirmRegGoogle: true,
            ofertaAccepted: false,
            marketingConsent: false,
            emailVerified: identity.emailVerified,
          });
          if (!identity.emailVerified) await verification.issue(q, user, identity.email, 'sign_up');
          return user;
        });
      } catch (err) {
        if ((err as { code?: string }).code === '23505') {
          const raced = await users.findActiveByGoogleSub(db, identity.sub);
          if (raced) return raced;
          throw emailTaken();
        }
        throw err;
      }
    },

    async completeGoogleRegistration(
      userId: string,
      input: { oferta_accepted: boolean; marketing_accepted?: boolean },
      locale: MarketLocale,
    ): Promise<UserRow> {
      refuseMarketingWhereNotOffered(locale, input.marketing_accepted, 'marketing_accepted');
      const done = await users.completeGoogleRegistration(db, userId, input.marketing_accepted === true);
      if (!done) {
        throw new ApiError(409, 'google_registration_not_pending', 'This account has no Google sign-up to complete.');
      }
      return done;
    },

    /**
     * The account's password against `password`: `none` when the account has none (Google only), `missing` when
     * it has one and none was given. For re-authentication (the two-factor area).
     */
    async checkPassword(userId: string, password: string | undefined): Promise<'ok' | 'wrong' | 'missing' | 'none'> {
      const user = await mustFind(db, userId);
      if (!user.password_hash) return 'none';
      if (password === undefined) return 'missing';
      const check = await verifyPassword(password, user.password_hash, cost());
      return check.ok ? 'ok' : 'wrong';
    },

    /**
     * Checks the current password (and, through `confirm`, the second factor) and sets the new one. This browser's
     * session always ends (the caller starts a new one); every other device's too unless the person unticked
     * "sign out other devices".
     */
    async changePassword(
      userId: string,
      current: string,
      next: string,
      sessions: { endOtherSessions: boolean; currentSessionId: string },
      /** The rest of re-authentication, once the password is right (a second-factor code). */
      confirm: () => Promise<void> = async () => undefined,
    ): Promise<UserRow> {
      const user = await mustFind(db, userId);
      if (!user.password_hash) {
        throw new ApiError(
          400,
          'no_password_set',
          'This account signs in with Google; use restore_password to set a password.',
        );
      }
      const check = await verifyPassword(current, user.password_hash, cost());
      if (!check.ok) {
        throw new ApiError(400, 'wrong_password', 'The current password is not correct.', [
          { field: 'current_password', rule: 'wrong_password' },
        ]);
      }
      await confirm();
      const hash = await hashPassword(next, cost());
      await db.tx(async (q) => {
        await users.setPasswordHash(q, userId, hash);
        if (sessions.endOtherSessions) await fastify.sessions.revokeAllForUser(q, userId);
        else await fastify.sessions.revoke(q, sessions.currentSessionId);
        await q.query('DELETE FROM password_reset_tokens WHERE user_id = $1', [userId]);
        await queuePasswordChanged(q, user, sessions.endOtherSessions);
      });
      return user;
    },

    /**
     * Asks for a reset link for an address: one job row, written the same way whatever the address, and nothing
     * else in the request, so neither the answer nor its timing can tell whether the address has an account.
     * The job (`sendPasswordReset`) does the per-account work.
     */
    async requestPasswordReset(emailRaw: string): Promise<void> {
      await fastify.jobs.send(db, RESTORE_PASSWORD_JOB, { email: normaliseEmail(emailRaw) });
    },

    /**
     * The restore_password job: mails a one-time link if the address has an account, and does the same work
     * either way (one token drawn, one statement that writes a reset row only for an account, one mail composed,
     * one outbox statement that writes the mail only for an account).
     */
    async sendPasswordReset(emailRaw: string): Promise<void> {
      const token = crypto.randomBytes(32).toString('base64url');
      const minutes = config.passwordResetTtlMinutes;
      await db.tx(async (q) => {
        const { rows } = await q.query<{ id: string; email: string; locale: MarketLocale; name: string }>(
          `WITH account AS (SELECT id, email, locale, name FROM users WHERE email = $2 AND deleted_at IS NULL),
                issued AS (
                  INSERT INTO password_reset_tokens (token_hash, user_id, expires_at)
                  SELECT $1, id, now() + make_interval(mins => $3::int) FROM account WHERE email IS NOT NULL
                  RETURNING user_id)
           SELECT a.id, a.email, a.locale, a.name FROM account a JOIN issued i ON i.user_id = a.id`,
          [sha256(token), normaliseEmail(emailRaw), minutes],
        );
        const user = rows[0];
        const locale: MarketLocale = user?.locale ?? 'en';
        const link = `${config.publicShellUrl}/${locale}/reset-password?token=${token}`;
        const mail = RESET_PASSWORD_MAIL[locale];
        await fastify.outbox.enqueueIfAddressed(q, {
          purpose: 'restore_password',
          userId: user?.id ?? null,
          to: user?.email ?? null,
          locale,
          subject: mail.subject,
          text: mail.text({ name: user?.name ?? '', link, minutes }),
        });
      });
    },

    /** Sets a new password with a reset token: once, before it expires; signs out every session. */
    async resetPassword(token: string, password: string): Promise<void> {
      const tokenHash = sha256(token);
      const invalid = () =>
        new ApiError(400, 'invalid_reset_token', 'This reset link is invalid, used or expired; ask for a new one.', [
          { field: 'token', rule: 'invalid_reset_token' },
        ]);
      const probe = await db.query(
        'SELECT 1 FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
        [tokenHash],
      );
      if (probe.rows.length === 0) throw invalid();
      const hash = await hashPassword(password, cost());
      await db.tx(async (q) => {
        // The row lock makes two simultaneous uses of one link end with exactly one success.
        const { rows } = await q.query<{ user_id: string }>(
          `SELECT user_id FROM password_reset_tokens
            WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
          [tokenHash],
        );
        const row = rows[0];
        if (!row) throw invalid();
        const target = await users.findActiveById(q, row.user_id, true);
        if (!target) throw invalid();
        await users.setPasswordHash(q, target.id, hash);
        // The link was mailed to the account's address: using it proves the address is theirs.
        if (target.email) await users.markEmailVerified(q, target.id, target.email);
        await q.query('UPDATE password_reset_tokens SET used_at = now() WHERE token_hash = $1', [tokenHash]);
        await q.query('DELETE FROM password_reset_tokens WHERE user_id = $1 AND used_at IS NULL', [target.id]);
        await fastify.sessions.revokeAllForUser(q, target.id);
        await queuePasswordChanged(q, target, true);
      });
    },

    /**
     * Name, address, language and own time zone (null when never set) of an active account, for the e-mails and
     * calendar feeds other areas write; null once it is deleted. Pass the transaction the mail is written in.
     */
    async contact(
      userId: string,
      q: Queryable = db,
    ): Promise<{ name: string; email: string | null; locale: MarketLocale; timezone: string | null } | null> {
      const user = await users.findActiveById(q, userId);
      return user ? { name: user.name, email: user.email, locale: user.locale, timezone: user.timezone } : null;
    },

    /** The login-link job's work (login-throttle.ts). */
    sendLoginLink: (normalisedEmail: string) => throttle.sendLink(normalisedEmail),

    /** Signs in with a link mailed after repeated failures: the account's row, or null (unknown, used, expired). */
    async signInWithLink(token: string): Promise<UserRow | null> {
      const userId = await throttle.useLink(token);
      return userId ? users.findActiveById(db, userId) : null;
    },

    /**
     * A client (not a therapist or an admin) by their confirmed address, with the language and zone of their mails;
     * an unverified address is answered exactly like an unknown one, so nobody is tied to an address they may not own.
     */
    async findClientByEmail(emailRaw: string) {
      const user = await users.findActiveByEmail(db, normaliseEmail(emailRaw));
      return user && user.role === 'user' && user.email && user.email_verified_at
        ? { id: user.id, name: user.name, email: user.email, locale: user.locale, timezone: user.timezone }
        : null;
    },

    /** Whether the account's current address is confirmed (false for unknown or deleted accounts). */
    async isEmailVerified(userId: string, q: Queryable = db): Promise<boolean> {
      const user = await users.findActiveById(q, userId);
      return user?.email_verified_at != null;
    },

    /** Checks the password, then mails a confirmation link to the new address (adopted once it is opened). */
    async requestEmailChange(
      userId: string,
      newEmailRaw: string,
      password: string,
      /** The rest of re-authentication, once the password is right (a second-factor code). */
      confirm: () => Promise<void> = async () => undefined,
    ): Promise<UserInfo> {
      const user = await mustFind(db, userId);
      if (!user.password_hash) {
        throw new ApiError(
          400,
          'no_password_set',
          'This account signs in with Google; set a password with restore_password before changing the address.',
        );
      }
      const check = await verifyPassword(password, user.password_hash, cost());
      if (!check.ok) {
        throw new ApiError(400, 'wrong_password', 'The current password is not correct.', [
          { field: 'current_password', rule: 'wrong_password' },
        ]);
      }
      await confirm();
      await verification.requestChange(userId, normaliseEmail(newEmailRaw));
      return userInfo(await mustFind(db, userId));
    },

    /** An active account by id (the second sign-in step knows only the id). */
    async findActive(userId: string): Promise<UserRow | null> {
      return users.findActiveById(db, userId);
    },

    async getUserInfo(userId: string): Promise<UserInfo> {
      return userInfo(await mustFind(db, userId));
    },

    async changeUserInfo(userId: string, change: ChangeUserInfoBody): Promise<UserInfo> {
      const updated = await users.updateUserInfo(db, userId, userInfoChange(change));
      if (!updated) throw accountGone();
      return userInfo(updated);
    },

    async changeNotificationSettings(
      userId: string,
      change: NotificationSettingsBody,
      locale: MarketLocale,
    ): Promise<UserInfo> {
      refuseMarketingWhereNotOffered(locale, change.email_marketing, 'email_marketing');
      const updated = await users.updateNotificationSettings(db, userId, change);
      if (!updated) throw accountGone();
      return userInfo(updated);
    },

    /** Deletes an account in one transaction, its own data last (account-deletion.ts, deletion-rules.ts). */
    deleteAccount: createAccountDeletion(fastify, deletionHooks, throttle),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
