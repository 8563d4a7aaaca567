import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as workerEndpoints from '@rozmova/contracts/endpoints/worker';
import type { getWorkerBookingsQuerySchema, workerBookingsResponseSchema } from '@rozmova/contracts/schemas/bookings';

export type WorkerBookings = FromSchema<typeof workerBookingsResponseSchema>;
export type WorkerBooking = WorkerBookings['bookings'][number];

export type GetBookingsQuery = Omit<
  FromSchema<typeof getWorkerBookingsQuerySchema, { keepDefaultedPropertiesOptional: true }>,
  'config_id'
>;

export function getBookings(query: GetBookingsQuery): Promise<WorkerBookings> {
  // The agenda's HTML asks for its first week already (@rozmova/web/prefetch): the first load takes that answer.
  return call(workerEndpoints.workerBookings, { query }, { prefetched: true });
}
