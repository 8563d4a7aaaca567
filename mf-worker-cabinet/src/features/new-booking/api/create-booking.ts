import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as workerEndpoints from '@rozmova/contracts/endpoints/worker';
import type { createWorkerBookingBodySchema } from '@rozmova/contracts/schemas/bookings';
import type { WorkerBooking } from '../../../lib/api/get-bookings';

export type CreateBookingInput = FromSchema<typeof createWorkerBookingBodySchema>;

export function createBooking(input: CreateBookingInput): Promise<WorkerBooking> {
  return call(workerEndpoints.createWorkerBooking, { body: input });
}
