import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema } from '@rozmova/contracts/schemas/common';
import * as endpoints from '@rozmova/contracts/endpoints/recommendation';
import { fromTable } from '../../route-from-table';

const errors = { '4xx': apiErrorSchema };

export default async function recommendationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.route({
    ...fromTable(endpoints.recommend, {
      tags: ['recommendation'],
      summary: "Therapists of the market ranked for the questionnaire's answers (anonymous visitors too)",
      response: errors,
    }),
    // It writes only the recommendation: what the api remembers (sign-ins, free times) stays (state-changing.ts).
    config: { touchesNothingRemembered: true },
    handler: async (request) =>
      fastify.recommendation.recommend({
        market: request.query.config_id,
        answers: request.body,
        userId: request.user?.id ?? null,
      }),
  });

  app.route({
    ...fromTable(endpoints.savedRecommendation, {
      tags: ['recommendation'],
      summary: 'A recommendation made earlier, by its id (a signed-in client sees only their own)',
      response: errors,
    }),
    handler: async (request) => fastify.recommendation.get(request.query.recommendation_id, request.user?.id ?? null),
  });
}
