import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { ApiError } from '../../errors';
import * as endpoints from '@rozmova/contracts/endpoints/calendar-feed';
import { fromTable } from '../../route-from-table';

const errors = { '4xx': apiErrorSchema };
const SESSION = [{ session: [] }];

/** Clients and therapists have sessions to follow; an admin has none. */
function feedRole(request: FastifyRequest): 'client' | 'therapist' {
  const role = request.user!.role;
  if (role === 'user') return 'client';
  if (role === 'therapist') return 'therapist';
  throw new ApiError(403, 'forbidden', 'Calendar feeds are for clients and therapists.');
}

// The cabinets' calendar-feed card (status, renew, revoke) and the feed itself, which a calendar provider fetches
// with the secret in the query (cut out of every logged URL, like every `token` parameter).
export default async function calendarFeedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    await fastify.requireUser(request, reply);
    feedRole(request);
  };

  app.route({
    ...fromTable(endpoints.calendarFeedStatus, {
      security: SESSION,
      tags: ['appointments'],
      summary: 'Whether the signed-in client or therapist has a live calendar feed address, and since when',
      response: errors,
    }),
    onRequest: guard,
    handler: async (request) => fastify.calendarFeed.status(request.user!.id),
  });

  app.route({
    ...fromTable(endpoints.renewCalendarFeed, {
      security: SESSION,
      tags: ['appointments'],
      summary: 'Makes a new secret calendar feed address (shown in this answer only); the previous one stops working',
      response: errors,
    }),
    onRequest: guard,
    handler: async (request) => fastify.calendarFeed.renew({ id: request.user!.id, role: feedRole(request) }),
  });

  app.route({
    ...fromTable(endpoints.revokeCalendarFeed, {
      security: SESSION,
      tags: ['appointments'],
      summary: 'Stops the calendar feed address: it answers 404 from now on',
      response: errors,
    }),
    onRequest: guard,
    handler: async (request) => fastify.calendarFeed.revoke(request.user!.id),
  });

  app.route({
    ...fromTable(endpoints.calendarFeedIcs, {
      tags: ['appointments'],
      summary:
        "A person's sessions as text/calendar (RFC 5545) for calendar subscriptions: upcoming and recent ones, cancelled ones marked so; 404 for an address that is unknown, renewed or revoked",
      response: { 200: { type: 'string', description: 'text/calendar' }, '4xx': apiErrorSchema },
    }),
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const ics = await fastify.calendarFeed.render(request.query.token);
      if (ics === null) throw new ApiError(404, 'calendar_feed_not_found', 'No calendar feed has this address.');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="rozmova.ics"')
        .header('cache-control', 'private, no-cache')
        .header('referrer-policy', 'no-referrer')
        .header('x-robots-tag', 'noindex')
        .send(ics);
    },
  });
}
