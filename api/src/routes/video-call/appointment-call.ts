import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { appointmentCallQuerySchema, appointmentCallResponseSchema } from '@rozmova/contracts/schemas/video-call';
import { appointmentCall } from '../../plugins/app/video-call/appointment-call';

export default async function appointmentCallRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(
    '/v4/video_call/appointment_call',
    {
      onRequest: fastify.requireUser,
      schema: {
        tags: ['video call'],
        summary:
          "The call page's view of one appointment for its client, invited couple partner or therapist: window, therapist, the caller's role and the Jitsi deployment to load",
        querystring: appointmentCallQuerySchema,
        response: { 200: appointmentCallResponseSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) =>
      appointmentCall(
        { appointments: fastify.appointments, jitsi: fastify.videoCall.config },
        request.user!,
        request.query.appointment_id,
        new Date(fastify.clock.now()),
      ),
  );
}
