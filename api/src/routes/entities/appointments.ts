import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import {
  appointmentDetailsResponseSchema,
  appointmentIdQuerySchema,
  appointmentListQuerySchema,
  appointmentListResponseSchema,
  invitePartnerBodySchema,
  acceptPartnerInvitationBodySchema,
  latestAppointmentResponseSchema,
} from '@rozmova/contracts/schemas/appointments';

const errors = { '4xx': apiErrorSchema };

// Client-side views: a client sees the sessions they booked and the couple sessions they were invited to,
// never anyone else's (another id answers 404, exactly like a missing one).
export default async function appointmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(
    '/v4/entities/get-cabinet-appointment-list',
    {
      onRequest: fastify.requireClient,
      schema: {
        tags: ['appointments'],
        summary: "The client's appointments: upcoming (soonest first) or past and cancelled (latest first), paginated",
        querystring: appointmentListQuerySchema,
        response: { 200: appointmentListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { kind, page, per_page: perPage } = request.query;
      const result = await fastify.appointments.list(request.user!, kind, page, perPage);
      return { kind, page, per_page: perPage, total: result.total, appointments: result.appointments };
    },
  );

  app.get(
    '/v4/entities/get_one_appointment_details',
    {
      onRequest: fastify.requireClient,
      schema: {
        tags: ['appointments'],
        summary: 'One appointment of the client (or of the partner invited to a couple session)',
        querystring: appointmentIdQuerySchema,
        response: { 200: appointmentDetailsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      appointment: await fastify.appointments.details(request.user!, request.query.appointment_id),
    }),
  );

  app.get(
    '/v4/entities/get_latest_purhased_appointment',
    {
      onRequest: fastify.requireClient,
      schema: {
        tags: ['appointments'],
        summary: 'The confirmed appointment the client bought most recently (the payment result page), or null',
        response: { 200: latestAppointmentResponseSchema, ...errors },
      },
    },
    async (request) => ({ appointment: await fastify.appointments.latestPurchased(request.user!) }),
  );

  app.post(
    '/v4/entities/invite_partner',
    {
      onRequest: fastify.requireClient,
      schema: {
        tags: ['appointments'],
        summary:
          'Names (or replaces) the partner of an upcoming couple session and e-mails them an invitation link; a replaced partner loses access and the old link answers 410',
        body: invitePartnerBodySchema,
        response: { 200: appointmentDetailsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      appointment: await fastify.appointments.invitePartner(
        request.user!,
        request.body.appointment_id,
        request.body.partner_email,
      ),
    }),
  );

  app.post(
    '/v4/entities/accept_partner_invitation',
    {
      onRequest: fastify.requireClient,
      schema: {
        tags: ['appointments'],
        summary:
          'The invited partner opens the invitation link: admitted with a verified address equal to the invited one; 410 once revoked or over',
        body: acceptPartnerInvitationBodySchema,
        response: { 200: appointmentDetailsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      appointment: await fastify.appointments.acceptPartnerInvitation(request.user!, request.body.token),
    }),
  );
}
