// SQL for the export of a person's own records. Read-only, always by the person's id; it reads across the
// areas' tables on purpose, because the export must hold everything the platform keeps about them.
import type { Queryable } from '../../external/db';
import { activityDataRepository } from './activity-data-repository';
import { therapistDataRepository } from './therapist-data-repository';

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
  calendar_feed_created_at: Date | null;
}

export interface SessionRow {
  id: string;
  client_id: string | null;
  therapist: string | null;
  service_kind: string;
  starts_at: Date;
  ends_at: Date;
  status: string;
  source: string;
  price_minor: number;
  currency: string;
  partner_email: string | null;
  client_note: string | null;
  cancelled_at: Date | null;
  cancelled_late: boolean | null;
  created_at: Date;
}

export interface OrderExportRow {
  id: string;
  kind: string;
  status: string;
  locale: string;
  amount_minor: number;
  currency: string;
  quantity: number;
  created_at: Date;
  paid_at: Date | null;
  details: Record<string, unknown>;
  refunded_minor: number;
  discount_minor: number;
  promo_code: string | null;
}

export const myDataRepository = {
  async profile(q: Queryable, userId: string): Promise<ProfileRow | null> {
    const { rows } = await q.query<ProfileRow>(
      `SELECT id, email, name, phone, timezone, locale, role, password_hash IS NOT NULL AS has_password,
              google_sub IS NOT NULL AS has_google, created_at, oferta_accepted_at, marketing_consent,
              marketing_consent_at, notify_email_reminders, notify_email_booking_updates,
              (SELECT f.created_at FROM calendar_feeds f WHERE f.user_id = users.id) AS calendar_feed_created_at
         FROM users WHERE id = $1 AND deleted_at IS NULL`,
      [userId],
    );
    return rows[0] ?? null;
  },

  /** Bookings the person made, and couple sessions they joined as the partner (by invitation). */
  async sessions(q: Queryable, userId: string, email: string | null): Promise<SessionRow[]> {
    const { rows } = await q.query<SessionRow>(
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

  async orders(q: Queryable, userId: string): Promise<OrderExportRow[]> {
    const { rows } = await q.query<OrderExportRow>(
      `SELECT o.id, o.kind, o.status, o.locale, o.amount_minor, o.currency, o.quantity, o.created_at, o.paid_at, o.details,
              COALESCE((SELECT sum(r.amount_minor) FROM refunds r WHERE r.order_id = o.id AND r.destination = 'payment'), 0)::bigint AS refunded_minor,
              o.discount_minor,
              (SELECT pr.code FROM promo_usages u JOIN promo_rules pr ON pr.id = u.promo_rule_id
                WHERE u.order_id = o.id AND u.client_id = $1) AS promo_code
         FROM orders o WHERE o.client_id = $1 ORDER BY o.created_at DESC`,
      [userId],
    );
    return rows;
  },

  async tokenAccounts(q: Queryable, userId: string) {
    const { rows } = await q.query<{
      id: string;
      locale: string;
      service_id: string;
      therapist: string | null;
      balance: number;
    }>(
      `SELECT a.id, a.locale, a.service_id, p.display_name AS therapist, a.balance
         FROM token_accounts a LEFT JOIN therapist_profiles p ON p.user_id = a.worker_id
        WHERE a.client_id = $1 ORDER BY a.created_at`,
      [userId],
    );
    return rows;
  },

  async tokenLedger(q: Queryable, userId: string) {
    const { rows } = await q.query<{
      account_id: string;
      delta: number;
      reason: string;
      gift: boolean;
      order_id: string | null;
      booking_id: string | null;
      created_at: Date;
    }>(
      `SELECT m.account_id, m.delta, m.reason, m.gift, m.order_id, m.booking_id, m.created_at
         FROM token_movements m JOIN token_accounts a ON a.id = m.account_id
        WHERE a.client_id = $1 ORDER BY m.created_at, m.id`,
      [userId],
    );
    return rows;
  },

  async giftCodes(q: Queryable, userId: string) {
    const { rows } = await q.query<{
      code: string;
      bought: boolean;
      redeemed_by_me: boolean;
      service_id: string;
      sessions: number;
      recipient_name: string | null;
      sender_name: string | null;
      message: string | null;
      expires_at: Date;
      redeemed_at: Date | null;
      created_at: Date;
    }>(
      `SELECT code, purchaser_id = $1 AS bought, redeemed_by IS NOT DISTINCT FROM $1 AS redeemed_by_me, service_id,
              sessions, CASE WHEN purchaser_id = $1 THEN recipient_name END AS recipient_name,
              CASE WHEN purchaser_id = $1 THEN sender_name END AS sender_name,
              CASE WHEN purchaser_id = $1 THEN message END AS message, expires_at, redeemed_at, created_at
         FROM gift_codes WHERE purchaser_id = $1 OR redeemed_by = $1 ORDER BY created_at`,
      [userId],
    );
    return rows;
  },

  async subscriptions(q: Queryable, userId: string) {
    const { rows } = await q.query<{
      id: string;
      therapist: string | null;
      service_id: string;
      sessions_per_period: number;
      period_amount_minor: number;
      currency: string;
      status: string;
      current_period_end: Date;
      cancel_at_period_end: boolean;
      cancelled_at: Date | null;
      created_at: Date;
    }>(
      `SELECT s.id, p.display_name AS therapist, s.service_id, s.sessions_per_period, s.period_amount_minor, s.currency,
              s.status, s.current_period_end, s.cancel_at_period_end, s.cancelled_at, s.created_at
         FROM subscriptions s LEFT JOIN therapist_profiles p ON p.user_id = s.worker_id
        WHERE s.client_id = $1 ORDER BY s.created_at`,
      [userId],
    );
    return rows;
  },

  /** The person's waitlist entries with every slot offered to them (api/docs/waitlist.md). */
  async waitlist(q: Queryable, userId: string) {
    const { rows } = await q.query<{
      id: string;
      therapist: string | null;
      service_id: string;
      time_zone: string;
      windows: { weekdays: number[]; from: string; to: string }[];
      created_at: Date;
      offers: { starts_at: string; status: string; offered_at: string; expires_at: string }[];
    }>(
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
  async series(q: Queryable, userId: string) {
    const { rows } = await q.query<{
      therapist: string | null;
      service_id: string;
      every_weeks: number;
      payment: string;
      status: string;
      created_at: Date;
      ended_at: Date | null;
      ended_by: string | null;
      session_ids: string[];
    }>(
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
  async outages(q: Queryable, userId: string) {
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
  ...therapistDataRepository,
};
