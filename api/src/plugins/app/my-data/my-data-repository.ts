// SQL for the export of a person's own records. Read-only, always by the person's id; it reads across the
// areas' tables on purpose, because the export must hold everything the platform keeps about them.
import type { Queryable } from '../../external/db';

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

  /** Bookings the person made, and couple sessions they were invited to by their address. */
  async sessions(q: Queryable, userId: string, email: string | null): Promise<SessionRow[]> {
    const { rows } = await q.query<SessionRow>(
      `SELECT b.id, b.client_id, p.display_name AS therapist, b.service_kind, b.starts_at, b.ends_at, b.status,
              b.source, b.price_minor, b.currency, b.partner_email, b.client_note, b.cancelled_at, b.cancelled_late,
              b.created_at
         FROM bookings b LEFT JOIN therapist_profiles p ON p.user_id = b.worker_id
        WHERE b.client_id = $1 OR ($2::text IS NOT NULL AND b.partner_email = $2 AND b.service_kind = 'couple')
        ORDER BY b.starts_at DESC`,
      [userId, email],
    );
    return rows;
  },

  async orders(q: Queryable, userId: string): Promise<OrderExportRow[]> {
    const { rows } = await q.query<OrderExportRow>(
      `SELECT o.id, o.kind, o.status, o.locale, o.amount_minor, o.currency, o.quantity, o.created_at, o.paid_at, o.details,
              COALESCE((SELECT sum(r.amount_minor) FROM refunds r WHERE r.order_id = o.id AND r.destination = 'payment'), 0)::bigint AS refunded_minor
         FROM orders o WHERE o.client_id = $1 ORDER BY o.created_at DESC`,
      [userId],
    );
    return rows;
  },
};
