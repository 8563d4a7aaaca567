// SQL of the admin's therapist accounts: the account (users) is written here, its public profile through
// scheduling's fastify.therapists, in the caller's transaction.
import type { Queryable } from '../../external/db';
import { BIO_COLUMNS } from '../therapists/therapists-repository';

export type { NewTherapistAccount, TherapistAccountChanges, TherapistAccountRow } from './therapist-account-types';
import type { NewTherapistAccount, TherapistAccountRow } from './therapist-account-types';

const SELECT = `
  SELECT u.id, u.email, p.display_name AS name, p.market, ${BIO_COLUMNS}, p.languages, p.specialisations,
         p.personal_price_minor::int AS personal_price_minor, p.couple_price_minor::int AS couple_price_minor,
         p.is_listed, EXISTS (SELECT 1 FROM weekly_work_intervals w WHERE w.worker_id = u.id) AS has_weekly_hours,
         p.deactivated_at, u.created_at
    FROM users u JOIN therapist_profiles p ON p.user_id = u.id
   WHERE u.role = 'therapist' AND u.deleted_at IS NULL`;

export const therapistAccountsRepository = {
  async list(q: Queryable, filter: { search: string | null; market: string | null; limit: number; offset: number }) {
    const where = `
      AND ($1::text IS NULL OR p.display_name ILIKE '%' || $1 || '%' OR u.email ILIKE '%' || $1 || '%')
      AND ($2::text IS NULL OR p.market = $2)`;
    const params = [filter.search, filter.market];
    const [{ rows }, count] = await Promise.all([
      q.query<TherapistAccountRow>(
        `${SELECT} ${where} ORDER BY p.deactivated_at NULLS FIRST, p.display_name, u.id LIMIT $3 OFFSET $4`,
        [...params, filter.limit, filter.offset],
      ),
      q.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM users u JOIN therapist_profiles p ON p.user_id = u.id
          WHERE u.role = 'therapist' AND u.deleted_at IS NULL ${where}`,
        params,
      ),
    ]);
    return { rows, total: count.rows[0]?.total ?? 0 };
  },

  async find(q: Queryable, id: string, forUpdate = false): Promise<TherapistAccountRow | null> {
    const { rows } = await q.query<TherapistAccountRow>(
      `${SELECT} AND u.id = $1${forUpdate ? ' FOR UPDATE OF p' : ''}`,
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

  /** Confirmed sessions still to come: someone has to tell these clients and find them another therapist. */
  async futureBookings(q: Queryable, workerId: string) {
    const { rows } = await q.query<{
      id: string;
      starts_at: Date;
      service_kind: string;
      client_name: string;
      client_email: string | null;
    }>(
      `SELECT b.id, b.starts_at, b.service_kind, CASE WHEN c.deleted_at IS NULL THEN COALESCE(c.name, '') ELSE '' END AS client_name, c.email AS client_email
         FROM bookings b LEFT JOIN users c ON c.id = b.client_id
        WHERE b.worker_id = $1 AND b.status = 'confirmed' AND b.starts_at > now()
        ORDER BY b.starts_at`,
      [workerId],
    );
    return rows;
  },
};
