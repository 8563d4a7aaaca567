// What callers hand the bookings service and what a hold gives back; kept apart so the service file stays
// about the rules of booking.
import type { BookingSource } from './bookings-repository';

export interface HoldInput {
  workerId: string;
  clientId: string;
  serviceId: string;
  startsAt: string;
  partnerEmail?: string | null;
  /**
   * A series occurrence paid later (api/docs/series.md): held until this instant instead of the usual 15 minutes,
   * and written without a mail (the series writes one for all).
   */
  holdUntil?: Date;
}

export interface HoldResult {
  bookingId: string;
  startsAt: string;
  endsAt: string;
  holdExpiresAt: string;
}

export interface ConfirmedInput {
  workerId: string;
  clientId: string;
  serviceId: string;
  startsAt: string;
  source: Exclude<BookingSource, 'purchase'>;
  sourceRef?: string | null;
  partnerEmail?: string | null;
  note?: string | null;
  /** No mail about this one session: the caller (a series) writes one for all its occurrences. */
  quiet?: boolean;
}

export interface Actor {
  id: string;
  role: string;
}
