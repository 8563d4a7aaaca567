// What scheduling's fastify.bookings tells the payments area about bookings (issue 26,
// api/docs/area-contracts.md), so the ledger check and account deletion's valuation never read the bookings table.
import type { Queryable } from '../../external/db';

/** A booking's status and the price recorded on it (minor units). */
export interface BookingSummary {
  status: string;
  priceMinor: number;
}

/** A client's confirmed session still to come, and how it was paid for. */
export interface UpcomingSession {
  id: string;
  startsAt: Date;
  source: string;
}

export interface BookingFacts {
  /** Status and price of each of these bookings, in one query; unknown ids are absent. */
  summaries(q: Queryable, bookingIds: readonly string[]): Promise<Map<string, BookingSummary>>;
  /** The client's confirmed sessions starting after `after`, soonest first. */
  upcomingOfClient(q: Queryable, clientId: string, after: Date): Promise<UpcomingSession[]>;
}
