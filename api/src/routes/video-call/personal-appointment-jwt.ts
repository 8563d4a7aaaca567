import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import * as endpoints from '@rozmova/contracts/endpoints/video-call';
import { fromTable } from '../../route-from-table';

export default async function videoCallRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.personalAppointmentJwt, {
      tags: ['video call'],
      summary:
        'A Jitsi JWT for one appointment, only for its therapist (moderator), client and invited couple partner; valid 10 min before start to 15 min after end',
      response: { '4xx': apiErrorSchema },
    }),
    // A ticket is signed, not stored: what the api remembers (sign-ins, free times) stays (state-changing.ts).
    config: { touchesNothingRemembered: true },
    onRequest: fastify.requireUser,
    handler: async (request) => fastify.videoCall.ticket(request.user!, request.body.appointment_id),
  });
}
