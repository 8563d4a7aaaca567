import { BookingActionTypes as T } from '@rozmova/contracts/booking';
import type { Recommendation, RecommendationAction, RecommendationRequestPayload } from './types';

type Of<K extends RecommendationAction['type']> = Extract<RecommendationAction, { type: K }>;

export const requestRecommendation = (payload: RecommendationRequestPayload): Of<typeof T.RECOMMENDATION_REQUEST> => ({
  type: T.RECOMMENDATION_REQUEST,
  payload,
});

export const recommendationSucceeded = (
  recommendation: Recommendation,
  recommendation_id: string,
): Of<typeof T.RECOMMENDATION_SUCCESS> => ({
  type: T.RECOMMENDATION_SUCCESS,
  payload: { recommendation, recommendation_id },
});

export const recommendationFailed = (
  errorCode: string,
  errorDetail: string | null,
): Of<typeof T.RECOMMENDATION_FAILURE> => ({
  type: T.RECOMMENDATION_FAILURE,
  payload: { errorCode, errorDetail },
});
