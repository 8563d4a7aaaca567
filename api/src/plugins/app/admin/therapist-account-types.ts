// The shapes of the admin's therapist accounts, apart from their SQL (therapist-accounts-repository.ts) and
// their rules (therapist-account-rules.ts), so both can name them without importing each other.
import type { AdminProfileRow } from '../therapists';
import type { Bios } from '../therapists/therapists-contract';

/** A live therapist's account: what the admin sees of it beside the profile (fastify.therapists). */
export interface TherapistAccount {
  id: string;
  email: string | null;
  created_at: Date;
}

/** The admin's view of a therapist: the profile scheduling holds, with the account core holds. */
export type TherapistAccountRow = Omit<AdminProfileRow, 'user_id'> & TherapistAccount;

export interface NewTherapistAccount {
  email: string;
  name: string;
  market: string;
  timeZone: string;
  passwordHash: string;
  bios: Partial<Bios>;
  languages: string[];
  specialisations: string[];
  personalPriceMinor: number | null;
  couplePriceMinor: number | null;
}

export interface TherapistAccountChanges {
  name?: string;
  bios?: Partial<Bios>;
  languages?: string[];
  specialisations?: string[];
  personalPriceMinor?: number | null;
  couplePriceMinor?: number | null;
}
