// The bookings table's SQL, one file per concern under repository/: the rows, the reads, the writes and account
// deletion's part. Every area reaches it through this one object, as before the split.
import { bookingErasure } from './repository/booking-erasure';
import { bookingReads } from './repository/booking-reads';
import { bookingWrites } from './repository/booking-writes';

export type {
  BookingRow,
  BookingSource,
  BookingStatus,
  CancelledBy,
  FeedBookingRow,
  NewBooking,
} from './repository/booking-rows';
export { mapOverlap } from './repository/booking-writes';

export const bookingsRepository = { ...bookingReads, ...bookingWrites, ...bookingErasure };
