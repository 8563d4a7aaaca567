// The admin's (core's) reads of therapist profiles: the list with its search, market, order and paging, and one
// profile. Core owns the accounts, so it says which ones are live therapists and which of them match the search
// by e-mail; this side adds the profile, whether weekly hours are set, and cuts the page.
import type { Queryable } from '../../external/db';
import type { ProfileTextColumns } from './therapist-profile';
import { BIO_COLUMNS } from './therapists-repository';

/** A therapist's profile as the admin sees it, beside the account core holds. */
export interface AdminProfileRow extends ProfileTextColumns {
  user_id: string;
  name: string;
  market: string;
  personal_price_minor: number | null;
  couple_price_minor: number | null;
  is_listed: boolean;
  has_weekly_hours: boolean;
  deactivated_at: Date | null;
}

export interface AdminProfileFilter {
  /** The live therapists' accounts: no other profile is listed. */
  accountIds: readonly string[];
  /** Matches the display name; `emailMatchIds` are the accounts whose address matches it. */
  search: string | null;
  emailMatchIds: readonly string[];
  market: string | null;
  limit: number;
  offset: number;
}

const SELECT = `
  SELECT p.user_id, p.display_name AS name, p.market, ${BIO_COLUMNS}, p.languages, p.specialisations,
         p.personal_price_minor::int AS personal_price_minor, p.couple_price_minor::int AS couple_price_minor,
         p.is_listed, EXISTS (SELECT 1 FROM weekly_work_intervals w WHERE w.worker_id = p.user_id) AS has_weekly_hours,
         p.deactivated_at
    FROM therapist_profiles p`;

export const adminProfiles = {
  /** Not yet deactivated first, then by name: one page and the total. */
  async list(q: Queryable, filter: AdminProfileFilter): Promise<{ rows: AdminProfileRow[]; total: number }> {
    const where = `
      WHERE p.user_id = ANY ($1::uuid[])
        AND ($2::text IS NULL OR p.display_name ILIKE '%' || $2 || '%' OR p.user_id = ANY ($3::uuid[]))
        AND ($4::text IS NULL OR p.market = $4)`;
    const params = [filter.accountIds, filter.search, filter.emailMatchIds, filter.market];
    const [{ rows }, count] = await Promise.all([
      q.query<AdminProfileRow>(
        `${SELECT} ${where} ORDER BY p.deactivated_at NULLS FIRST, p.display_name, p.user_id LIMIT $5 OFFSET $6`,
        [...params, filter.limit, filter.offset],
      ),
      q.query<{ total: number }>(`SELECT count(*)::int AS total FROM therapist_profiles p ${where}`, params),
    ]);
    return { rows, total: count.rows[0]?.total ?? 0 };
  },

  /** One profile, locked until the caller's transaction ends when `forUpdate`. */
  async find(q: Queryable, userId: string, forUpdate = false): Promise<AdminProfileRow | null> {
    const { rows } = await q.query<AdminProfileRow>(
      `${SELECT} WHERE p.user_id = $1${forUpdate ? ' FOR UPDATE OF p' : ''}`,
      [userId],
    );
    return rows[0] ?? null;
  },
};
