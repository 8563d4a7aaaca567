// SQL of the admin's therapist accounts: the account (users) is read and written here, its public profile through
// scheduling's fastify.therapists, in the caller's transaction.
import type { Queryable } from '../../external/db';

export type {
  NewTherapistAccount,
  TherapistAccount,
  TherapistAccountChanges,
  TherapistAccountRow,
} from './therapist-account-types';
import type { NewTherapistAccount, TherapistAccount } from './therapist-account-types';

export const therapistAccountsRepository = {
  /**
   * Every live therapist's account, and whether its address matches `search` (the list's search covers the name on
   * the profile and the address on the account).
   */
  async liveAccounts(q: Queryable, search: string | null): Promise<(TherapistAccount & { email_matches: boolean })[]> {
    const { rows } = await q.query<TherapistAccount & { email_matches: boolean }>(
      `SELECT id, email, created_at, COALESCE($1::text IS NOT NULL AND email ILIKE '%' || $1 || '%', false) AS email_matches
         FROM users WHERE role = 'therapist' AND deleted_at IS NULL`,
      [search],
    );
    return rows;
  },

  async liveAccount(q: Queryable, id: string): Promise<TherapistAccount | null> {
    const { rows } = await q.query<TherapistAccount>(
      `SELECT id, email, created_at FROM users WHERE id = $1 AND role = 'therapist' AND deleted_at IS NULL`,
      [id],
    );
    return rows[0] ?? null;
  },

  async emailTaken(q: Queryable, email: string): Promise<boolean> {
    const { rows } = await q.query('SELECT 1 FROM users WHERE email = $1', [email]);
    return rows.length > 0;
  },

  /** The therapist's account; its profile is scheduling's (fastify.therapists.createUnlistedProfile). */
  async insert(
    q: Queryable,
    a: Omit<NewTherapistAccount, 'bios' | 'languages' | 'specialisations' | 'personalPriceMinor' | 'couplePriceMinor'>,
  ): Promise<string> {
    const { rows } = await q.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, role, locale, name, is_registered, timezone)
       VALUES ($1, $2, 'therapist', $3, $4, true, $5) RETURNING id`,
      [a.email, a.passwordHash, a.market, a.name, a.timeZone],
    );
    return rows[0]!.id;
  },

  async insertInvitationToken(q: Queryable, userId: string, tokenHash: Buffer, validDays: number): Promise<void> {
    await q.query(
      `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
      [tokenHash, userId, validDays],
    );
  },

  /** The account's own part of a change: its name (the profile's part goes through fastify.therapists). */
  async updateName(q: Queryable, id: string, name: string): Promise<void> {
    await q.query('UPDATE users SET name = $2, updated_at = now() WHERE id = $1', [id, name]);
  },
};
