// The steps the series service is built from: loading the bookable service, judging each week's start,
// finding alternatives, the cabinet views and the mails. One set per api instance (seriesHelpers(fastify)).
import type { FastifyInstance } from 'fastify';
import { isBookableStart } from '@rozmova/contracts/booking-terms';
import { isMarketLocale, type MarketLocale } from '@rozmova/contracts/markets';
import { formatZonedDateTime } from '@rozmova/contracts/time-zones';
import type { SeriesConflict } from '@rozmova/contracts/schemas/series';
import { ApiError } from '../../../errors';
import type { Queryable } from '../../external/db';
import type { BookingRow } from '../bookings/bookings-contract';
import type { Actor } from '../bookings/bookings-contract';
import {
  offersService,
  resolveServiceKind,
  serviceTerms,
  therapistsRepository,
  type TherapistProfile,
} from '../therapists/therapists-repository';
import { workingRanges, type Slot } from '../scheduling/scheduling-contract';
import { dayNumberToDate, isValidTimeZone, localDayAt, wallTimeToInstant } from '../scheduling/scheduling-contract';
import { seriesRepository, type SeriesRow } from './series-repository';
import { seriesBookedMail } from './series-texts';
import { MINUTE_MS, DAY_MS, MAX_ALTERNATIVES, type SeriesView, type Person, iso, roleOf } from './series-rules';

export type SeriesHelpers = ReturnType<typeof seriesHelpers>;

export function seriesHelpers(fastify: FastifyInstance) {
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
    // Only accounts that still exist.
    const people = await fastify.accounts.contacts(ids, q);
    return new Map(
      [...people.values()].map((p) => [
        p.id,
        { id: p.id, email: p.email, locale: p.locale, name: p.name, timezone: p.timezone },
      ]),
    );
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
      const { weekly, special } = await fastify.scheduling.hoursIn(
        q,
        profile.userId,
        dayNumberToDate(day - 1),
        dayNumberToDate(day + 1),
      );
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
      const people = [...(await fastify.accounts.contacts(clientIds, q)).values()];
      const own = await seriesRepository.ownClientIds(q, actor.id, people, new Date(now()));
      for (const c of people) if (own.has(c.id)) clients.set(c.id, { id: c.id, name: c.name, email: c.email! });
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

  return {
    now,
    loadBookable,
    personOf,
    judge,
    alternativesFor,
    clientZoneOf,
    viewOf,
    loadOwn,
    occurrenceOf,
    cabinetLink,
    localeOf,
    mailBooked,
  };
}
