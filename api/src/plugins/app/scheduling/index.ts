import fp from 'fastify-plugin';
import type { ServiceKind } from '@rozmova/contracts/constants';
import { ApiError, type ApiErrorDetail } from '../../../errors';
import type { Queryable } from '../../external/db';
import {
  serviceTerms,
  therapistsRepository,
  type SlotProfile,
  type TherapistProfile,
} from '../therapists/therapists-repository';
import {
  computeFreeSlots,
  workingRanges,
  type BusyRange,
  type DateOverride,
  type Slot,
  type WeeklyInterval,
} from './slots';
import { hoursReader } from './hours-cache';
import { calendarReader, type AnswerMemory } from './slot-cache';
import { registerSchedulingExport } from './scheduling-export';
import {
  validateDateOverrides,
  validateDatesToClear,
  validateWeeklyIntervals,
  type RuleViolation,
} from './work-time-rules';
import { workTimeRepository, type SpecialDay } from './work-time-repository';
import { dateToDayNumber, dayNumberToDate, isValidTimeZone, localDayAt, wallTimeToInstant } from './zoned-time';

const DAY_MS = 86_400_000;
/** How far the therapist list first looks for each one's next free slot (see nextFreeSlots). */
const FIRST_LOOK_DAYS = 3;

interface SlotInputs {
  weekly: Map<string, WeeklyInterval[]>;
  special: Map<string, DateOverride[]>;
  busy: Map<string, BusyRange[]>;
}

export interface SpecialHoursCollision {
  bookingId: string;
  seriesId: string | null;
  date: string;
  startsAt: Date;
  endsAt: Date;
  status: 'held' | 'confirmed';
}

export interface SlotOptions {
  limit?: number;
  excludeBookingId?: string | null;
  now?: number;
}

export interface SchedulingService {
  weekly(workerId: string): Promise<{ timeZone: string; intervals: WeeklyInterval[] }>;
  setWeekly(
    workerId: string,
    input: { timeZone?: string; intervals: WeeklyInterval[] },
  ): Promise<{ timeZone: string; intervals: WeeklyInterval[] }>;
  special(workerId: string, range: { from?: string; to?: string }): Promise<{ timeZone: string; days: SpecialDay[] }>;
  /**
   * Saves special days; `collisions`: upcoming sessions on the changed dates that the new hours no longer cover.
   * They are kept (never dropped), for the therapist to move or cancel.
   */
  setSpecial(
    workerId: string,
    input: { days: SpecialDay[]; clearDates: string[] },
  ): Promise<{ timeZone: string; days: SpecialDay[]; collisions: SpecialHoursCollision[] }>;
  /**
   * A therapist's slot settings, with the free slots of [from, to) for a session type computed on demand, from
   * one statement (profile, stamp of the hours and busy time) while the hours are cached; null without a profile.
   */
  calendar(
    q: Queryable,
    workerId: string,
    from: number,
    to: number,
  ): Promise<{ profile: SlotProfile; slots(kind: ServiceKind): Promise<Slot[]> } | null>;
  freeSlots(
    q: Queryable,
    profile: SlotProfile,
    kind: ServiceKind,
    from: number,
    to: number,
    options?: SlotOptions,
  ): Promise<Slot[]>;
  /** The busy time nextFreeSlots' first look needs from `now`: a caller may read it with its own statement. */
  firstLookBusyWindow(now: number): { from: Date; to: Date };
  /**
   * Next free slot of each therapist within `withinDays`, for any of the session types given. `read`: the stamps
   * and busy time of these therapists over firstLookBusyWindow(read.now), already read in this request (the
   * list reads them with its page), so the first look costs no statement of its own.
   */
  nextFreeSlots(
    q: Queryable,
    profiles: TherapistProfile[],
    kinds: (p: TherapistProfile) => ServiceKind[],
    withinDays: number,
    read?: { now: number; stamps: Map<string, number>; busy: Map<string, BusyRange[]> },
  ): Promise<Map<string, { slot: Slot; kind: ServiceKind }>>;
  /**
   * A new memory of answers built from therapists' slots (at most `limit` of them), forgotten by the same
   * notifications and writes as the calendars behind the free-slot query (slot-cache.ts); null when they are off.
   */
  answerMemory<T>(limit: number): AnswerMemory<T> | null;
  /** Whether a start instant is one of the published free slots (what a client may book). */
  isFreeSlot(
    q: Queryable,
    profile: SlotProfile,
    kind: ServiceKind,
    startsAt: number,
    excludeBookingId?: string | null,
  ): Promise<boolean>;
  /** A therapist's weekly hours and their special days between two dates (inclusive), in the caller's transaction. */
  hoursIn(
    q: Queryable,
    workerId: string,
    fromDate: string,
    toDate: string,
  ): Promise<{ weekly: WeeklyInterval[]; special: SpecialDay[] }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduling: SchedulingService;
  }
}

export { SLOTS_CHANNEL, type AnswerMemory } from './slot-cache';

function rejectIfAny(violations: RuleViolation[], message: string): void {
  if (violations.length === 0) return;
  const details: ApiErrorDetail[] = violations.map((v) => ({ field: v.field, rule: v.rule, message: v.message }));
  throw new ApiError(400, 'invalid_work_time', message, details);
}

function checkTimeZone(zone: string | undefined): void {
  if (zone !== undefined && !isValidTimeZone(zone)) {
    throw new ApiError(400, 'invalid_work_time', 'Unknown time zone.', [
      { field: 'time_zone', rule: 'unknown_time_zone' },
    ]);
  }
}

export default fp(
  async (fastify) => {
    const { calendarOf, answerMemory } = await calendarReader(fastify);

    const requireProfile = async (q: Queryable, workerId: string, lock = false): Promise<TherapistProfile> => {
      if (lock) await therapistsRepository.ensureOwn(q, workerId, fastify.accounts);
      const profile = lock
        ? await therapistsRepository.lockByUserId(q, workerId)
        : await therapistsRepository.ensureOwn(q, workerId, fastify.accounts);
      if (!profile) throw new ApiError(404, 'therapist_profile_missing', 'This therapist has no profile yet.');
      return profile;
    };

    const hoursOf = hoursReader(fastify);

    const loadInputs = async (
      q: Queryable,
      profiles: SlotProfile[],
      from: number,
      to: number,
      excludeBookingId: string | null,
    ): Promise<SlotInputs> => {
      const ids = profiles.map((p) => p.userId);
      const { stamps, busy } = await workTimeRepository.busyAndStamps(q, ids, {
        from: new Date(from - DAY_MS),
        to: new Date(to + DAY_MS),
        excludeBookingId,
      });
      const zones = new Set(profiles.map((p) => p.timeZone));
      return { ...(await hoursOf(q, ids, stamps, zones, from)), busy };
    };

    const slotsFor = (
      profile: SlotProfile,
      kind: ServiceKind,
      inputs: SlotInputs,
      from: number,
      to: number,
      now: number,
      limit?: number,
    ): Slot[] =>
      computeFreeSlots({
        timeZone: profile.timeZone,
        weekly: inputs.weekly.get(profile.userId) ?? [],
        overrides: inputs.special.get(profile.userId) ?? [],
        busy: inputs.busy.get(profile.userId) ?? [],
        durationMinutes: serviceTerms(profile, kind).durationMinutes,
        bufferMinutes: profile.bufferMinutes,
        noticeMinutes: profile.noticeMinutes,
        horizonDays: profile.horizonDays,
        now,
        from,
        to,
        limit,
      });

    /** Sessions on the changed dates that the hours now in force (weekly and special) do not cover. */
    const collisionsOn = async (
      q: Queryable,
      profile: TherapistProfile,
      input: { days: SpecialDay[]; clearDates: string[] },
      special: SpecialDay[],
    ): Promise<SpecialHoursCollision[]> => {
      const changed = [...new Set([...input.days.map((d) => d.date), ...input.clearDates])].sort();
      if (changed.length === 0) return [];
      const zone = profile.timeZone;
      const weekly = await workTimeRepository.weekly(q, profile.userId);
      const collisions: SpecialHoursCollision[] = [];
      for (const date of changed) {
        const day = dateToDayNumber(date);
        const from = wallTimeToInstant(zone, day, 0);
        const to = wallTimeToInstant(zone, day + 1, 0);
        const sessions = await workTimeRepository.upcomingSessions(
          q,
          profile.userId,
          new Date(from),
          new Date(to),
          new Date(fastify.clock.now()),
        );
        if (sessions.length === 0) continue;
        const ranges = workingRanges(zone, weekly, special, from - DAY_MS, to + DAY_MS);
        for (const s of sessions) {
          const start = new Date(s.starts_at).getTime();
          const end = new Date(s.ends_at).getTime();
          // Only sessions starting on this date are its own (one running past midnight belongs to the day before).
          if (localDayAt(zone, start) !== day) continue;
          if (ranges.some((r) => r.start <= start && end <= r.end)) continue;
          collisions.push({
            bookingId: s.id,
            seriesId: s.series_id,
            date,
            startsAt: new Date(start),
            endsAt: new Date(end),
            status: s.status,
          });
        }
      }
      return collisions;
    };

    const service: SchedulingService = {
      async weekly(workerId) {
        const profile = await requireProfile(fastify.db, workerId);
        return { timeZone: profile.timeZone, intervals: await workTimeRepository.weekly(fastify.db, workerId) };
      },

      async setWeekly(workerId, input) {
        checkTimeZone(input.timeZone);
        rejectIfAny(validateWeeklyIntervals(input.intervals), 'The weekly hours are not valid.');
        return fastify.db.tx(async (q) => {
          const profile = await requireProfile(q, workerId, true);
          if (input.timeZone && input.timeZone !== profile.timeZone) {
            await therapistsRepository.update(q, workerId, { timeZone: input.timeZone });
          }
          await workTimeRepository.replaceWeekly(q, workerId, input.intervals);
          return {
            timeZone: input.timeZone ?? profile.timeZone,
            intervals: await workTimeRepository.weekly(q, workerId),
          };
        });
      },

      async special(workerId, range) {
        const profile = await requireProfile(fastify.db, workerId);
        const today = localDayAt(profile.timeZone, fastify.clock.now());
        const from = range.from ?? dayNumberToDate(today);
        const to = range.to ?? dayNumberToDate(today + 400);
        if (from > to) {
          throw new ApiError(400, 'invalid_range', '`from` must not be after `to`.', [
            { field: 'to', rule: 'before_from' },
          ]);
        }
        return {
          timeZone: profile.timeZone,
          days: await workTimeRepository.specialDays(fastify.db, workerId, from, to),
        };
      },

      async setSpecial(workerId, input) {
        return fastify.db.tx(async (q) => {
          const profile = await requireProfile(q, workerId, true);
          const today = localDayAt(profile.timeZone, fastify.clock.now());
          rejectIfAny(
            [...validateDateOverrides(input.days, today), ...validateDatesToClear(input.clearDates, today)],
            'The special working hours are not valid.',
          );
          const upserted = new Set(input.days.map((d) => d.date));
          const clash = input.clearDates.findIndex((date) => upserted.has(date));
          if (clash >= 0) {
            rejectIfAny(
              [{ field: `clear_dates[${clash}]`, rule: 'duplicate_date', message: 'the same date is also in days' }],
              'The special working hours are not valid.',
            );
          }
          await workTimeRepository.clearSpecialDays(q, workerId, input.clearDates);
          for (const day of input.days) await workTimeRepository.upsertSpecialDay(q, workerId, day);
          const days = await workTimeRepository.specialDays(
            q,
            workerId,
            dayNumberToDate(today),
            dayNumberToDate(today + 400),
          );
          return { timeZone: profile.timeZone, days, collisions: await collisionsOn(q, profile, input, days) };
        });
      },

      async calendar(q, workerId, from, to) {
        const found = await calendarOf(q, workerId, from, to);
        if (!found) return null;
        const { profile, stamp, busy } = found;
        return {
          profile,
          slots: async (kind) => {
            const ids = [profile.userId];
            const hours = await hoursOf(q, ids, new Map([[profile.userId, stamp]]), new Set([profile.timeZone]), from);
            const inputs = { ...hours, busy: new Map([[profile.userId, busy]]) };
            return slotsFor(profile, kind, inputs, from, to, fastify.clock.now());
          },
        };
      },

      async freeSlots(q, profile, kind, from, to, options = {}) {
        const inputs = await loadInputs(q, [profile], from, to, options.excludeBookingId ?? null);
        return slotsFor(profile, kind, inputs, from, to, options.now ?? fastify.clock.now(), options.limit);
      },

      firstLookBusyWindow(now) {
        return { from: new Date(now - DAY_MS), to: new Date(now + (FIRST_LOOK_DAYS + 1) * DAY_MS) };
      },

      async nextFreeSlots(q, profiles, kinds, withinDays, read) {
        const now = read?.now ?? fastify.clock.now();
        const result = new Map<string, { slot: Slot; kind: ServiceKind }>();
        if (profiles.length === 0) return result;
        const to = now + withinDays * DAY_MS;
        const search = async (group: TherapistProfile[], until: number, first: boolean) => {
          // The busy time read with the page covers the first look (and more when `until` is nearer): busy ranges
          // outside the window change no slot inside it.
          const ids = group.map((p) => p.userId);
          const inputs =
            first && read
              ? {
                  ...(await hoursOf(q, ids, read.stamps, new Set(group.map((p) => p.timeZone)), now)),
                  busy: read.busy,
                }
              : await loadInputs(q, group, now, until, null);
          for (const profile of group) {
            for (const kind of kinds(profile)) {
              const [slot] = slotsFor(profile, kind, inputs, now, until, now, 1);
              const best = result.get(profile.userId);
              if (slot && (!best || slot.start < best.slot.start)) result.set(profile.userId, { slot, kind });
            }
          }
        };
        // Most therapists have a free time within a few days: look there first (a few busy rows each), and over
        // the whole window only for those who had none. The earliest slot of the short window is the earliest
        // of the long one, since both are computed from the same instant with the same rules.
        const firstLook = Math.min(to, now + FIRST_LOOK_DAYS * DAY_MS);
        await search(profiles, firstLook, true);
        const rest = profiles.filter((p) => !result.has(p.userId));
        if (rest.length > 0 && firstLook < to) await search(rest, to, false);
        return result;
      },

      answerMemory,

      async isFreeSlot(q, profile, kind, startsAt, excludeBookingId = null) {
        // The grid is anchored at the start of each working stretch, not at `from`, so a one-instant window
        // finds exactly the slot a wider query would have listed.
        const slots = await service.freeSlots(q, profile, kind, startsAt, startsAt + 1, { excludeBookingId });
        return slots.some((slot) => slot.start === startsAt);
      },

      async hoursIn(q, workerId, fromDate, toDate) {
        const special = await workTimeRepository.specialDays(q, workerId, fromDate, toDate);
        return { weekly: await workTimeRepository.weekly(q, workerId), special };
      },
    };

    fastify.decorate('scheduling', service);
    registerSchedulingExport(fastify.myDataSections);
  },
  { name: 'scheduling', dependencies: ['db', 'my-data', 'accounts'] },
);
