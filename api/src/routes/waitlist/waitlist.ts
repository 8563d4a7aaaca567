import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import {
  joinWaitlistBodySchema,
  leaveWaitlistBodySchema,
  myWaitlistSchema,
  waitlistEntrySchema,
  waitlistOfferQuerySchema,
  waitlistOfferSchema,
} from '@rozmova/contracts/schemas/waitlist';
import { ApiError } from '../../errors';

const errors = { '4xx': apiErrorSchema };
const SESSION = [{ session: [] }];

// A signed-in client's waitlist (api/docs/waitlist.md). Nothing here says who else waits or how many.
export default async function waitlistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();

  app.post(
    '/v4/waitlist/join',
    {
      onRequest: fastify.requireClient,
      schema: {
        security: SESSION,
        tags: ['bookings'],
        summary:
          'Joins the waitlist of a therapist who has no free time in the next 14 days for this session type, with the weekly windows (in the given zone) that suit the client; one entry per therapist and session type',
        body: joinWaitlistBodySchema,
        response: { 200: waitlistEntrySchema, ...errors },
      },
    },
    async (request) =>
      fastify.waitlist.join(request.user!.id, {
        workerId: request.body.worker_id,
        serviceId: request.body.service_id,
        timeZone: request.body.time_zone,
        windows: request.body.windows.map((w) => ({ weekdays: [...w.weekdays], from: w.from, to: w.to })),
      }),
  );

  app.post(
    '/v4/waitlist/leave',
    {
      onRequest: fastify.requireClient,
      schema: {
        security: SESSION,
        tags: ['bookings'],
        summary: 'Leaves a waitlist; a slot offered to the entry and not yet claimed is released',
        body: leaveWaitlistBodySchema,
        response: { 200: myWaitlistSchema, ...errors },
      },
    },
    async (request) => {
      await fastify.waitlist.leave(request.user!.id, request.body.entry_id);
      return { entries: await fastify.waitlist.mine(request.user!.id) };
    },
  );

  app.get(
    '/v4/waitlist/mine',
    {
      onRequest: fastify.requireClient,
      schema: {
        security: SESSION,
        tags: ['bookings'],
        summary: "The signed-in client's waitlist entries, each with the slot offered to it now, if any",
        response: { 200: myWaitlistSchema, ...errors },
      },
    },
    async (request) => ({ entries: await fastify.waitlist.mine(request.user!.id) }),
  );

  app.get(
    '/v4/waitlist/offer',
    {
      onRequest: fastify.requireClient,
      schema: {
        security: SESSION,
        tags: ['bookings'],
        summary:
          'The slot a claim link offers, for the client it was mailed to, while it may be claimed: book it through the normal booking flow before expires_at',
        querystring: waitlistOfferQuerySchema,
        response: { 200: waitlistOfferSchema, ...errors },
      },
    },
    async (request) => {
      const offer = await fastify.waitlist.offerByToken(request.user!.id, request.query.token);
      if (!offer)
        throw new ApiError(404, 'waitlist_offer_not_found', 'This offer has run out, been claimed or is not yours.');
      return offer;
    },
  );
}
