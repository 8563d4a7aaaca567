// The bookings service: each step lives in steps/ (one per file, cal.com's handleNewBooking style) and this plugin
// composes them: create a hold or a confirmed booking, confirm and release holds, cancel, move, book for a client,
// the one-click cancel link and account deletion's part.
import fp from 'fastify-plugin';
import { ApiError } from '../../../errors';
import type { Queryable } from '../../external/db';
import type { TherapistProfile } from '../therapists/therapists-repository';
import { notifyBookingChange, type ChangeNotice } from './notify-change';
import { cancelLinksRepository } from './cancel-links-repository';
import { isBookableClientOf } from './client-relationship';
import { BookingEvents } from './booking-events';
import { bookingsRepository, type BookingRow } from './bookings-repository';
import type { ConfirmedInput } from './booking-inputs';
import type { BookingClient, BookingsService } from './service-types';
import { cancelAllFor } from './steps/cancel-all-for';
import { bookingFacts } from './repository/booking-facts';
import { cancelBooking } from './steps/cancel-booking';
import { cancelLinkView, planClientMail, tellClientOfBooking } from './steps/cancel-link-mail';
import { checkParticipants } from './steps/check-participants';
import { checkTherapistStart } from './steps/check-start';
import { holdResult, keepsSeriesHold, payableHold } from './steps/hold-rules';
import { insertBooking } from './steps/insert-booking';
import { listForWorker } from './steps/list-for-worker';
import { bookableOf, loadBookable } from './steps/load-bookable';
import { normalisePartner } from './steps/normalise-partner';
import { parseInstant } from './steps/parse-instant';
import { requireFreeSlot, type IsFreeSlot } from './steps/require-free-slot';
import { rescheduleBooking } from './steps/reschedule-booking';

export type { Actor, ConfirmedInput, HoldInput, HoldResult } from './booking-inputs';
export type {
  BookForClientInput,
  BookingClient,
  BookingsService,
  CancelLinkView,
  CancelResult,
  ChangeOptions,
} from './service-types';
export type { RefundChoice } from './steps/refund-choice';
export { HOLD_MINUTES } from './steps/hold-rules';
export { parseInstant } from './steps/parse-instant';
export { THERAPIST_MAX_AHEAD_DAYS } from './steps/check-start';

declare module 'fastify' {
  interface FastifyInstance {
    bookings: BookingsService;
    /** Register what a cancelled booking means for your area: `bookingEvents.onCancelled(name, handler)`. */
    bookingEvents: BookingEvents;
  }
}

export default fp(
  async (fastify) => {
    const events = new BookingEvents();
    const now = () => fastify.clock.now();
    const clockNow = () => new Date(now());
    fastify.decorate('bookingEvents', events);
    const slots: { isFreeSlot: IsFreeSlot; now: () => number } = {
      isFreeSlot: (...args) => fastify.scheduling.isFreeSlot(...args),
      now,
    };
    const notifyChange = (q: Queryable, booking: BookingRow, change: ChangeNotice) =>
      notifyBookingChange(fastify, q, booking, change);

    /** The steps every new booking takes: its time, who takes part, what is booked, the partner. */
    const prepare = async (
      q: Queryable,
      input: { workerId: string; clientId: string; serviceId: string; startsAt: string; partnerEmail?: string | null },
      /** The therapist's profile when the caller has just read it (undefined: read it here). */
      known?: TherapistProfile | null,
    ) => {
      const start = parseInstant(input.startsAt, 'starts_at');
      checkParticipants(input.workerId, input.clientId);
      const { profile, kind } =
        known === undefined
          ? await loadBookable(q, input.workerId, input.serviceId)
          : bookableOf(known && known.userId === input.workerId ? known : null, input.serviceId);
      return { start, profile, kind, partnerEmail: normalisePartner(kind, input.partnerEmail) };
    };

    /** A client takes a time themselves: the waitlist may hand it over first, then it must be a free slot. */
    const clientTakes = async (
      q: Queryable,
      input: { workerId: string; clientId: string; serviceId: string },
      booking: Awaited<ReturnType<typeof prepare>>,
    ) => {
      await events.emitBeforeClientBooking(q, {
        workerId: input.workerId,
        clientId: input.clientId,
        serviceId: input.serviceId,
        startsAt: new Date(booking.start),
      });
      await requireFreeSlot(q, slots, booking.profile, booking.kind, booking.start);
    };

    /**
     * A confirmed booking and the therapist it was read with. `keepsTransaction: false` when a refusal ends the
     * caller's transaction anyway (insert-booking.ts).
     */
    const createConfirmed = async (
      q: Queryable,
      input: ConfirmedInput,
      keepsTransaction: boolean,
      known?: TherapistProfile | null,
      cancelLinkHash: Buffer | null = null,
    ) => {
      const prepared = await prepare(q, input, known);
      // Therapists may see a client outside their published hours, but not in the past or off the grid.
      if (input.source === 'worker') checkTherapistStart(prepared.profile, prepared.start, now());
      else await clientTakes(q, input, prepared);
      const booking = await insertBooking(
        q,
        { profile: prepared.profile, clientId: input.clientId, kind: prepared.kind, start: prepared.start },
        {
          status: 'confirmed',
          source: input.source,
          sourceRef: input.sourceRef ?? null,
          partnerEmail: prepared.partnerEmail,
          workerNote: input.note ?? null,
          keepsTransaction,
          cancelLinkHash,
        },
        now,
      );
      // A client's own booking (token, subscription, gift): a confirmation to them, news to the therapist.
      // A therapist's booking for a client is announced by the route that makes it, a series' by the series.
      if (input.source !== 'worker' && !input.quiet) {
        await notifyChange(q, booking, {
          kind: 'booked',
          actedAs: 'client',
          previousStart: new Date(booking.starts_at),
        });
      }
      return { booking, profile: prepared.profile };
    };

    const service: BookingsService = {
      async createHold(q, input) {
        const prepared = await prepare(q, input);
        await clientTakes(q, input, prepared);
        const row = await insertBooking(
          q,
          { profile: prepared.profile, clientId: input.clientId, kind: prepared.kind, start: prepared.start },
          {
            status: 'held',
            source: 'purchase',
            sourceRef: null,
            partnerEmail: prepared.partnerEmail,
            workerNote: null,
            holdUntil: input.holdUntil,
          },
          now,
        );
        return holdResult(row);
      },

      async confirmHold(q, bookingId, input) {
        const booking = await bookingsRepository.lockWithTherapist(q, bookingId);
        if (!booking) throw new ApiError(404, 'booking_not_found', 'This booking does not exist.');
        if (booking.status === 'confirmed') return booking;
        if (booking.status !== 'held' && booking.status !== 'expired') {
          throw new ApiError(409, 'hold_not_active', `This booking is ${booking.status} and cannot be confirmed.`);
        }
        // A payment that lands after the hold ran out still gets its session if nobody took the time
        // meanwhile; otherwise the exclusion constraint refuses and payments refunds.
        const scope = {
          workerId: booking.worker_id,
          clientId: booking.client_id,
          from: booking.starts_at,
          to: booking.blocked_until,
        };
        await bookingsRepository.expireStaleHolds(q, scope, clockNow());
        const confirmed = await bookingsRepository.confirm(q, bookingId, input.orderId);
        // The client's confirmation is the payment receipt; the therapist hears of the new session here.
        await notifyChange(q, confirmed, {
          kind: 'booked',
          actedAs: 'client',
          previousStart: new Date(confirmed.starts_at),
          audiences: ['therapist'],
        });
        return confirmed;
      },

      async releaseHold(q, bookingId, reason, options = {}) {
        if (!options.force && keepsSeriesHold(await bookingsRepository.findById(q, bookingId), now())) return;
        await bookingsRepository.release(q, bookingId, 'released', reason);
      },

      async holdForOrder(q, bookingId, clientId) {
        return payableHold(await bookingsRepository.lockById(q, bookingId), clientId, now());
      },

      async createConfirmedBooking(q, input) {
        return (await createConfirmed(q, input, true)).booking;
      },

      async cancel(actor, input, inside) {
        return fastify.db.tx(async (q) => {
          const result = await service.cancelIn(q, actor, input);
          await inside?.(q, result);
          return result;
        });
      },

      async cancelIn(q, actor, input, options) {
        const result = await cancelBooking(q, { events, now }, actor, input, options);
        // The platform's cancellation is told by the admin's route (adminOrders.tellBothSides, in `inside`):
        // the refund notices to both sides and this same notice to the couple's partner.
        if (result.cancelledBy !== 'system') {
          await notifyChange(q, result.booking, {
            kind: 'cancelled',
            actedAs: result.cancelledBy,
            previousStart: new Date(result.booking.starts_at),
            reason: input.reason,
          });
        }
        return result;
      },

      async reschedule(actor, input) {
        return fastify.db.tx((q) => service.rescheduleIn(q, actor, input));
      },

      async rescheduleIn(q, actor, input, options) {
        const { moved, previousStart, movedBy } = await rescheduleBooking(q, slots, actor, input, options);
        await notifyChange(q, moved, { kind: 'moved', actedAs: movedBy, previousStart });
        return moved;
      },

      cancelAllFor: (q, userId) => cancelAllFor(fastify, events, q, userId),

      async bookForClient(workerId, input, inside) {
        const found = await fastify.accounts.findClientByEmail(input.clientEmail);
        // Always asked, also when nobody has the address, so both answers below take the same work.
        const isClient = await isBookableClientOf(fastify.db, workerId, found, clockNow());
        if (!found || !isClient) {
          throw new ApiError(404, 'client_not_found', 'None of your clients has this e-mail address.', [
            { field: 'client_email', rule: 'exists' },
          ]);
        }
        return fastify.db.tx(async (q) => {
          const therapist = input.profile;
          // The client's language and zone first, so the booking and its cancel link are one statement.
          const plan = planClientMail(found, therapist);
          // A refusal (409) rolls this whole transaction back: no savepoint is needed around the insert.
          const { booking } = await createConfirmed(
            q,
            {
              workerId,
              clientId: found.id,
              serviceId: input.serviceId,
              startsAt: input.startsAt,
              source: 'worker',
              partnerEmail: input.partnerEmail,
              note: input.note,
            },
            false,
            therapist,
            plan?.link.hash ?? null,
          );
          const client: BookingClient = { id: found.id, name: found.name, email: found.email };
          if (plan) await tellClientOfBooking(fastify, q, booking, client, plan);
          await inside?.(q, booking, client);
          return { booking, client };
        });
      },

      async viewCancelLink(token) {
        const link = await cancelLinksRepository.find(fastify.db, token);
        if (!link || link.used_at) return null;
        const booking = await bookingsRepository.findById(fastify.db, link.booking_id);
        if (!booking || booking.client_id !== link.client_id || booking.status !== 'confirmed') return null;
        if (new Date(booking.starts_at).getTime() <= now()) return null;
        return cancelLinkView(fastify.accounts, fastify.db, booking, link.client_id);
      },

      async cancelByLink(token) {
        const link = await cancelLinksRepository.find(fastify.db, token);
        if (!link || link.used_at) return null;
        try {
          // Exactly the cabinet's cancellation by the client (free until 24 hours before, then late), with the
          // link spent in the same transaction: two clicks at once end with one cancellation and one "no longer
          // works".
          const result = await service.cancel(
            { id: link.client_id, role: 'user' },
            { bookingId: link.booking_id, refundTo: 'payment', reason: null },
            async (q) => {
              if (!(await cancelLinksRepository.markUsed(q, token)))
                throw new ApiError(409, 'booking_not_cancellable', 'This link has been used.');
            },
          );
          return cancelLinkView(fastify.accounts, fastify.db, result.booking, link.client_id);
        } catch (err) {
          if (err instanceof ApiError && err.statusCode < 500) return null;
          throw err;
        }
      },

      find: (q, bookingId) => bookingsRepository.findById(q, bookingId),
      clientHasConfirmedSession: (q, clientId) => bookingsRepository.clientHasConfirmedSession(q, clientId),
      futureConfirmedForWorker: (q, workerId) => bookingsRepository.futureConfirmedForWorker(q, workerId),
      async notifyChange(q, bookingId, change) {
        const booking = await bookingsRepository.findById(q, bookingId);
        if (booking) await notifyChange(q, booking, { ...change, previousStart: new Date(booking.starts_at) });
      },
      listForWorker: (workerId, filter) => listForWorker(fastify.accounts, fastify.db, workerId, filter),
      ...bookingFacts,
      async sweepExpiredHolds() {
        return bookingsRepository.sweepExpiredHolds(fastify.db, clockNow());
      },
    };

    fastify.decorate('bookings', service);

    fastify.accountDeletionHooks.register('scheduling', async (q, userId) => {
      await service.cancelAllFor(q, userId);
    });

    // Holds are expired on every colliding write already; the job keeps lists and statistics tidy.
    fastify.jobs.define('bookings.expire-holds', { cron: '* * * * *', policy: 'stately' }, async () => {
      await service.sweepExpiredHolds();
      await cancelLinksRepository.sweep(fastify.db, clockNow());
    });
  },
  { name: 'bookings', dependencies: ['db', 'jobs', 'scheduling', 'accounts', 'outbox'] },
);
