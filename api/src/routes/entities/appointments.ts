import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import * as endpoints from '@rozmova/contracts/endpoints/entities';
import { fromTable } from '../../route-from-table';

const errors = { '4xx': apiErrorSchema };

// Client-side views: a client sees the sessions they booked and the couple sessions they were invited to,
// never anyone else's (another id answers 404, exactly like a missing one).
export default async function appointmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.appointmentList, {
      tags: ['appointments'],
      summary: "The client's appointments: upcoming (soonest first) or past and cancelled (latest first), paginated",
      response: errors,
    }),
    onRequest: fastify.requireClient,
    handler: async (request) => {
      const { kind, page, per_page: perPage } = request.query;
      const result = await fastify.appointments.list(request.user!, kind, page, perPage);
      return { kind, page, per_page: perPage, total: result.total, appointments: result.appointments };
    },
  });

  app.route({
    ...fromTable(endpoints.appointmentDetails, {
      tags: ['appointments'],
      summary: 'One appointment of the client (or of the partner invited to a couple session)',
      response: errors,
    }),
    onRequest: fastify.requireClient,
    handler: async (request) => ({
      appointment: await fastify.appointments.details(request.user!, request.query.appointment_id),
    }),
  });

  app.route({
    ...fromTable(endpoints.latestPurchasedAppointment, {
      tags: ['appointments'],
      summary: 'The confirmed appointment the client bought most recently (the payment result page), or null',
      response: errors,
    }),
    onRequest: fastify.requireClient,
    handler: async (request) => ({ appointment: await fastify.appointments.latestPurchased(request.user!) }),
  });

  app.route({
    ...fromTable(endpoints.invitePartner, {
      tags: ['appointments'],
      summary:
        'Names (or replaces) the partner of an upcoming couple session and e-mails them an invitation link; a replaced partner loses access and the old link answers 410',
      response: errors,
    }),
    onRequest: fastify.requireClient,
    handler: async (request) => ({
      appointment: await fastify.appointments.invitePartner(
        request.user!,
        request.body.appointment_id,
        request.body.partner_email,
      ),
    }),
  });

  app.route({
    ...fromTable(endpoints.acceptPartnerInvitation, {
      tags: ['appointments'],
      summary:
        'The invited partner opens the invitation link: admitted with a verified address equal to the invited one; 410 once revoked or over',
      response: errors,
    }),
    onRequest: fastify.requireClient,
    handler: async (request) => ({
      appointment: await fastify.appointments.acceptPartnerInvitation(request.user!, request.body.token),
    }),
  });
}
