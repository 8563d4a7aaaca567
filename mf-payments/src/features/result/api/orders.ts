// What the payment result page reads: the order, and the appointment it bought.
import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as entitiesEndpoints from '@rozmova/contracts/endpoints/entities';
import * as paymentsEndpoints from '@rozmova/contracts/endpoints/payments';
import type { orderStatusResponseSchema } from '@rozmova/contracts/schemas/purchases';
import type { appointmentSchema } from '@rozmova/contracts/schemas/appointments';

export type OrderView = FromSchema<typeof orderStatusResponseSchema>;
export type Appointment = FromSchema<typeof appointmentSchema>;

/** The result page's view of one of the client's orders; a pending one past its time comes back expired. */
export function getOrderStatus(orderId: string, signal?: AbortSignal): Promise<OrderView> {
  return call(paymentsEndpoints.orderStatus, { query: { order_id: orderId } }, { signal });
}

/** The appointment the client bought most recently (the path is spelled as the api spells it). */
export async function getLatestPurchasedAppointment(signal?: AbortSignal): Promise<Appointment | null> {
  const { appointment } = await call(entitiesEndpoints.latestPurchasedAppointment, {}, { signal });
  return appointment;
}

export async function getAppointmentDetails(appointmentId: string, signal?: AbortSignal): Promise<Appointment> {
  const { appointment } = await call(
    entitiesEndpoints.appointmentDetails,
    { query: { appointment_id: appointmentId } },
    { signal },
  );
  return appointment;
}
