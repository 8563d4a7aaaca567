import { apiRequest } from '@rozmova/shared/api-client';
import type { Appointment, OrderView } from './types';

/** The result page's view of one of the client's orders; a pending one past its time comes back expired. */
export function getOrderStatus(orderId: string, signal?: AbortSignal): Promise<OrderView> {
  return apiRequest<OrderView>('/v4/payments/order_status', { query: { order_id: orderId }, signal });
}

/** The appointment the client bought most recently (spelled as the api spells the path, docs/rules.md ). */
export async function getLatestPurchasedAppointment(signal?: AbortSignal): Promise<Appointment | null> {
  const { appointment } = await apiRequest<{ appointment: Appointment | null }>('/v4/entities/get_latest_purhased_appointment', { signal });
  return appointment;
}

export async function getAppointmentDetails(appointmentId: string, signal?: AbortSignal): Promise<Appointment> {
  const { appointment } = await apiRequest<{ appointment: Appointment }>('/v4/entities/get_one_appointment_details', {
    query: { appointment_id: appointmentId },
    signal,
  });
  return appointment;
}
