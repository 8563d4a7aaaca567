// Booking a series: the preview (every week judged, alternatives offered for the weeks that cannot be booked)
// and the creation (every occurrence booked, held or paid, the first one's order opened).
import type { FastifyInstance } from 'fastify';
import { SERIES_PAY_DEADLINE_HOURS, type SeriesConflict } from '@rozmova/contracts/schemas/series';
import { ApiError, type ApiErrorDetail } from '../../../errors';
import type { BookingRow } from '../bookings/bookings-contract';
import { HOLD_MINUTES, parseInstant } from '../bookings';
import { serviceTerms } from '../therapists/therapists-repository';
import { formatClock, localDayAt, localMinuteOfDay, offsetMinutesAt } from '../scheduling/scheduling-contract';
import { seriesRepository } from './series-repository';
import {
  MINUTE_MS,
  HOUR_MS,
  type OpenedOrder,
  iso,
  localText,
  sameTimeWeeksLater,
  retryOnDeadlock,
  type SeriesService,
} from './series-rules';
import type { SeriesHelpers } from './series-helpers';

export function seriesBooking(
  fastify: FastifyInstance,
  helpers: SeriesHelpers,
): Pick<SeriesService, 'preview' | 'create'> {
  const { now, loadBookable, judge, alternativesFor, clientZoneOf, viewOf, mailBooked } = helpers;
  return {
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
  };
}
