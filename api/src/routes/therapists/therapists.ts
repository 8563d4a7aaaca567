import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import {
  psychologistPhotoQuerySchema,
  therapistsQuerySchema,
  therapistsResponseSchema,
  updateWorkerBaseDataBodySchema,
  workerBaseDataSchema,
} from '@rozmova/contracts/schemas/therapists';
import { marketCurrency } from '@rozmova/contracts/markets';
import { ApiError } from '../../errors';
import { therapistsRepository } from '../../plugins/app/therapists/therapists-repository';

const errors = { '4xx': apiErrorSchema };
// Not `as const`: the body is the image's bytes (a Buffer), which the schema only documents.
const photoResponse = { 200: { description: 'The image bytes', type: 'string', format: 'binary' }, ...errors };

export default async function therapistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(
    '/get_therapists_data',
    {
      schema: {
        tags: ['therapists'],
        summary: "The market's therapists with prices in the market currency and each one's next free slot",
        querystring: therapistsQuerySchema,
        response: { 200: therapistsResponseSchema, ...errors },
      },
    },
    async (request) => {
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
  );

  app.get(
    '/psychologist_photo',
    {
      schema: {
        tags: ['therapists'],
        summary: "A therapist's photo (the image itself, cacheable; ?v= changes when the photo does)",
        querystring: psychologistPhotoQuerySchema,
        response: photoResponse,
      },
    },
    async (request, reply) => {
      const photo = await therapistsRepository.photo(fastify.db, request.query.id);
      if (!photo) throw new ApiError(404, 'photo_not_found', 'This therapist has no photo.');
      // SVG can carry script: this policy keeps it an image even when opened directly.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
      reply.header('cache-control', 'public, max-age=86400');
      reply.header('last-modified', photo.updatedAt.toUTCString());
      reply.header('x-content-type-options', 'nosniff');
      return reply.type(photo.mime).send(photo.data);
    },
  );

  app.get(
    '/v4/get_worker_base_data',
    {
      onRequest: fastify.requireWorker,
      schema: {
        tags: ['worker'],
        summary: "The therapist's own profile and settings",
        response: { 200: workerBaseDataSchema, ...errors },
      },
    },
    async (request) => fastify.therapists.baseData(request.user!.id),
  );

  app.post(
    '/v4/update_worker_base_data',
    {
      onRequest: fastify.requireWorker,
      schema: {
        tags: ['worker'],
        summary: "Changes the therapist's own profile and settings (prices in major units; null = market default)",
        body: updateWorkerBaseDataBodySchema,
        response: { 200: workerBaseDataSchema, ...errors },
      },
    },
    async (request) => fastify.therapists.updateBaseData(request.user!.id, request.body),
  );
}
