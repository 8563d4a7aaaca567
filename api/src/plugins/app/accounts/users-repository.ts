import type { Queryable } from '../../external/db';
import type { ChangeUserInfoBody, NotificationSettingsBody } from '@rozmova/contracts/schemas/auth';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { UserRole } from '@rozmova/contracts/schemas/auth';

export interface UserRow {
  id: string;
  email: string | null;
  password_hash: string | null;
  role: UserRole;
  locale: MarketLocale;
  name: string;
  phone: string | null;
  timezone: string | null;
  google_sub: string | null;
  has_to_confirm_reg_google: boolean;
  is_registered: boolean;
  marketing_consent: boolean;
  notify_email_reminders: boolean;
  notify_email_booking_updates: boolean;
  email_verified_at: Date | null;
  created_at: Date;
  deleted_at: Date | null;
}

const COLUMNS = `id, email, password_hash, role, locale, name, phone, timezone, google_sub, has_to_confirm_reg_google,
  is_registered, marketing_consent, notify_email_reminders, notify_email_booking_updates, email_verified_at, created_at, deleted_at`;

export async function findActiveByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE email = $1 AND deleted_at IS NULL`, [
    email,
  ]);
  return rows[0] ?? null;
}

export async function findActiveById(q: Queryable, id: string, forUpdate = false): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    `SELECT ${COLUMNS} FROM users WHERE id = $1 AND deleted_at IS NULL${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findActiveByGoogleSub(q: Queryable, sub: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE google_sub = $1 AND deleted_at IS NULL`, [
    sub,
  ]);
  return rows[0] ?? null;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  googleSub?: string | null;
  role: UserRole;
  locale: MarketLocale;
  name: string;
  isRegistered: boolean;
  hasToConfirmRegGoogle?: boolean;
  ofertaAccepted: boolean;
  marketingConsent: boolean;
  /** Only when ownership of the address is already proven (Google's `email_verified`, seeded demo accounts). */
  emailVerified?: boolean;
}

export async function insertUser(q: Queryable, u: NewUser): Promise<UserRow> {
  const { rows } = await q.query<UserRow>(
    `INSERT INTO users (email, password_hash, google_sub, role, locale, name, is_registered, has_to_confirm_reg_google,
                        oferta_accepted_at, marketing_consent, marketing_consent_at, email_verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $9::boolean THEN now() END, $10, CASE WHEN $10::boolean THEN now() END,
             CASE WHEN $11::boolean THEN now() END)
     RETURNING ${COLUMNS}`,
    [
      u.email,
      u.passwordHash,
      u.googleSub ?? null,
      u.role,
      u.locale,
      u.name,
      u.isRegistered,
      u.hasToConfirmRegGoogle ?? false,
      u.ofertaAccepted,
      u.marketingConsent,
      u.emailVerified === true,
    ],
  );
  return rows[0]!;
}

export async function setPasswordHash(q: Queryable, id: string, hash: string): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [id, hash]);
}

export async function completeGoogleRegistration(
  q: Queryable,
  id: string,
  marketingConsent: boolean,
): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    `UPDATE users
        SET has_to_confirm_reg_google = false, is_registered = true, oferta_accepted_at = now(),
            marketing_consent = $2, marketing_consent_at = CASE WHEN $2::boolean THEN now() END, updated_at = now()
      WHERE id = $1 AND deleted_at IS NULL AND has_to_confirm_reg_google
      RETURNING ${COLUMNS}`,
    [id, marketingConsent],
  );
  return rows[0] ?? null;
}

export type UserInfoChange = ChangeUserInfoBody;

export async function updateUserInfo(q: Queryable, id: string, c: UserInfoChange): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    `UPDATE users
        SET name = CASE WHEN $2::boolean THEN $3 ELSE name END,
            phone = CASE WHEN $4::boolean THEN $5 ELSE phone END,
            timezone = COALESCE($6, timezone),
            locale = COALESCE($7, locale),
            updated_at = now()
      WHERE id = $1 AND deleted_at IS NULL
      RETURNING ${COLUMNS}`,
    [
      id,
      c.name !== undefined,
      c.name ?? null,
      c.phone !== undefined,
      c.phone ?? null,
      c.timezone ?? null,
      c.locale ?? null,
    ],
  );
  return rows[0] ?? null;
}

export type NotificationChange = NotificationSettingsBody;

export async function updateNotificationSettings(
  q: Queryable,
  id: string,
  c: NotificationChange,
): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    `UPDATE users
        SET notify_email_reminders = COALESCE($2, notify_email_reminders),
            notify_email_booking_updates = COALESCE($3, notify_email_booking_updates),
            marketing_consent = COALESCE($4, marketing_consent),
            marketing_consent_at = CASE WHEN $4::boolean IS NULL THEN marketing_consent_at
                                        WHEN $4::boolean THEN now() ELSE NULL END,
            updated_at = now()
      WHERE id = $1 AND deleted_at IS NULL
      RETURNING ${COLUMNS}`,
    [id, c.email_reminders ?? null, c.email_booking_updates ?? null, c.email_marketing ?? null],
  );
  return rows[0] ?? null;
}

/**
 * Erases what identifies the person and keeps the row (id, role, locale, dates) so records the law requires
 * us to keep (payments, issued invoices) still point at a valid, now anonymous, account.
 */
export async function pseudonymiseUser(q: Queryable, id: string): Promise<void> {
  await q.query(
    `UPDATE users
        SET email = NULL, email_verified_at = NULL, password_hash = NULL, google_sub = NULL, phone = NULL, timezone = NULL,
            name = 'deleted user', marketing_consent = false, marketing_consent_at = NULL,
            notify_email_reminders = false, notify_email_booking_updates = false,
            deleted_at = now(), updated_at = now()
      WHERE id = $1`,
    [id],
  );
}

/** Marks the account's current address as verified (idempotent); false when the account is gone. */
export async function markEmailVerified(q: Queryable, id: string, email: string): Promise<boolean> {
  const r = await q.query(
    `UPDATE users SET email_verified_at = COALESCE(email_verified_at, now()), updated_at = now()
      WHERE id = $1 AND email = $2 AND deleted_at IS NULL`,
    [id, email],
  );
  return r.rowCount > 0;
}

/** Adopts a confirmed new address; the unique index refuses one another account took meanwhile (23505). */
export async function adoptVerifiedEmail(q: Queryable, id: string, email: string): Promise<void> {
  await q.query(
    `UPDATE users SET email = $2, email_verified_at = now(), updated_at = now() WHERE id = $1 AND deleted_at IS NULL`,
    [id, email],
  );
}
