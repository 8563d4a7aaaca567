import type { Endpoint } from './endpoint';
import { configIdQuerySchema } from '../schemas/common';
import {
  recommendationAnswersSchema,
  recommendationGetQuerySchema,
  recommendationResponseSchema,
} from '../schemas/recommendation';

export const recommend = {
  method: 'POST',
  path: '/v4/recommendation/recommend',
  query: configIdQuerySchema,
  body: recommendationAnswersSchema,
  response: recommendationResponseSchema,
} as const satisfies Endpoint;

export const savedRecommendation = {
  method: 'GET',
  path: '/v4/recommendation/get',
  query: recommendationGetQuerySchema,
  response: recommendationResponseSchema,
} as const satisfies Endpoint;
