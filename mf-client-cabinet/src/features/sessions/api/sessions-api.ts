// The client's appointments and what they can do with one: cancel it, move it (a series session also with all
// following ones), see free times to move to.
import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest } from '@rozmova/web/api-client';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type {
  appointmentDetailsResponseSchema,
  appointmentListQuerySchema,
  appointmentListResponseSchema,
  appointmentSchema,
} from '@rozmova/contracts/schemas/appointments';
import type { cancelBookingBodySchema, cancelBookingResponseSchema } from '@rozmova/contracts/schemas/bookings';
import type { freeSlotsResponseSchema, getFreeSlotsQuerySchema } from '@rozmova/contracts/schemas/scheduling';

export type Appointment = FromSchema<typeof appointmentSchema>;
export type CancelResult = FromSchema<typeof cancelBookingResponseSchema>;
export type AppointmentKind = NonNullable<
  FromSchema<typeof appointmentListQuerySchema, { keepDefaultedPropertiesOptional: true }>['kind']
>;
export type RefundTo = NonNullable<
  FromSchema<typeof cancelBookingBodySchema, { keepDefaultedPropertiesOptional: true }>['refund_to']
>;
export type AppointmentPage = FromSchema<typeof appointmentListResponseSchema>;
type AppointmentDetails = FromSchema<typeof appointmentDetailsResponseSchema>;
export type FreeSlots = FromSchema<typeof freeSlotsResponseSchema>;
export type FreeSlotsQuery = Omit<FromSchema<typeof getFreeSlotsQuerySchema>, 'config_id'>;

export function getAppointments(
  locale: MarketLocale,
  kind: AppointmentKind,
  page: number,
  perPage: number,
): Promise<AppointmentPage> {
  return apiRequest<AppointmentPage>('/v4/entities/get-cabinet-appointment-list', {
    query: { kind, page, per_page: perPage },
    configId: locale,
    // The cabinet's HTML asks for the first pages already (@rozmova/web/prefetch): the first load takes that answer.
    prefetched: true,
  });
}

export async function getAppointment(locale: MarketLocale, appointmentId: string): Promise<Appointment> {
  const { appointment } = await apiRequest<AppointmentDetails>('/v4/entities/get_one_appointment_details', {
    query: { appointment_id: appointmentId },
    configId: locale,
  });
  return appointment;
}

export function cancelBooking(locale: MarketLocale, bookingId: string, refundTo: RefundTo): Promise<CancelResult> {
  return apiRequest<CancelResult>('/v4/cancel_booking', {
    method: 'POST',
    body: { booking_id: bookingId, refund_to: refundTo },
    configId: locale,
  });
}

export function rescheduleBooking(locale: MarketLocale, bookingId: string, startsAt: string): Promise<unknown> {
  return apiRequest('/v4/reschedule_booking', {
    method: 'POST',
    body: { booking_id: bookingId, starts_at: startsAt },
    configId: locale,
  });
}

/** A series session and every later one of its series, the same change on the therapist's clock; all or nothing. */
export function moveSeriesFromHere(locale: MarketLocale, bookingId: string, startsAt: string): Promise<unknown> {
  return apiRequest('/v4/series/move', {
    method: 'POST',
    body: { booking_id: bookingId, starts_at: startsAt, scope: 'this_and_following' },
    configId: locale,
  });
}

export function getFreeSlots(locale: MarketLocale, query: FreeSlotsQuery, signal?: AbortSignal): Promise<FreeSlots> {
  return apiRequest<FreeSlots>('/v4/get_free_slots', { query: { ...query }, configId: locale, signal });
}

/** What the sessions saga calls; tests hand it a fake. */
export const sessionsApi = { getAppointments, getAppointment, cancelBooking, rescheduleBooking, moveSeriesFromHere };
export type SessionsApi = typeof sessionsApi;
