import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';
import { toMinorUnits } from '@rozmova/contracts/format';
import type { ServiceKind } from '@rozmova/contracts/constants';
import type { Queryable } from '../../external/db';
import type { AccountContacts } from '../accounts/contacts-contract';
import { busyArrays, busyRanges } from '../scheduling/scheduling-contract';
import type { BusyRange } from '../scheduling/scheduling-contract';
import {
  bioValues,
  biosOf,
  setBios,
  type Bios,
  type ProfileTextColumns,
  type TherapistProfile,
} from './therapist-profile';

// The profile's types and pure helpers live in therapist-profile.ts; its importers reach them here too.
export {
  bioValues,
  biosOf,
  offeredServices,
  offersService,
  pickBio,
  resolveServiceKind,
  serviceTerms,
  setBios,
  type Bios,
  type ServiceTerms,
  type SlotProfile,
  type TherapistProfile,
} from './therapist-profile';

interface ProfileRow extends ProfileTextColumns {
  user_id: string;
  market: MarketLocale;
  display_name: string;
  has_photo: boolean;
  photo_updated_at: Date | null;
  time_zone: string;
  buffer_minutes: number;
  personal_minutes: number;
  couple_minutes: number;
  offers_personal: boolean;
  offers_couple: boolean;
  personal_price_minor: number | null;
  couple_price_minor: number | null;
  notice_minutes: number;
  horizon_days: number;
  is_listed: boolean;
}

export const BIO_COLUMNS = 'p.bio_ua, p.bio_pl, p.bio_ro, p.bio_en';

const PROFILE_COLUMNS = `p.user_id, p.market, p.display_name, ${BIO_COLUMNS}, p.languages, p.specialisations,
  (p.photo IS NOT NULL) AS has_photo, p.photo_updated_at, p.time_zone, p.buffer_minutes, p.personal_minutes,
  p.couple_minutes, p.offers_personal, p.offers_couple, p.personal_price_minor, p.couple_price_minor,
  p.notice_minutes, p.horizon_days, p.is_listed`;

function toProfile(row: ProfileRow): TherapistProfile {
  return {
    userId: row.user_id,
    market: row.market,
    displayName: row.display_name,
    bios: biosOf(row),
    languages: row.languages,
    specialisations: row.specialisations,
    hasPhoto: row.has_photo,
    photoVersion: row.photo_updated_at ? new Date(row.photo_updated_at).getTime() : 0,
    timeZone: row.time_zone,
    bufferMinutes: row.buffer_minutes,
    personalMinutes: row.personal_minutes,
    coupleMinutes: row.couple_minutes,
    offersPersonal: row.offers_personal,
    offersCouple: row.offers_couple,
    personalPriceMinor: row.personal_price_minor,
    couplePriceMinor: row.couple_price_minor,
    noticeMinutes: row.notice_minutes,
    horizonDays: row.horizon_days,
    isListed: row.is_listed,
  };
}

export interface ProfileInput {
  market: MarketLocale;
  displayName: string;
  bios: Partial<Bios>;
  languages: string[];
  specialisations: string[];
  timeZone: string;
  bufferMinutes?: number;
  personalPriceMinor?: number | null;
  couplePriceMinor?: number | null;
  offersPersonal?: boolean;
  offersCouple?: boolean;
  photo?: { data: Buffer; mime: string } | null;
  /** Listed unless said otherwise; the admin's new therapists start unlisted. */
  isListed?: boolean;
}

/** What pricing needs of a therapist: market, the session types offered and the therapist's own prices. */
export interface SessionOffer {
  market: MarketLocale;
  offersPersonal: boolean;
  offersCouple: boolean;
  personalPriceMinor: number | null;
  couplePriceMinor: number | null;
}

export interface ProfileChanges {
  displayName?: string;
  bios?: Partial<Bios>;
  languages?: string[];
  specialisations?: string[];
  timeZone?: string;
  bufferMinutes?: number;
  noticeMinutes?: number;
  personalMinutes?: number;
  coupleMinutes?: number;
  offersPersonal?: boolean;
  offersCouple?: boolean;
  personalPriceMinor?: number | null;
  couplePriceMinor?: number | null;
  isListed?: boolean;
}

export const therapistsRepository = {
  async existingIds(q: Queryable, ids: string[]): Promise<string[]> {
    const { rows } = await q.query<{ user_id: string }>(
      'SELECT user_id FROM therapist_profiles WHERE user_id = ANY ($1::uuid[])',
      [ids],
    );
    return rows.map((r) => r.user_id);
  },

  async findByUserId(q: Queryable, userId: string): Promise<TherapistProfile | null> {
    const { rows } = await q.query<ProfileRow>(
      `SELECT ${PROFILE_COLUMNS} FROM therapist_profiles p WHERE p.user_id = $1`,
      [userId],
      // First query of every calendar request: prepared once per connection.
      'therapist_profile_by_user',
    );
    return rows[0] ? toProfile(rows[0]) : null;
  },

  /** Locks the profile row: serialises bookings of one therapist with changes to their settings. */
  async lockByUserId(q: Queryable, userId: string): Promise<TherapistProfile | null> {
    const { rows } = await q.query<ProfileRow>(
      `SELECT ${PROFILE_COLUMNS} FROM therapist_profiles p WHERE p.user_id = $1 FOR UPDATE`,
      [userId],
    );
    return rows[0] ? toProfile(rows[0]) : null;
  },

  /**
   * A therapist's own profile, created on first use from their account (market = their locale, the
   * market's zone, unlisted until they choose to be listed), so a new therapist can set up their week.
   * Null when the user is not a therapist.
   */
  async ensureOwn(
    q: Queryable,
    userId: string,
    accounts: Pick<AccountContacts, 'contacts'>,
  ): Promise<TherapistProfile | null> {
    const existing = await this.findByUserId(q, userId);
    if (existing) return existing;
    const account = (await accounts.contacts([userId], q)).get(userId);
    if (account?.role !== 'therapist') return null;
    await q.query(
      `INSERT INTO therapist_profiles (user_id, market, display_name, time_zone, is_listed)
       VALUES ($1, $2, $3, $4, false)
       ON CONFLICT (user_id) DO NOTHING`,
      [userId, account.locale, account.name, MARKETS[account.locale].timezone],
    );
    return this.findByUserId(q, userId);
  },

  async listForMarket(q: Queryable, market: MarketLocale, language: string | null): Promise<TherapistProfile[]> {
    const { rows } = await q.query<ProfileRow>(
      `SELECT ${PROFILE_COLUMNS} FROM therapist_profiles p
        WHERE p.market = $1 AND p.is_listed AND ($2::text IS NULL OR $2 = ANY (p.languages))
        ORDER BY p.display_name, p.user_id`,
      [market, language],
    );
    return rows.map(toProfile);
  },

  /**
   * One page of the public list, filtered, ordered and cut in SQL, with the count of every match (the window
   * count is taken before LIMIT). `limit` null: every match (the "free within N days" filter needs them all).
   * The price band applies to the chosen session type, or to any offered type when none is chosen; a therapist
   * without an own price is compared at the market default (`defaultPriceMinor`), as `serviceTerms` prices them.
   * In the same statement, for each therapist on the page: the stamp of the hours and the busy time overlapping
   * `busy` (the first look for each one's next free slot, scheduling's `nextFreeSlots`).
   */
  async listPage(
    q: Queryable,
    filter: {
      market: MarketLocale;
      language: string | null;
      psychologistId: string | null;
      kind: ServiceKind | null;
      priceMinMinor: number | null;
      priceMaxMinor: number | null;
      limit: number | null;
      offset: number;
      busy: { from: Date; to: Date };
    },
  ): Promise<{
    total: number;
    profiles: TherapistProfile[];
    stamps: Map<string, number>;
    busy: Map<string, BusyRange[]>;
  }> {
    const market = MARKETS[filter.market].locales;
    const run = (limit: number | null, offset: number) =>
      q.query<ProfileRow & { total: number; stamp: number; busy_starts: string | null; busy_ends: string | null }>(
        `SELECT page.*, b.busy_starts, b.busy_ends
           FROM (SELECT ${PROFILE_COLUMNS}, p.schedule_version::float8 AS stamp, count(*) OVER ()::int AS total
                   FROM therapist_profiles p
                  WHERE p.market = $1 AND p.is_listed
                    AND ($2::text IS NULL OR $2::text = ANY (p.languages))
                    AND ($3::uuid IS NULL OR p.user_id = $3::uuid)
                    AND ((p.offers_personal AND $4::text IS DISTINCT FROM 'couple'
                          AND COALESCE(p.personal_price_minor, $7::bigint) BETWEEN $5::bigint AND $6::bigint)
                      OR (p.offers_couple AND $4::text IS DISTINCT FROM 'personal'
                          AND COALESCE(p.couple_price_minor, $8::bigint) BETWEEN $5::bigint AND $6::bigint))
                  ORDER BY p.display_name, p.user_id
                  LIMIT $9 OFFSET $10) page
          CROSS JOIN LATERAL ${busyArrays('page.user_id', '$11', '$12')} b
          ORDER BY page.display_name, page.user_id`,
        [
          filter.market,
          filter.language,
          filter.psychologistId,
          filter.kind,
          filter.priceMinMinor ?? 0,
          filter.priceMaxMinor ?? Number.MAX_SAFE_INTEGER,
          toMinorUnits(market.default_personal_therapy_price),
          toMinorUnits(market.default_couple_therapy_price),
          limit,
          offset,
          filter.busy.from,
          filter.busy.to,
        ],
        // The therapists page and every filter change on it: planned once per connection.
        'therapist_list_page',
      );
    const { rows } = await run(filter.limit, filter.offset);
    const stamps = new Map<string, number>();
    const busy = new Map<string, BusyRange[]>();
    for (const row of rows) {
      stamps.set(row.user_id, row.stamp);
      busy.set(row.user_id, busyRanges(row));
    }
    if (rows.length > 0) return { total: rows[0]!.total, profiles: rows.map(toProfile), stamps, busy };
    // A page past the end still reports how many there are.
    const total = filter.offset > 0 ? ((await run(1, 0)).rows[0]?.total ?? 0) : 0;
    return { total, profiles: [], stamps, busy };
  },

  async photo(q: Queryable, userId: string): Promise<{ data: Buffer; mime: string; updatedAt: Date } | null> {
    const { rows } = await q.query<{
      photo: Uint8Array | null;
      photo_mime: string | null;
      photo_updated_at: Date | null;
    }>('SELECT photo, photo_mime, photo_updated_at FROM therapist_profiles WHERE user_id = $1', [userId]);
    const row = rows[0];
    if (!row || !row.photo || !row.photo_mime) return null;
    return { data: Buffer.from(row.photo), mime: row.photo_mime, updatedAt: new Date(row.photo_updated_at ?? 0) };
  },

  async create(q: Queryable, userId: string, input: ProfileInput): Promise<void> {
    await q.query(
      `INSERT INTO therapist_profiles (user_id, market, display_name, languages, specialisations, time_zone,
         buffer_minutes, personal_price_minor, couple_price_minor, offers_personal, offers_couple,
         photo, photo_mime, photo_updated_at, bio_ua, bio_pl, bio_ro, bio_en, is_listed)
       VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7, 10), $8, $9, COALESCE($10, true), COALESCE($11, true),
         $12, $13, CASE WHEN $12::bytea IS NULL THEN NULL ELSE now() END, $14, $15, $16, $17, COALESCE($18, true))`,
      [
        userId,
        input.market,
        input.displayName,
        input.languages,
        input.specialisations,
        input.timeZone,
        input.bufferMinutes ?? null,
        input.personalPriceMinor ?? null,
        input.couplePriceMinor ?? null,
        input.offersPersonal ?? null,
        input.offersCouple ?? null,
        input.photo?.data ?? null,
        input.photo?.mime ?? null,
        ...bioValues(input.bios),
        input.isListed ?? null,
      ],
    );
  },

  async update(q: Queryable, userId: string, changes: ProfileChanges): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [userId];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    if (changes.displayName !== undefined) set('display_name', changes.displayName);
    setBios(changes.bios, set);
    if (changes.languages !== undefined) set('languages', changes.languages);
    if (changes.specialisations !== undefined) set('specialisations', changes.specialisations);
    if (changes.timeZone !== undefined) set('time_zone', changes.timeZone);
    if (changes.bufferMinutes !== undefined) set('buffer_minutes', changes.bufferMinutes);
    if (changes.noticeMinutes !== undefined) set('notice_minutes', changes.noticeMinutes);
    if (changes.personalMinutes !== undefined) set('personal_minutes', changes.personalMinutes);
    if (changes.coupleMinutes !== undefined) set('couple_minutes', changes.coupleMinutes);
    if (changes.offersPersonal !== undefined) set('offers_personal', changes.offersPersonal);
    if (changes.offersCouple !== undefined) set('offers_couple', changes.offersCouple);
    if (changes.personalPriceMinor !== undefined) set('personal_price_minor', changes.personalPriceMinor);
    if (changes.couplePriceMinor !== undefined) set('couple_price_minor', changes.couplePriceMinor);
    if (changes.isListed !== undefined) set('is_listed', changes.isListed);
    if (sets.length === 0) return;
    await q.query(`UPDATE therapist_profiles SET ${sets.join(', ')}, updated_at = now() WHERE user_id = $1`, params);
  },

  /** Off the list for good; deactivated_at keeps the first moment. */
  async deactivate(q: Queryable, userId: string): Promise<void> {
    await q.query(
      `UPDATE therapist_profiles SET is_listed = false, deactivated_at = COALESCE(deactivated_at, now()), updated_at = now()
        WHERE user_id = $1`,
      [userId],
    );
  },

  /** The offer of a profile as stored, whoever holds it (the service checks the account is a live therapist). */
  async sessionOffer(q: Queryable, workerId: string): Promise<SessionOffer | null> {
    const { rows } = await q.query<{
      market: MarketLocale;
      offers_personal: boolean;
      offers_couple: boolean;
      personal_price_minor: number | null;
      couple_price_minor: number | null;
    }>(
      `SELECT p.market, p.offers_personal, p.offers_couple, p.personal_price_minor, p.couple_price_minor
         FROM therapist_profiles p WHERE p.user_id = $1`,
      [workerId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      market: row.market,
      offersPersonal: row.offers_personal,
      offersCouple: row.offers_couple,
      personalPriceMinor: row.personal_price_minor,
      couplePriceMinor: row.couple_price_minor,
    };
  },

  async unlist(q: Queryable, userId: string): Promise<void> {
    await q.query('UPDATE therapist_profiles SET is_listed = false, updated_at = now() WHERE user_id = $1', [userId]);
  },
};
