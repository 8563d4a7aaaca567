// The rows the bookings table gives back and the row a new booking is written from.

export type BookingStatus = 'held' | 'confirmed' | 'cancelled' | 'expired' | 'released';
/** How a session was paid: a purchase, a token (bundle or refund), a gift code's token, booked by the therapist, a subscription. */
export type BookingSource = 'purchase' | 'token' | 'gift' | 'worker' | 'subscription';
export type CancelledBy = 'client' | 'therapist' | 'system';

export interface BookingRow {
  id: string;
  worker_id: string | null;
  client_id: string | null;
  service_id: string;
  service_kind: 'personal' | 'couple';
  market: 'ua' | 'pl' | 'ro' | 'en';
  starts_at: Date;
  ends_at: Date;
  blocked_until: Date;
  status: BookingStatus;
  hold_expires_at: Date | null;
  source: BookingSource;
  source_ref: string | null;
  order_id: string | null;
  price_minor: number;
  currency: string;
  partner_email: string | null;
  /** The partner's account, once they accepted the invitation (migration 531). */
  partner_id: string | null;
  room: string;
  worker_note: string | null;
  client_note: string | null;
  cancelled_at: Date | null;
  cancelled_by: CancelledBy | null;
  cancelled_late: boolean | null;
  cancel_reason: string | null;
  refund_to: 'payment' | 'token' | null;
  release_reason: string | null;
  original_starts_at: Date | null;
  reschedule_count: number;
  /** iCalendar SEQUENCE: grows with every move and cancellation (migration 570's trigger). */
  calendar_sequence: number;
  /** The recurring series this is an occurrence of (migration 590, api/docs/series.md). */
  series_id: string | null;
  series_index: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface FeedBookingRow {
  id: string;
  starts_at: Date;
  ends_at: Date;
  status: 'confirmed' | 'cancelled';
  service_kind: 'personal' | 'couple';
  calendar_sequence: number;
  cancelled_at: Date | null;
  therapist_name: string | null;
  therapist_time_zone: string | null;
}

export interface NewBooking {
  workerId: string;
  clientId: string;
  serviceId: string;
  serviceKind: 'personal' | 'couple';
  market: string;
  startsAt: Date;
  endsAt: Date;
  blockedUntil: Date;
  status: 'held' | 'confirmed';
  holdExpiresAt: Date | null;
  source: BookingSource;
  sourceRef: string | null;
  orderId: string | null;
  priceMinor: number;
  currency: string;
  partnerEmail: string | null;
  room: string;
  workerNote: string | null;
  clientNote: string | null;
}
