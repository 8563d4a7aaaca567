// SQL for the export of a therapist's own records (profile, special days, sessions given, daily agendas): part
// of myDataRepository.
import type { Queryable } from '../../external/db';

export const therapistDataRepository = {
  async therapistProfile(q: Queryable, userId: string) {
    const { rows } = await q.query<{
      display_name: string;
      market: string;
      bio_ua: string;
      bio_pl: string;
      bio_ro: string;
      bio_en: string;
      languages: string[];
      specialisations: string[];
      time_zone: string;
      is_listed: boolean;
      created_at: Date;
    }>(
      `SELECT display_name, market, bio_ua, bio_pl, bio_ro, bio_en, languages, specialisations, time_zone, is_listed,
              created_at
         FROM therapist_profiles WHERE user_id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  },

  async specialDays(q: Queryable, userId: string) {
    const { rows } = await q.query<{ work_date: string; note: string | null }>(
      `SELECT work_date::text AS work_date, note FROM special_work_days WHERE worker_id = $1 ORDER BY work_date`,
      [userId],
    );
    return rows;
  },

  /**
   * Sessions a therapist gave: times, state and their own note. Who the client was is the client's data, not
   * the therapist's, so it is not part of the therapist's export.
   */
  async sessionsAsTherapist(q: Queryable, userId: string) {
    const { rows } = await q.query<{
      id: string;
      service_kind: string;
      starts_at: Date;
      ends_at: Date;
      status: string;
      worker_note: string | null;
      created_at: Date;
    }>(
      `SELECT id, service_kind, starts_at, ends_at, status, worker_note, created_at FROM bookings
        WHERE worker_id = $1 AND status IN ('confirmed', 'cancelled') ORDER BY starts_at DESC`,
      [userId],
    );
    return rows;
  },

  async dailyAgendas(q: Queryable, userId: string) {
    const { rows } = await q.query<{ day: string }>(
      'SELECT day::text AS day FROM daily_agendas WHERE worker_id = $1 ORDER BY day',
      [userId],
    );
    return rows;
  },
};
