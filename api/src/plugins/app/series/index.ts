// Recurring series (issue 24, api/docs/series.md): the same therapist, session type and wall-clock time (in the
// therapist's zone) every week or every second week. Every occurrence is an ordinary booking made through
// fastify.bookings / fastify.payments, so it passes exactly the rules and database constraints a single booking
// does; this area adds the series row, the checks before confirming, and what only a series has (this and all
// following, ending a series, paying a held occurrence later and releasing it unpaid).
import fp from 'fastify-plugin';
import type { FromSchema } from 'json-schema-to-ts';
import { isBookableStart } from '@rozmova/contracts/booking-terms';
import { isMarketLocale, type MarketLocale } from '@rozmova/contracts/markets';
import { formatZonedDateTime } from '@rozmova/contracts/time-zones';
import {
  SERIES_PAY_DEADLINE_HOURS,
  SERIES_PAY_REMINDER_HOURS,
  type SeriesConflict,
  type SeriesPayment,
  type seriesPreviewResponseSchema,
  type seriesSchema,
} from '@rozmova/contracts/schemas/series';
import { ApiError, type ApiErrorDetail } from '../../../errors';
import type { Queryable } from '../../external/db';
import type { BookingRow } from '../bookings/bookings-repository';
import type { Actor } from '../bookings/booking-inputs';
import { HOLD_MINUTES, parseInstant } from '../bookings';
import {
  offersService,
  resolveServiceKind,
  serviceTerms,
  therapistsRepository,
  type TherapistProfile,
} from '../therapists/therapists-repository';
import { workingRanges, type Slot } from '../scheduling/slots';
import { workTimeRepository } from '../scheduling/work-time-repository';
import {
  dayNumberToDate,
  formatClock,
  isValidTimeZone,
  localDayAt,
  localMinuteOfDay,
  offsetMinutesAt,
  wallTimeToInstant,
} from '../scheduling/zoned-time';
import { seriesRepository, type SeriesPerson, type SeriesRow } from './series-repository';
import { payReminderMail, releasedMail, seriesBookedMail } from './series-texts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const MAX_ALTERNATIVES = 5;

export type SeriesPreviewView = FromSchema<typeof seriesPreviewResponseSchema>;
export type SeriesView = FromSchema<typeof seriesSchema>;

export interface PreviewInput {
  workerId: string;
  serviceId: string;
  startsAt: string;
  everyWeeks: 1 | 2;
  count: number;
  clientTimeZone?: string;
}

export interface CreateInput {
  workerId: string;
  serviceId: string;
  everyWeeks: 1 | 2;
  occurrences: string[];
  payment: SeriesPayment;
  partnerEmail?: string;
}

/** The order opened for an occurrence (payments' OrderRow, as initiate_purchase answers it). */
export type OpenedOrder = Awaited<ReturnType<import('fastify').FastifyInstance['payments']['open']>>;

export interface SeriesService {
  preview(viewer: Actor | null, input: PreviewInput): Promise<SeriesPreviewView>;
  create(
    client: Actor,
    locale: MarketLocale,
    input: CreateInput,
  ): Promise<{ series: SeriesView; purchase: OpenedOrder | null }>;
  list(actor: Actor, onlyActive: boolean): Promise<SeriesView[]>;
  get(actor: Actor, seriesId: string): Promise<SeriesView>;
  cancel(
    actor: Actor,
    input: {
      bookingId: string;
      scope: 'this' | 'this_and_following';
      refundTo: 'payment' | 'token';
      reason: string | null;
    },
  ): Promise<{ series: SeriesView; cancelled: Array<{ booking_id: string; status: string; late: boolean }> }>;
  move(
    actor: Actor,
    input: { bookingId: string; startsAt: string; scope: 'this' | 'this_and_following' },
  ): Promise<SeriesView>;
  end(actor: Actor, input: { seriesId: string; reason: string | null }): Promise<SeriesView>;
  payOccurrence(client: Actor, locale: MarketLocale, bookingId: string): Promise<OpenedOrder>;
  /** Reminders with the pay link (72 h before) and releases of unpaid occurrences (48 h before); the job's work. */
  runPaymentDeadlines(): Promise<{ reminded: number; released: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    series: SeriesService;
  }
}

type Person = SeriesPerson;

const iso = (ms: number | Date) => new Date(ms).toISOString();

function roleOf(actor: Actor): 'client' | 'therapist' {
  if (actor.role === 'user') return 'client';
  if (actor.role === 'therapist') return 'therapist';
  throw new ApiError(403, 'forbidden', 'Series are for clients and therapists.');
}

/** "YYYY-MM-DDTHH:MM" on a zone's clock. */
function localText(zone: string, ms: number): string {
  return `${dayNumberToDate(localDayAt(zone, ms))}T${formatClock(localMinuteOfDay(zone, ms))}`;
}

/** The same wall-clock time in `zone`, `weeks` weeks after `first`. */
function sameTimeWeeksLater(zone: string, first: number, weeks: number): number {
  return wallTimeToInstant(zone, localDayAt(zone, first) + 7 * weeks, localMinuteOfDay(zone, first));
}

/** PostgreSQL gave up one of two transactions waiting for each other (deadlock or serialization failure). */
function isDeadlock(err: unknown): boolean {
  if (err instanceof ApiError) return err.error === 'concurrent_update';
  const code = (err as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Two series racing for the same occurrences insert several rows each, and the exclusion constraint may make
 * them wait for each other; PostgreSQL then aborts one. Run again, that one finds the winner's occurrences and
 * answers which weeks are taken, as a lost single booking does.
 */
async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= attempts || !isDeadlock(err)) throw err;
    }
  }
}

export default fp(
  async (fastify) => {
    const now = () => fastify.clock.now();

    const loadBookable = async (q: Queryable, workerId: string, serviceId: string) => {
      const profile = await therapistsRepository.findByUserId(q, workerId);
      if (!profile) throw new ApiError(404, 'therapist_not_found', 'This therapist does not exist.');
      const kind = resolveServiceKind(serviceId);
      if (!kind)
        throw new ApiError(400, 'unknown_service_id', 'Unknown session type.', [{ field: 'service_id', rule: 'enum' }]);
      if (!offersService(profile, kind))
        throw new ApiError(409, 'service_not_offered', 'This therapist does not offer this type of session.');
      return { profile, kind, terms: serviceTerms(profile, kind) };
    };

    const personOf = async (q: Queryable, ids: string[]): Promise<Map<string, Person>> => {
      const rows = await seriesRepository.people(q, ids);
      return new Map(rows.map((r) => [r.id, r]));
    };

    /**
     * Why a client could not book `start` now, or null when a single booking could: the bookings service's own
     * order of questions (past, horizon, notice, then the published free slot), then the client's own sessions.
     * The free-slot answer is scheduling's isFreeSlot, the very call checkout makes; the rest only names the cause.
     */
    const judge = async (
      q: Queryable,
      profile: TherapistProfile,
      kind: 'personal' | 'couple',
      clientId: string | null,
      start: number,
      excludeBookingId: string | null = null,
    ): Promise<SeriesConflict | null> => {
      const at = now();
      if (start <= at) return 'min_notice';
      if (start >= at + profile.horizonDays * DAY_MS) return 'beyond_horizon';
      if (!isBookableStart(start, at, profile.noticeMinutes)) return 'min_notice';
      const duration = serviceTerms(profile, kind).durationMinutes * MINUTE_MS;
      if (!(await fastify.scheduling.isFreeSlot(q, profile, kind, start, excludeBookingId))) {
        const day = localDayAt(profile.timeZone, start);
        const special = await workTimeRepository.specialDays(
          q,
          profile.userId,
          dayNumberToDate(day - 1),
          dayNumberToDate(day + 1),
        );
        const weekly = await workTimeRepository.weekly(q, profile.userId);
        const ranges = workingRanges(profile.timeZone, weekly, special, start - DAY_MS, start + DAY_MS);
        const covered = ranges.some((r) => r.start <= start && start + duration <= r.end);
        if (!covered) return special.some((d) => d.date === dayNumberToDate(day)) ? 'special_hours' : 'outside_hours';
        const buffer = profile.bufferMinutes * MINUTE_MS;
        const busy = await seriesRepository.workerBusy(
          q,
          profile.userId,
          new Date(start - buffer),
          new Date(start + duration + buffer),
          new Date(at),
        );
        // In working hours and nothing booked near it: a time off the slot grid, which no single booking takes.
        return busy ? 'booked' : 'outside_hours';
      }
      if (clientId) {
        const mine = await seriesRepository.clientBusy(
          q,
          clientId,
          new Date(start),
          new Date(start + duration),
          new Date(at),
        );
        if (mine.length > 0) return 'client_busy';
      }
      return null;
    };

    /**
     * Free slots from three days before to three days after the wanted date (the therapist's days), nearest first:
     * each still falls in that occurrence's week of the series, so keeping one never collides with another week.
     */
    const alternativesFor = async (
      q: Queryable,
      profile: TherapistProfile,
      kind: 'personal' | 'couple',
      clientId: string | null,
      start: number,
      taken: Slot[],
    ): Promise<Slot[]> => {
      const day = localDayAt(profile.timeZone, start);
      const from = wallTimeToInstant(profile.timeZone, day - 3, 0);
      const to = wallTimeToInstant(profile.timeZone, day + 4, 0);
      const slots = await fastify.scheduling.freeSlots(q, profile, kind, from, to);
      const mine = clientId
        ? await seriesRepository.clientBusy(q, clientId, new Date(from), new Date(to), new Date(now()))
        : [];
      const overlaps = (s: Slot, r: { start: number; end: number }) => s.start < r.end && r.start < s.end;
      return slots
        .filter((s) => !mine.some((r) => overlaps(s, r)) && !taken.some((r) => overlaps(s, r)))
        .sort((a, b) => Math.abs(a.start - start) - Math.abs(b.start - start) || a.start - b.start)
        .slice(0, MAX_ALTERNATIVES);
    };

    const clientZoneOf = async (viewer: Actor | null, asked: string | undefined, fallback: string) => {
      if (asked) {
        if (!isValidTimeZone(asked))
          throw new ApiError(400, 'validation_failed', 'Unknown time zone.', [
            { field: 'client_time_zone', rule: 'unknown_time_zone' },
          ]);
        return asked;
      }
      if (viewer) {
        const person = (await personOf(fastify.db, [viewer.id])).get(viewer.id);
        if (person?.timezone && isValidTimeZone(person.timezone)) return person.timezone;
      }
      return fallback;
    };

    const viewOf = async (q: Queryable, actor: Actor, rows: SeriesRow[]): Promise<SeriesView[]> => {
      const occurrences = await seriesRepository.occurrences(
        q,
        rows.map((r) => r.id),
      );
      const workerIds = [...new Set(rows.map((r) => r.worker_id).filter((id): id is string => Boolean(id)))];
      const names = new Map<string, { name: string; zone: string }>();
      for (const id of workerIds) {
        const profile = await therapistsRepository.findByUserId(q, id);
        if (profile) names.set(id, { name: profile.displayName, zone: profile.timeZone });
      }
      // A therapist sees the client only where the person is their client (bookings/client-relationship.ts).
      const clients = new Map<string, { id: string; name: string; email: string }>();
      if (actor.role === 'therapist') {
        const clientIds = [...new Set(rows.map((r) => r.client_id).filter((id): id is string => Boolean(id)))];
        for (const c of await seriesRepository.ownClients(q, actor.id, clientIds, new Date(now())))
          clients.set(c.id, c);
      }
      return rows.map((row) => {
        const info = row.worker_id ? names.get(row.worker_id) : undefined;
        return {
          id: row.id,
          status: row.status,
          worker_id: row.worker_id ?? '',
          worker_name: info?.name ?? '',
          client: actor.role === 'therapist' && row.client_id ? (clients.get(row.client_id) ?? null) : null,
          service_id: row.service_id,
          every_weeks: row.every_weeks,
          payment: row.payment,
          time_zone: info?.zone ?? 'UTC',
          created_at: iso(row.created_at),
          ended_at: row.ended_at ? iso(row.ended_at) : null,
          ended_by: row.ended_by,
          occurrences: occurrences
            .filter((b) => b.series_id === row.id)
            .map((b) => {
              const held = b.status === 'held' && b.hold_expires_at !== null;
              return {
                booking_id: b.id,
                index: b.series_index ?? 0,
                starts_at: iso(b.starts_at),
                ends_at: iso(b.ends_at),
                status: b.status,
                paid: b.status === 'confirmed' || (b.status === 'cancelled' && b.source !== 'worker'),
                pay_by: held ? iso(b.hold_expires_at!) : null,
                reschedule_count: b.reschedule_count,
                cancelled_by: b.cancelled_by,
              };
            }),
        };
      });
    };

    const loadOwn = async (q: Queryable, actor: Actor, seriesId: string, lock = false): Promise<SeriesRow> => {
      const role = roleOf(actor);
      const row = await seriesRepository.find(q, seriesId, lock);
      const mine = row && (role === 'client' ? row.client_id === actor.id : row.worker_id === actor.id);
      // Someone else's series looks exactly like a missing one.
      if (!row || !mine) throw new ApiError(404, 'series_not_found', 'This series does not exist.');
      return row;
    };

    const occurrenceOf = async (q: Queryable, actor: Actor, bookingId: string) => {
      const booking = await seriesRepository.booking(q, bookingId);
      if (!booking?.series_id) throw new ApiError(404, 'booking_not_found', 'This booking does not exist.');
      const series = await loadOwn(q, actor, booking.series_id, true).catch((err: unknown) => {
        if (err instanceof ApiError && err.statusCode === 404)
          throw new ApiError(404, 'booking_not_found', 'This booking does not exist.');
        throw err;
      });
      return { booking, series };
    };

    const cabinetLink = (locale: MarketLocale, role: 'client' | 'therapist') =>
      `${fastify.config.publicShellUrl}/${locale}/${role === 'client' ? 'cabinet/series' : 'cabinet/appointments-list'}`;
    const localeOf = (p: Person | undefined, fallback: MarketLocale): MarketLocale =>
      p && isMarketLocale(p.locale) ? p.locale : fallback;

    const mailBooked = async (q: Queryable, series: SeriesRow, profile: TherapistProfile, bookings: BookingRow[]) => {
      const people = await personOf(q, [series.client_id!, profile.userId]);
      const payLater = bookings.some((b) => b.status === 'held');
      for (const role of ['client', 'therapist'] as const) {
        const person = people.get(role === 'client' ? series.client_id! : profile.userId);
        if (!person?.email) continue;
        const locale = localeOf(person, series.market);
        const zone = role === 'therapist' ? profile.timeZone : (person.timezone ?? profile.timeZone);
        const mail = seriesBookedMail(locale, {
          role,
          therapist: profile.displayName,
          dates: bookings.map((b) => formatZonedDateTime(new Date(b.starts_at), zone, locale)),
          payLater,
          link: cabinetLink(locale, role),
        });
        await fastify.outbox.enqueue(q, {
          purpose: 'series_booked',
          userId: person.id,
          bookingId: bookings[0]?.id ?? null,
          to: person.email,
          locale,
          subject: mail.subject,
          text: mail.text,
        });
      }
    };

    const service: SeriesService = {
      async preview(viewer, input) {
        const first = parseInstant(input.startsAt, 'starts_at');
        const q = fastify.db;
        const { profile, kind, terms } = await loadBookable(q, input.workerId, input.serviceId);
        const clientId = viewer && viewer.role === 'user' ? viewer.id : null;
        const clientZone = await clientZoneOf(viewer, input.clientTimeZone, profile.timeZone);
        const duration = terms.durationMinutes * MINUTE_MS;
        const starts = Array.from({ length: input.count }, (_, i) =>
          sameTimeWeeksLater(profile.timeZone, first, i * input.everyWeeks),
        );
        const judged: Array<SeriesConflict | null> = [];
        for (const start of starts) judged.push(await judge(q, profile, kind, clientId, start));
        // Free occurrences are what the series will take: alternatives offered for a conflicting week avoid them.
        const taken = starts.filter((_, i) => judged[i] === null).map((s) => ({ start: s, end: s + duration }));
        const usualShift = offsetMinutesAt(clientZone, first) - offsetMinutesAt(profile.timeZone, first);
        const usualClientTime = formatClock(localMinuteOfDay(clientZone, first));
        const occurrences = [];
        for (const [index, start] of starts.entries()) {
          const conflict: SeriesConflict | null = judged[index] ?? null;
          const shift = offsetMinutesAt(clientZone, start) - offsetMinutesAt(profile.timeZone, start) - usualShift;
          occurrences.push({
            index,
            starts_at: iso(start),
            ends_at: iso(start + duration),
            therapist_local: localText(profile.timeZone, start),
            client_local: localText(clientZone, start),
            status: conflict ? ('conflict' as const) : ('free' as const),
            conflict,
            alternatives: conflict
              ? (await alternativesFor(q, profile, kind, clientId, start, taken)).map((s) => ({
                  starts_at: iso(s.start),
                  ends_at: iso(s.end),
                }))
              : [],
            client_shift:
              shift !== 0
                ? {
                    client_time_zone: clientZone,
                    usual_client_time: usualClientTime,
                    client_time: formatClock(localMinuteOfDay(clientZone, start)),
                    shift_minutes: shift,
                  }
                : null,
          });
        }
        return {
          worker_id: profile.userId,
          service_id: terms.serviceId,
          every_weeks: input.everyWeeks,
          time_zone: profile.timeZone,
          client_time_zone: clientZone,
          duration_minutes: terms.durationMinutes,
          notice_minutes: profile.noticeMinutes,
          occurrences,
        };
      },

      async create(client, locale, input) {
        if (client.role !== 'user') throw new ApiError(403, 'forbidden', 'Only clients book a series.');
        const starts = input.occurrences.map((s, i) => parseInstant(s, `occurrences/${i}/starts_at`));
        const order = starts.map((_, i) => i).sort((a, b) => starts[a]! - starts[b]!);
        const created = await retryOnDeadlock(() =>
          fastify.db.tx(async (q) => {
            await seriesRepository.lockWorker(q, input.workerId);
            const { profile, kind } = await loadBookable(q, input.workerId, input.serviceId);
            // Each occurrence's week in the series, counted in the therapist's days from the first.
            const firstDay = localDayAt(profile.timeZone, starts[order[0]!]!);
            const indexes = starts.map((s) =>
              Math.round((localDayAt(profile.timeZone, s) - firstDay) / (7 * input.everyWeeks)),
            );
            const seen = new Set<number>();
            const weekProblems: ApiErrorDetail[] = [];
            for (const i of order) {
              const index = indexes[i]!;
              if (index < 0 || index > 11 || seen.has(index))
                weekProblems.push({ field: `occurrences/${i}/starts_at`, rule: 'one_per_week' });
              seen.add(index);
            }
            if (weekProblems.length > 0)
              throw new ApiError(
                400,
                'validation_failed',
                'Each occurrence must fall in its own week of the series (at most 12 weeks).',
                weekProblems,
              );
            // Every occurrence is judged before anything is written, so the answer names all of them at once.
            const conflicts: ApiErrorDetail[] = [];
            for (const i of order) {
              const conflict = await judge(q, profile, kind, client.id, starts[i]!);
              if (conflict)
                conflicts.push({ field: `occurrences/${i}/starts_at`, rule: conflict, starts_at: iso(starts[i]!) });
            }
            const refuse = (details: ApiErrorDetail[]) =>
              new ApiError(
                409,
                'series_occurrence_conflict',
                'Some occurrences of the series cannot be booked.',
                details,
              );
            if (conflicts.length > 0) throw refuse(conflicts);
            const series = await seriesRepository.insert(q, {
              worker_id: profile.userId,
              client_id: client.id,
              service_id: serviceTerms(profile, kind).serviceId,
              every_weeks: input.everyWeeks,
              payment: input.payment,
              market: locale,
            });
            const bookings: BookingRow[] = [];
            for (const i of order) {
              const startsAt = iso(starts[i]!);
              let bookingId: string;
              try {
                if (input.payment === 'pay_per_occurrence') {
                  const payBy = starts[i]! - SERIES_PAY_DEADLINE_HOURS * HOUR_MS;
                  const hold = await fastify.bookings.createHold(q, {
                    workerId: profile.userId,
                    clientId: client.id,
                    serviceId: input.serviceId,
                    startsAt,
                    partnerEmail: input.partnerEmail ?? null,
                    ...(payBy > now() + HOLD_MINUTES * MINUTE_MS ? { holdUntil: new Date(payBy) } : {}),
                  });
                  bookingId = hold.bookingId;
                } else {
                  const used = await fastify.payments.useTokenIn(q, client.id, locale, {
                    workerId: profile.userId,
                    serviceId: input.serviceId,
                    startsAt,
                    partnerEmail: input.partnerEmail,
                    quiet: true,
                    ...(input.payment === 'subscription' ? { only: 'subscription' as const } : {}),
                  });
                  bookingId = used.bookingId;
                }
              } catch (err) {
                // A racer took the time (or the client's) between the check and the write: the constraint refused,
                // and the whole series with it.
                if (err instanceof ApiError && (err.error === 'slot_taken' || err.error === 'client_busy'))
                  throw refuse([
                    {
                      field: `occurrences/${i}/starts_at`,
                      rule: err.error === 'slot_taken' ? 'booked' : 'client_busy',
                      starts_at: startsAt,
                    },
                  ]);
                throw err;
              }
              await seriesRepository.attach(q, bookingId, series.id, indexes[i]!);
              bookings.push((await seriesRepository.booking(q, bookingId))!);
            }
            await mailBooked(q, series, profile, bookings);
            return { series, bookings, profile };
          }),
        );
        let purchase: OpenedOrder | null = null;
        if (input.payment === 'pay_per_occurrence') {
          const first = created.bookings[0]!;
          try {
            purchase = await fastify.payments.open({ id: client.id }, locale, {
              kind: 'appointment',
              workerId: created.profile.userId,
              serviceId: input.serviceId,
              startsAt: iso(first.starts_at),
              heldBookingId: first.id,
            });
          } catch (err) {
            // The series stands; the first occurrence stays payable from the cabinet while its hold runs.
            if (!(err instanceof ApiError)) throw err;
            fastify.log.warn({ err, seriesId: created.series.id }, 'series: the first occurrence order did not open');
          }
        }
        const [series] = await viewOf(fastify.db, client, [created.series]);
        return { series: series!, purchase };
      },

      async list(actor, onlyActive) {
        const rows = await seriesRepository.listFor(fastify.db, actor.id, roleOf(actor), onlyActive);
        return viewOf(fastify.db, actor, rows);
      },

      async get(actor, seriesId) {
        const row = await loadOwn(fastify.db, actor, seriesId);
        return (await viewOf(fastify.db, actor, [row]))[0]!;
      },

      async cancel(actor, input) {
        const role = roleOf(actor);
        return fastify.db.tx(async (q) => {
          const { booking, series } = await occurrenceOf(q, actor, input.bookingId);
          const all = await seriesRepository.occurrences(q, [series.id]);
          const at = now();
          const targets =
            input.scope === 'this'
              ? [booking]
              : all.filter(
                  (b) =>
                    new Date(b.starts_at).getTime() >= new Date(booking.starts_at).getTime() &&
                    new Date(b.starts_at).getTime() > at &&
                    (b.status === 'confirmed' || b.status === 'held'),
                );
          const cancelled: Array<{ booking_id: string; status: string; late: boolean }> = [];
          for (const target of targets) {
            if (target.status === 'held') {
              await fastify.bookings.releaseHold(q, target.id, `series_cancelled_by_${role}`, { force: true });
              cancelled.push({ booking_id: target.id, status: 'released', late: false });
            } else {
              // Each occurrence is judged alone, as /v4/cancel_booking judges it: free until 24 h before it.
              const result = await fastify.bookings.cancelIn(q, actor, {
                bookingId: target.id,
                refundTo: input.refundTo,
                reason: input.reason,
              });
              cancelled.push({ booking_id: target.id, status: result.booking.status, late: result.late });
            }
          }
          const [view] = await viewOf(q, actor, [series]);
          return { series: view!, cancelled };
        });
      },

      async move(actor, input) {
        const target = parseInstant(input.startsAt, 'starts_at');
        return fastify.db.tx(async (q) => {
          const { booking, series } = await occurrenceOf(q, actor, input.bookingId);
          if (series.status !== 'active') throw new ApiError(409, 'series_ended', 'This series has ended.');
          // Moving "this and following" rewrites several rows: in turn with the therapist's other series writes.
          if (series.worker_id) await seriesRepository.lockWorker(q, series.worker_id);
          const profile = series.worker_id ? await therapistsRepository.findByUserId(q, series.worker_id) : null;
          if (!profile)
            throw new ApiError(409, 'booking_not_reschedulable', 'This therapist is no longer on the platform.');
          const zone = profile.timeZone;
          const from = new Date(booking.starts_at).getTime();
          // The change on the therapist's clock: days moved and the new time of day, applied to every following one.
          const dayShift = localDayAt(zone, target) - localDayAt(zone, from);
          const minute = localMinuteOfDay(zone, target);
          const all = await seriesRepository.occurrences(q, [series.id]);
          const moves =
            input.scope === 'this'
              ? [{ booking, to: target }]
              : all
                  .filter((b) => new Date(b.starts_at).getTime() >= from && b.status === 'confirmed')
                  .map((b) => ({
                    booking: b,
                    to: wallTimeToInstant(zone, localDayAt(zone, new Date(b.starts_at).getTime()) + dayShift, minute),
                  }));
          // Later ones first when moving later (earlier ones first when moving earlier), so no occurrence is
          // moved onto one that has not moved yet.
          if (target > from) moves.reverse();
          const problems: ApiErrorDetail[] = [];
          for (const move of moves) {
            try {
              await fastify.bookings.rescheduleIn(q, actor, { bookingId: move.booking.id, startsAt: iso(move.to) });
            } catch (err) {
              if (!(err instanceof ApiError) || err.statusCode >= 500) throw err;
              const rule: string =
                err.error === 'slot_taken'
                  ? 'booked'
                  : err.error === 'too_short_notice'
                    ? 'min_notice'
                    : err.error === 'beyond_horizon'
                      ? 'beyond_horizon'
                      : err.error;
              problems.push({ field: 'booking_id', rule, booking_id: move.booking.id, starts_at: iso(move.to) });
            }
          }
          if (problems.length > 0) {
            if (input.scope === 'this' && problems.length === 1) {
              // One occurrence: the single-booking answer, as /v4/reschedule_booking gives it.
              await fastify.bookings.rescheduleIn(q, actor, { bookingId: booking.id, startsAt: iso(target) });
            }
            throw new ApiError(409, 'series_move_conflict', 'Not every occurrence can be moved there.', problems);
          }
          return (await viewOf(q, actor, [series]))[0]!;
        });
      },

      async end(actor, input) {
        if (actor.role !== 'therapist') throw new ApiError(403, 'forbidden', 'Only the therapist ends a series.');
        return fastify.db.tx(async (q) => {
          const series = await loadOwn(q, actor, input.seriesId, true);
          if (series.status !== 'active') throw new ApiError(409, 'series_ended', 'This series has ended.');
          const at = now();
          for (const b of await seriesRepository.occurrences(q, [series.id])) {
            if (new Date(b.starts_at).getTime() <= at) continue;
            if (b.status === 'held') {
              await fastify.bookings.releaseHold(q, b.id, 'series_ended', { force: true });
            } else if (b.status === 'confirmed') {
              await fastify.bookings.cancelIn(q, actor, { bookingId: b.id, refundTo: 'payment', reason: input.reason });
            }
          }
          await seriesRepository.end(q, series.id, 'therapist');
          const ended = (await seriesRepository.find(q, series.id))!;
          return (await viewOf(q, actor, [ended]))[0]!;
        });
      },

      async payOccurrence(client, locale, bookingId) {
        if (client.role !== 'user') throw new ApiError(403, 'forbidden', 'Only the client pays for a session.');
        const { booking, series } = await occurrenceOf(fastify.db, client, bookingId);
        if (!series.worker_id)
          throw new ApiError(409, 'occurrence_not_payable', 'This session can no longer be paid for.');
        return fastify.payments.open({ id: client.id }, locale, {
          kind: 'appointment',
          workerId: series.worker_id,
          serviceId: booking.service_id,
          startsAt: iso(booking.starts_at),
          heldBookingId: booking.id,
        });
      },

      async runPaymentDeadlines() {
        const at = now();
        let reminded = 0;
        let released = 0;
        const reminders = await seriesRepository.dueReminders(
          fastify.db,
          new Date(at),
          new Date(at + SERIES_PAY_REMINDER_HOURS * HOUR_MS),
        );
        for (const b of reminders) {
          await fastify.db.tx(async (q) => {
            if (!(await seriesRepository.markNotice(q, b.id, 'pay_reminder'))) return;
            const people = await personOf(q, [b.client_id!]);
            const client = people.get(b.client_id!);
            const profile = b.worker_id ? await therapistsRepository.findByUserId(q, b.worker_id) : null;
            if (!client?.email) return;
            const locale = localeOf(client, b.market);
            const zone = client.timezone ?? profile?.timeZone ?? null;
            const mail = payReminderMail(locale, {
              therapist: profile?.displayName ?? '',
              when: formatZonedDateTime(new Date(b.starts_at), zone, locale),
              payBy: formatZonedDateTime(new Date(b.hold_expires_at!), zone, locale),
              link: `${fastify.config.publicShellUrl}/${locale}/cabinet/series?pay=${b.id}`,
            });
            await fastify.outbox.enqueue(q, {
              purpose: 'series_pay_reminder',
              userId: client.id,
              bookingId: b.id,
              to: client.email,
              locale,
              subject: mail.subject,
              text: mail.text,
            });
            reminded += 1;
          });
        }
        await fastify.db.tx(async (q) => {
          for (const b of await seriesRepository.dueReleases(q, new Date(at))) {
            if (!(await seriesRepository.markNotice(q, b.id, 'released'))) continue;
            await fastify.bookings.releaseHold(q, b.id, 'series_unpaid', { force: true });
            const ids = [b.client_id, b.worker_id].filter((id): id is string => Boolean(id));
            const people = await personOf(q, ids);
            const profile = b.worker_id ? await therapistsRepository.findByUserId(q, b.worker_id) : null;
            for (const role of ['client', 'therapist'] as const) {
              const person = people.get(role === 'client' ? b.client_id! : b.worker_id!);
              if (!person?.email) continue;
              const locale = localeOf(person, b.market);
              const zone =
                role === 'therapist' ? (profile?.timeZone ?? null) : (person.timezone ?? profile?.timeZone ?? null);
              const mail = releasedMail(locale, {
                role,
                therapist: profile?.displayName ?? '',
                when: formatZonedDateTime(new Date(b.starts_at), zone, locale),
                link: cabinetLink(locale, role),
              });
              await fastify.outbox.enqueue(q, {
                purpose: 'series_released',
                userId: person.id,
                bookingId: b.id,
                to: person.email,
                locale,
                subject: mail.subject,
                text: mail.text,
              });
            }
            released += 1;
          }
        });
        return { reminded, released };
      },
    };

    fastify.decorate('series', service);

    // Whoever leaves, their series end with them (their sessions were cancelled by the scheduling hook).
    fastify.accountDeletionHooks.register('series', (q, userId) => seriesRepository.endAllFor(q, userId));

    fastify.jobs.define('series.payment-deadlines', { cron: '*/5 * * * *', policy: 'stately' }, async () => {
      await service.runPaymentDeadlines();
    });
  },
  {
    name: 'series',
    dependencies: ['db', 'jobs', 'outbox', 'scheduling', 'bookings', 'payments', 'accounts'],
  },
);
