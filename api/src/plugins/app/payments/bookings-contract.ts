// What payments needs from scheduling's `fastify.bookings` (docs/area-contracts.md). Typed here so the
// payments code compiles against the contract, not against scheduling's internals.
import type { Queryable } from '../../external/db';

export interface HoldResult {
  bookingId: string;
  startsAt: Date | string;
  endsAt: Date | string;
  holdExpiresAt: Date | string;
}

export interface BookingsContract {
  createHold(
    q: Queryable,
    input: { workerId: string; clientId: string; serviceId: string; startsAt: string; partnerEmail?: string | null },
  ): Promise<HoldResult>;
  confirmHold(q: Queryable, bookingId: string, input: { orderId: string }): Promise<unknown>;
  releaseHold(q: Queryable, bookingId: string, reason: string): Promise<unknown>;
  createConfirmedBooking(
    q: Queryable,
    input: {
      workerId: string;
      clientId: string;
      serviceId: string;
      startsAt: string;
      source: 'token' | 'worker' | 'subscription';
      sourceRef?: string | null;
      partnerEmail?: string | null;
    },
  ): Promise<unknown>;
}

export function bookingIdOf(booking: unknown): string {
  const b = booking as { bookingId?: string; id?: string };
  const id = b.bookingId ?? b.id;
  if (!id) throw new Error('bookings.createConfirmedBooking returned no id');
  return id;
}

export function isoOf(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return new Date(value).toISOString();
  return null;
}
