// What routes and other plugins use of bookings besides `fastify.bookings`: the therapist's view of a booking, the
// cancel page's texts, the row types, the client relationship's SQL and the mention scrubber
// (the api's public index zone, scripts/lint-imports.mjs).
export { workerBookingView, type WorkerBookingView } from './booking-view';
export { CANCEL_PAGE_TEXTS } from './booked-for-you-texts';
export type { BookingRow, FeedBookingRow } from './bookings-repository';
export type { Actor } from './booking-inputs';
export { clientOfSql } from './client-relationship';
export { mentionScrubber, REMOVED, type Mentioned } from './scrub-mentions';
