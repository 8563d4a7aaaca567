// A booking row as the bookings table gives it back, for the step tests: a confirmed 50-minute personal session
// with a 10-minute buffer, overridable field by field. Not a test file.
import type { BookingRow } from '../../bookings-repository';

export function bookingRow(over: Partial<BookingRow> = {}): BookingRow {
  const startsAt = new Date('2026-03-10T10:00:00.000Z');
  return {
    id: 'booking-1',
    worker_id: 'therapist-1',
    client_id: 'client-1',
    service_id: '2f6b1c9e4a7d4b0f9c3e8a51d7e2b6c4',
    service_kind: 'personal',
    market: 'ua',
    starts_at: startsAt,
    ends_at: new Date(startsAt.getTime() + 50 * 60_000),
    blocked_until: new Date(startsAt.getTime() + 60 * 60_000),
    status: 'confirmed',
    hold_expires_at: null,
    source: 'purchase',
    source_ref: null,
    order_id: null,
    price_minor: 100_000,
    currency: 'UAH',
    partner_email: null,
    partner_id: null,
    room: 'room-1',
    worker_note: null,
    client_note: null,
    cancelled_at: null,
    cancelled_by: null,
    cancelled_late: null,
    cancel_reason: null,
    refund_to: null,
    release_reason: null,
    original_starts_at: null,
    reschedule_count: 0,
    calendar_sequence: 0,
    series_id: null,
    series_index: null,
    created_at: new Date('2026-03-01T10:00:00.000Z'),
    updated_at: new Date('2026-03-01T10:00:00.000Z'),
    ...over,
  };
}
