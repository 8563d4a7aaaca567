import { BookingActionTypes as T } from '@rozmova/contracts/booking';
import type { RecommendationAction, RecommendationState } from './types';

export const initialRecommendationState: RecommendationState = {
  apiStatus: 'idle',
  errorCode: null,
  errorDetail: null,
  recommendation: null,
  recommendation_id: null,
};

export function recommendationReducer(
  state: RecommendationState = initialRecommendationState,
  action: RecommendationAction | { type: string },
): RecommendationState {
  const a = action as RecommendationAction;
  switch (a.type) {
    case T.RECOMMENDATION_REQUEST:
      return { ...initialRecommendationState, apiStatus: 'loading' };
    case T.RECOMMENDATION_SUCCESS:
      return {
        apiStatus: 'success',
        errorCode: null,
        errorDetail: null,
        recommendation: a.payload.recommendation,
        recommendation_id: a.payload.recommendation_id,
      };
    case T.RECOMMENDATION_FAILURE:
      return {
        ...initialRecommendationState,
        apiStatus: 'error',
        errorCode: a.payload.errorCode,
        errorDetail: a.payload.errorDetail,
      };
    default:
      return state;
  }
}
