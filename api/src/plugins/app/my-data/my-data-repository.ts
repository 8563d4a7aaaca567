// SQL for core's part of the export of a person's own records: their account, sign-ins and two-step sign-in
// (and, in activity-data-repository.ts, mails, newsletter, inquiries, error reports and analytics). Read-only,
// always by the person's id, and only core's tables: the other areas register their sections
// (export-contract.ts).
import type { Queryable } from '../../external/db';
import { activityDataRepository } from './activity-data-repository';

export type { OrderExportRow, SessionRow } from './export-contract';

export interface ProfileRow {
  id: string;
  email: string | null;
  name: string;
  phone: string | null;
  timezone: string | null;
  locale: string;
  role: string;
  has_password: boolean;
  has_google: boolean;
  created_at: Date;
  oferta_accepted_at: Date | null;
  marketing_consent: boolean;
  marketing_consent_at: Date | null;
  notify_email_reminders: boolean;
  notify_email_booking_updates: boolean;
}

export const myDataRepository = {
  async profile(q: Queryable, userId: string): Promise<ProfileRow | null> {
    const { rows } = await q.query<ProfileRow>(
      `SELECT id, email, name, phone, timezone, locale, role, password_hash IS NOT NULL AS has_password,
              google_sub IS NOT NULL AS has_google, created_at, oferta_accepted_at, marketing_consent,
              marketing_consent_at, notify_email_reminders, notify_email_booking_updates
         FROM users WHERE id = $1 AND deleted_at IS NULL`,
      [userId],
    );
    return rows[0] ?? null;
  },

  /** Two-step sign-in: since when, each recovery code's use and recent wrong codes (never the key or a code). */
  async twoFactor(q: Queryable, userId: string) {
    const { rows } = await q.query<{ created_at: Date; confirmed_at: Date | null }>(
      'SELECT created_at, confirmed_at FROM user_totp WHERE user_id = $1',
      [userId],
    );
    if (!rows[0]) return null;
    const codes = await q.query<{ used_at: Date | null }>(
      'SELECT used_at FROM totp_recovery_codes WHERE user_id = $1 ORDER BY used_at NULLS LAST',
      [userId],
    );
    const wrong = await q.query<{ failed_at: Date }>(
      'SELECT failed_at FROM second_factor_failures WHERE user_id = $1 ORDER BY failed_at',
      [userId],
    );
    return { ...rows[0], recovery_codes: codes.rows, wrong_codes: wrong.rows.map((r) => r.failed_at) };
  },

  /** Signed-in browsers: when each sign-in began, was last used and ends (never the session secret). */
  async signIns(q: Queryable, userId: string) {
    const { rows } = await q.query<{ created_at: Date; last_seen_at: Date; expires_at: Date }>(
      `SELECT created_at, last_seen_at, expires_at FROM sessions WHERE user_id = $1 AND expires_at > now()
        ORDER BY created_at`,
      [userId],
    );
    return rows;
  },

  ...activityDataRepository,
};
