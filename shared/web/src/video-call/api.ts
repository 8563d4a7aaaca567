// The two api calls of a call page: the appointment as the call sees it, and the Jitsi token for it.
import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import { appointmentCall, personalAppointmentJwt } from '@rozmova/contracts/endpoints/video-call';
import type { appointmentJwtResponseSchema } from '@rozmova/contracts/schemas/appointments';
import type { appointmentCallResponseSchema } from '@rozmova/contracts/schemas/video-call';

export type AppointmentCall = FromSchema<typeof appointmentCallResponseSchema>;
export type CallTicket = FromSchema<typeof appointmentJwtResponseSchema>;

export interface VideoCallApi {
  appointmentCall(appointmentId: string, locale: string): Promise<AppointmentCall>;
  callTicket(appointmentId: string, locale: string): Promise<CallTicket>;
}

export const videoCallApi: VideoCallApi = {
  appointmentCall: (appointmentId, locale) =>
    call(appointmentCall, { query: { appointment_id: appointmentId } }, { configId: locale, timeoutMs: 15_000 }),
  callTicket: (appointmentId, locale) =>
    call(personalAppointmentJwt, { body: { appointment_id: appointmentId } }, { configId: locale, timeoutMs: 15_000 }),
};
