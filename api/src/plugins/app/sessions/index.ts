import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../../external/db';
import { forgetAfterWrites, memoryChannel } from '../../external/state-changing';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { UserRole } from '@rozmova/contracts/schemas/auth';
import type { DeviceSession } from '@rozmova/contracts/schemas/account';
import { describeUserAgent, type SessionDevice } from './device';

export const SESSION_COOKIE = 'sid';

export interface SessionUser {
  sessionId: string;
  id: string;
  email: string;
  role: UserRole;
  locale: MarketLocale;
  name: string;
  isRegistered: boolean;
  hasToConfirmRegGoogle: boolean;
  /** The address was confirmed (users.email_verified_at). */
  emailVerified: boolean;
  /**
   * Where a therapist's or admin's grace period for a second factor starts (users.second_factor_grace_from): read
   * with the session, so the check on every therapist's and admin's call asks the database nothing more.
   */
  secondFactorGraceFrom: Date;
}

export interface Sessions {
  /**
   * Starts a new session (a fresh random id every time: login never reuses one), remembering the device it was
   * started from for the person's list of devices.
   */
  create(q: Queryable, userId: string, device?: SessionDevice): Promise<{ token: string; expiresAt: Date }>;
  findByToken(token: string, device?: SessionDevice): Promise<SessionUser | null>;
  revoke(q: Queryable, sessionId: string): Promise<void>;
  revokeAllForUser(q: Queryable, userId: string): Promise<number>;
  /** Every session of the account but `keepSessionId`; returns how many ended. */
  revokeOthers(q: Queryable, userId: string, keepSessionId: string): Promise<number>;
  /** Ends one of the account's own sessions; false when it is not theirs (or already ended). */
  revokeOwn(q: Queryable, userId: string, sessionId: string): Promise<boolean>;
  /** The account's live sessions, most recently seen first. */
  listForUser(userId: string, currentSessionId: string): Promise<DeviceSession[]>;
  setCookie(reply: FastifyReply, token: string, expiresAt: Date): void;
  clearCookie(reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

// Hex text, decoded in SQL: PGlite serialises a hex string far faster than a Buffer bound as bytea, and this
// lookup runs on every request.
const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/** A cookie value we could have issued: 32 random bytes in base64url. Anything else skips the database. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** Past this many remembered sessions the cache starts afresh (a bound on memory, never on correctness). */
const SESSION_CACHE_MAX = 10_000;

/**
 * Signed-in lookups remembered for a moment (SESSION_CACHE_MS, 1 s unless set; issue 29): the session lookup ran on
 * nearly every request and was most of the cost of a signed-in call. Keyed by the token's hash, never the token.
 * What it may not do is serve a session or a person as they were before a change, so within this process:
 * - every revocation (sign-out, a device ended, all sessions ended, a password changed, an account deleted)
 *   forgets everything at once, and so does the end of every state-changing request (POST, PUT, PATCH, DELETE),
 *   after its transaction committed and before its answer leaves: a role, name, address or deleted account
 *   changed by any route is read afresh next time (only routes that write nothing remembered, such as product events
 *   and error reports, say `touchesNothingRemembered` and leave it, and the booking routes, which write no account,
 *   say `changesNoAccount`: otherwise every booking on the platform would empty it for everyone);
 * - a lookup that began before such a change is not remembered (the generation it started in has passed).
 * Across processes (replicas on one PostgreSQL server) every revocation is also announced with NOTIFY on
 * SESSIONS_CHANNEL (in the app's schema, migration 638), sent in the revocation's own transaction (so it arrives
 * after the commit), and every process listening forgets everything when it arrives, a few milliseconds later. The
 * cache remembers nothing while its process is not listening (the listening connection lost, until it is back).
 * What a background job or another replica changes without a revocation (a role, a name) is seen within the TTL,
 * as is the session's own expiry.
 */
export const SESSIONS_CHANNEL = 'rozmova_sessions_revoked';

class SessionCache {
  private readonly entries = new Map<string, { user: SessionUser; until: number }>();
  private generation = 0;
  /** Whether revocations by other processes reach this one (see `listening`). */
  private hearing = false;

  constructor(private readonly ttlMs: number) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Remembers only while other processes' revocations are heard; forgets everything when that changes. */
  listening(on: boolean): void {
    this.hearing = on;
    this.forgetAll();
  }

  get(hash: string, now: number): SessionUser | null {
    if (this.ttlMs <= 0 || !this.hearing) return null;
    const hit = this.entries.get(hash);
    if (!hit) return null;
    if (hit.until <= now) {
      this.entries.delete(hash);
      return null;
    }
    return { ...hit.user };
  }

  /** The generation to pass to `put` once the lookup is done. */
  begin(): number {
    return this.generation;
  }

  put(hash: string, user: SessionUser, startedIn: number, now: number): void {
    if (this.ttlMs <= 0 || !this.hearing || startedIn !== this.generation) return;
    if (this.entries.size >= SESSION_CACHE_MAX) this.entries.clear();
    this.entries.set(hash, { user: { ...user }, until: now + this.ttlMs });
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

export default fp(
  async (fastify) => {
    const { config, db } = fastify;
    const cache = new SessionCache(config.sessionCacheMs ?? 1_000);
    /**
     * Tells every process on this database (this one too) to forget its remembered sessions, at commit. Sent even
     * when this process remembers none: another replica may.
     */
    const announce = async (q: Queryable): Promise<void> => {
      await q.query(`SELECT pg_notify(memory_channel('${SESSIONS_CHANNEL}'), '')`);
    };
    /**
     * One revocation: forgets the cache before and after its statement (a lookup running meanwhile cannot keep the
     * ended session; the end of the request forgets it once more, after the commit) and announces it, which reaches
     * the other processes when the revocation's transaction commits. Returns how many sessions ended.
     */
    const revoking = async (q: Queryable, sql: string, params: unknown[]): Promise<number> => {
      cache.forgetAll();
      const r = await q.query(sql, params);
      await announce(q);
      cache.forgetAll();
      return r.rowCount;
    };
    if (cache.enabled) {
      const stopListening = await db.listen(await memoryChannel(db, SESSIONS_CHANNEL), {
        notify: () => cache.forgetAll(),
        state: (on) => cache.listening(on),
      });
      fastify.addHook('onClose', async () => {
        cache.listening(false);
        await stopListening();
      });
    }

    const sessions: Sessions = {
      async create(q, userId, device) {
        const token = crypto.randomBytes(32).toString('base64url');
        const expiresAt = new Date(Date.now() + config.sessionTtlDays * 86_400_000);
        await q.query(
          `INSERT INTO sessions (token_hash, user_id, expires_at, user_agent, network)
           VALUES (decode($1, 'hex'), $2, $3, $4, $5)`,
          [hashToken(token), userId, expiresAt, device?.userAgent ?? null, device?.network ?? null],
        );
        return { token, expiresAt };
      },

      async findByToken(token, device) {
        if (!TOKEN_FORMAT.test(token)) return null;
        const hash = hashToken(token);
        const cached = cache.get(hash, Date.now());
        if (cached) return cached;
        const generation = cache.begin();
        const { rows } = await db.query<{
          session_id: string;
          id: string;
          email: string;
          role: UserRole;
          locale: MarketLocale;
          name: string;
          is_registered: boolean;
          has_to_confirm_reg_google: boolean;
          email_verified: boolean;
          second_factor_grace_from: Date;
          seen_recently: boolean;
        }>(
          `SELECT s.id AS session_id, s.last_seen_at > now() - interval '1 hour' AS seen_recently, u.id, u.email, u.role, u.locale, u.name, u.is_registered, u.has_to_confirm_reg_google,
                  u.email_verified_at IS NOT NULL AS email_verified, u.second_factor_grace_from
             FROM sessions s JOIN users u ON u.id = s.user_id
            WHERE s.token_hash = decode($1, 'hex') AND s.expires_at > now() AND u.deleted_at IS NULL`,
          [hash],
          // Runs on nearly every request: prepared once per connection, then only bound and executed.
          'session_by_token',
        );
        const row = rows[0];
        if (!row) return null;
        // "Last active" for the person's list of devices, written at most hourly so reads stay reads.
        // The coarse network is refreshed with it: a phone moves between networks.
        if (!row.seen_recently)
          await db.query('UPDATE sessions SET last_seen_at = now(), network = COALESCE($2, network) WHERE id = $1', [
            row.session_id,
            device?.network ?? null,
          ]);
        const user: SessionUser = {
          sessionId: row.session_id,
          id: row.id,
          email: row.email,
          role: row.role,
          locale: row.locale,
          name: row.name,
          isRegistered: row.is_registered,
          hasToConfirmRegGoogle: row.has_to_confirm_reg_google,
          emailVerified: row.email_verified,
          secondFactorGraceFrom: row.second_factor_grace_from,
        };
        cache.put(hash, user, generation, Date.now());
        return user;
      },

      async revoke(q, sessionId) {
        await revoking(q, 'DELETE FROM sessions WHERE id = $1', [sessionId]);
      },

      async revokeAllForUser(q, userId) {
        return revoking(q, 'DELETE FROM sessions WHERE user_id = $1', [userId]);
      },

      async revokeOthers(q, userId, keepSessionId) {
        return revoking(q, 'DELETE FROM sessions WHERE user_id = $1 AND id <> $2', [userId, keepSessionId]);
      },

      async revokeOwn(q, userId, sessionId) {
        return (await revoking(q, 'DELETE FROM sessions WHERE id = $1 AND user_id = $2', [sessionId, userId])) > 0;
      },

      async listForUser(userId, currentSessionId) {
        const { rows } = await db.query<{
          id: string;
          user_agent: string | null;
          network: string | null;
          created_at: Date;
          last_seen_at: Date;
        }>(
          `SELECT id, user_agent, network, created_at, last_seen_at FROM sessions
            WHERE user_id = $1 AND expires_at > now() ORDER BY last_seen_at DESC, created_at DESC, id`,
          [userId],
        );
        return rows.map((r) => ({
          id: r.id,
          ...describeUserAgent(r.user_agent),
          network: r.network,
          created_at: new Date(r.created_at).toISOString(),
          // This request is the device's latest sign of life, whatever the hourly write last recorded.
          last_seen_at: new Date(r.id === currentSessionId ? Date.now() : r.last_seen_at).toISOString(),
          current: r.id === currentSessionId,
        }));
      },

      setCookie(reply, token, expiresAt) {
        reply.setCookie(SESSION_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.secureCookies,
          expires: expiresAt,
        });
      },

      clearCookie(reply) {
        reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies });
      },
    };

    fastify.decorate('sessions', sessions);

    // A state-changing request may have changed a session or the person behind one (role, name, address,
    // deletion): the cache starts afresh before its answer leaves.
    forgetAfterWrites(fastify, () => cache.forgetAll(), 'changesNoAccount');

    // Expired sessions and reset links are useless; an hourly job (one replica) keeps the tables small.
    fastify.jobs.define('cleanup.sessions', { cron: '7 * * * *', policy: 'stately' }, async () => {
      await db.query('DELETE FROM sessions WHERE expires_at < now()');
      await db.query("DELETE FROM password_reset_tokens WHERE expires_at < now() - interval '1 day'");
      // Kept a while after they lapse so an old link still says "used" or "expired" rather than "unknown".
      await db.query("DELETE FROM email_verifications WHERE expires_at < now() - interval '30 days'");
    });
  },
  { name: 'sessions', dependencies: ['db', 'jobs', 'cookie'] },
);
