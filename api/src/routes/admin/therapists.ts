// Admin: therapist accounts. Every call here is the admin's alone (403 for anyone else, before the body is read).
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import {
  adminTherapistSchema,
  adminTherapistsQuerySchema,
  adminTherapistsResponseSchema,
  createTherapistBodySchema,
  createTherapistResponseSchema,
  deactivateTherapistResponseSchema,
  therapistIdParamsSchema,
  updateTherapistBodySchema,
} from '@rozmova/contracts/schemas/admin';

export default async function adminTherapistRoutes(instance: FastifyInstance) {
  const fastify = instance.withTypeProvider<JsonSchemaToTsProvider>();
  fastify.addHook('onRequest', fastify.requireAdmin);
  const errors = { '4xx': apiErrorSchema };
  const common = { tags: ['admin'], security: [{ session: [] }] };

  fastify.get(
    '/v4/admin/therapists',
    {
      schema: {
        ...common,
        summary: 'Therapist accounts, searched by name or e-mail',
        querystring: adminTherapistsQuerySchema,
        response: { 200: adminTherapistsResponseSchema, ...errors },
      },
    },
    async (request) =>
      fastify.adminTherapists.list({
        ...request.query,
        page: request.query.page ?? 1,
        per_page: request.query.per_page ?? 25,
      }),
  );

  fastify.post(
    '/v4/admin/therapists',
    {
      schema: {
        ...common,
        summary: 'Opens a therapist account (unlisted) and e-mails them a link to set their password',
        body: createTherapistBodySchema,
        response: { 201: createTherapistResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await fastify.adminTherapists.create(request.body)),
  );

  fastify.patch(
    '/v4/admin/therapists/:id',
    {
      schema: {
        ...common,
        summary: "Changes a therapist's public profile and prices (null price = the market default)",
        params: therapistIdParamsSchema,
        body: updateTherapistBodySchema,
        response: { 200: adminTherapistSchema, ...errors },
      },
    },
    async (request) => fastify.adminTherapists.update(request.params.id, request.body),
  );

  fastify.post(
    '/v4/admin/therapists/:id/deactivate',
    {
      schema: {
        ...common,
        summary: 'Takes a therapist out of the catalogue for good and lists their sessions still to come',
        params: therapistIdParamsSchema,
        response: { 200: deactivateTherapistResponseSchema, ...errors },
      },
    },
    async (request) => fastify.adminTherapists.deactivate(request.params.id),
  );
}
