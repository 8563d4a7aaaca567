// The call page's view of one appointment, for any participant (client, invited partner, therapist).
// Anyone else gets the same 404 as for a missing id, so appointment ids cannot be probed.
import type { FromSchema } from 'json-schema-to-ts';
import type { appointmentCallResponseSchema } from '@rozmova/contracts/schemas/video-call';
import type { AppointmentsService, Participant } from '../appointments';

export type AppointmentCallView = FromSchema<typeof appointmentCallResponseSchema>;

export async function appointmentCall(
  deps: { appointments: AppointmentsService; jitsi: { domain: string; origin: string } },
  person: Participant,
  appointmentId: string,
  now: Date,
): Promise<AppointmentCallView> {
  const view = await deps.appointments.details(person, appointmentId);
  return {
    appointment_id: view.id,
    kind: view.service_kind === 'couple' ? 'couple' : 'personal',
    role: view.role,
    status: view.status === 'cancelled' ? 'cancelled' : 'confirmed',
    starts_at: view.starts_at,
    ends_at: view.ends_at,
    call_opens_at: view.call_opens_at,
    call_closes_at: view.call_closes_at,
    therapist: { name: view.worker.name, photo_url: view.worker.photo_url, time_zone: view.time_zone },
    server_time: now.toISOString(),
    jitsi: {
      domain: deps.jitsi.domain,
      origin: deps.jitsi.origin,
      external_api_url: `${deps.jitsi.origin}/external_api.js`,
    },
  };
}
