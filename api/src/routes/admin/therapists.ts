// Admin: therapist accounts. Every call here is the admin's alone (403 for anyone else, before the body is read).
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import * as endpoints from '@rozmova/contracts/endpoints/admin';
import { fromTable } from '../../route-from-table';

export default async function adminTherapistRoutes(instance: FastifyInstance) {
  const fastify = instance.withTypeProvider<JsonSchemaToTsProvider>();
  fastify.addHook('onRequest', fastify.requireAdmin);
  const errors = { '4xx': apiErrorSchema };
  const common = { tags: ['admin'], security: [{ session: [] }] };

  fastify.route({
    ...fromTable(endpoints.adminTherapists, {
      ...common,
      summary: 'Therapist accounts, searched by name or e-mail',
      response: errors,
    }),
    handler: async (request) =>
      fastify.adminTherapists.list({
        ...request.query,
        page: request.query.page ?? 1,
        per_page: request.query.per_page ?? 25,
      }),
  });

  fastify.route({
    ...fromTable(endpoints.adminCreateTherapist, {
      ...common,
      summary: 'Opens a therapist account (unlisted) and e-mails them a link to set their password',
      response: errors,
    }),
    handler: async (request, reply) => reply.status(201).send(await fastify.adminTherapists.create(request.body)),
  });

  fastify.route({
    ...fromTable(endpoints.adminUpdateTherapist, {
      ...common,
      summary: "Changes a therapist's public profile and prices (null price = the market default)",
      response: errors,
    }),
    handler: async (request) => fastify.adminTherapists.update(request.params.id, request.body),
  });

  fastify.route({
    ...fromTable(endpoints.adminDeactivateTherapist, {
      ...common,
      summary: 'Takes a therapist out of the catalogue for good and lists their sessions still to come',
      response: errors,
    }),
    handler: async (request) => fastify.adminTherapists.deactivate(request.params.id),
  });
}
