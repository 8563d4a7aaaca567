import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { initiateResponse } from '../payments/order-view';
import * as endpoints from '@rozmova/contracts/endpoints/series';
import { fromTable } from '../../route-from-table';

const errors = { '4xx': apiErrorSchema };
const SESSION = [{ session: [] }];
const actorOf = (user: { id: string; role: string }) => ({ id: user.id, role: user.role });

// Recurring series (api/docs/series.md). Occurrences are bookings: /v4/cancel_booking and /v4/reschedule_booking
// work on each as on any session; these calls add what only a series has.
export default async function seriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();

  app.route({
    ...fromTable(endpoints.seriesPreview, {
      tags: ['series'],
      summary:
        'Every occurrence of a weekly or fortnightly series from a slot: free, or why not and the nearest free times of that week; the client-clock shift a DST change brings',
      response: errors,
    }),
    handler: async (request) => {
      const query = request.query;
      return fastify.series.preview(request.user ? actorOf(request.user) : null, {
        workerId: query.worker_id,
        serviceId: query.service_id,
        startsAt: query.starts_at,
        everyWeeks: query.every_weeks,
        count: query.count,
        clientTimeZone: query.client_time_zone,
      });
    },
  });

  app.route({
    ...fromTable(endpoints.createSeries, {
      security: SESSION,
      tags: ['series'],
      summary:
        'Books every kept occurrence in one transaction (all or none), paid by tokens, the subscription, or one by one (the first through checkout now)',
      response: { '4xx': apiErrorSchema, '5xx': apiErrorSchema },
    }),
    onRequest: fastify.requireClient,
    handler: async (request) => {
      const b = request.body;
      const result = await fastify.series.create(actorOf(request.user!), request.query.config_id, {
        workerId: b.worker_id,
        serviceId: b.service_id,
        everyWeeks: b.every_weeks,
        occurrences: b.occurrences.map((o) => o.starts_at),
        payment: b.payment,
        partnerEmail: b.partner_email?.toLowerCase(),
      });
      return { series: result.series, purchase: result.purchase ? initiateResponse(result.purchase) : null };
    },
  });

  app.route({
    ...fromTable(endpoints.listSeries, {
      security: SESSION,
      tags: ['series'],
      summary: "The signed-in client's or therapist's series with every occurrence",
      response: errors,
    }),
    onRequest: fastify.requireUser,
    handler: async (request) => ({
      series: await fastify.series.list(actorOf(request.user!), request.query.status !== 'all'),
    }),
  });

  app.route({
    ...fromTable(endpoints.getSeries, {
      security: SESSION,
      tags: ['series'],
      summary: 'One series of the signed-in client or therapist (404 for anyone else)',
      response: errors,
    }),
    onRequest: fastify.requireUser,
    handler: async (request) => fastify.series.get(actorOf(request.user!), request.query.series_id),
  });

  app.route({
    ...fromTable(endpoints.cancelSeries, {
      security: SESSION,
      tags: ['series'],
      summary:
        'Cancels one occurrence or it and all following ones; each is judged alone (a client: free until 24 h before it); an unpaid one is released',
      response: errors,
    }),
    onRequest: fastify.requireUser,
    handler: async (request) =>
      fastify.series.cancel(actorOf(request.user!), {
        bookingId: request.body.booking_id,
        scope: request.body.scope,
        refundTo: request.body.refund_to,
        reason: request.body.reason ?? null,
      }),
  });

  app.route({
    ...fromTable(endpoints.moveSeries, {
      security: SESSION,
      tags: ['series'],
      summary:
        "Moves one occurrence, or it and every following one by the same change on the therapist's clock; all or nothing",
      response: errors,
    }),
    onRequest: fastify.requireUser,
    handler: async (request) =>
      fastify.series.move(actorOf(request.user!), {
        bookingId: request.body.booking_id,
        startsAt: request.body.starts_at,
        scope: request.body.scope,
      }),
  });

  app.route({
    ...fromTable(endpoints.endSeries, {
      security: SESSION,
      tags: ['series'],
      summary: 'The therapist ends a series: every future occurrence is cancelled (refunded, never late)',
      response: errors,
    }),
    onRequest: fastify.requireWorker,
    handler: async (request) =>
      fastify.series.end(actorOf(request.user!), {
        seriesId: request.body.series_id,
        reason: request.body.reason ?? null,
      }),
  });

  app.route({
    ...fromTable(endpoints.payOccurrence, {
      security: SESSION,
      tags: ['series'],
      summary: 'Opens the checkout of a held (unpaid) occurrence; paying confirms that very booking',
      response: { '4xx': apiErrorSchema, '5xx': apiErrorSchema },
    }),
    onRequest: fastify.requireClient,
    handler: async (request) =>
      initiateResponse(
        await fastify.series.payOccurrence(actorOf(request.user!), request.query.config_id, request.body.booking_id),
      ),
  });
}
