import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { ApiError } from '../../errors';
import { workerBookingView } from '../../plugins/app/bookings/bookings-contract';
import * as endpoints from '@rozmova/contracts/endpoints/worker';
import { fromTable } from '../../route-from-table';

const errors = { '4xx': apiErrorSchema };

export default async function workerBookingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.workerBookings, {
      tags: ['worker'],
      summary: "The therapist's bookings overlapping [from, to), filtered by status, soonest first",
      response: errors,
    }),
    onRequest: fastify.requireWorker,
    handler: async (request) => {
      const workerId = request.user!.id;
      const profile = await fastify.therapists.ownProfile(fastify.db, workerId);
      if (!profile) throw new ApiError(404, 'therapist_profile_missing', 'This therapist has no profile yet.');
      const { query } = request;
      const from = query.from ? new Date(query.from) : null;
      const to = query.to ? new Date(query.to) : null;
      if (from && to && to <= from)
        throw new ApiError(400, 'invalid_range', '`to` must be after `from`.', [{ field: 'to', rule: 'after_from' }]);
      const { rows, total } = await fastify.bookings.listForWorker(workerId, {
        from,
        to,
        status: query.status,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return {
        time_zone: profile.timeZone,
        page: query.page,
        per_page: query.per_page,
        total,
        bookings: rows.map((row) =>
          workerBookingView(
            row,
            row.client_id && row.client_known
              ? { id: row.client_id, name: row.client_name ?? '', email: row.client_email ?? '' }
              : null,
          ),
        ),
      };
    },
  });

  app.route({
    ...fromTable(endpoints.createWorkerBooking, {
      tags: ['worker'],
      summary:
        "The therapist books a confirmed session for one of their own clients (by e-mail) and the client is mailed a one-click cancel link; anyone else's address is 404 client_not_found, exactly as an unknown one; 409 slot_taken on overlap",
      response: errors,
    }),
    onRequest: fastify.requireWorker,
    config: { changesNoAccount: true },
    handler: async (request) => {
      const workerId = request.user!.id;
      const body = request.body;
      // Read once: the booking is checked against this profile (bookings/index.ts, bookForClient).
      const profile = await fastify.therapists.ownProfile(fastify.db, workerId);
      const { booking, client } = await fastify.bookings.bookForClient(
        workerId,
        {
          clientEmail: body.client_email,
          serviceId: body.service_id,
          startsAt: body.starts_at,
          partnerEmail: body.partner_email ?? null,
          note: body.note ?? null,
          profile,
        },
        async (q, created, who) => {
          if (created.partner_email) await fastify.appointments.sendPartnerInvite(q, created.id, who.name);
        },
      );
      return workerBookingView(booking, client);
    },
  });
}
