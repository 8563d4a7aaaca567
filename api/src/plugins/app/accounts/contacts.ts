// Core's side of "Accounts, for the other areas" (contacts-contract.ts): the users table read in batches for the
// mails and views of scheduling and payments, so they never join it themselves.
import type { Queryable } from '../../external/db';
import type { AccountContact, AccountContacts } from './contacts-contract';

interface ContactRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  role: AccountContact['role'];
  locale: AccountContact['locale'];
  timezone: string | null;
  notify_email_reminders: boolean;
  notify_email_booking_updates: boolean;
  notify_daily_agenda: boolean;
}

const COLUMNS = `id, name, email, phone, role, locale, timezone, notify_email_reminders, notify_email_booking_updates,
  notify_daily_agenda`;

const toContact = (r: ContactRow): AccountContact => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  role: r.role,
  locale: r.locale,
  timezone: r.timezone,
  notifyEmailReminders: r.notify_email_reminders,
  notifyEmailBookingUpdates: r.notify_email_booking_updates,
  notifyDailyAgenda: r.notify_daily_agenda,
});

export function createAccountContacts(db: Queryable): AccountContacts {
  return {
    async contacts(userIds, q = db, options = {}) {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return new Map();
      const { rows } = await q.query<ContactRow>(
        `SELECT ${COLUMNS} FROM users WHERE id = ANY ($1::uuid[])${options.includeErased ? '' : ' AND deleted_at IS NULL'}`,
        [ids],
      );
      return new Map(rows.map((r) => [r.id, toContact(r)]));
    },

    async contactByEmail(email, q = db) {
      const { rows } = await q.query<ContactRow>(
        `SELECT ${COLUMNS} FROM users WHERE email = $1 AND deleted_at IS NULL`,
        [email],
      );
      return rows[0] ? toContact(rows[0]) : null;
    },

    async lockAccount(q, userId) {
      await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    },

    async dailyAgendaEnabled(userId, q = db) {
      const { rows } = await q.query<{ on: boolean }>('SELECT notify_daily_agenda AS on FROM users WHERE id = $1', [
        userId,
      ]);
      return rows[0]?.on ?? false;
    },

    async setDailyAgendaEnabled(userId, enabled, q = db) {
      await q.query('UPDATE users SET notify_daily_agenda = $2, updated_at = now() WHERE id = $1', [userId, enabled]);
    },

    async dailyAgendaSubscribers(q = db) {
      const { rows } = await q.query<ContactRow>(
        `SELECT ${COLUMNS} FROM users
          WHERE notify_daily_agenda AND role = 'therapist' AND deleted_at IS NULL AND email IS NOT NULL`,
      );
      return rows.map(toContact);
    },
  };
}
