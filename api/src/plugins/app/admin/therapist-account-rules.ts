// The admin's therapist accounts without a database (issue 30): a new account's fields and its refusals, what an
// edit changes (and in which columns), the invitation (a password link that lives a week), and what the admin
// sees of an account, a deactivation's sessions still to come and the search. The plugin runs the SQL.
import { MARKETS, marketCurrency, type MarketLocale } from '@rozmova/contracts/markets';
import { fromMinorUnits } from '@rozmova/contracts/format';
import { ApiError } from '../../../errors';
import { biosOf, type Bios } from '../therapists/therapists-repository';
import type { ProfileChanges } from '../therapists';
import { THERAPIST_INVITATION_MAIL } from './invitation-texts';
import type { NewTherapistAccount, TherapistAccountChanges, TherapistAccountRow } from './therapist-account-types';

/** An invitation is a password link that lives longer than a reset link: a new colleague may not read mail at once. */
export const INVITATION_VALID_DAYS = 7;

export interface TherapistInput {
  email: string;
  name: string;
  market: MarketLocale;
  bios?: Partial<Bios>;
  languages?: string[];
  specialisations?: string[];
  personal_price?: number | null;
  couple_price?: number | null;
}

export type TherapistChanges = Partial<Omit<TherapistInput, 'email' | 'market'>>;

export function therapistView(row: TherapistAccountRow) {
  const currency = marketCurrency(row.market as MarketLocale);
  return {
    id: row.id,
    email: row.email ?? '',
    name: row.name,
    market: row.market,
    bios: biosOf(row),
    languages: row.languages,
    specialisations: row.specialisations,
    currency,
    personal_price: row.personal_price_minor === null ? null : fromMinorUnits(row.personal_price_minor),
    couple_price: row.couple_price_minor === null ? null : fromMinorUnits(row.couple_price_minor),
    is_listed: row.is_listed,
    has_weekly_hours: row.has_weekly_hours,
    deactivated_at: row.deactivated_at ? row.deactivated_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}

/** Major units to minor ones; a third decimal is refused rather than rounded away (as for the therapist's own prices). */
export function priceMinor(value: number | null | undefined, field: string): number | null | undefined {
  if (value === undefined || value === null) return value;
  const minor = Math.round(value * 100);
  if (Math.abs(minor - value * 100) > 1e-6) {
    throw new ApiError(400, 'validation_failed', 'Prices have at most two decimals.', [{ field, rule: 'multipleOf' }]);
  }
  return minor;
}

/** The list's filter: a blank search is none; pages count from 1. */
export function listFilter(filter: { search?: string; market?: string; page: number; per_page: number }) {
  return {
    search: filter.search?.trim() || null,
    market: filter.market ?? null,
    limit: filter.per_page,
    offset: (filter.page - 1) * filter.per_page,
  };
}

/** A new account's fields (prices checked first, personal before couple); unlisted, in its market's zone. */
export function newAccount(input: TherapistInput): Omit<NewTherapistAccount, 'passwordHash'> {
  const personal = priceMinor(input.personal_price, 'personal_price') ?? null;
  const couple = priceMinor(input.couple_price, 'couple_price') ?? null;
  return {
    email: input.email.trim().toLowerCase(),
    name: input.name.trim(),
    market: input.market,
    timeZone: MARKETS[input.market].timezone,
    bios: input.bios ?? {},
    languages: input.languages ?? [],
    specialisations: input.specialisations ?? [],
    personalPriceMinor: personal,
    couplePriceMinor: couple,
  };
}

export function emailTakenError(): ApiError {
  return new ApiError(409, 'email_taken', 'An account with this e-mail already exists.', [
    { field: 'email', rule: 'unique' },
  ]);
}

/** What an edit changes: the fields given; one left out stays undefined and is not written. A price of null removes it. */
export function accountChanges(changes: TherapistChanges): TherapistAccountChanges {
  const personal = priceMinor(changes.personal_price, 'personal_price');
  const couple = priceMinor(changes.couple_price, 'couple_price');
  return {
    name: changes.name?.trim(),
    bios: changes.bios,
    languages: changes.languages,
    specialisations: changes.specialisations,
    personalPriceMinor: personal,
    couplePriceMinor: couple,
  };
}

/** The profile's part of an edit, for scheduling's fastify.therapists.updateProfile (the name is also the display name). */
export function profileChanges(c: TherapistAccountChanges): ProfileChanges {
  const changes: ProfileChanges = {};
  if (c.name !== undefined) changes.displayName = c.name;
  if (c.bios !== undefined) changes.bios = c.bios;
  if (c.languages !== undefined) changes.languages = c.languages;
  if (c.specialisations !== undefined) changes.specialisations = c.specialisations;
  if (c.personalPriceMinor !== undefined) changes.personalPriceMinor = c.personalPriceMinor;
  if (c.couplePriceMinor !== undefined) changes.couplePriceMinor = c.couplePriceMinor;
  return changes;
}

/** The invitation mail in the account's market language, with the link to choose a password. */
export function invitationMail(
  account: { id: string; email: string; name: string; market: MarketLocale },
  shellUrl: string,
  token: string,
) {
  const mail = THERAPIST_INVITATION_MAIL[account.market];
  return {
    purpose: 'therapist_invitation',
    userId: account.id,
    to: account.email,
    locale: account.market,
    subject: mail.subject,
    text: mail.text({
      name: account.name,
      link: `${shellUrl}/${account.market}/reset-password?token=${token}`,
      days: INVITATION_VALID_DAYS,
    }),
  };
}

/** A deactivated therapist's confirmed session still to come, as the admin sees it to tell its client. */
export function futureBookingView<T extends { starts_at: Date | string }>(booking: T): T & { starts_at: string } {
  return { ...booking, starts_at: new Date(booking.starts_at).toISOString() };
}
