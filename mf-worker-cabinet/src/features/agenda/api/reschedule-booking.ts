import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as bookingsEndpoints from '@rozmova/contracts/endpoints/bookings';
import type { rescheduleBookingBodySchema } from '@rozmova/contracts/schemas/bookings';
import type { WorkerBooking } from '../../../lib/api/get-bookings';

export type RescheduleBookingInput = FromSchema<typeof rescheduleBookingBodySchema>;

export function rescheduleBooking(input: RescheduleBookingInput): Promise<WorkerBooking> {
  return call(bookingsEndpoints.rescheduleBooking, { body: input });
}
