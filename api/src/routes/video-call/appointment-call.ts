import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import * as endpoints from '@rozmova/contracts/endpoints/video-call';
import { fromTable } from '../../route-from-table';

export default async function appointmentCallRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.appointmentCall, {
      tags: ['video call'],
      summary:
        "The call page's view of one appointment for its client, invited couple partner or therapist: window, therapist, the caller's role and the Jitsi deployment to load",
      response: { '4xx': apiErrorSchema },
    }),
    onRequest: fastify.requireUser,
    handler: async (request) => fastify.videoCall.callView(request.user!, request.query.appointment_id),
  });
}
