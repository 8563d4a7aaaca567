import type { MarketLocale } from '@rozmova/contracts/markets';
import type { BookingActionTypes, Recommendation } from '@rozmova/contracts/booking';
import type { RecommendationAnswers } from '@rozmova/contracts/schemas/recommendation';

export type { Recommendation, RecommendationState } from '@rozmova/contracts/booking';

type T = typeof BookingActionTypes;

export interface RecommendationRequestPayload {
  config_id: MarketLocale;
  answers: RecommendationAnswers;
}

export type RecommendationAction =
  | { type: T['RECOMMENDATION_REQUEST']; payload: RecommendationRequestPayload }
  | { type: T['RECOMMENDATION_SUCCESS']; payload: { recommendation: Recommendation; recommendation_id: string } }
  | { type: T['RECOMMENDATION_FAILURE']; payload: { errorCode: string; errorDetail: string | null } };

export interface RecommendationResult {
  recommendation_id: string;
  recommendation: Recommendation;
}

export interface RecommendationSagaDeps {
  /** Resolves with the api's answer; rejects with the api's error body ({ error, message }) or a network error. */
  fetchRecommendation: (input: RecommendationRequestPayload) => Promise<RecommendationResult>;
}
