// POST /v4/recommendation/recommend: the questionnaire's answers in, ranked therapists out.
import { call } from '@rozmova/web/api-client';
import { recommend } from '@rozmova/contracts/endpoints/recommendation';
import type { RecommendationRequestPayload, RecommendationResult } from '../store/types';

export function fetchRecommendation({
  config_id,
  answers,
}: RecommendationRequestPayload): Promise<RecommendationResult> {
  return call(recommend, { body: answers }, { configId: config_id });
}
