// A series after it is booked: listing it, cancelling or moving one occurrence or all following, ending it,
// paying a held occurrence later and the deadline job that reminds and releases unpaid ones.
import type { FastifyInstance } from 'fastify';
import { formatZonedDateTime } from '@rozmova/contracts/time-zones';
import { SERIES_PAY_REMINDER_HOURS } from '@rozmova/contracts/schemas/series';
import { ApiError, type ApiErrorDetail } from '../../../errors';
import { parseInstant } from '../bookings';
import { therapistsRepository } from '../therapists/therapists-repository';
import { localDayAt, localMinuteOfDay, wallTimeToInstant } from '../scheduling/scheduling-contract';
import { seriesRepository } from './series-repository';
import { payReminderMail, releasedMail } from './series-texts';
import { HOUR_MS, iso, roleOf, type SeriesService } from './series-rules';
import type { SeriesHelpers } from './series-helpers';

export function seriesChanges(
  fastify: FastifyInstance,
  helpers: SeriesHelpers,
): Omit<SeriesService, 'preview' | 'create'> {
  const { now, personOf, viewOf, loadOwn, occurrenceOf, cabinetLink, localeOf } = helpers;
  return {
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
}
