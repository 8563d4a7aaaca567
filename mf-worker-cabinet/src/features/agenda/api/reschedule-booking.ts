import { apiRequest } from '@rozmova/web/api-client';
import type { WorkerBooking } from '../../../lib/api/get-bookings';

export interface RescheduleBookingInput {
  booking_id: string;
  starts_at: string;
}

export function rescheduleBooking(input: RescheduleBookingInput): Promise<WorkerBooking> {
  return apiRequest<WorkerBooking>('/v4/reschedule_booking', { method: 'POST', body: input });
}
