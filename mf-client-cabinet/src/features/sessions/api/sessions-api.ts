// The client's appointments and what they can do with one: cancel it, move it (a series session also with all
// following ones), see free times to move to.
import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as bookingsEndpoints from '@rozmova/contracts/endpoints/bookings';
import * as seriesEndpoints from '@rozmova/contracts/endpoints/series';
import * as entitiesEndpoints from '@rozmova/contracts/endpoints/entities';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type {
  appointmentListQuerySchema,
  appointmentListResponseSchema,
  appointmentSchema,
} from '@rozmova/contracts/schemas/appointments';
import type { cancelBookingBodySchema, cancelBookingResponseSchema } from '@rozmova/contracts/schemas/bookings';
import type { FreeSlots } from '@rozmova/contracts/schemas/scheduling';
import type { AppointmentRemindersResponse } from '@rozmova/contracts/schemas/reminders';
import * as remindersEndpoints from '@rozmova/contracts/endpoints/reminders';
import type { EndpointQuery } from '@rozmova/contracts/endpoints/endpoint';

export type Appointment = FromSchema<typeof appointmentSchema>;
export type CancelResult = FromSchema<typeof cancelBookingResponseSchema>;
export type AppointmentKind = NonNullable<
  FromSchema<typeof appointmentListQuerySchema, { keepDefaultedPropertiesOptional: true }>['kind']
>;
export type RefundTo = NonNullable<
  FromSchema<typeof cancelBookingBodySchema, { keepDefaultedPropertiesOptional: true }>['refund_to']
>;
export type AppointmentPage = FromSchema<typeof appointmentListResponseSchema>;
export type { FreeSlots };
export type FreeSlotsQuery = EndpointQuery<typeof bookingsEndpoints.freeSlots>;

export function getAppointments(
  locale: MarketLocale,
  kind: AppointmentKind,
  page: number,
  perPage: number,
): Promise<AppointmentPage> {
  return call(
    entitiesEndpoints.appointmentList,
    { query: { kind, page, per_page: perPage } },
    // The cabinet's HTML asks for the first pages already (@rozmova/web/prefetch): the first load takes that answer.
    { configId: locale, prefetched: true },
  );
}

export async function getAppointment(locale: MarketLocale, appointmentId: string): Promise<Appointment> {
  const { appointment } = await call(
    entitiesEndpoints.appointmentDetails,
    { query: { appointment_id: appointmentId } },
    { configId: locale },
  );
  return appointment;
}

export function cancelBooking(locale: MarketLocale, bookingId: string, refundTo: RefundTo): Promise<CancelResult> {
  return call(
    bookingsEndpoints.cancelBooking,
    { body: { booking_id: bookingId, refund_to: refundTo } },
    { configId: locale },
  );
}

export function rescheduleBooking(locale: MarketLocale, bookingId: string, startsAt: string): Promise<unknown> {
  return call(
    bookingsEndpoints.rescheduleBooking,
    { body: { booking_id: bookingId, starts_at: startsAt } },
    { configId: locale },
  );
}

/** A series session and every later one of its series, the same change on the therapist's clock; all or nothing. */
export function moveSeriesFromHere(locale: MarketLocale, bookingId: string, startsAt: string): Promise<unknown> {
  return call(
    seriesEndpoints.moveSeries,
    { body: { booking_id: bookingId, starts_at: startsAt, scope: 'this_and_following' } },
    { configId: locale },
  );
}

export function getFreeSlots(locale: MarketLocale, query: FreeSlotsQuery, signal?: AbortSignal): Promise<FreeSlots> {
  return call(bookingsEndpoints.freeSlots, { query }, { configId: locale, signal });
}

/** The session's e-mail reminders and what became of each. */
export function getReminders(locale: MarketLocale, appointmentId: string): Promise<AppointmentRemindersResponse> {
  return call(
    remindersEndpoints.appointmentReminders,
    { query: { appointment_id: appointmentId } },
    { configId: locale },
  );
}

/** What the sessions saga calls; tests hand it a fake. */
export const sessionsApi = {
  getAppointments,
  getAppointment,
  cancelBooking,
  rescheduleBooking,
  moveSeriesFromHere,
  getReminders,
  getFreeSlots,
};
export type SessionsApi = typeof sessionsApi;
