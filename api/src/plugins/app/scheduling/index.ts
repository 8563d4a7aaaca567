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
import {
  validateDateOverrides,
  validateDatesToClear,
  validateWeeklyIntervals,
  type RuleViolation,
} from './work-time-rules';
import { workTimeRepository, type SpecialDay } from './work-time-repository';
import { dateToDayNumber, dayNumberToDate, isValidTimeZone, localDayAt, wallTimeToInstant } from './zoned-time';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Therapists whose calendars one api process remembers at once; emptied when full. */
const CALENDAR_CACHE_LIMIT = 10_000;
/** Every change of a therapist's free slots is announced here with their id (migration 636). */
export const SLOTS_CHANNEL = 'rozmova_slots_changed';
/** How far the therapist list first looks for each one's next free slot (see nextFreeSlots). */
const FIRST_LOOK_DAYS = 3;
/** Therapists whose hours one api process keeps (a few hundred bytes each); emptied when full. */
const HOURS_CACHE_LIMIT = 50_000;

interface SlotInputs {
  weekly: Map<string, WeeklyInterval[]>;
  special: Map<string, DateOverride[]>;
  busy: Map<string, BusyRange[]>;
}

interface CachedHours {
  stamp: number;
  /** Special days are kept from this date on. */
  fromDate: string;
  weekly: WeeklyInterval[];
  special: SpecialDay[];
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
  /** Whether a start instant is one of the published free slots (what a client may book). */
  isFreeSlot(
    q: Queryable,
    profile: SlotProfile,
    kind: ServiceKind,
    startsAt: number,
    excludeBookingId?: string | null,
  ): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduling: SchedulingService;
  }
}

type Calendar = NonNullable<Awaited<ReturnType<typeof workTimeRepository.calendarOf>>>;

/**
 * Each therapist's calendar as the free-slot query reads it (profile, stamp of the hours, busy time over a window),
 * remembered for `ttlMs` in this process (issue 29). It must never show a taken time as free, so it is forgotten:
 * - for one therapist, on every process, when the notification of a change of their bookings or profile arrives
 *   (sent by the database's triggers in the change's own transaction, so delivered at its commit; migration 636);
 * - entirely, in this process, before any state-changing answer leaves (its own booking is never shown free to the
 *   one who just made it, even before its notification arrives), and whenever listening starts or stops;
 * - and it remembers nothing while this process does not hear the notifications (the listening connection lost).
 * A read that started before a forgetting is not kept (the generations), since it may predate the change.
 * What it may show for up to `ttlMs` is the opposite mistake only: a hold that ran out still shown taken.
 * The free slots themselves are computed afresh for every request from the remembered calendar and the clock.
 */
class CalendarCache {
  private readonly entries = new Map<string, Map<string, { calendar: Calendar; until: number }>>();
  /** Bumped by every forgetting of everything. */
  private generation = 0;
  /** Bumped per therapist by each of their notifications. */
  private readonly therapistGenerations = new Map<string, number>();
  private hearing = false;

  constructor(private readonly ttlMs: number) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  listening(on: boolean): void {
    this.hearing = on;
    this.forgetAll();
  }

  get(workerId: string, key: string, now: number): Calendar | null {
    if (!this.hearing) return null;
    const hit = this.entries.get(workerId)?.get(key);
    if (!hit) return null;
    if (hit.until <= now) {
      this.entries.get(workerId)?.delete(key);
      return null;
    }
    return hit.calendar;
  }

  /** What `put` checks: nothing was forgotten since the read began. */
  begin(workerId: string): [number, number] {
    return [this.generation, this.therapistGenerations.get(workerId) ?? 0];
  }

  put(workerId: string, key: string, calendar: Calendar, startedIn: [number, number], now: number): void {
    if (!this.hearing || startedIn[0] !== this.generation) return;
    if (startedIn[1] !== (this.therapistGenerations.get(workerId) ?? 0)) return;
    if (this.entries.size >= CALENDAR_CACHE_LIMIT) this.entries.clear();
    let own = this.entries.get(workerId);
    if (!own) {
      own = new Map();
      this.entries.set(workerId, own);
    }
    own.set(key, { calendar, until: now + this.ttlMs });
  }

  forget(workerId: string): void {
    if (this.therapistGenerations.size >= CALENDAR_CACHE_LIMIT) {
      // Kept small: forgetting everything (and the generation with it) is always safe.
      this.therapistGenerations.clear();
      this.forgetAll();
      return;
    }
    this.therapistGenerations.set(workerId, (this.therapistGenerations.get(workerId) ?? 0) + 1);
    this.entries.delete(workerId);
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
    const calendars = new CalendarCache(fastify.config.slotCacheMs ?? 1_000);
    if (calendars.enabled) {
      const stopListening = await fastify.db.listen(SLOTS_CHANNEL, {
        // No payload: listening (re)started, whatever changed meanwhile is unknown.
        notify: (workerId) => (workerId ? calendars.forget(workerId) : calendars.forgetAll()),
        state: (on) => calendars.listening(on),
      });
      fastify.addHook('onClose', async () => {
        calendars.listening(false);
        await stopListening();
      });
      // A state-changing request may have changed someone's slots; by the time its answer is sent its transaction
      // has committed, and this process forgets every calendar before the answer leaves.
      fastify.addHook('onSend', (request, _reply, payload, done) => {
        if (STATE_CHANGING.has(request.method)) calendars.forgetAll();
        done(null, payload);
      });
    }

    /**
     * The calendar statement, or its memory. The busy time is read over whole hours around the window (one memory
     * serves every query of the same hour; busy time outside the window changes no slot inside it).
     */
    const inFlight = new Map<string, { generation: [number, number]; read: Promise<Calendar | null> }>();
    const calendarOf = async (q: Queryable, workerId: string, from: number, to: number): Promise<Calendar | null> => {
      const busyFrom = Math.floor(from / HOUR_MS) * HOUR_MS - DAY_MS;
      const busyTo = Math.ceil(to / HOUR_MS) * HOUR_MS + DAY_MS;
      const read = () => workTimeRepository.calendarOf(q, workerId, { from: new Date(busyFrom), to: new Date(busyTo) });
      // Only reads outside a transaction are remembered: one inside may see its own change, which may roll back.
      if (!calendars.enabled || q !== fastify.db) return read();
      const key = `${busyFrom}:${busyTo}`;
      const remembered = calendars.get(workerId, key, Date.now());
      if (remembered) return remembered;
      // Requests for the same calendar at the same moment share one read, but only one begun since the last
      // forgetting (a read begun before a change must not answer a request that arrives after it).
      const generation = calendars.begin(workerId);
      const flightKey = `${workerId}:${key}`;
      const flying = inFlight.get(flightKey);
      if (flying && flying.generation[0] === generation[0] && flying.generation[1] === generation[1]) {
        return flying.read;
      }
      const reading = read();
      inFlight.set(flightKey, { generation, read: reading });
      try {
        const found = await reading;
        if (found) calendars.put(workerId, key, found, generation, Date.now());
        return found;
      } finally {
        if (inFlight.get(flightKey)?.read === reading) inFlight.delete(flightKey);
      }
    };

    const requireProfile = async (q: Queryable, workerId: string, lock = false): Promise<TherapistProfile> => {
      if (lock) await therapistsRepository.ensureOwn(q, workerId);
      const profile = lock
        ? await therapistsRepository.lockByUserId(q, workerId)
        : await therapistsRepository.ensureOwn(q, workerId);
      if (!profile) throw new ApiError(404, 'therapist_profile_missing', 'This therapist has no profile yet.');
      return profile;
    };

    // Each therapist's working hours (weekly hours and special days) in memory, under the stamp the database
    // changes with every change of hours (migration 470). Every slot query reads the stamps with the busy time, in
    // the same statement, and reloads the hours of any therapist whose stamp differs: a change of hours shows in
    // the very next answer on every replica, with no notification that could arrive late or not at all. Busy time
    // is never cached. The expansion of each day's hours into instants is memoised in slots.ts (`dayInstants`).
    const hoursCache = new Map<string, CachedHours>();

    /** The hours of these therapists: from the memory cache where its stamp matches, else read (and kept). */
    const hoursOf = async (
      q: Queryable,
      ids: string[],
      stamps: Map<string, number>,
      zones: Set<string>,
      from: number,
    ) => {
      let firstDay = Number.POSITIVE_INFINITY;
      for (const zone of zones) firstDay = Math.min(firstDay, localDayAt(zone, from) - 2);
      const firstDate = dayNumberToDate(firstDay);
      // The entries are taken as checked: another request may replace one while this one waits for the database.
      const hours = new Map<string, CachedHours>();
      const stale: string[] = [];
      for (const id of ids) {
        const cached = hoursCache.get(id);
        if (cached && cached.stamp === stamps.get(id) && cached.fromDate <= firstDate) hours.set(id, cached);
        else stale.push(id);
      }
      if (stale.length > 0) {
        // Special days from two days before today on (or from the window asked for, when earlier): enough for
        // every later query until the hours change.
        const today = dayNumberToDate(localDayAt('UTC', fastify.clock.now()) - 2);
        const fromDate = today < firstDate ? today : firstDate;
        const loaded = await workTimeRepository.hoursFor(q, stale, fromDate);
        if (hoursCache.size + stale.length > HOURS_CACHE_LIMIT) hoursCache.clear();
        for (const [id, entry] of loaded) {
          const fresh = { ...entry, fromDate };
          hoursCache.set(id, fresh);
          hours.set(id, fresh);
        }
      }
      const weekly = new Map<string, WeeklyInterval[]>();
      const special = new Map<string, DateOverride[]>();
      for (const id of ids) {
        weekly.set(id, hours.get(id)?.weekly ?? []);
        special.set(id, hours.get(id)?.special ?? []);
      }
      return { weekly, special };
    };

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

      async isFreeSlot(q, profile, kind, startsAt, excludeBookingId = null) {
        // The grid is anchored at the start of each working stretch, not at `from`, so a one-instant window
        // finds exactly the slot a wider query would have listed.
        const slots = await service.freeSlots(q, profile, kind, startsAt, startsAt + 1, { excludeBookingId });
        return slots.some((slot) => slot.start === startsAt);
      },
    };

    fastify.decorate('scheduling', service);
  },
  { name: 'scheduling', dependencies: ['db'] },
);
