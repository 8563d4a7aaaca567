// What the bookings service offers the other areas and its routes, kept apart from the steps that make it up so
// that a step can name a result type without importing the plugin.
import type { Queryable } from '../../external/db';
import type { TherapistProfile } from '../therapists/therapists-repository';
import type { BookingRow, CancelledBy } from './bookings-repository';
import type { Actor, ConfirmedInput, HoldInput, HoldResult } from './booking-inputs';
import type { ChangeNotice } from './notify-change';
import type { BookingFacts } from './booking-facts-contract';

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
  /**
   * The therapist's profile as the route has just read it (`therapists.ownProfile`): the booking is checked
   * against it instead of reading it again (the read takes no lock, so a second one would see nothing more).
   */
  profile: TherapistProfile | null;
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

/** The filter of the therapist's own booking list. */
export interface WorkerBookingsFilter {
  from: Date | null;
  to: Date | null;
  status: string;
  limit: number;
  offset: number;
}

/** A booking in the therapist's list, with its client when the therapist may know them. */
export type WorkerBookingRow = BookingRow & {
  client_name: string | null;
  client_email: string | null;
  client_known: boolean;
};

export interface BookingsService extends BookingFacts {
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
  /** One booking as it stands, or null (the admin's order report reads its facts here). */
  find(q: Queryable, bookingId: string): Promise<BookingRow | null>;
  /**
   * Tells those a change to a booking as it now stands concerns (a cancellation: its start is the one they knew), in
   * the caller's transaction (notify-change.ts); nothing when there is no such booking.
   */
  notifyChange(q: Queryable, bookingId: string, change: Omit<ChangeNotice, 'previousStart'>): Promise<void>;
  /** The therapist's bookings overlapping [from, to) with the given status, soonest first: one page and the total. */
  listForWorker(workerId: string, filter: WorkerBookingsFilter): Promise<{ rows: WorkerBookingRow[]; total: number }>;
  /**
   * A therapist's confirmed sessions still to come, soonest first, in the caller's transaction (the admin tells these
   * clients when it deactivates the therapist).
   */
  futureConfirmedForWorker(
    q: Queryable,
    workerId: string,
  ): Promise<{ id: string; starts_at: Date; service_kind: string; client_id: string | null }[]>;
  /** Whether the client has had a confirmed session of any kind (a first-session promo code is for no one else). */
  clientHasConfirmedSession(q: Queryable, clientId: string): Promise<boolean>;
}
