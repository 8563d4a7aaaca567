import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SecondFactorChallenge } from '@rozmova/contracts/api-error';
import type { EnrolmentStart, ReauthenticationBody, TwoFactorStatus } from '@rozmova/contracts/schemas/two-factor';
import type { UserRole } from '@rozmova/contracts/schemas/auth';
import { ApiError } from '../../../errors';
import { MARKETS } from '@rozmova/contracts/markets';
import type { Queryable } from '../../external/db';
import { TWO_FACTOR_OFF_MAIL, TWO_FACTOR_ON_MAIL } from './mail-texts';
import type { SessionUser } from '../sessions';
import * as repo from './two-factor-repository';
import { isTotpCode, matchingStep, newRecoveryCodes, newTotpSecret, otpauthUri, qrSvg, recoveryCodeHash } from './totp';

/** A Google-only account (no password, no second factor) proves itself by a sign-in this recent. */
const FRESH_SIGN_IN_MINUTES = 10;

const sha256 = (s: string): Buffer => crypto.createHash('sha256').update(s).digest();

type CodeCheck = 'ok' | 'wrong';

export function createTwoFactorService(fastify: FastifyInstance) {
  const { db, config, clock } = fastify;

  function graceDays(role: UserRole): number | null {
    if (role === 'therapist') return config.totpTherapistGraceDays;
    if (role === 'admin') return config.totpAdminGraceDays;
    return null;
  }

  /**
   * When a role that needs a second factor must have it by; null for clients. The grace period's start comes with
   * the session (users.second_factor_grace_from, read by the session lookup).
   */
  function requiredFrom(user: SessionUser): Date | null {
    const days = graceDays(user.role);
    return days === null ? null : new Date(user.secondFactorGraceFrom.getTime() + days * 86_400_000);
  }

  function tooManyAttempts(retryAfter: number): ApiError {
    const err = new ApiError(
      429,
      'second_factor_attempts_exceeded',
      'Too many wrong codes for this account; wait and try again.',
    );
    err.retryAfterSeconds = retryAfter;
    return err;
  }

  /** 429 once the account has had too many wrong codes lately, whoever typed them. */
  async function refuseWhenLimited(userId: string): Promise<void> {
    const { count, retryAfter } = await repo.recentFailures(db, userId);
    if (count >= config.secondFactorFailuresPerAccountPer15Min) throw tooManyAttempts(retryAfter);
  }

  /**
   * A TOTP code (each time step accepted once) or an unused recovery code (then spent). Runs in the caller's
   * transaction, so the code is spent only if what it unlocks happens.
   */
  async function checkCode(q: Queryable, userId: string, code: string): Promise<CodeCheck> {
    const totp = await repo.findTotp(q, userId, true);
    if (!totp?.confirmed_at) return 'wrong';
    if (isTotpCode(code)) {
      const step = matchingStep(totp.secret, code, clock.now());
      return step !== null && (await repo.useStep(q, userId, step)) ? 'ok' : 'wrong';
    }
    return (await repo.useRecoveryCode(q, userId, recoveryCodeHash(code))) ? 'ok' : 'wrong';
  }

  async function isEnrolled(q: Queryable, userId: string): Promise<boolean> {
    const totp = await repo.findTotp(q, userId);
    return totp?.confirmed_at != null;
  }

  /**
   * Proof that the account's owner is at the keyboard, asked before the password, the e-mail or the second factor
   * changes: the password when the account has one, a code when a second factor is enrolled; a Google-only
   * account without either signs in again. A wrong code counts against the account's limit. Runs `then` in the
   * transaction that spends the code.
   */
  async function reauthenticate<T>(
    user: SessionUser,
    body: ReauthenticationBody,
    then: (q: Queryable) => Promise<T>,
  ): Promise<T> {
    const password = await fastify.accounts.checkPassword(user.id, body.password);
    if (password === 'missing') {
      throw new ApiError(400, 'password_required', 'Enter the password of the account.', [
        { field: 'password', rule: 'required' },
      ]);
    }
    if (password === 'wrong') {
      throw new ApiError(400, 'wrong_password', 'The password is not correct.', [
        { field: 'password', rule: 'wrong_password' },
      ]);
    }
    return withSecondFactor(user, body.code, password === 'none', then);
  }

  /** The code part of re-authentication (no-op without a second factor unless the account has no password either). */
  async function withSecondFactor<T>(
    user: SessionUser,
    givenCode: string | undefined,
    noPassword: boolean,
    then: (q: Queryable) => Promise<T>,
  ): Promise<T> {
    const enrolled = await isEnrolled(db, user.id);
    if (!enrolled) {
      if (noPassword && !(await repo.sessionStartedWithin(db, user.sessionId, FRESH_SIGN_IN_MINUTES))) {
        throw new ApiError(403, 'reauthentication_required', 'Sign in again, then repeat this step.');
      }
      return db.tx(then);
    }
    if (!givenCode) {
      throw new ApiError(400, 'second_factor_code_required', 'Enter a code from the authenticator app.', [
        { field: 'code', rule: 'required' },
      ]);
    }
    const code = givenCode;
    await refuseWhenLimited(user.id);
    const outcome = await db.tx(async (q) => {
      if ((await checkCode(q, user.id, code)) === 'wrong') return { ok: false as const };
      return { ok: true as const, value: await then(q) };
    });
    if (!outcome.ok) {
      await repo.recordFailure(db, user.id);
      throw new ApiError(400, 'invalid_second_factor_code', 'This code is not right or was already used.', [
        { field: 'code', rule: 'invalid_second_factor_code' },
      ]);
    }
    return outcome.value;
  }

  /** The owner hears of every change of the second factor, in the transaction that made it. */
  async function notify(q: Queryable, user: SessionUser, mails: typeof TWO_FACTOR_ON_MAIL): Promise<void> {
    if (!user.email) return;
    const mail = mails[user.locale];
    await fastify.outbox.enqueue(q, {
      purpose: mails === TWO_FACTOR_ON_MAIL ? 'two_factor_on' : 'two_factor_off',
      userId: user.id,
      to: user.email,
      locale: user.locale,
      subject: mail.subject,
      text: mail.text({ name: user.name, supportEmail: MARKETS[user.locale].support.email }),
    });
  }

  async function issueRecoveryCodes(q: Queryable, userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(q, userId, codes.map(recoveryCodeHash));
    return codes;
  }

  return {
    isEnrolled: (userId: string): Promise<boolean> => isEnrolled(db, userId),
    reauthenticate,
    /** For a caller that has checked the password itself: asks a code when a second factor is enrolled. */
    confirmSecondFactor: async (user: SessionUser, code: string | undefined): Promise<void> => {
      await withSecondFactor(user, code, false, async () => undefined);
    },

    async status(user: SessionUser): Promise<TwoFactorStatus> {
      const totp = await repo.findTotp(db, user.id);
      const enrolled = totp?.confirmed_at != null;
      const deadline = requiredFrom(user);
      return {
        enrolled,
        enrolled_at: enrolled ? totp!.confirmed_at!.toISOString() : null,
        recovery_codes_left: enrolled ? await repo.countRecoveryCodesLeft(db, user.id) : 0,
        has_password: (await fastify.accounts.checkPassword(user.id, undefined)) !== 'none',
        required: deadline !== null,
        required_from: deadline?.toISOString() ?? null,
      };
    },

    /** 403 `second_factor_enrolment_required` for a therapist or admin past the grace period without one. */
    async refuseWhenOverdue(user: SessionUser): Promise<void> {
      // Only an overdue account costs a query (its enrolment).
      const deadline = requiredFrom(user);
      if (deadline === null || clock.now() < deadline.getTime()) return;
      if (await isEnrolled(db, user.id)) return;
      throw new ApiError(
        403,
        'second_factor_enrolment_required',
        'Turn on two-step sign-in (two_factor/enrol) before using this account.',
      );
    },

    /** What a correct password earns when the account has a second factor. */
    async issueChallenge(userId: string): Promise<SecondFactorChallenge> {
      const token = crypto.randomBytes(32).toString('base64url');
      await repo.insertChallenge(db, sha256(token), userId, config.secondFactorChallengeTtlSeconds);
      return { token, expires_in_seconds: config.secondFactorChallengeTtlSeconds };
    },

    /**
     * The second step of a sign-in: the challenge must be alive and the code right. Returns the account's id. A
     * wrong code costs the challenge an attempt (spent after the configured number) and the account a failure.
     */
    async completeSignIn(challenge: string, code: string): Promise<string> {
      const tokenHash = sha256(challenge);
      const probe = await db.query<{ user_id: string }>(
        'SELECT user_id FROM login_challenges WHERE token_hash = $1 AND expires_at > now()',
        [tokenHash],
      );
      const invalid = () =>
        new ApiError(401, 'invalid_second_factor_challenge', 'This sign-in step expired; sign in again.');
      const userId = probe.rows[0]?.user_id;
      if (!userId) throw invalid();
      await refuseWhenLimited(userId);
      const outcome = await db.tx(async (q) => {
        const live = await repo.findLiveChallenge(q, tokenHash);
        if (!live) return 'gone' as const;
        if ((await checkCode(q, live.user_id, code)) === 'ok') {
          await repo.deleteChallenge(q, tokenHash);
          return 'ok' as const;
        }
        return 'wrong' as const;
      });
      if (outcome === 'gone') throw invalid();
      if (outcome === 'ok') return userId;
      await repo.recordFailure(db, userId);
      const attempts = await repo.countChallengeAttempt(db, tokenHash);
      if (attempts >= config.secondFactorAttemptsPerChallenge) {
        await repo.deleteChallenge(db, tokenHash);
        throw tooManyAttempts(config.secondFactorChallengeTtlSeconds);
      }
      throw new ApiError(401, 'invalid_second_factor_code', 'This code is not right or was already used.', [
        { field: 'code', rule: 'invalid_second_factor_code' },
      ]);
    },

    /** A new secret (replacing an unconfirmed one), after re-authentication; confirmed with a code. */
    async startEnrolment(user: SessionUser, body: ReauthenticationBody): Promise<EnrolmentStart> {
      if (await isEnrolled(db, user.id)) {
        throw new ApiError(409, 'second_factor_already_enrolled', 'Two-step sign-in is already on.');
      }
      const secret = newTotpSecret();
      const stored = await reauthenticate(user, body, (q) => repo.upsertPendingTotp(q, user.id, secret));
      if (!stored) throw new ApiError(409, 'second_factor_already_enrolled', 'Two-step sign-in is already on.');
      const uri = otpauthUri(secret, config.totpIssuer, user.email);
      return { secret, otpauth_uri: uri, qr_svg: qrSvg(uri) };
    },

    /** Turns the pending secret on with a code from it; answers the recovery codes (shown this once). */
    async confirmEnrolment(user: SessionUser, code: string): Promise<string[]> {
      await refuseWhenLimited(user.id);
      const outcome = await db.tx(async (q) => {
        const totp = await repo.findTotp(q, user.id, true);
        if (!totp) return 'not_started' as const;
        if (totp.confirmed_at) return 'enrolled' as const;
        const step = matchingStep(totp.secret, code, clock.now());
        if (step === null) return 'wrong' as const;
        await repo.confirmTotp(q, user.id, step);
        await notify(q, user, TWO_FACTOR_ON_MAIL);
        return issueRecoveryCodes(q, user.id);
      });
      if (outcome === 'not_started') {
        throw new ApiError(409, 'second_factor_enrolment_not_started', 'Start with two_factor/enrol.');
      }
      if (outcome === 'enrolled') {
        throw new ApiError(409, 'second_factor_already_enrolled', 'Two-step sign-in is already on.');
      }
      if (outcome === 'wrong') {
        await repo.recordFailure(db, user.id);
        throw new ApiError(400, 'invalid_second_factor_code', 'This code is not right; check the phone clock.', [
          { field: 'code', rule: 'invalid_second_factor_code' },
        ]);
      }
      return outcome;
    },

    async disable(user: SessionUser, body: ReauthenticationBody): Promise<void> {
      if (!(await isEnrolled(db, user.id))) {
        throw new ApiError(409, 'second_factor_not_enrolled', 'Two-step sign-in is not on.');
      }
      await reauthenticate(user, body, async (q) => {
        await repo.removeAll(q, user.id);
        await notify(q, user, TWO_FACTOR_OFF_MAIL);
      });
    },

    async regenerateRecoveryCodes(user: SessionUser, body: ReauthenticationBody): Promise<string[]> {
      if (!(await isEnrolled(db, user.id))) {
        throw new ApiError(409, 'second_factor_not_enrolled', 'Two-step sign-in is not on.');
      }
      return reauthenticate(user, body, (q) => issueRecoveryCodes(q, user.id));
    },

    /** Account deletion: nothing of the second factor stays. */
    removeAll: (q: Queryable, userId: string): Promise<void> => repo.removeAll(q, userId),
    cleanUp: (): Promise<void> => repo.cleanUp(db),
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
