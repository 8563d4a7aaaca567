import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { apiErrorSchema, configIdQuerySchema, uuidSchema } from '@rozmova/contracts/schemas/common';
import { recommendationAnswersSchema, recommendationResponseSchema } from '@rozmova/contracts/schemas/recommendation';

const errors = { '4xx': apiErrorSchema };

export default async function recommendationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.post(
    '/v4/recommendation/recommend',
    {
      schema: {
        tags: ['recommendation'],
        summary: "Therapists of the market ranked for the questionnaire's answers (anonymous visitors too)",
        querystring: configIdQuerySchema,
        body: recommendationAnswersSchema,
        response: { 200: recommendationResponseSchema, ...errors },
      },
    },
    async (request) =>
      fastify.recommendation.recommend({
        market: request.query.config_id,
        answers: request.body,
        userId: request.user?.id ?? null,
      }),
  );

  app.get(
    '/v4/recommendation/get',
    {
      schema: {
        tags: ['recommendation'],
        summary: 'A recommendation made earlier, by its id (a signed-in client sees only their own)',
        querystring: {
          type: 'object',
          properties: { ...configIdQuerySchema.properties, recommendation_id: uuidSchema },
          required: ['config_id', 'recommendation_id'],
          additionalProperties: false,
        },
        response: { 200: recommendationResponseSchema, ...errors },
      },
    },
    async (request) => fastify.recommendation.get(request.query.recommendation_id, request.user?.id ?? null),
  );
}
