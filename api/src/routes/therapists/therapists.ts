import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { marketCurrency } from '@rozmova/contracts/markets';
import { ApiError } from '../../errors';
import * as endpoints from '@rozmova/contracts/endpoints/therapists';
import { fromTable } from '../../route-from-table';

const errors = { '4xx': apiErrorSchema };
// Not `as const`: the body is the image's bytes (a Buffer), which the schema only documents.
const photoResponse = { 200: { description: 'The image bytes', type: 'string', format: 'binary' }, ...errors };

export default async function therapistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.therapists, {
      tags: ['therapists'],
      summary: "The market's therapists with prices in the market currency and each one's next free slot",
      response: errors,
    }),
    handler: async (request) => {
      const q = request.query;
      if (q.price_min !== undefined && q.price_max !== undefined && q.price_min > q.price_max) {
        throw new ApiError(400, 'validation_failed', '`price_min` must not be above `price_max`.', [
          { field: 'price_max', rule: 'minimum' },
        ]);
      }
      const result = await fastify.therapists.list({
        market: q.config_id,
        psychologistId: q.psychologist_id ?? null,
        language: q.language ?? null,
        serviceId: q.service_id ?? null,
        priceMin: q.price_min ?? null,
        priceMax: q.price_max ?? null,
        freeWithinDays: q.free_within_days ?? null,
        page: q.page,
        perPage: q.per_page,
      });
      return {
        config_id: q.config_id,
        currency: marketCurrency(q.config_id),
        page: q.page,
        per_page: q.per_page,
        total: result.total,
        therapists: result.therapists,
      };
    },
  });

  app.route({
    ...fromTable(endpoints.psychologistPhoto, {
      tags: ['therapists'],
      summary: "A therapist's photo (the image itself, cacheable; ?v= changes when the photo does)",
      response: photoResponse,
    }),
    handler: async (request, reply) => {
      const photo = await fastify.therapists.photo(request.query.id);
      if (!photo) throw new ApiError(404, 'photo_not_found', 'This therapist has no photo.');
      // SVG can carry script: this policy keeps it an image even when opened directly.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
      reply.header('cache-control', 'public, max-age=86400');
      reply.header('last-modified', photo.updatedAt.toUTCString());
      reply.header('x-content-type-options', 'nosniff');
      return reply.type(photo.mime).send(photo.data);
    },
  });

  app.route({
    ...fromTable(endpoints.workerBaseData, {
      tags: ['worker'],
      summary: "The therapist's own profile and settings",
      response: errors,
    }),
    onRequest: fastify.requireWorker,
    handler: async (request) => fastify.therapists.baseData(request.user!.id),
  });

  app.route({
    ...fromTable(endpoints.updateWorkerBaseData, {
      tags: ['worker'],
      summary: "Changes the therapist's own profile and settings (prices in major units; null = market default)",
      response: errors,
    }),
    onRequest: fastify.requireWorker,
    handler: async (request) => fastify.therapists.updateBaseData(request.user!.id, request.body),
  });
}
