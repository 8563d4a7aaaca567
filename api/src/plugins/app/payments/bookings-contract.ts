// What payments needs from scheduling's `fastify.bookings` (api/docs/area-contracts.md). Typed here so the
// payments code compiles against the contract, not against scheduling's internals; scheduling's
// BookingsService satisfies it.
import type { Queryable } from '../../external/db';
import type { BookingFacts } from '../bookings/booking-facts-contract';

export interface HoldResult {
  bookingId: string;
  startsAt: string;
  endsAt: string;
  holdExpiresAt: string;
}

/** The booking a token or subscription session became. */
export interface ConfirmedBooking {
  id: string;
  starts_at: Date;
  ends_at: Date;
}

/** The facts of one booking the admin's order report shows. */
export interface ReportedBooking {
  id: string;
  status: string;
  starts_at: Date;
  service_kind: string;
  client_id: string | null;
  worker_id: string | null;
}

export interface BookingsContract extends BookingFacts {
  /** One booking as it stands, or null. */
  find(q: Queryable, bookingId: string): Promise<ReportedBooking | null>;
  createHold(
    q: Queryable,
    input: { workerId: string; clientId: string; serviceId: string; startsAt: string; partnerEmail?: string | null },
  ): Promise<HoldResult>;
  confirmHold(q: Queryable, bookingId: string, input: { orderId: string }): Promise<unknown>;
  releaseHold(q: Queryable, bookingId: string, reason: string): Promise<unknown>;
  /**
   * A series occurrence held for its client (pay per occurrence, api/docs/series.md) that an order is now opened
   * for: its hold as createHold would give it; 409 `occurrence_not_payable` when it is no longer held.
   */
  holdForOrder(q: Queryable, bookingId: string, clientId: string): Promise<HoldResult>;
  createConfirmedBooking(
    q: Queryable,
    input: {
      workerId: string;
      clientId: string;
      serviceId: string;
      startsAt: string;
      source: 'token' | 'gift' | 'worker' | 'subscription';
      sourceRef?: string | null;
      partnerEmail?: string | null;
      /** No mail about this one session: the caller (a series) writes its own. */
      quiet?: boolean;
    },
  ): Promise<ConfirmedBooking>;
}
