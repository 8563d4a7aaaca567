// Reads of the bookings table for the payments area (booking-facts-contract.ts).
import type { BookingFacts } from '../booking-facts-contract';

export const bookingFacts: BookingFacts = {
  async summaries(q, bookingIds) {
    const ids = [...new Set(bookingIds)];
    if (ids.length === 0) return new Map();
    const { rows } = await q.query<{ id: string; status: string; price_minor: string | number }>(
      'SELECT id, status, price_minor FROM bookings WHERE id = ANY ($1::uuid[])',
      [ids],
    );
    return new Map(rows.map((r) => [r.id, { status: r.status, priceMinor: Number(r.price_minor) }]));
  },

  async upcomingOfClient(q, clientId, after) {
    const { rows } = await q.query<{ id: string; starts_at: Date; source: string }>(
      `SELECT id, starts_at, source FROM bookings
        WHERE client_id = $1 AND status = 'confirmed' AND starts_at > $2
        ORDER BY starts_at`,
      [clientId, after],
    );
    return rows.map((r) => ({ id: r.id, startsAt: new Date(r.starts_at), source: r.source }));
  },
};
