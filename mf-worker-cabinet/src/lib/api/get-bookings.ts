import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest } from '@rozmova/web/api-client';
import type { workerBookingsResponseSchema } from '@rozmova/contracts/schemas/bookings';

export type WorkerBookings = FromSchema<typeof workerBookingsResponseSchema>;
export type WorkerBooking = WorkerBookings['bookings'][number];

export interface GetBookingsQuery {
  from?: string;
  to?: string;
  status?: 'all' | 'upcoming' | 'confirmed' | 'cancelled';
  page?: number;
  per_page?: number;
}

export function getBookings(query: GetBookingsQuery): Promise<WorkerBookings> {
  return apiRequest<WorkerBookings>('/v4/worker/get_bookings', { query: { ...query } });
}
