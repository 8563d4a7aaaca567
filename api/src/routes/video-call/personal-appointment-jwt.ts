import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { appointmentJwtBodySchema, appointmentJwtResponseSchema } from '@rozmova/contracts/schemas/appointments';

export default async function videoCallRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.post(
    '/v4/video_call/personal_appointment_jwt',
    {
      onRequest: fastify.requireUser,
      schema: {
        tags: ['video call'],
        summary:
          'A Jitsi JWT for one appointment, only for its therapist (moderator), client and invited couple partner; valid 10 min before start to 15 min after end',
        body: appointmentJwtBodySchema,
        response: { 200: appointmentJwtResponseSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) => fastify.videoCall.ticket(request.user!, request.body.appointment_id),
  );
}
