import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest } from '@rozmova/web/api-client';
import type { createWorkerBookingBodySchema } from '@rozmova/contracts/schemas/bookings';
import type { WorkerBooking } from '../../../lib/api/get-bookings';

export type CreateBookingInput = FromSchema<typeof createWorkerBookingBodySchema>;

export function createBooking(input: CreateBookingInput): Promise<WorkerBooking> {
  return apiRequest<WorkerBooking>('/v4/worker/create_booking', { method: 'POST', body: input });
}
