import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as bookingsEndpoints from '@rozmova/contracts/endpoints/bookings';
import type { cancelBookingBodySchema, cancelBookingResponseSchema } from '@rozmova/contracts/schemas/bookings';

export type CancelBookingInput = Omit<
  FromSchema<typeof cancelBookingBodySchema, { keepDefaultedPropertiesOptional: true }>,
  'refund_to'
>;
export type CancelBookingResult = FromSchema<typeof cancelBookingResponseSchema>;

/** A therapist's cancellation always gives the client their money (or token) back: refund_to payment. */
export function cancelBooking(input: CancelBookingInput): Promise<CancelBookingResult> {
  return call(bookingsEndpoints.cancelBooking, { body: { ...input, refund_to: 'payment' } });
}
