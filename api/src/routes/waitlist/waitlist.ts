import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { ApiError } from '../../errors';
import * as endpoints from '@rozmova/contracts/endpoints/waitlist';
import { fromTable } from '../../route-from-table';

const errors = { '4xx': apiErrorSchema };
const SESSION = [{ session: [] }];

// A signed-in client's waitlist (api/docs/waitlist.md). Nothing here says who else waits or how many.
export default async function waitlistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();

  app.route({
    ...fromTable(endpoints.joinWaitlist, {
      security: SESSION,
      tags: ['bookings'],
      summary:
        'Joins the waitlist of a therapist who has no free time in the next 14 days for this session type, with the weekly windows (in the given zone) that suit the client; one entry per therapist and session type',
      response: errors,
    }),
    onRequest: fastify.requireClient,
    handler: async (request) =>
      fastify.waitlist.join(request.user!.id, {
        workerId: request.body.worker_id,
        serviceId: request.body.service_id,
        timeZone: request.body.time_zone,
        windows: request.body.windows.map((w) => ({ weekdays: [...w.weekdays], from: w.from, to: w.to })),
      }),
  });

  app.route({
    ...fromTable(endpoints.leaveWaitlist, {
      security: SESSION,
      tags: ['bookings'],
      summary: 'Leaves a waitlist; a slot offered to the entry and not yet claimed is released',
      response: errors,
    }),
    onRequest: fastify.requireClient,
    handler: async (request) => {
      await fastify.waitlist.leave(request.user!.id, request.body.entry_id);
      return { entries: await fastify.waitlist.mine(request.user!.id) };
    },
  });

  app.route({
    ...fromTable(endpoints.myWaitlist, {
      security: SESSION,
      tags: ['bookings'],
      summary: "The signed-in client's waitlist entries, each with the slot offered to it now, if any",
      response: errors,
    }),
    onRequest: fastify.requireClient,
    handler: async (request) => ({ entries: await fastify.waitlist.mine(request.user!.id) }),
  });

  app.route({
    ...fromTable(endpoints.waitlistOffer, {
      security: SESSION,
      tags: ['bookings'],
      summary:
        'The slot a claim link offers, for the client it was mailed to, while it may be claimed: book it through the normal booking flow before expires_at',
      response: errors,
    }),
    onRequest: fastify.requireClient,
    handler: async (request) => {
      const offer = await fastify.waitlist.offerByToken(request.user!.id, request.query.token);
      if (!offer)
        throw new ApiError(404, 'waitlist_offer_not_found', 'This offer has run out, been claimed or is not yours.');
      return offer;
    },
  });
}
