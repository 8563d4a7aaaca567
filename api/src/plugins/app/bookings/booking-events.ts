// What happens to a booking that other areas act on, as named events (like the account-deletion hooks):
// scheduling emits, an area that cares registers a handler under its name. Scheduling never needs to know who
// listens, and no area reaches into another's decorators.
import type { Queryable } from '../../external/db';
import type { CancelledBy } from './bookings-repository';

export interface BookingCancelledEvent {
  bookingId: string;
  cancelledBy: CancelledBy;
  late: boolean;
  /** The client's choice of where money goes back: the payment method or a session token. */
  refundTo: 'payment' | 'token';
  /** Who chose it: the client, the client through an admin, or the rule (money back to the payment). */
  refundChosenBy: RefundChosenBy;
}

export type RefundChosenBy = 'client' | 'client_via_admin' | 'rule';

export type BookingCancelledHandler = (q: Queryable, event: BookingCancelledEvent) => Promise<unknown>;

/** A client is about to take a start time themselves (a hold to pay for, or a token/subscription booking). */
export interface ClientBookingEvent {
  workerId: string;
  clientId: string;
  serviceId: string;
  startsAt: Date;
}

export type ClientBookingHandler = (q: Queryable, event: ClientBookingEvent) => Promise<unknown>;

export class BookingEvents {
  private readonly cancelled = new Map<string, BookingCancelledHandler>();
  private readonly beforeClientBooking = new Map<string, ClientBookingHandler>();

  /** Runs inside the cancellation transaction: a handler that throws rolls the cancellation back. */
  onCancelled(name: string, handler: BookingCancelledHandler): void {
    if (this.cancelled.has(name)) throw new Error(`Booking-cancelled handler "${name}" is already registered`);
    this.cancelled.set(name, handler);
  }

  async emitCancelled(q: Queryable, event: BookingCancelledEvent): Promise<void> {
    for (const handler of this.cancelled.values()) await handler(q, event);
  }

  /**
   * Runs in the booking's transaction before the slot is checked for being free: the waitlist hands over a slot
   * it reserved for this very client (api/docs/waitlist.md). A handler that throws refuses the booking.
   */
  onBeforeClientBooking(name: string, handler: ClientBookingHandler): void {
    if (this.beforeClientBooking.has(name)) throw new Error(`Before-booking handler "${name}" is already registered`);
    this.beforeClientBooking.set(name, handler);
  }

  async emitBeforeClientBooking(q: Queryable, event: ClientBookingEvent): Promise<void> {
    for (const handler of this.beforeClientBooking.values()) await handler(q, event);
  }
}
