// What a therapist's profile is, apart from where it is stored: the bios in each language, the part a slot query
// needs, and the terms (length, price, currency) of each session type they offer. No SQL here (the repository,
// therapists-repository.ts, reads and writes the rows), so the scheduling side can use these types without
// importing the repository.
import {
  MARKETS,
  MARKET_LOCALES,
  marketCurrency,
  type CurrencyCode,
  type MarketLocale,
} from '@rozmova/contracts/markets';
import { DEFAULT_SERVICE_ID, SERVICE_IDS, serviceKindOf, type ServiceKind } from '@rozmova/contracts/constants';
import { toMinorUnits } from '@rozmova/contracts/format';

/** A bio per platform language; '' where none is written. */
export type Bios = Record<MarketLocale, string>;

/** The profile's texts as a row of therapist_profiles carries them (BIO_COLUMNS, then the two lists). */
export interface ProfileTextColumns {
  bio_ua: string;
  bio_pl: string;
  bio_ro: string;
  bio_en: string;
  languages: string[];
  specialisations: string[];
}

export interface TherapistProfile {
  userId: string;
  market: MarketLocale;
  displayName: string;
  bios: Bios;
  languages: string[];
  specialisations: string[];
  hasPhoto: boolean;
  photoVersion: number;
  timeZone: string;
  bufferMinutes: number;
  personalMinutes: number;
  coupleMinutes: number;
  offersPersonal: boolean;
  offersCouple: boolean;
  personalPriceMinor: number | null;
  couplePriceMinor: number | null;
  noticeMinutes: number;
  horizonDays: number;
  isListed: boolean;
}

/** What a slot query and the calendar's answer need of a profile: no bios, photo or lists (see calendarOf). */
export type SlotProfile = Pick<
  TherapistProfile,
  | 'userId'
  | 'market'
  | 'timeZone'
  | 'bufferMinutes'
  | 'personalMinutes'
  | 'coupleMinutes'
  | 'offersPersonal'
  | 'offersCouple'
  | 'personalPriceMinor'
  | 'couplePriceMinor'
  | 'noticeMinutes'
  | 'horizonDays'
  | 'isListed'
>;

export function biosOf(row: { bio_ua: string; bio_pl: string; bio_ro: string; bio_en: string }): Bios {
  return { ua: row.bio_ua, pl: row.bio_pl, ro: row.bio_ro, en: row.bio_en };
}

/** Bio column values for an insert: every language, '' where none is given. */
export function bioValues(bios: Partial<Bios> | undefined): string[] {
  return MARKET_LOCALES.map((l) => bios?.[l]?.trim() ?? '');
}

/** Sets the bios named in `bios` (trimmed; '' removes one) through an update's `set(column, value)`. */
export function setBios(bios: Partial<Bios> | undefined, set: (column: string, value: unknown) => void): void {
  for (const locale of MARKET_LOCALES) {
    const text = bios?.[locale];
    if (text !== undefined) set(`bio_${locale}`, text.trim());
  }
}

/**
 * The bio a page in `pageLocale` shows: the one in that language, else the therapist's market language (what
 * they wrote first), else the first written in ua, pl, ro, en order. `locale` is the language of the text.
 */
export function pickBio(
  bios: Bios,
  pageLocale: MarketLocale,
  market: MarketLocale,
): { bio: string; locale: MarketLocale } {
  for (const locale of [pageLocale, market, ...MARKET_LOCALES]) {
    if (bios[locale].trim() !== '') return { bio: bios[locale], locale };
  }
  return { bio: '', locale: market };
}

/** 'default' is the web apps' fallback service id (DEFAULT_SERVICE_ID): it means a personal session. */
export function resolveServiceKind(serviceId: string): ServiceKind | null {
  if (serviceId === DEFAULT_SERVICE_ID) return 'personal';
  return serviceKindOf(serviceId);
}

export interface ServiceTerms {
  serviceId: string;
  kind: ServiceKind;
  durationMinutes: number;
  priceMinor: number;
  currency: CurrencyCode;
}

export function offersService(profile: SlotProfile, kind: ServiceKind): boolean {
  return kind === 'personal' ? profile.offersPersonal : profile.offersCouple;
}

/** The therapist's own price for a session type, or the market default when they set none. */
export function serviceTerms(profile: SlotProfile, kind: ServiceKind): ServiceTerms {
  const market = MARKETS[profile.market].locales;
  const personal = kind === 'personal';
  return {
    serviceId: SERVICE_IDS[kind],
    kind,
    durationMinutes: personal ? profile.personalMinutes : profile.coupleMinutes,
    priceMinor:
      (personal ? profile.personalPriceMinor : profile.couplePriceMinor) ??
      toMinorUnits(personal ? market.default_personal_therapy_price : market.default_couple_therapy_price),
    currency: marketCurrency(profile.market),
  };
}

export function offeredServices(profile: SlotProfile): ServiceTerms[] {
  return (['personal', 'couple'] as const)
    .filter((kind) => offersService(profile, kind))
    .map((kind) => serviceTerms(profile, kind));
}
