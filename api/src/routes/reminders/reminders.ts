import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { ApiError } from '../../errors';
import * as endpoints from '@rozmova/contracts/endpoints/reminders';
import { fromTable } from '../../route-from-table';

const errors = { '4xx': apiErrorSchema };
const SESSION = [{ session: [] }];

// A client's view of the reminders of one of their sessions (or of a couple session they were invited to),
// and the therapist's daily agenda opt-in.
export default async function reminderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();

  app.route({
    ...fromTable(endpoints.appointmentReminders, {
      security: SESSION,
      tags: ['appointments'],
      summary: "The session's reminder e-mails to the signed-in client: when, and whether they were delivered",
      response: errors,
    }),
    onRequest: fastify.requireClient,
    handler: async (request) => {
      const reminders = await fastify.reminders.forClient(request.user!, request.query.appointment_id);
      if (!reminders) throw new ApiError(404, 'appointment_not_found', 'No session of yours with this id.');
      return { reminders };
    },
  });

  app.route({
    ...fromTable(endpoints.dailyAgenda, {
      security: SESSION,
      tags: ['worker'],
      summary: "Whether the therapist gets the morning e-mail with the day's sessions",
      response: errors,
    }),
    onRequest: fastify.requireWorker,
    handler: async (request) => ({ enabled: await fastify.reminders.agendaEnabled(request.user!.id) }),
  });

  app.route({
    ...fromTable(endpoints.setDailyAgenda, {
      security: SESSION,
      tags: ['worker'],
      summary: "Turn the morning e-mail with the day's sessions on or off",
      response: errors,
    }),
    onRequest: fastify.requireWorker,
    handler: async (request) => ({
      enabled: await fastify.reminders.setAgendaEnabled(request.user!.id, request.body.enabled),
    }),
  });
}
