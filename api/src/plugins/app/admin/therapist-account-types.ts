// The shapes of the admin's therapist accounts, apart from their SQL (therapist-accounts-repository.ts) and
// their rules (therapist-account-rules.ts), so both can name them without importing each other.
import type { Bios } from '../therapists/therapists-repository';

export interface TherapistAccountRow {
  id: string;
  email: string | null;
  name: string;
  market: string;
  bio_ua: string;
  bio_pl: string;
  bio_ro: string;
  bio_en: string;
  languages: string[];
  specialisations: string[];
  personal_price_minor: number | null;
  couple_price_minor: number | null;
  is_listed: boolean;
  has_weekly_hours: boolean;
  deactivated_at: Date | null;
  created_at: Date;
}

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
