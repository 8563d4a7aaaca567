import fp from 'fastify-plugin';
import type { FromSchema } from 'json-schema-to-ts';
import type { appointmentJwtResponseSchema } from '@rozmova/shared/schemas/appointments';
import { MARKETS } from '@rozmova/shared/markets';
import { ApiError } from '../../../errors';
import { bookingsRepository } from '../bookings/bookings-repository';
import { callWindow, signJitsiToken, type JitsiConfig } from './jitsi-token';

export type CallTicket = FromSchema<typeof appointmentJwtResponseSchema>;

export interface VideoCallService {
  readonly config: JitsiConfig;
  ticket(person: { id: string; email: string; name: string; role: string }, appointmentId: string): Promise<CallTicket>;
}

declare module 'fastify' {
  interface FastifyInstance {
    videoCall: VideoCallService;
  }
}

const DEV_SECRET = 'rozmova-local-jitsi-secret-not-for-production';

/** JITSI_APP_ID, JITSI_APP_SECRET and JITSI_DOMAIN; production refuses to start without a real secret. */
export function loadJitsiConfig(env: Record<string, string | undefined>, production: boolean): JitsiConfig {
  const appId = env.JITSI_APP_ID?.trim() || 'rozmova';
  const appSecret = env.JITSI_APP_SECRET?.trim() || (production ? '' : DEV_SECRET);
  const domain = (env.JITSI_DOMAIN?.trim() || 'meet.rozmova.local').toLowerCase();
  if (!appSecret || appSecret.length < 16) {
    throw new Error('JITSI_APP_SECRET must be set to at least 16 characters (it signs the video-call tokens)');
  }
  if (!/^[a-z0-9.-]+(:\d+)?$/.test(domain)) throw new Error(`JITSI_DOMAIN must be a host name (got "${domain}")`);
  return { appId, appSecret, domain };
}

export default fp(
  async (fastify) => {
    const config = loadJitsiConfig(process.env, fastify.config.nodeEnv === 'production');

    const service: VideoCallService = {
      config,
      async ticket(person, appointmentId) {
        const booking = await bookingsRepository.findById(fastify.db, appointmentId);
        const role = booking ? fastify.appointments.roleOf(booking, person) : null;
        // Only the therapist, the client and (for a couple session) the invited partner learn anything.
        if (!booking || !role || !['confirmed', 'cancelled'].includes(booking.status)) {
          throw new ApiError(404, 'appointment_not_found', 'This appointment does not exist.');
        }
        if (booking.status !== 'confirmed') throw new ApiError(409, 'appointment_cancelled', 'This appointment was cancelled.');
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
          room: booking.room,
          url: `https://${config.domain}/${booking.room}?jwt=${jwt}`,
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
