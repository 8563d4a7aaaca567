// A therapist replaces their own photo. The bytes must be the image type they claim (magic numbers), so a
// script or an SVG cannot pass as a portrait.
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import { WORKER_PHOTO_MAX_BYTES } from '@rozmova/contracts/schemas/therapists';
import { ApiError } from '../../errors';
import * as endpoints from '@rozmova/contracts/endpoints/therapists';
import { fromTable } from '../../route-from-table';

const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) =>
    b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b.length > 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

export default async function workerPhotoRoutes(instance: FastifyInstance) {
  const fastify = instance.withTypeProvider<JsonSchemaToTsProvider>();
  fastify.route({
    ...fromTable(endpoints.updateWorkerPhoto, {
      tags: ['worker'],
      summary: "Replaces the therapist's own photo (PNG, JPEG or WebP as a data URL, at most 512 KiB)",
      response: { '4xx': apiErrorSchema },
    }),
    onRequest: fastify.requireWorker,
    handler: async (request) => {
      const match = /^data:(image\/(?:png|jpeg|webp));base64,(.*)$/.exec(request.body.data_url)!;
      const mime = match[1]!;
      const bytes = Buffer.from(match[2]!, 'base64');
      if (bytes.length > WORKER_PHOTO_MAX_BYTES) {
        throw new ApiError(400, 'photo_too_large', 'The photo may be at most 512 KiB.', [
          { field: 'data_url', rule: 'max_bytes', max_bytes: WORKER_PHOTO_MAX_BYTES },
        ]);
      }
      if (!SIGNATURES[mime]!(bytes)) {
        throw new ApiError(400, 'photo_not_an_image', 'The file is not the image type it claims to be.', [
          { field: 'data_url', rule: 'image_signature' },
        ]);
      }
      const workerId = request.user!.id;
      await fastify.therapists.replacePhoto(workerId, bytes, mime);
      return fastify.therapists.baseData(workerId);
    },
  });
}
