import type { FromSchema } from 'json-schema-to-ts';
import { fromMinorUnits } from '@rozmova/contracts/format';
import type { workerBookingSchema } from '@rozmova/contracts/schemas/bookings';
import type { BookingRow } from './bookings-repository';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export type WorkerBookingView = FromSchema<typeof workerBookingSchema>;

export function workerBookingView(
  b: BookingRow,
  client: { id: string; name: string; email: string } | null,
): WorkerBookingView {
  return {
    id: b.id,
    status: b.status,
    service_id: b.service_id,
    service_kind: b.service_kind,
    starts_at: new Date(b.starts_at).toISOString(),
    ends_at: new Date(b.ends_at).toISOString(),
    hold_expires_at: iso(b.hold_expires_at),
    source: b.source,
    price: fromMinorUnits(b.price_minor),
    currency: b.currency,
    client,
    partner_email: b.partner_email,
    worker_note: b.worker_note,
    client_note: b.client_note,
    cancelled_at: iso(b.cancelled_at),
    cancelled_by: b.cancelled_by,
    cancelled_late: b.cancelled_late,
    reschedule_count: b.reschedule_count,
    series_id: b.series_id ?? null,
    created_at: new Date(b.created_at).toISOString(),
  };
}
