// Booking a session for a client: who has booked before (from the therapist's own bookings), the free
// times of the chosen session type, and the booking itself.
import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { STORE_KEY } from '../../../lib/store-key';
import type { GetBookingsQuery, WorkerBooking, WorkerBookings } from '../../../lib/api/get-bookings';
import type { FreeSlots } from '../../../lib/api/own-free-slots';
import type { CreateBookingInput } from '../api/create-booking';

export const knownClientsSlice = createRequestSlice<GetBookingsQuery, WorkerBookings>(STORE_KEY, 'known-clients');
export const bookingSlotsSlice = createRequestSlice<{ service_id: string }, FreeSlots>(STORE_KEY, 'booking-slots');
export const createBookingSlice = createRequestSlice<CreateBookingInput, WorkerBooking>(STORE_KEY, 'create-booking');

export interface KnownClient {
  email: string;
  name: string;
}

/** Distinct clients of these bookings, by e-mail, most recent first. */
export function knownClients(bookings: readonly WorkerBooking[]): KnownClient[] {
  const seen = new Map<string, KnownClient>();
  const newestFirst = [...bookings].sort((a, b) => b.starts_at.localeCompare(a.starts_at));
  for (const booking of newestFirst) {
    const client = booking.client as { name: string; email: string } | null;
    if (client?.email && !seen.has(client.email)) seen.set(client.email, { email: client.email, name: client.name });
  }
  return [...seen.values()];
}

export interface NewBookingApi {
  getBookings: (query: GetBookingsQuery) => Promise<WorkerBookings>;
  getBookingSlots: (args: { service_id: string }) => Promise<FreeSlots>;
  createBooking: (input: CreateBookingInput) => Promise<WorkerBooking>;
}

export function newBookingSagas(api: NewBookingApi) {
  return [
    knownClientsSlice.saga(api.getBookings),
    bookingSlotsSlice.saga(api.getBookingSlots),
    // The time just taken is no longer free: the list of times is asked for again.
    createBookingSlice.saga(api.createBooking, (booking) => [
      bookingSlotsSlice.request({ service_id: booking.service_id }),
    ]),
  ];
}

export const newBookingSlices = [knownClientsSlice, bookingSlotsSlice, createBookingSlice];
