// Each therapist's working hours in memory, checked against the stamp of their hours (migration 470) on every
// slot query; kept apart from the scheduling service (index.ts) that reads through it.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../external/db';
import type { DateOverride, WeeklyInterval } from './slots';
import { workTimeRepository, type SpecialDay } from './work-time-repository';
import { dayNumberToDate, localDayAt } from './zoned-time';

/** Therapists whose hours one api process keeps (a few hundred bytes each); emptied when full. */
const HOURS_CACHE_LIMIT = 50_000;

interface CachedHours {
  stamp: number;
  /** Special days are kept from this date on. */
  fromDate: string;
  weekly: WeeklyInterval[];
  special: SpecialDay[];
}

/** The hours read of this app, through its own memory of them. */
export function hoursReader(fastify: FastifyInstance) {
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
  return hoursOf;
}
