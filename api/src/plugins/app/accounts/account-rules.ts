// The accounts' small rules without a database: an address as stored, marketing consent per market, a time
// zone the platform knows, an account as its owner sees it, and the refusals and mails the service shares.
import crypto from 'node:crypto';
import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';
import type { UserInfo } from '@rozmova/contracts/schemas/account';
import type { ChangeUserInfoBody } from '@rozmova/contracts/schemas/auth';
import { ApiError } from '../../../errors';
import { PASSWORD_CHANGED_MAIL } from './mail-texts';
import type { UserRow } from './users-repository';

export const sha256 = (s: string): Buffer => crypto.createHash('sha256').update(s).digest();

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function marketingOffered(locale: MarketLocale): boolean {
  return MARKETS[locale].feature_flags.auth.sign_up_show_marketing_checkbox;
}

export function refuseMarketingWhereNotOffered(locale: MarketLocale, wanted: boolean | undefined, field: string): void {
  if (wanted === true && !marketingOffered(locale)) {
    throw new ApiError(400, 'marketing_not_offered', `Marketing consent is not offered in the ${locale} market.`, [
      { field, rule: 'not_offered' },
    ]);
  }
}

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export function toUserInfo(u: UserRow, pendingEmail: string | null): UserInfo {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    phone: u.phone,
    timezone: u.timezone,
    locale: u.locale,
    role: u.role,
    has_password: u.password_hash !== null,
    has_google: u.google_sub !== null,
    email_verified: u.email_verified_at !== null,
    pending_email: pendingEmail,
    notification_settings: {
      email_reminders: u.notify_email_reminders,
      email_booking_updates: u.notify_email_booking_updates,
      email_marketing: u.marketing_consent,
    },
  };
}

/** A change of name, zone or phone as stored: the name trimmed; a zone the platform does not know is refused. */
export function userInfoChange(change: ChangeUserInfoBody): ChangeUserInfoBody {
  if (change.timezone !== undefined && !isValidTimeZone(change.timezone)) {
    throw new ApiError(400, 'validation_failed', `Unknown time zone "${change.timezone}".`, [
      { field: 'timezone', rule: 'timezone' },
    ]);
  }
  return { ...change, ...(change.name !== undefined ? { name: change.name.trim() } : {}) };
}

export function accountGone(): ApiError {
  return new ApiError(401, 'not_authenticated', 'This account no longer exists.');
}

/** The "your password was changed" notice; none for an account without an address. */
export function passwordChangedMail(user: UserRow, othersSignedOut: boolean) {
  if (!user.email) return null;
  const mail = PASSWORD_CHANGED_MAIL[user.locale];
  return {
    purpose: 'password_changed',
    userId: user.id,
    to: user.email,
    locale: user.locale,
    subject: mail.subject,
    text: mail.text({ name: user.name, supportEmail: MARKETS[user.locale].support.email, othersSignedOut }),
  };
}

export function emailTaken(): ApiError {
  return new ApiError(409, 'email_taken', 'An account with this e-mail already exists.', [
    { field: 'email', rule: 'taken' },
  ]);
}

export function invalidCredentials(): ApiError {
  return new ApiError(401, 'invalid_credentials', 'The e-mail or password is not correct.');
}
