// POST /v4/recommendation/recommend: the questionnaire's answers in, ranked therapists out.
import { apiRequest } from '@rozmova/web/api-client';
import type { RecommendationRequestPayload, RecommendationResult } from '../store/types';

export const RECOMMENDATION_PATH = '/v4/recommendation/recommend';

export function fetchRecommendation({
  config_id,
  answers,
}: RecommendationRequestPayload): Promise<RecommendationResult> {
  return apiRequest<RecommendationResult>(RECOMMENDATION_PATH, { method: 'POST', body: answers, configId: config_id });
}
