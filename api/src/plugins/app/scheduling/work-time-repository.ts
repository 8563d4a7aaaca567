import type { MarketLocale } from '@rozmova/contracts/markets';
import type { Queryable } from '../../external/db';
import type { SlotProfile } from '../therapists/therapists-contract';
import type { BusyRange, ClockInterval, DateOverride, WeeklyInterval } from './slots';
import { formatClock, parseClock } from './zoned-time';

export interface SpecialDay extends DateOverride {
  note: string | null;
}

function toClock(interval: { start_minute: number; end_minute: number }): ClockInterval {
  return { start: formatClock(interval.start_minute), end: formatClock(interval.end_minute) };
}

function minutes(value: string): number {
  const parsed = parseClock(value);
  if (parsed === null) throw new RangeError(`not a clock time: ${value}`);
  return parsed;
}

/**
 * A LATERAL subquery giving one therapist's busy time overlapping [from, to) as two lists of epoch milliseconds,
 * `busy_starts` and `busy_ends` (comma-separated text: parsed far faster than a float8[]; issue 29), in the same
 * order (both aggregates read the same rows; null when none): the
 * rows busyAndStamps reads, folded into a statement that reads profiles, so the calendar and the list need no
 * round trip of their own for busy time. Arguments are SQL text: a column and two parameter references.
 */
export function busyArrays(workerColumn: string, from: string, to: string): string {
  return `(
           SELECT string_agg(floor(extract(epoch FROM starts_at) * 1000)::bigint::text, ',') AS busy_starts,
                  string_agg(floor(extract(epoch FROM blocked_until) * 1000)::bigint::text, ',') AS busy_ends
             FROM bookings
            WHERE worker_id = ${workerColumn} AND status IN ('held', 'confirmed')
              AND tstzrange(starts_at, blocked_until) && tstzrange(${from}, ${to})
              AND (status = 'confirmed' OR hold_expires_at > now()))`;
}

/** The busy ranges of a row read with busyArrays. */
export function busyRanges(row: { busy_starts: string | null; busy_ends: string | null }): BusyRange[] {
  if (!row.busy_starts || !row.busy_ends) return [];
  const starts = row.busy_starts.split(',');
  const ends = row.busy_ends.split(',');
  return starts.map((start, i) => ({ start: Number(start), blockedUntil: Number(ends[i]) }));
}

export const workTimeRepository = {
  async weekly(q: Queryable, workerId: string): Promise<WeeklyInterval[]> {
    const { rows } = await q.query<{ weekday: number; start_minute: number; end_minute: number }>(
      `SELECT weekday, start_minute, end_minute FROM weekly_work_intervals
        WHERE worker_id = $1 ORDER BY weekday, start_minute`,
      [workerId],
    );
    return rows.map((row) => ({ weekday: row.weekday, ...toClock(row) }));
  },

  /** Weekly hours of many therapists at once (the public list's "next free slot"). */
  async weeklyFor(q: Queryable, workerIds: string[]): Promise<Map<string, WeeklyInterval[]>> {
    const result = new Map<string, WeeklyInterval[]>(workerIds.map((id) => [id, []]));
    if (workerIds.length === 0) return result;
    const { rows } = await q.query<{ worker_id: string; weekday: number; start_minute: number; end_minute: number }>(
      `SELECT worker_id, weekday, start_minute, end_minute FROM weekly_work_intervals
        WHERE worker_id = ANY ($1::uuid[]) ORDER BY worker_id, weekday, start_minute`,
      [workerIds],
    );
    for (const row of rows) result.get(row.worker_id)?.push({ weekday: row.weekday, ...toClock(row) });
    return result;
  },

  async replaceWeekly(q: Queryable, workerId: string, intervals: WeeklyInterval[]): Promise<void> {
    await q.query('DELETE FROM weekly_work_intervals WHERE worker_id = $1', [workerId]);
    if (intervals.length === 0) return;
    await q.query(
      `INSERT INTO weekly_work_intervals (worker_id, weekday, start_minute, end_minute)
       SELECT $1, w, s, e FROM unnest($2::smallint[], $3::smallint[], $4::smallint[]) AS t (w, s, e)`,
      [
        workerId,
        intervals.map((i) => i.weekday),
        intervals.map((i) => minutes(i.start)),
        intervals.map((i) => minutes(i.end)),
      ],
    );
  },

  /**
   * Upcoming sessions (confirmed, or held while the hold runs) of a therapist overlapping [from, to): what saved
   * special hours are checked against (set_special_work_time's `collisions`).
   */
  async upcomingSessions(
    q: Queryable,
    workerId: string,
    from: Date,
    to: Date,
    now: Date,
  ): Promise<
    Array<{ id: string; series_id: string | null; starts_at: Date; ends_at: Date; status: 'held' | 'confirmed' }>
  > {
    const { rows } = await q.query<{
      id: string;
      series_id: string | null;
      starts_at: Date;
      ends_at: Date;
      status: 'held' | 'confirmed';
    }>(
      `SELECT id, series_id, starts_at, ends_at, status FROM bookings
        WHERE worker_id = $1 AND starts_at > $4
          AND (status = 'confirmed' OR (status = 'held' AND hold_expires_at > $4))
          AND tstzrange(starts_at, ends_at) && tstzrange($2, $3)
        ORDER BY starts_at`,
      [workerId, from, to, now],
    );
    return rows;
  },

  async specialDays(q: Queryable, workerId: string, fromDate: string, toDate: string): Promise<SpecialDay[]> {
    return (await this.specialDaysFor(q, [workerId], fromDate, toDate)).get(workerId) ?? [];
  },

  async specialDaysFor(
    q: Queryable,
    workerIds: string[],
    fromDate: string,
    toDate: string,
  ): Promise<Map<string, SpecialDay[]>> {
    const result = new Map<string, SpecialDay[]>(workerIds.map((id) => [id, []]));
    if (workerIds.length === 0) return result;
    const { rows } = await q.query<{
      worker_id: string;
      work_date: string;
      note: string | null;
      start_minute: number | null;
      end_minute: number | null;
    }>(
      `SELECT d.worker_id, d.work_date, d.note, i.start_minute, i.end_minute
         FROM special_work_days d
         LEFT JOIN special_work_intervals i ON i.worker_id = d.worker_id AND i.work_date = d.work_date
        WHERE d.worker_id = ANY ($1::uuid[]) AND d.work_date BETWEEN $2::date AND $3::date
        ORDER BY d.worker_id, d.work_date, i.start_minute`,
      [workerIds, fromDate, toDate],
    );
    for (const row of rows) {
      const days = result.get(row.worker_id);
      if (!days) continue;
      let day = days[days.length - 1];
      if (!day || day.date !== row.work_date) {
        day = { date: row.work_date, note: row.note, intervals: [] };
        days.push(day);
      }
      if (row.start_minute !== null && row.end_minute !== null) {
        day.intervals.push(toClock({ start_minute: row.start_minute, end_minute: row.end_minute }));
      }
    }
    return result;
  },

  async upsertSpecialDay(q: Queryable, workerId: string, day: SpecialDay): Promise<void> {
    await q.query('DELETE FROM special_work_days WHERE worker_id = $1 AND work_date = $2', [workerId, day.date]);
    await q.query('INSERT INTO special_work_days (worker_id, work_date, note) VALUES ($1, $2, $3)', [
      workerId,
      day.date,
      day.note,
    ]);
    if (day.intervals.length === 0) return;
    await q.query(
      `INSERT INTO special_work_intervals (worker_id, work_date, start_minute, end_minute)
       SELECT $1, $2::date, s, e FROM unnest($3::smallint[], $4::smallint[]) AS t (s, e)`,
      [workerId, day.date, day.intervals.map((i) => minutes(i.start)), day.intervals.map((i) => minutes(i.end))],
    );
  },

  async clearSpecialDays(q: Queryable, workerId: string, dates: string[]): Promise<void> {
    if (dates.length === 0) return;
    await q.query('DELETE FROM special_work_days WHERE worker_id = $1 AND work_date = ANY ($2::date[])', [
      workerId,
      dates,
    ]);
  },

  /**
   * Busy time of these therapists overlapping [busyFrom, busyTo) and the stamp of each one's working hours
   * (`therapist_profiles.schedule_version`, changed by a trigger with every change of hours), in one statement:
   * what every slot query reads from the database when the hours themselves are in the memory cache. Busy time
   * is asked for as a range overlap so the exclusion constraint's gist index answers it (the cost stays flat
   * however many years of past sessions a therapist has); confirmed sessions and unexpired holds, each up to the
   * end of its recorded buffer; `excludeBookingId` leaves out a booking being moved. A therapist without a
   * profile gets no stamp.
   */
  async busyAndStamps(
    q: Queryable,
    workerIds: string[],
    busy: { from: Date; to: Date; excludeBookingId: string | null },
  ): Promise<{ stamps: Map<string, number>; busy: Map<string, BusyRange[]> }> {
    const stamps = new Map<string, number>();
    const busyMap = new Map<string, BusyRange[]>(workerIds.map((id) => [id, []]));
    if (workerIds.length === 0) return { stamps, busy: busyMap };
    const { rows } = await q.query<{ worker_id: string; a: number; b: number | null }>(
      // Times come back as epoch milliseconds (float8): a number per column instead of a timestamp string parsed
      // into a Date and read back. A row with `b` null is a stamp, any other a busy range.
      `SELECT user_id AS worker_id, schedule_version::float8 AS a, NULL::float8 AS b
         FROM therapist_profiles WHERE user_id = ANY ($1::uuid[])
       UNION ALL
       SELECT worker_id, floor(extract(epoch FROM starts_at) * 1000)::float8,
              floor(extract(epoch FROM blocked_until) * 1000)::float8
         FROM bookings
        WHERE worker_id = ANY ($1::uuid[]) AND status IN ('held', 'confirmed')
          AND tstzrange(starts_at, blocked_until) && tstzrange($2, $3)
          AND (status = 'confirmed' OR hold_expires_at > now())
          AND ($4::uuid IS NULL OR id <> $4::uuid)`,
      [workerIds, busy.from, busy.to, busy.excludeBookingId],
      // Behind every calendar, booking check and therapist list: parsed and planned once per connection.
      'slot_busy_and_stamps',
    );
    for (const row of rows) {
      if (row.b === null) stamps.set(row.worker_id, row.a);
      else busyMap.get(row.worker_id)?.push({ start: row.a, blockedUntil: row.b });
    }
    return { stamps, busy: busyMap };
  },

  /**
   * One therapist's calendar inputs in one statement, one row: the profile's slot settings, the stamp of the
   * hours and the busy time overlapping [busyFrom, busyTo) (the same rows as busyAndStamps). A calendar request
   * is then one round trip to the database while the hours are in the memory cache. Busy time comes back as two
   * arrays of epoch milliseconds in the same order (both aggregates read the same rows); null without a profile.
   */
  async calendarOf(
    q: Queryable,
    workerId: string,
    busy: { from: Date; to: Date },
  ): Promise<{ profile: SlotProfile; stamp: number; busy: BusyRange[] } | null> {
    const { rows } = await q.query<{
      user_id: string;
      market: MarketLocale;
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
      stamp: number;
      busy_starts: string | null;
      busy_ends: string | null;
    }>(
      `SELECT p.user_id, p.market, p.time_zone, p.buffer_minutes, p.personal_minutes, p.couple_minutes,
              p.offers_personal, p.offers_couple, p.personal_price_minor, p.couple_price_minor, p.notice_minutes,
              p.horizon_days, p.is_listed, p.schedule_version::float8 AS stamp, b.busy_starts, b.busy_ends
         FROM therapist_profiles p
         CROSS JOIN LATERAL ${busyArrays('p.user_id', '$2', '$3')} b
        WHERE p.user_id = $1`,
      [workerId, busy.from, busy.to],
      // Every calendar request: parsed and planned once per connection.
      'slot_calendar',
    );
    const row = rows[0];
    if (!row) return null;
    return {
      profile: {
        userId: row.user_id,
        market: row.market,
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
      },
      stamp: row.stamp,
      busy: busyRanges(row),
    };
  },

  /**
   * Weekly hours and the special days from `fromDate` on of these therapists, each with the stamp of its hours,
   * all read in one statement (one snapshot): what the memory cache keeps per therapist.
   */
  async hoursFor(
    q: Queryable,
    workerIds: string[],
    fromDate: string,
  ): Promise<Map<string, { stamp: number; weekly: WeeklyInterval[]; special: SpecialDay[] }>> {
    const result = new Map<string, { stamp: number; weekly: WeeklyInterval[]; special: SpecialDay[] }>();
    if (workerIds.length === 0) return result;
    const { rows } = await q.query<{
      kind: 'd' | 's' | 'w';
      worker_id: string;
      stamp: number | null;
      weekday: number | null;
      work_date: string | null;
      note: string | null;
      start_minute: number | null;
      end_minute: number | null;
    }>(
      `SELECT 's' AS kind, user_id AS worker_id, schedule_version::float8 AS stamp, NULL::int AS weekday,
              NULL::text AS work_date, NULL::text AS note, NULL::int AS start_minute, NULL::int AS end_minute
         FROM therapist_profiles WHERE user_id = ANY ($1::uuid[])
       UNION ALL
       SELECT 'w', worker_id, NULL, weekday::int, NULL, NULL, start_minute::int, end_minute::int
         FROM weekly_work_intervals WHERE worker_id = ANY ($1::uuid[])
       UNION ALL
       SELECT 'd', d.worker_id, NULL, NULL, d.work_date::text, d.note, i.start_minute::int, i.end_minute::int
         FROM special_work_days d
         LEFT JOIN special_work_intervals i ON i.worker_id = d.worker_id AND i.work_date = d.work_date
        WHERE d.worker_id = ANY ($1::uuid[]) AND d.work_date >= $2::date
       ORDER BY 1, 2, 4, 5, 7`,
      [workerIds, fromDate],
      'slot_hours',
    );
    // A therapist's rows come in any order of kinds: the entry is made by whichever comes first.
    const entry = (id: string) => {
      let found = result.get(id);
      if (!found) {
        found = { stamp: Number.NaN, weekly: [], special: [] };
        result.set(id, found);
      }
      return found;
    };
    for (const row of rows) {
      if (row.kind === 's') {
        entry(row.worker_id).stamp = row.stamp!;
      } else if (row.kind === 'w') {
        entry(row.worker_id).weekly.push({
          weekday: row.weekday!,
          ...toClock({ start_minute: row.start_minute!, end_minute: row.end_minute! }),
        });
      } else {
        const days = entry(row.worker_id).special;
        let day = days[days.length - 1];
        if (!day || day.date !== row.work_date) {
          day = { date: row.work_date!, note: row.note, intervals: [] };
          days.push(day);
        }
        if (row.start_minute !== null && row.end_minute !== null) {
          day.intervals.push(toClock({ start_minute: row.start_minute, end_minute: row.end_minute }));
        }
      }
    }
    return result;
  },

  /**
   * Time a therapist cannot be booked: confirmed sessions and unexpired holds, each up to the end of the
   * buffer recorded on it. `excludeBookingId` leaves out a booking being moved.
   */
  async busyFor(
    q: Queryable,
    workerIds: string[],
    from: Date,
    to: Date,
    excludeBookingId: string | null = null,
  ): Promise<Map<string, BusyRange[]>> {
    const result = new Map<string, BusyRange[]>(workerIds.map((id) => [id, []]));
    if (workerIds.length === 0) return result;
    const { rows } = await q.query<{ worker_id: string; starts_at: Date; blocked_until: Date }>(
      `SELECT worker_id, starts_at, blocked_until FROM bookings
        WHERE worker_id = ANY ($1::uuid[]) AND status IN ('held', 'confirmed')
          AND tstzrange(starts_at, blocked_until) && tstzrange($2, $3)
          AND (status = 'confirmed' OR hold_expires_at > now())
          AND ($4::uuid IS NULL OR id <> $4::uuid)
        ORDER BY starts_at`,
      [workerIds, from, to, excludeBookingId],
    );
    for (const row of rows) {
      result
        .get(row.worker_id)
        ?.push({ start: new Date(row.starts_at).getTime(), blockedUntil: new Date(row.blocked_until).getTime() });
    }
    return result;
  },
};
