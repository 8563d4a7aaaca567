// What core's accounts tell the other areas about a person (api/docs/area-contracts.md, "Accounts, for the other
// areas"): names, addresses, languages, zones and mail settings, so no other area reads the users table.
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { UserRole } from '@rozmova/contracts/schemas/auth';
import type { Queryable } from '../../external/db';

/** A person as the mails and views of other areas need them. */
export interface AccountContact {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  role: UserRole;
  locale: MarketLocale;
  /** Their own zone; null when never set. */
  timezone: string | null;
  notifyEmailReminders: boolean;
  notifyEmailBookingUpdates: boolean;
  notifyDailyAgenda: boolean;
}

export interface AccountContacts {
  /**
   * The accounts of these ids, in one query, keyed by id. Unknown ids are absent, and so are deleted accounts
   * unless `includeErased` (then they come as erasure left them: 'deleted user', no address, mails off).
   * Pass the caller's transaction.
   */
  contacts(
    userIds: readonly string[],
    q?: Queryable,
    options?: { includeErased?: boolean },
  ): Promise<Map<string, AccountContact>>;
  /** The live account holding this (normalised) address, or null. */
  contactByEmail(email: string, q?: Queryable): Promise<AccountContact | null>;
  /** Locks the account's row until the caller's transaction ends (one write at a time per person). */
  lockAccount(q: Queryable, userId: string): Promise<void>;
  /** Whether the therapist asked for the daily agenda mail (false for unknown ids). */
  dailyAgendaEnabled(userId: string, q?: Queryable): Promise<boolean>;
  setDailyAgendaEnabled(userId: string, enabled: boolean, q?: Queryable): Promise<void>;
  /** Live therapists with an address who asked for the daily agenda. */
  dailyAgendaSubscribers(q?: Queryable): Promise<AccountContact[]>;
}
