import { apiRequest } from '@rozmova/web/api-client';
import type { WorkerBooking } from '../../../lib/api/get-bookings';

export interface CreateBookingInput {
  client_email: string;
  service_id: string;
  starts_at: string;
  partner_email?: string;
  note?: string;
}

export function createBooking(input: CreateBookingInput): Promise<WorkerBooking> {
  return apiRequest<WorkerBooking>('/v4/worker/create_booking', { method: 'POST', body: input });
}
