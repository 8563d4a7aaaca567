// Scheduling's part of a person's my-data export (my-data/export-contract.ts): their calendar feed, sessions,
// waitlist, series, outage profile and, for a therapist, their own records. Read-only, always by the person's
// own id, and only scheduling's tables.
import type { Queryable } from '../../external/db';
import type { ExportPerson, ExportSectionRows, MyDataSections, TherapistExportRows } from '../my-data/export-contract';

const schedulingExport = {
  async calendarFeed(q: Queryable, { userId }: ExportPerson): Promise<Date | null> {
    const { rows } = await q.query<{ created_at: Date }>('SELECT created_at FROM calendar_feeds WHERE user_id = $1', [
      userId,
    ]);
    return rows[0]?.created_at ?? null;
  },

  /** Bookings the person made, and couple sessions they joined as the partner (by invitation). */
  async sessions(q: Queryable, { userId, email }: ExportPerson): Promise<ExportSectionRows['sessions']> {
    const { rows } = await q.query<ExportSectionRows['sessions'][number]>(
      `SELECT b.id, b.client_id, p.display_name AS therapist, b.service_kind, b.starts_at, b.ends_at, b.status,
              b.source, b.price_minor, b.currency, b.partner_email, b.client_note, b.cancelled_at, b.cancelled_late,
              b.created_at
         FROM bookings b LEFT JOIN therapist_profiles p ON p.user_id = b.worker_id
        WHERE b.client_id = $1 OR ($2::text IS NOT NULL AND b.partner_id = $1 AND b.service_kind = 'couple')
        ORDER BY b.starts_at DESC`,
      [userId, email],
    );
    return rows;
  },

  /** The person's waitlist entries with every slot offered to them (api/docs/waitlist.md). */
  async waitlist(q: Queryable, { userId }: ExportPerson): Promise<ExportSectionRows['waitlist']> {
    const { rows } = await q.query<ExportSectionRows['waitlist'][number]>(
      `SELECT e.id, p.display_name AS therapist, e.service_id, e.time_zone, e.windows, e.created_at,
              COALESCE((SELECT json_agg(json_build_object('starts_at', o.starts_at, 'status', o.status,
                                  'offered_at', o.offered_at, 'expires_at', o.expires_at) ORDER BY o.offered_at)
                          FROM waitlist_offers o WHERE o.entry_id = e.id), '[]'::json) AS offers
         FROM waitlist_entries e LEFT JOIN therapist_profiles p ON p.user_id = e.worker_id
        WHERE e.client_id = $1 ORDER BY e.created_at, e.id`,
      [userId],
    );
    return rows;
  },

  /** The recurring series the person booked (api/docs/series.md); each occurrence is also in sessions. */
  async series(q: Queryable, { userId }: ExportPerson): Promise<ExportSectionRows['series']> {
    const { rows } = await q.query<ExportSectionRows['series'][number]>(
      `SELECT p.display_name AS therapist, s.service_id, s.every_weeks, s.payment, s.status, s.created_at,
              s.ended_at, s.ended_by,
              COALESCE((SELECT array_agg(b.id::text ORDER BY b.series_index) FROM bookings b WHERE b.series_id = s.id),
                       '{}') AS session_ids
         FROM series s LEFT JOIN therapist_profiles p ON p.user_id = s.worker_id
        WHERE s.client_id = $1 ORDER BY s.created_at, s.id`,
      [userId],
    );
    return rows;
  },

  /** The oblast and outage group, and the sessions moved or cancelled for outages (api/docs/outages.md). */
  async outages(q: Queryable, { userId }: ExportPerson): Promise<ExportSectionRows['outages']> {
    const { rows: profile } = await q.query<{
      oblast_id: string | null;
      outage_group: string | null;
      updated_at: Date;
    }>('SELECT oblast_id, outage_group, updated_at FROM outage_profiles WHERE user_id = $1', [userId]);
    const { rows: moves } = await q.query<{ kind: string; month: string; created_at: Date }>(
      'SELECT kind, month, created_at FROM outage_moves WHERE user_id = $1 ORDER BY created_at, id',
      [userId],
    );
    return { profile: profile[0] ?? null, moves };
  },

  /**
   * A therapist's own records: profile, special days, sessions given (times, state and their own note; who the
   * client was is the client's data, not the therapist's) and daily agendas. Null for anyone else.
   */
  async therapist(q: Queryable, { userId, role }: ExportPerson): Promise<TherapistExportRows | null> {
    if (role !== 'therapist') return null;
    const { rows: profiles } = await q.query<TherapistExportRows['profile']>(
      `SELECT display_name, market, bio_ua, bio_pl, bio_ro, bio_en, languages, specialisations, time_zone, is_listed,
              created_at
         FROM therapist_profiles WHERE user_id = $1`,
      [userId],
    );
    const profile = profiles[0];
    if (!profile) return null;
    const { rows: specialDays } = await q.query<TherapistExportRows['specialDays'][number]>(
      `SELECT work_date::text AS work_date, note FROM special_work_days WHERE worker_id = $1 ORDER BY work_date`,
      [userId],
    );
    const { rows: sessions } = await q.query<TherapistExportRows['sessions'][number]>(
      `SELECT id, service_kind, starts_at, ends_at, status, worker_note, created_at FROM bookings
        WHERE worker_id = $1 AND status IN ('confirmed', 'cancelled') ORDER BY starts_at DESC`,
      [userId],
    );
    const { rows: dailyAgendas } = await q.query<{ day: string }>(
      'SELECT day::text AS day FROM daily_agendas WHERE worker_id = $1 ORDER BY day',
      [userId],
    );
    return { profile, specialDays, sessions, dailyAgendas };
  },
};

export function registerSchedulingExport(sections: MyDataSections): void {
  sections.register('scheduling', 'calendarFeed', schedulingExport.calendarFeed);
  sections.register('scheduling', 'sessions', schedulingExport.sessions);
  sections.register('scheduling', 'waitlist', schedulingExport.waitlist);
  sections.register('scheduling', 'series', schedulingExport.series);
  sections.register('scheduling', 'outages', schedulingExport.outages);
  sections.register('scheduling', 'therapist', schedulingExport.therapist);
}
