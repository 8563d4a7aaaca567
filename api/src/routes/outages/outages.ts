import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { ApiError } from '../../errors';
import * as endpoints from '@rozmova/contracts/endpoints/outages';
import { fromTable } from '../../route-from-table';

const errors = { '4xx': apiErrorSchema };
const SESSION = [{ session: [] }];

// Care through outages (api/docs/outages.md): the person's oblast and outage group, a session's care state,
// the free move for an alert, "I lost power or connection" (signed in or through the reminder's link), and the
// admin's monthly counts.
export default async function outagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();

  app.route({
    ...fromTable(endpoints.outageProfile, {
      security: SESSION,
      tags: ['outages'],
      summary: "The signed-in person's oblast and planned-outage group (ua market), and which features are on",
      response: errors,
    }),
    onRequest: fastify.requireUser,
    handler: async (request) => fastify.outages.profile(request.user!.id),
  });

  app.route({
    ...fromTable(endpoints.setOutageProfile, {
      security: SESSION,
      tags: ['outages'],
      summary: 'Sets (or clears, with null) the oblast and planned-outage group',
      response: errors,
    }),
    onRequest: fastify.requireUser,
    handler: async (request) =>
      fastify.outages.setProfile(request.user!.id, {
        oblastId: request.body.oblast_id,
        outageGroup: request.body.outage_group,
      }),
  });

  app.route({
    ...fromTable(endpoints.outageCareState, {
      security: SESSION,
      tags: ['outages'],
      summary:
        "A session's care state for its client or therapist: alerts in either party's region (the therapist's never shown to the client), the 24 h waiver, lost-power moves left",
      response: errors,
    }),
    onRequest: fastify.requireUser,
    handler: async (request) => fastify.outages.careState(request.user!, request.query.booking_id),
  });

  app.route({
    ...fromTable(endpoints.moveForAlert, {
      security: SESSION,
      tags: ['outages'],
      summary: 'Moves a session free to a free slot because an air-raid alert covers it (once per session)',
      response: errors,
    }),
    onRequest: fastify.requireUser,
    handler: async (request) =>
      fastify.outages.moveForAlert(request.user!, request.body.booking_id, request.body.starts_at),
  });

  app.route({
    ...fromTable(endpoints.reportLostPower, {
      tags: ['outages'],
      summary:
        '"I lost power or connection": moves the session free (starts_at) or cancels it free, within the monthly limit; signed in with booking_id, or with the reminder link\'s token',
      response: errors,
    }),
    handler: async (request) => {
      const { token, booking_id: bookingId, starts_at: startsAt } = request.body;
      if ((token === undefined) === (bookingId === undefined))
        throw new ApiError(400, 'validation_failed', 'Send exactly one of booking_id and token.', [
          { field: token === undefined ? 'booking_id' : 'token', rule: 'exactly_one' },
        ]);
      if (token !== undefined) return fastify.outages.lostPower({ token }, { startsAt });
      await fastify.requireUser(request, undefined as never);
      if (!request.user) throw new ApiError(401, 'not_authenticated', 'Sign in first.');
      return fastify.outages.lostPower({ actor: request.user }, { bookingId, startsAt });
    },
  });

  app.route({
    ...fromTable(endpoints.lostPowerLink, {
      tags: ['outages'],
      summary: "What the reminder's lost-power link is for: the session, who reports, moves left",
      response: errors,
    }),
    handler: async (request) => fastify.outages.viewLink(request.query.token),
  });

  app.route({
    ...fromTable(endpoints.outageStats, {
      security: SESSION,
      tags: ['admin'],
      summary: 'Sessions moved or cancelled for air-raid alerts and outages, per month (Kyiv time) and market',
      response: errors,
    }),
    onRequest: fastify.requireAdmin,
    handler: async (request) => fastify.outages.stats(request.query.from, request.query.to),
  });
}
