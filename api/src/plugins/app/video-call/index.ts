import fp from 'fastify-plugin';
import type { FromSchema } from 'json-schema-to-ts';
import type { appointmentJwtResponseSchema } from '@rozmova/contracts/schemas/appointments';
import { MARKETS } from '@rozmova/contracts/markets';
import { ApiError } from '../../../errors';
import { bookingsRepository } from '../bookings/bookings-repository';
import type { Participant } from '../appointments';
import { appointmentCall, type AppointmentCallView } from './appointment-call';
import { callWindow, signJitsiToken, type JitsiConfig } from './jitsi-token';

export type CallTicket = FromSchema<typeof appointmentJwtResponseSchema>;

export interface VideoCallService {
  readonly config: JitsiServerConfig;
  ticket(person: { id: string; email: string; name: string; role: string }, appointmentId: string): Promise<CallTicket>;
  /** The call page's view of one appointment for one of its participants; 404 for anyone else. */
  callView(person: Participant, appointmentId: string): Promise<AppointmentCallView>;
}

declare module 'fastify' {
  interface FastifyInstance {
    videoCall: VideoCallService;
  }
}

const DEV_SECRET = 'rozmova-local-jitsi-secret-not-for-production';

export interface JitsiServerConfig extends JitsiConfig {
  /** `https://<domain>` for a real deployment; the local stand-in is plain http on its own port. */
  origin: string;
}

/**
 * JITSI_APP_ID, JITSI_APP_SECRET and JITSI_DOMAIN; production refuses to start without a real secret.
 * JITSI_DOMAIN is a host (`meet.example.com`, served over https) or an origin (`http://localhost:3007`, the
 * local stand-in): the web apps learn it from the api, so moving the deployment rebuilds nothing.
 */
export function loadJitsiConfig(env: Record<string, string | undefined>, production: boolean): JitsiServerConfig {
  const appId = env.JITSI_APP_ID?.trim() || 'rozmova';
  const appSecret = env.JITSI_APP_SECRET?.trim() || (production ? '' : DEV_SECRET);
  const raw = (env.JITSI_DOMAIN?.trim() || 'meet.rozmova.local').toLowerCase().replace(/\/+$/, '');
  if (!appSecret || appSecret.length < 16) {
    throw new Error('JITSI_APP_SECRET must be set to at least 16 characters (it signs the video-call tokens)');
  }
  const scheme = /^(https?):\/\//.exec(raw)?.[1] ?? 'https';
  const domain = raw.replace(/^https?:\/\//, '');
  if (!/^[a-z0-9.-]+(:\d+)?$/.test(domain))
    throw new Error(`JITSI_DOMAIN must be a host name or http(s)://host (got "${raw}")`);
  return { appId, appSecret, domain, origin: `${scheme}://${domain}` };
}

export default fp(
  async (fastify) => {
    const config = loadJitsiConfig(process.env, fastify.config.nodeEnv === 'production');

    const service: VideoCallService = {
      config,
      callView: (person, appointmentId) =>
        appointmentCall(
          { appointments: fastify.appointments, jitsi: config },
          person,
          appointmentId,
          new Date(fastify.clock.now()),
        ),
      async ticket(person, appointmentId) {
        const booking = await bookingsRepository.findById(fastify.db, appointmentId);
        const role = booking ? fastify.appointments.roleOf(booking, person) : null;
        // Only the therapist, the client and (for a couple session) the invited partner learn anything.
        if (!booking || !role || !['confirmed', 'cancelled'].includes(booking.status)) {
          throw new ApiError(404, 'appointment_not_found', 'This appointment does not exist.');
        }
        if (booking.status !== 'confirmed')
          throw new ApiError(409, 'appointment_cancelled', 'This appointment was cancelled.');
        const window = callWindow(new Date(booking.starts_at), new Date(booking.ends_at));
        const now = fastify.clock.now();
        if (now >= window.expiresAt.getTime()) throw new ApiError(409, 'call_closed', 'This session has ended.');
        if (now < window.notBefore.getTime()) {
          throw new ApiError(409, 'call_not_open_yet', `The call opens at ${window.notBefore.toISOString()}.`, [
            { field: 'appointment_id', rule: 'call_opens_at', opens_at: window.notBefore.toISOString() },
          ]);
        }
        const moderator = role === 'therapist';
        const jwt = await signJitsiToken({
          config,
          room: booking.room,
          user: { id: person.id, name: person.name || person.email, email: person.email, moderator },
          startsAt: new Date(booking.starts_at),
          endsAt: new Date(booking.ends_at),
        });
        return {
          jwt,
          domain: config.domain,
          origin: config.origin,
          external_api_url: `${config.origin}/external_api.js`,
          room: booking.room,
          url: `${config.origin}/${booking.room}?jwt=${jwt}`,
          moderator,
          not_before: window.notBefore.toISOString(),
          expires_at: window.expiresAt.toISOString(),
          language: MARKETS[booking.market].locales.jitsi_call_default_language,
        };
      },
    };

    fastify.decorate('videoCall', service);
  },
  { name: 'video-call', dependencies: ['db', 'appointments'] },
);
