import fp from 'fastify-plugin';
import { ApiError } from '../../../errors';
import type { Queryable } from '../../external/db';
import {
  offersService,
  resolveServiceKind,
  serviceTerms,
  therapistsRepository,
  type TherapistProfile,
} from '../therapists/therapists-repository';
import { newRoomName } from '../video-call/jitsi-token';
import { isValidTimeZone } from '../scheduling/zoned-time';
import { isMarketLocale } from '@rozmova/contracts/markets';
import { canChangeFree, isBookableStart } from '@rozmova/contracts/booking-terms';
import { formatZonedDateTime } from '@rozmova/contracts/time-zones';
import { notifyBookingChange, type ChangeNotice } from './notify-change';
import { bookedForYouMail } from './booked-for-you-texts';
import { cancelLinksRepository } from './cancel-links-repository';
import { isBookableClientOf } from './client-relationship';
import { BookingEvents } from './booking-events';
import { bookingsRepository, type BookingRow, type BookingSource, type CancelledBy } from './bookings-repository';
import type { RefundChosenBy } from './booking-events';
import type { Actor, ConfirmedInput, HoldInput, HoldResult } from './booking-inputs';

export type { Actor, ConfirmedInput, HoldInput, HoldResult } from './booking-inputs';

const MINUTE_MS = 60_000;
const GRID_MS = 5 * MINUTE_MS;
/** How long a slot stays reserved while the client pays. */
export const HOLD_MINUTES = 15;
const DAY_MS = 24 * 60 * MINUTE_MS;
/**
 * How far ahead a therapist may place or move a session by hand (outside their published hours): their own
 * booking horizon or a year, whichever is longer.
 */
export const THERAPIST_MAX_AHEAD_DAYS = 366;

export interface CancelResult {
  booking: BookingRow;
  cancelledBy: CancelledBy;
  late: boolean;
}

export interface BookForClientInput {
  clientEmail: string;
  serviceId: string;
  startsAt: string;
  partnerEmail: string | null;
  note: string | null;
}

export interface BookingClient {
  id: string;
  name: string;
  email: string;
}

/** What the one-click cancel page shows: the session, in the client's language and zone. */
export interface CancelLinkView {
  booking: BookingRow;
  locale: 'ua' | 'pl' | 'ro' | 'en';
  therapistName: string;
  timeZone: string;
}

/** A change for an air-raid alert or a lost connection (api/docs/outages.md). */
export interface ChangeOptions {
  free?: boolean;
}

export interface BookingsService {
  createHold(q: Queryable, input: HoldInput): Promise<HoldResult>;
  confirmHold(q: Queryable, bookingId: string, input: { orderId: string | null }): Promise<BookingRow>;
  /**
   * Gives a held slot back (an order closed unpaid). A series occurrence whose own hold (pay per occurrence) is
   * still running stays held for the client, unless `force` (the series releases it itself).
   */
  releaseHold(q: Queryable, bookingId: string, reason: string, options?: { force?: boolean }): Promise<void>;
  /** The hold of a series occurrence held for `clientId`, for the order that pays it (payments' contract). */
  holdForOrder(q: Queryable, bookingId: string, clientId: string): Promise<HoldResult>;
  createConfirmedBooking(q: Queryable, input: ConfirmedInput): Promise<BookingRow>;
  /**
   * A therapist books a session for one of their own clients (client-relationship.ts) and the client is e-mailed
   * with a one-click cancel link; `inside` runs in the booking's transaction. Anyone else's address, and an address nobody has,
   * are the same `404 client_not_found`.
   */
  bookForClient(
    workerId: string,
    input: BookForClientInput,
    inside?: (q: Queryable, booking: BookingRow, client: BookingClient) => Promise<void>,
  ): Promise<{ booking: BookingRow; client: BookingClient }>;
  /** The session a cancel link is for, while the link can still cancel it; null otherwise. */
  viewCancelLink(token: string): Promise<CancelLinkView | null>;
  /** Cancels through a link, as the client would in the cabinet; null when the link cannot (any more). */
  cancelByLink(token: string): Promise<CancelLinkView | null>;
  /**
   * `inside` runs in the cancellation's transaction after everything else (refund included): an admin's route
   * writes its notices to both sides there, so they exist exactly when the cancellation does.
   */
  cancel(
    actor: Actor,
    input: {
      bookingId: string;
      refundTo: 'payment' | 'token';
      reason: string | null;
      /** An admin's statement that the client asked for a token instead of their money (recorded as such). */
      clientAskedForToken?: boolean;
    },
    inside?: (q: Queryable, result: CancelResult) => Promise<void>,
  ): Promise<CancelResult>;
  reschedule(actor: Actor, input: { bookingId: string; startsAt: string }): Promise<BookingRow>;
  /**
   * `cancel` inside the caller's transaction (a series cancels several occurrences in one). `options.free`: an
   * outage (api/docs/outages.md) — never late, and allowed until the session's end.
   */
  cancelIn(
    q: Queryable,
    actor: Actor,
    input: { bookingId: string; refundTo: 'payment' | 'token'; reason: string | null; clientAskedForToken?: boolean },
    options?: ChangeOptions,
  ): Promise<CancelResult>;
  /**
   * `reschedule` inside the caller's transaction (a series moves several occurrences in one). `options.free`: an
   * alert or outage waives the 24 h rule (still only to a free slot) and allows it until the session's end.
   */
  rescheduleIn(
    q: Queryable,
    actor: Actor,
    input: { bookingId: string; startsAt: string },
    options?: ChangeOptions,
  ): Promise<BookingRow>;
  /** Cancels a person's future bookings inside the account-deletion transaction. */
  cancelAllFor(q: Queryable, userId: string): Promise<number>;
  sweepExpiredHolds(): Promise<number>;
  /** Whether the client has had a confirmed session of any kind (a first-session promo code is for no one else). */
  clientHasConfirmedSession(q: Queryable, clientId: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    bookings: BookingsService;
    /** Register what a cancelled booking means for your area: `bookingEvents.onCancelled(name, handler)`. */
    bookingEvents: BookingEvents;
  }
}

export interface RefundChoice {
  to: 'payment' | 'token';
  chosenBy: RefundChosenBy;
}

const PAYMENT_BY_RULE: RefundChoice = { to: 'payment', chosenBy: 'rule' };

/**
 * Where a cancelled session's money goes (issue 22): back to the original payment method unless the client asked
 * for a session token, either themselves or through an admin who says so (recorded as `client_via_admin`). A
 * therapist, or an admin on their own, cannot turn a client's money into a token: asking is a clear 400.
 */
function refundChoice(
  cancelledBy: CancelledBy,
  input: { refundTo: 'payment' | 'token'; clientAskedForToken?: boolean },
): RefundChoice {
  if (cancelledBy === 'client') return { to: input.refundTo, chosenBy: 'client' };
  if (input.refundTo === 'token') {
    if (cancelledBy === 'system' && input.clientAskedForToken) return { to: 'token', chosenBy: 'client_via_admin' };
    throw new ApiError(
      400,
      'refund_to_token_needs_client_request',
      cancelledBy === 'system'
        ? 'Money goes back to the original payment method unless the client asked for a token: set client_asked_for_token.'
        : "Money goes back to the client's original payment method; only the client can choose a token.",
      [{ field: 'refund_to', rule: 'client_choice_only' }],
    );
  }
  return PAYMENT_BY_RULE;
}

function parseInstant(value: string, field: string): number {
  const ms = Date.parse(value);
  if (!Number.isFinite(ms))
    throw new ApiError(400, 'validation_failed', `${field} is not a date-time.`, [{ field, rule: 'format' }]);
  return ms;
}

export default fp(
  async (fastify) => {
    const events = new BookingEvents();
    const clockNow = () => new Date(fastify.clock.now());
    fastify.decorate('bookingEvents', events);
    const loadBookable = async (q: Queryable, workerId: string, serviceId: string) => {
      const profile = await therapistsRepository.findByUserId(q, workerId);
      if (!profile) throw new ApiError(404, 'therapist_not_found', 'This therapist does not exist.');
      const kind = resolveServiceKind(serviceId);
      if (!kind) {
        throw new ApiError(400, 'unknown_service_id', 'Unknown session type.', [{ field: 'service_id', rule: 'enum' }]);
      }
      if (!offersService(profile, kind)) {
        throw new ApiError(409, 'service_not_offered', 'This therapist does not offer this type of session.');
      }
      return { profile, kind, terms: serviceTerms(profile, kind) };
    };

    const checkParticipants = (workerId: string, clientId: string) => {
      if (workerId === clientId)
        throw new ApiError(409, 'cannot_book_self', 'A therapist cannot book a session with themselves.');
    };

    const normalisedPartner = (kind: 'personal' | 'couple', partnerEmail: string | null | undefined): string | null => {
      if (!partnerEmail) return null;
      if (kind !== 'couple') {
        throw new ApiError(400, 'partner_only_for_couple', 'A partner can only join a couple session.', [
          { field: 'partner_email', rule: 'couple_only' },
        ]);
      }
      return partnerEmail.trim().toLowerCase();
    };

    const insertBooking = async (
      q: Queryable,
      input: {
        profile: TherapistProfile;
        clientId: string;
        serviceId: string;
        kind: 'personal' | 'couple';
        start: number;
      },
      extra: {
        status: 'held' | 'confirmed';
        source: BookingSource;
        sourceRef: string | null;
        partnerEmail: string | null;
        workerNote: string | null;
        holdUntil?: Date;
      },
    ): Promise<BookingRow> => {
      const terms = serviceTerms(input.profile, input.kind);
      const startsAt = new Date(input.start);
      const endsAt = new Date(input.start + terms.durationMinutes * MINUTE_MS);
      const blockedUntil = new Date(endsAt.getTime() + input.profile.bufferMinutes * MINUTE_MS);
      await bookingsRepository.expireStaleHolds(
        q,
        { workerId: input.profile.userId, clientId: input.clientId, from: startsAt, to: blockedUntil },
        clockNow(),
      );
      return bookingsRepository.insert(q, {
        workerId: input.profile.userId,
        clientId: input.clientId,
        serviceId: terms.serviceId,
        serviceKind: input.kind,
        market: input.profile.market,
        startsAt,
        endsAt,
        blockedUntil,
        status: extra.status,
        holdExpiresAt:
          extra.status === 'held'
            ? (extra.holdUntil ?? new Date(fastify.clock.now() + HOLD_MINUTES * MINUTE_MS))
            : null,
        source: extra.source,
        sourceRef: extra.sourceRef,
        orderId: null,
        priceMinor: terms.priceMinor,
        currency: terms.currency,
        partnerEmail: extra.partnerEmail,
        room: newRoomName(),
        workerNote: extra.workerNote,
        clientNote: null,
      });
    };

    /**
     * Says why a start time can never be booked before asking whether it is free, so the caller hears
     * "in the past" / "too soon" / "too far ahead" instead of "taken". Clients are held to the therapist's
     * notice and horizon (exactly the bounds the slot list uses); therapists only to the past and a far limit.
     */
    const checkStartTime = (profile: TherapistProfile, start: number, by: 'client' | 'therapist') => {
      const now = fastify.clock.now();
      if (start <= now) {
        throw new ApiError(400, 'starts_in_past', 'The session must start in the future.', [
          { field: 'starts_at', rule: 'future' },
        ]);
      }
      const horizonDays =
        by === 'client' ? profile.horizonDays : Math.max(profile.horizonDays, THERAPIST_MAX_AHEAD_DAYS);
      if (start >= now + horizonDays * DAY_MS) {
        throw new ApiError(400, 'beyond_horizon', `Sessions can be booked at most ${horizonDays} days ahead.`, [
          { field: 'starts_at', rule: 'horizon', horizon_days: horizonDays },
        ]);
      }
      if (by === 'client' && !isBookableStart(start, now, profile.noticeMinutes)) {
        throw new ApiError(
          400,
          'too_short_notice',
          `Sessions with this therapist are booked at least ${profile.noticeMinutes} minutes ahead.`,
          [{ field: 'starts_at', rule: 'min_notice', notice_minutes: profile.noticeMinutes }],
        );
      }
    };

    const requireFreeSlot = async (
      q: Queryable,
      profile: TherapistProfile,
      kind: 'personal' | 'couple',
      start: number,
      excludeBookingId: string | null = null,
    ) => {
      checkStartTime(profile, start, 'client');
      if (!(await fastify.scheduling.isFreeSlot(q, profile, kind, start, excludeBookingId))) {
        throw new ApiError(409, 'slot_taken', 'This time is no longer free. Please choose another slot.');
      }
    };

    const cancelInside = async (
      q: Queryable,
      booking: BookingRow,
      cancelledBy: CancelledBy,
      late: boolean,
      refund: RefundChoice,
      reason: string | null,
      byUserId: string | null = null,
    ) => {
      const cancelled = await bookingsRepository.cancel(q, booking.id, {
        cancelledBy,
        late,
        refundTo: refund.to,
        reason,
        byUserId,
      });
      await events.emitCancelled(q, {
        bookingId: booking.id,
        cancelledBy,
        late,
        refundTo: refund.to,
        refundChosenBy: refund.chosenBy,
      });
      return cancelled;
    };

    const notifyChange = (q: Queryable, booking: BookingRow, change: ChangeNotice) =>
      notifyBookingChange(fastify, q, booking, change);

    /** The client's own language and zone (the therapist's zone when they set none). */
    const cancelLinkView = async (
      q: Queryable,
      booking: BookingRow,
      clientId: string,
    ): Promise<CancelLinkView | null> => {
      const { rows } = await q.query<{ locale: string; timezone: string | null }>(
        'SELECT locale, timezone FROM users WHERE id = $1 AND deleted_at IS NULL',
        [clientId],
      );
      const client = rows[0];
      if (!client || !isMarketLocale(client.locale)) return null;
      const profile = booking.worker_id ? await therapistsRepository.findByUserId(q, booking.worker_id) : null;
      const timeZone =
        client.timezone && isValidTimeZone(client.timezone) ? client.timezone : (profile?.timeZone ?? 'UTC');
      return { booking, locale: client.locale, therapistName: profile?.displayName ?? '', timeZone };
    };

    /**
     * The client hears of every session their therapist books for them, with a link that cancels it in one click
     * (until it starts), whatever their mail settings: a session in someone's calendar is not a marketing mail.
     */
    const tellClientOfBooking = async (q: Queryable, booking: BookingRow, client: BookingClient) => {
      const view = await cancelLinkView(q, booking, client.id);
      if (!view) return;
      const token = await cancelLinksRepository.issue(q, booking.id, client.id, new Date(booking.starts_at));
      const shell = fastify.config.publicShellUrl;
      const api = `${fastify.config.publicApiUrl}${fastify.config.basePath}`;
      const mail = bookedForYouMail(view.locale, {
        name: client.name,
        therapist: view.therapistName,
        kind: booking.service_kind,
        when: formatZonedDateTime(new Date(booking.starts_at), view.timeZone, view.locale),
        cabinetLink: `${shell}/${view.locale}/cabinet/appointments-list`,
        cancelLink: `${api}/v4/booking/cancel_by_link?config_id=${view.locale}&token=${token}`,
      });
      await fastify.outbox.enqueue(q, {
        purpose: 'booked_by_therapist',
        userId: client.id,
        bookingId: booking.id,
        to: client.email,
        locale: view.locale,
        subject: mail.subject,
        text: mail.text,
      });
    };

    const roleIn = (booking: BookingRow, actor: Actor): CancelledBy | null => {
      if (actor.role === 'user' && booking.client_id === actor.id) return 'client';
      if (actor.role === 'therapist' && booking.worker_id === actor.id) return 'therapist';
      return null;
    };

    const service: BookingsService = {
      async createHold(q, input) {
        const start = parseInstant(input.startsAt, 'starts_at');
        checkParticipants(input.workerId, input.clientId);
        const { profile, kind } = await loadBookable(q, input.workerId, input.serviceId);
        const partnerEmail = normalisedPartner(kind, input.partnerEmail);
        await events.emitBeforeClientBooking(q, {
          workerId: input.workerId,
          clientId: input.clientId,
          serviceId: input.serviceId,
          startsAt: new Date(start),
        });
        await requireFreeSlot(q, profile, kind, start);
        const row = await insertBooking(
          q,
          { profile, clientId: input.clientId, serviceId: input.serviceId, kind, start },
          {
            status: 'held',
            source: 'purchase',
            sourceRef: null,
            partnerEmail,
            workerNote: null,
            holdUntil: input.holdUntil,
          },
        );
        return {
          bookingId: row.id,
          startsAt: new Date(row.starts_at).toISOString(),
          endsAt: new Date(row.ends_at).toISOString(),
          holdExpiresAt: new Date(row.hold_expires_at!).toISOString(),
        };
      },

      async confirmHold(q, bookingId, input) {
        const booking = await bookingsRepository.lockById(q, bookingId);
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
        if (!options.force) {
          const booking = await bookingsRepository.findById(q, bookingId);
          const seriesId = booking?.series_id;
          if (
            booking &&
            seriesId &&
            booking.hold_expires_at &&
            new Date(booking.hold_expires_at).getTime() > fastify.clock.now()
          )
            return;
        }
        await bookingsRepository.release(q, bookingId, 'released', reason);
      },

      async holdForOrder(q, bookingId, clientId) {
        const booking = await bookingsRepository.lockById(q, bookingId);
        const seriesId = booking?.series_id;
        if (!booking || booking.client_id !== clientId || !seriesId)
          throw new ApiError(404, 'booking_not_found', 'This booking does not exist.');
        if (
          booking.status !== 'held' ||
          !booking.hold_expires_at ||
          new Date(booking.hold_expires_at).getTime() <= fastify.clock.now()
        ) {
          throw new ApiError(409, 'occurrence_not_payable', 'This session can no longer be paid for.');
        }
        return {
          bookingId: booking.id,
          startsAt: new Date(booking.starts_at).toISOString(),
          endsAt: new Date(booking.ends_at).toISOString(),
          holdExpiresAt: new Date(booking.hold_expires_at).toISOString(),
        };
      },

      async createConfirmedBooking(q, input) {
        const start = parseInstant(input.startsAt, 'starts_at');
        checkParticipants(input.workerId, input.clientId);
        const { profile, kind } = await loadBookable(q, input.workerId, input.serviceId);
        const partnerEmail = normalisedPartner(kind, input.partnerEmail);
        if (input.source === 'worker') {
          // Therapists may see a client outside their published hours, but not in the past or off the grid.
          checkStartTime(profile, start, 'therapist');
          if (start % GRID_MS !== 0)
            throw new ApiError(400, 'validation_failed', 'Sessions start on a 5-minute grid.', [
              { field: 'starts_at', rule: 'grid_5_minutes' },
            ]);
        } else {
          await events.emitBeforeClientBooking(q, {
            workerId: input.workerId,
            clientId: input.clientId,
            serviceId: input.serviceId,
            startsAt: new Date(start),
          });
          await requireFreeSlot(q, profile, kind, start);
        }
        const booking = await insertBooking(
          q,
          { profile, clientId: input.clientId, serviceId: input.serviceId, kind, start },
          {
            status: 'confirmed',
            source: input.source,
            sourceRef: input.sourceRef ?? null,
            partnerEmail,
            workerNote: input.note ?? null,
          },
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
        return booking;
      },

      async cancel(actor, input, inside) {
        return fastify.db.tx(async (q) => {
          const result = await service.cancelIn(q, actor, input);
          await inside?.(q, result);
          return result;
        });
      },

      async cancelIn(q, actor, input, options) {
        const booking = await bookingsRepository.lockById(q, input.bookingId);
        // An admin cancels for the platform (mf-worker-cabinet/README.md, "Admin cancellations"): a 'system'
        // cancellation naming the admin, never late and always refunded, as a therapist's is.
        const byAdmin = actor.role === 'admin';
        const cancelledBy = booking ? (byAdmin ? 'system' : roleIn(booking, actor)) : null;
        // Someone else's booking looks exactly like a missing one.
        if (!booking || !cancelledBy) throw new ApiError(404, 'booking_not_found', 'This booking does not exist.');
        if (booking.status !== 'confirmed') {
          throw new ApiError(
            409,
            'booking_not_cancellable',
            `This booking is ${booking.status} and cannot be cancelled.`,
          );
        }
        const msBefore = new Date(booking.starts_at).getTime() - fastify.clock.now();
        const over = options?.free ? new Date(booking.ends_at).getTime() <= fastify.clock.now() : msBefore <= 0;
        if (over) throw new ApiError(409, 'booking_already_started', 'A session that has started cannot be cancelled.');
        const late =
          !options?.free && cancelledBy === 'client' && !canChangeFree(booking.starts_at, fastify.clock.now());
        const cancelled = await cancelInside(
          q,
          booking,
          cancelledBy,
          late,
          refundChoice(cancelledBy, input),
          input.reason,
          byAdmin ? actor.id : null,
        );
        const result: CancelResult = { booking: cancelled, cancelledBy, late };
        // The platform's cancellation is told by the admin's route (adminOrders.tellBothSides, in `inside`):
        // the refund notices to both sides and this same notice to the couple's partner.
        if (cancelledBy !== 'system') {
          await notifyChange(q, cancelled, {
            kind: 'cancelled',
            actedAs: cancelledBy,
            previousStart: new Date(cancelled.starts_at),
            reason: input.reason,
          });
        }
        return result;
      },

      async reschedule(actor, input) {
        return fastify.db.tx((q) => service.rescheduleIn(q, actor, input));
      },

      async rescheduleIn(q, actor, input, options) {
        const start = parseInstant(input.startsAt, 'starts_at');
        let previousStart = new Date(0);
        let movedBy: 'client' | 'therapist' | 'platform' = 'client';
        const booking = await bookingsRepository.lockById(q, input.bookingId);
        // An admin moves any session for the platform, by the therapist's rules (any future time on the grid).
        const by = booking ? (actor.role === 'admin' ? 'system' : roleIn(booking, actor)) : null;
        if (!booking || !by) throw new ApiError(404, 'booking_not_found', 'This booking does not exist.');
        if (booking.status !== 'confirmed') {
          throw new ApiError(
            409,
            'booking_not_reschedulable',
            `This booking is ${booking.status} and cannot be moved.`,
          );
        }
        const msBefore = new Date(booking.starts_at).getTime() - fastify.clock.now();
        const over = options?.free ? new Date(booking.ends_at).getTime() <= fastify.clock.now() : msBefore <= 0;
        if (over) throw new ApiError(409, 'booking_already_started', 'A session that has started cannot be moved.');
        if (!booking.worker_id)
          throw new ApiError(409, 'booking_not_reschedulable', 'This therapist is no longer on the platform.');
        const profile = await therapistsRepository.findByUserId(q, booking.worker_id);
        if (!profile)
          throw new ApiError(409, 'booking_not_reschedulable', 'This therapist is no longer on the platform.');
        if (by === 'client' || options?.free) {
          if (!options?.free && !canChangeFree(booking.starts_at, fastify.clock.now())) {
            throw new ApiError(
              409,
              'reschedule_too_late',
              'A session can be moved until 24 hours before it starts. You can still cancel it.',
            );
          }
          await requireFreeSlot(q, profile, booking.service_kind, start, booking.id);
        } else {
          checkStartTime(profile, start, 'therapist');
          if (start % GRID_MS !== 0)
            throw new ApiError(400, 'validation_failed', 'Sessions start on a 5-minute grid.', [
              { field: 'starts_at', rule: 'grid_5_minutes' },
            ]);
        }
        previousStart = new Date(booking.starts_at);
        movedBy = by === 'system' ? 'platform' : by;
        const duration = new Date(booking.ends_at).getTime() - new Date(booking.starts_at).getTime();
        const buffer = new Date(booking.blocked_until).getTime() - new Date(booking.ends_at).getTime();
        const startsAt = new Date(start);
        const endsAt = new Date(start + duration);
        const blockedUntil = new Date(start + duration + buffer);
        await bookingsRepository.expireStaleHolds(
          q,
          { workerId: booking.worker_id, clientId: booking.client_id, from: startsAt, to: blockedUntil },
          clockNow(),
        );
        const moved = await bookingsRepository.move(q, booking.id, { startsAt, endsAt, blockedUntil });
        await cancelLinksRepository.follow(q, booking.id, startsAt);
        await notifyChange(q, moved, { kind: 'moved', actedAs: movedBy, previousStart });
        return moved;
      },

      async cancelAllFor(q, userId) {
        const bookings = await bookingsRepository.futureActiveFor(q, userId);
        for (const booking of bookings) {
          if (booking.status === 'held') {
            await bookingsRepository.release(q, booking.id, 'released', 'account_deleted');
          } else {
            // Whoever leaves, the other side is not charged: money goes back where it came from, and the
            // other side hears of it (the leaver's own mails are forgotten by the deletion right after).
            const side = booking.client_id === userId ? 'client' : 'therapist';
            const cancelled = await cancelInside(q, booking, side, false, PAYMENT_BY_RULE, null);
            await notifyChange(q, cancelled, {
              kind: 'cancelled',
              actedAs: side,
              previousStart: new Date(cancelled.starts_at),
              leaving: true,
            });
          }
        }
        // The mails about the person's sessions (the cancellations just written among them) and the therapists'
        // other mails (a daily agenda) lose every mention of them; then the notes do.
        const person = await q.query<{ name: string; email: string | null; phone: string | null }>(
          'SELECT name, email, phone FROM users WHERE id = $1',
          [userId],
        );
        const who = person.rows[0];
        if (who) {
          const related = await bookingsRepository.relatedTo(q, userId, who.email);
          await fastify.outbox.forgetMentions(
            q,
            { bookingIds: related.bookingIds, userIds: related.workerIds },
            who,
            related.partnerEmails,
          );
        }
        await bookingsRepository.forgetClientNotes(q, userId);
        await cancelLinksRepository.forgetClient(q, userId);
        await therapistsRepository.unlist(q, userId);
        return bookings.length;
      },

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
          const booking = await service.createConfirmedBooking(q, {
            workerId,
            clientId: found.id,
            serviceId: input.serviceId,
            startsAt: input.startsAt,
            source: 'worker',
            partnerEmail: input.partnerEmail,
            note: input.note,
          });
          await tellClientOfBooking(q, booking, found);
          await inside?.(q, booking, found);
          return { booking, client: found };
        });
      },

      async viewCancelLink(token) {
        const link = await cancelLinksRepository.find(fastify.db, token);
        if (!link || link.used_at) return null;
        const booking = await bookingsRepository.findById(fastify.db, link.booking_id);
        if (!booking || booking.client_id !== link.client_id || booking.status !== 'confirmed') return null;
        if (new Date(booking.starts_at).getTime() <= fastify.clock.now()) return null;
        return cancelLinkView(fastify.db, booking, link.client_id);
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
          return cancelLinkView(fastify.db, result.booking, link.client_id);
        } catch (err) {
          if (err instanceof ApiError && err.statusCode < 500) return null;
          throw err;
        }
      },

      clientHasConfirmedSession: (q, clientId) => bookingsRepository.clientHasConfirmedSession(q, clientId),
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
