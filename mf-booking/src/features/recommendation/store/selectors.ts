import { RECOMMENDATION_STORE_KEY } from '@rozmova/contracts/booking';
import type { RecommendationState } from './types';
import { initialRecommendationState } from './reducer';

type WithRecommendation = { [RECOMMENDATION_STORE_KEY]?: RecommendationState };

export const selectRecommendationState = (state: WithRecommendation): RecommendationState =>
  state[RECOMMENDATION_STORE_KEY] ?? initialRecommendationState;
