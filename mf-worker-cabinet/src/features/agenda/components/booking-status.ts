// What a booking is to the therapist right now: upcoming, held (it took place), cancelled, late-cancelled,
// awaiting payment (a client's hold) or released (a hold that ran out).
import type { WorkerBooking } from '../../../lib/api/get-bookings';

export type AgendaStatus = 'upcoming' | 'held' | 'cancelled' | 'late_cancelled' | 'awaiting_payment' | 'released';

export function agendaStatus(booking: WorkerBooking, now: Date): AgendaStatus {
  switch (booking.status) {
    case 'confirmed':
      return new Date(booking.ends_at) > now ? 'upcoming' : 'held';
    case 'cancelled':
      return booking.cancelled_late ? 'late_cancelled' : 'cancelled';
    case 'held':
      return 'awaiting_payment';
    default:
      return 'released';
  }
}

/** The call opens 10 minutes before the start and stays open until 15 minutes after the end. */
export const CALL_OPENS_MINUTES_BEFORE = 10;
export const CALL_CLOSES_MINUTES_AFTER = 15;

export function callWindow(booking: WorkerBooking, now: Date): 'not_yet' | 'open' | 'closed' {
  const opens = new Date(booking.starts_at).getTime() - CALL_OPENS_MINUTES_BEFORE * 60_000;
  const closes = new Date(booking.ends_at).getTime() + CALL_CLOSES_MINUTES_AFTER * 60_000;
  if (now.getTime() < opens) return 'not_yet';
  return now.getTime() <= closes ? 'open' : 'closed';
}

/** How the session was paid: a purchase, a session token (bundle), a gift code, a subscription, or booked by the therapist. */
export function paymentKind(source: string): 'paid' | 'token' | 'gift' | 'subscription' | 'by_therapist' {
  if (source === 'purchase') return 'paid';
  if (source === 'token') return 'token';
  if (source === 'gift') return 'gift';
  if (source === 'subscription') return 'subscription';
  return 'by_therapist';
}
