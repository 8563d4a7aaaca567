import { apiRequest } from '@rozmova/web/api-client';

export interface CancelBookingInput {
  booking_id: string;
  reason?: string;
}

export interface CancelBookingResult {
  booking_id: string;
  status: string;
  cancelled_by: string;
  late: boolean;
  refund_to: string;
}

/** A therapist's cancellation always gives the client their money (or token) back: refund_to payment. */
export function cancelBooking(input: CancelBookingInput): Promise<CancelBookingResult> {
  return apiRequest<CancelBookingResult>('/v4/cancel_booking', { method: 'POST', body: { ...input, refund_to: 'payment' } });
}
