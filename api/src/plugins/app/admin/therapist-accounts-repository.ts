// SQL of the admin's therapist accounts: the account (users) and its public profile (therapist_profiles)
// are written together, in the caller's transaction.
import type { Queryable } from '../../external/db';
import { BIO_COLUMNS, bioValues } from '../therapists/therapists-repository';
import { profileColumns } from './therapist-account-rules';

export type { NewTherapistAccount, TherapistAccountChanges, TherapistAccountRow } from './therapist-account-types';
import type { NewTherapistAccount, TherapistAccountChanges, TherapistAccountRow } from './therapist-account-types';

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

  /** The account and its profile, unlisted until the therapist has set up their week and chooses to be seen. */
  async insert(q: Queryable, a: NewTherapistAccount): Promise<string> {
    const { rows } = await q.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, role, locale, name, is_registered, timezone)
       VALUES ($1, $2, 'therapist', $3, $4, true, $5) RETURNING id`,
      [a.email, a.passwordHash, a.market, a.name, a.timeZone],
    );
    const id = rows[0]!.id;
    await q.query(
      `INSERT INTO therapist_profiles (user_id, market, display_name, languages, specialisations, time_zone,
         personal_price_minor, couple_price_minor, is_listed, bio_ua, bio_pl, bio_ro, bio_en)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, false, $9, $10, $11, $12)`,
      [
        id,
        a.market,
        a.name,
        a.languages,
        a.specialisations,
        a.timeZone,
        a.personalPriceMinor,
        a.couplePriceMinor,
        ...bioValues(a.bios),
      ],
    );
    return id;
  },

  async insertInvitationToken(q: Queryable, userId: string, tokenHash: Buffer, validDays: number): Promise<void> {
    await q.query(
      `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
      [tokenHash, userId, validDays],
    );
  },

  async update(q: Queryable, id: string, c: TherapistAccountChanges): Promise<void> {
    const columns = profileColumns(c);
    if (columns.length === 0) return;
    const sets = columns.map(([column], index) => `${column} = $${index + 2}`);
    const params: unknown[] = [id, ...columns.map(([, value]) => value)];
    await q.query(`UPDATE therapist_profiles SET ${sets.join(', ')}, updated_at = now() WHERE user_id = $1`, params);
    if (c.name !== undefined)
      await q.query('UPDATE users SET name = $2, updated_at = now() WHERE id = $1', [id, c.name]);
  },

  async deactivate(q: Queryable, id: string): Promise<void> {
    await q.query(
      `UPDATE therapist_profiles SET is_listed = false, deactivated_at = COALESCE(deactivated_at, now()), updated_at = now()
        WHERE user_id = $1`,
      [id],
    );
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
