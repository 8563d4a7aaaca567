import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest } from '@rozmova/web/api-client';
import type { getWorkerBookingsQuerySchema, workerBookingsResponseSchema } from '@rozmova/contracts/schemas/bookings';

export type WorkerBookings = FromSchema<typeof workerBookingsResponseSchema>;
export type WorkerBooking = WorkerBookings['bookings'][number];

export type GetBookingsQuery = Omit<
  FromSchema<typeof getWorkerBookingsQuerySchema, { keepDefaultedPropertiesOptional: true }>,
  'config_id'
>;

export function getBookings(query: GetBookingsQuery): Promise<WorkerBookings> {
  // The agenda's HTML asks for its first week already (@rozmova/web/prefetch): the first load takes that answer.
  return apiRequest<WorkerBookings>('/v4/worker/get_bookings', { query: { ...query }, prefetched: true });
}
