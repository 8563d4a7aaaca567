import fp from 'fastify-plugin';
import type { FromSchema } from 'json-schema-to-ts';
import type {
  servicePriceSchema,
  therapistCardSchema,
  updateWorkerBaseDataBodySchema,
  workerBaseDataSchema,
} from '@rozmova/contracts/schemas/therapists';
import { marketCurrency, type MarketLocale } from '@rozmova/contracts/markets';
import { fromMinorUnits, toMinorUnits } from '@rozmova/contracts/format';
import type { ServiceKind } from '@rozmova/contracts/constants';
import { ApiError } from '../../../errors';
import type { Queryable } from '../../external/db';
import { isValidTimeZone } from '../scheduling/scheduling-contract';
import { isoInstant } from '../scheduling/scheduling-contract';
import {
  offeredServices,
  offersService,
  pickBio,
  resolveServiceKind,
  serviceTerms,
  therapistsRepository,
  type ProfileChanges,
  type ProfileInput,
  type ServiceTerms,
  type SessionOffer,
  type TherapistProfile,
} from './therapists-repository';
import { therapistNames, type TherapistName } from './therapist-names';
import { photoRepository } from './photo-repository';
import { adminProfiles, type AdminProfileFilter, type AdminProfileRow } from './admin-profiles';

export interface TherapistListFilter {
  market: MarketLocale;
  psychologistId: string | null;
  language: string | null;
  serviceId: string | null;
  priceMin: number | null;
  priceMax: number | null;
  freeWithinDays: number | null;
  page: number;
  perPage: number;
}

export type ServicePriceView = FromSchema<typeof servicePriceSchema>;
export type TherapistCard = FromSchema<typeof therapistCardSchema>;
export type ProfileUpdate = FromSchema<typeof updateWorkerBaseDataBodySchema>;
export type WorkerBaseData = FromSchema<typeof workerBaseDataSchema>;

export interface TherapistsService {
  photoUrl(profile: Pick<TherapistProfile, 'userId' | 'photoVersion' | 'hasPhoto'>): string;
  priceView(terms: ServiceTerms): ServicePriceView;
  list(filter: TherapistListFilter): Promise<{ total: number; therapists: TherapistCard[] }>;
  baseData(workerId: string): Promise<WorkerBaseData>;
  updateBaseData(workerId: string, update: ProfileUpdate): Promise<WorkerBaseData>;
  /** Which of these user ids are therapists with a profile (in no particular order). */
  existingIds(ids: string[]): Promise<string[]>;
  /** Name and time zone of each of these user ids that has a therapist profile (other areas' read models). */
  names(q: Queryable, userIds: readonly string[]): Promise<Map<string, TherapistName>>;
  /** Price and length of a session type with a therapist (payments reads the list price here). */
  termsFor(q: Queryable, workerId: string, serviceId: string): Promise<ServiceTerms | null>;
  /** For pricing: a live (role therapist, account not deleted) therapist's market, session types and own prices; null when there is no such therapist. */
  sessionOffer(q: Queryable, workerId: string): Promise<SessionOffer | null>;
  /** For the admin (core), in its transaction: a new therapist's profile, unlisted until they set up their week. */
  createUnlistedProfile(q: Queryable, userId: string, input: Omit<ProfileInput, 'isListed'>): Promise<void>;
  /** For the admin: changes to a profile's public data. */
  updateProfile(q: Queryable, userId: string, changes: ProfileChanges): Promise<void>;
  /** For the admin (core): one page of the live therapists' profiles core names, and the total (admin-profiles.ts). */
  listForAdmin(q: Queryable, filter: AdminProfileFilter): Promise<{ rows: AdminProfileRow[]; total: number }>;
  /** For the admin: one profile, locked in the caller's transaction when `forUpdate`; null when there is none. */
  profileForAdmin(q: Queryable, userId: string, forUpdate?: boolean): Promise<AdminProfileRow | null>;
  /** For the admin: the profile leaves the list for good. */
  deactivateProfile(q: Queryable, userId: string): Promise<void>;
  /** The therapist's own profile, made on their first visit; null when they cannot have one. */
  ownProfile(q: Queryable, workerId: string): Promise<TherapistProfile | null>;
  /** The therapist replaces their own photo (bytes already checked to be the image type `mime` names). */
  replacePhoto(workerId: string, bytes: Buffer, mime: string): Promise<void>;
  /** A therapist's photo as stored; null when there is none. */
  photo(userId: string): Promise<{ data: Buffer; mime: string; updatedAt: Date } | null>;
}

export type { AdminProfileFilter, AdminProfileRow, ProfileChanges, ProfileInput, SessionOffer, TherapistProfile };

declare module 'fastify' {
  interface FastifyInstance {
    therapists: TherapistsService;
  }
}

/** How far ahead the public list looks for each therapist's next free slot. */
const NEXT_SLOT_LOOKAHEAD_DAYS = 28;
const MINUTE_MS = 60_000;
/** List pages (a question and its page) one api process remembers at once; emptied when full. */
const LIST_MEMORY_LIMIT = 1_000;

/** A list page as computed at `at`, the answer of the same question until `until` (by the app's clock). */
interface RememberedList {
  at: number;
  until: number;
  answer: { total: number; therapists: TherapistCard[] };
}

export default fp(
  async (fastify) => {
    const apiBase = `${fastify.config.publicApiUrl}${fastify.config.basePath}`;
    // The public list's pages, remembered like the free-slot query's calendars and forgotten by the same
    // notifications (a booking, a cancellation, a change of hours or of a profile) and writes (issue 29).
    const listMemory = fastify.scheduling.answerMemory<RememberedList>(LIST_MEMORY_LIMIT);
    const listTtlMs = fastify.config.slotCacheMs ?? 1_000;

    /**
     * The list's page at `now`, and until when (by the clock) it stays the page a later moment would give for the
     * same data: each next free slot stays the earliest one until it stops being bookable (a later moment only
     * narrows the candidates before it, on the same grid, issue 29), while a therapist with none may gain one as the
     * window moves on, which SLOT_CACHE_MS bounds. Changes of the data are the memory's to forget.
     */
    const listAt = async (
      filter: TherapistListFilter,
      kind: ServiceKind | null,
      now: number,
    ): Promise<RememberedList> => {
      const kindsOf = (p: TherapistProfile): ServiceKind[] => (kind ? [kind] : offeredServices(p).map((t) => t.kind));
      const lookahead = filter.freeWithinDays ?? NEXT_SLOT_LOOKAHEAD_DAYS;
      const offset = (filter.page - 1) * filter.perPage;
      // The page and, in the same statement, each one's busy time for the first look at the next free slot.
      const select = (limit: number | null, from: number) =>
        therapistsRepository.listPage(fastify.db, {
          market: filter.market,
          language: filter.language,
          psychologistId: filter.psychologistId,
          kind,
          priceMinMinor: filter.priceMin === null ? null : toMinorUnits(filter.priceMin),
          priceMaxMinor: filter.priceMax === null ? null : toMinorUnits(filter.priceMax),
          limit,
          offset: from,
          busy: fastify.scheduling.firstLookBusyWindow(now),
        });
      let nextSlots: Awaited<ReturnType<typeof fastify.scheduling.nextFreeSlots>>;
      let page: TherapistProfile[];
      let total: number;
      let considered: TherapistProfile[];
      if (filter.freeWithinDays !== null) {
        // Filtering by "free within N days" needs every match's next slot before the page can be cut.
        const { profiles: all, stamps, busy } = await select(null, 0);
        nextSlots = await fastify.scheduling.nextFreeSlots(fastify.db, all, kindsOf, lookahead, {
          now,
          stamps,
          busy,
        });
        considered = all;
        const free = all.filter((p) => nextSlots.has(p.userId));
        total = free.length;
        page = free.slice(offset, offset + filter.perPage);
      } else {
        // Otherwise the database filters, orders and cuts the page; its 20 next slots come from the same read.
        const selected = await select(filter.perPage, offset);
        ({ total, profiles: page } = selected);
        considered = page;
        nextSlots = await fastify.scheduling.nextFreeSlots(fastify.db, page, kindsOf, lookahead, {
          now,
          stamps: selected.stamps,
          busy: selected.busy,
        });
      }
      let until = now + listTtlMs;
      for (const p of considered) {
        const next = nextSlots.get(p.userId);
        if (next) until = Math.min(until, next.slot.start - p.noticeMinutes * MINUTE_MS + 1);
      }
      const therapists = page.map((p) => {
        const next = nextSlots.get(p.userId);
        const bio = pickBio(p.bios, filter.market, p.market);
        return {
          id: p.userId,
          name: p.displayName,
          photo_url: service.photoUrl(p),
          bio: bio.bio,
          bio_locale: bio.locale,
          languages: p.languages,
          specialisations: p.specialisations,
          time_zone: p.timeZone,
          prices: offeredServices(p).map(service.priceView),
          next_free_slot: next
            ? {
                starts_at: isoInstant(next.slot.start),
                ends_at: isoInstant(next.slot.end),
                service_id: serviceTerms(p, next.kind).serviceId,
              }
            : null,
        };
      });
      return { at: now, until, answer: { total, therapists } };
    };

    const service: TherapistsService = {
      photoUrl(profile) {
        // No photo, no address: an image request answered with a JSON 404 is blocked by the browser (ORB)
        // and shows as a broken image; the apps draw a placeholder instead.
        if (!profile.hasPhoto) return '';
        return `${apiBase}/psychologist_photo?id=${profile.userId}${profile.photoVersion ? `&v=${profile.photoVersion}` : ''}`;
      },

      priceView(terms) {
        return {
          service_id: terms.serviceId,
          service_kind: terms.kind,
          price: fromMinorUnits(terms.priceMinor),
          currency: terms.currency,
          duration_minutes: terms.durationMinutes,
        };
      },

      async list(filter) {
        const kind = filter.serviceId ? resolveServiceKind(filter.serviceId) : null;
        if (filter.serviceId && !kind) {
          throw new ApiError(400, 'unknown_service_id', 'Unknown session type.', [
            { field: 'service_id', rule: 'enum' },
          ]);
        }
        const now = fastify.clock.now();
        if (!listMemory) return (await listAt(filter, kind, now)).answer;
        // A remembered page answers while this moment would compute the same one: not before it was computed, and
        // before it is SLOT_CACHE_MS old or any slot it offers (or counts) stops being bookable.
        const fits = (remembered: RememberedList) => remembered.at <= now && now < remembered.until;
        return (await listMemory.recall(JSON.stringify(filter), fits, () => listAt(filter, kind, now))).answer;
      },

      async baseData(workerId) {
        const profile = await therapistsRepository.ensureOwn(fastify.db, workerId, fastify.accounts);
        if (!profile) throw new ApiError(404, 'therapist_profile_missing', 'This therapist has no profile yet.');
        return {
          id: profile.userId,
          email: (await fastify.accounts.contacts([workerId])).get(workerId)?.email ?? '',
          name: profile.displayName,
          market: profile.market,
          photo_url: service.photoUrl(profile),
          bios: profile.bios,
          languages: profile.languages,
          specialisations: profile.specialisations,
          time_zone: profile.timeZone,
          buffer_minutes: profile.bufferMinutes,
          notice_minutes: profile.noticeMinutes,
          horizon_days: profile.horizonDays,
          currency: marketCurrency(profile.market),
          prices: offeredServices(profile).map(service.priceView),
          is_listed: profile.isListed,
        };
      },

      async updateBaseData(workerId, update) {
        if (update.time_zone !== undefined && !isValidTimeZone(update.time_zone)) {
          throw new ApiError(400, 'validation_failed', 'Unknown time zone.', [
            { field: 'time_zone', rule: 'unknown_time_zone' },
          ]);
        }
        // Prices are whole minor units: 33.333 would otherwise be stored as 33.33 without a word.
        const fractional = (['personal_price', 'couple_price'] as const).filter((field) => {
          const value = update[field];
          return typeof value === 'number' && Math.abs(value * 100 - Math.round(value * 100)) > 1e-6;
        });
        if (fractional.length > 0) {
          throw new ApiError(
            400,
            'validation_failed',
            'A price has at most two decimals.',
            fractional.map((field) => ({ field, rule: 'multipleOf', multipleOf: 0.01 })),
          );
        }
        await fastify.db.tx(async (q) => {
          await therapistsRepository.ensureOwn(q, workerId, fastify.accounts);
          const profile = await therapistsRepository.lockByUserId(q, workerId);
          if (!profile) throw new ApiError(404, 'therapist_profile_missing', 'This therapist has no profile yet.');
          if (!(update.offers_personal ?? profile.offersPersonal) && !(update.offers_couple ?? profile.offersCouple)) {
            throw new ApiError(400, 'validation_failed', 'Offer at least one type of session.', [
              { field: 'offers_personal', rule: 'at_least_one_service' },
            ]);
          }
          const minor = (value: number | null | undefined) =>
            value === undefined ? undefined : value === null ? null : toMinorUnits(value);
          await therapistsRepository.update(q, workerId, {
            displayName: update.name?.trim(),
            bios: update.bios,
            languages: update.languages,
            specialisations: update.specialisations,
            timeZone: update.time_zone,
            bufferMinutes: update.buffer_minutes,
            noticeMinutes: update.notice_minutes,
            personalMinutes: update.personal_minutes,
            coupleMinutes: update.couple_minutes,
            offersPersonal: update.offers_personal,
            offersCouple: update.offers_couple,
            personalPriceMinor: minor(update.personal_price),
            couplePriceMinor: minor(update.couple_price),
            isListed: update.is_listed,
          });
        });
        return service.baseData(workerId);
      },

      existingIds(ids) {
        return therapistsRepository.existingIds(fastify.db, ids);
      },

      async termsFor(q, workerId, serviceId) {
        const kind = resolveServiceKind(serviceId);
        if (!kind) return null;
        const profile = await therapistsRepository.findByUserId(q, workerId);
        if (!profile || !offersService(profile, kind)) return null;
        return serviceTerms(profile, kind);
      },

      names: therapistNames,
      async sessionOffer(q, workerId) {
        const account = (await fastify.accounts.contacts([workerId], q)).get(workerId);
        return account?.role === 'therapist' ? therapistsRepository.sessionOffer(q, workerId) : null;
      },
      createUnlistedProfile: (q, userId, input) =>
        therapistsRepository.create(q, userId, { ...input, isListed: false }),
      updateProfile: (q, userId, changes) => therapistsRepository.update(q, userId, changes),
      deactivateProfile: (q, userId) => therapistsRepository.deactivate(q, userId),
      listForAdmin: (q, filter) => adminProfiles.list(q, filter),
      profileForAdmin: (q, userId, forUpdate) => adminProfiles.find(q, userId, forUpdate),
      ownProfile: (q, workerId) => therapistsRepository.ensureOwn(q, workerId, fastify.accounts),
      replacePhoto: (workerId, bytes, mime) =>
        fastify.db.tx(async (q) => {
          await therapistsRepository.ensureOwn(q, workerId, fastify.accounts);
          await photoRepository.replace(q, workerId, bytes, mime);
        }),
      photo: (userId) => therapistsRepository.photo(fastify.db, userId),
    };

    fastify.decorate('therapists', service);
  },
  { name: 'therapists', dependencies: ['db', 'scheduling', 'accounts'] },
);
