import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest } from '@rozmova/web/api-client';
import type { rescheduleBookingBodySchema } from '@rozmova/contracts/schemas/bookings';
import type { WorkerBooking } from '../../../lib/api/get-bookings';

export type RescheduleBookingInput = FromSchema<typeof rescheduleBookingBodySchema>;

export function rescheduleBooking(input: RescheduleBookingInput): Promise<WorkerBooking> {
  return apiRequest<WorkerBooking>('/v4/reschedule_booking', { method: 'POST', body: input });
}
