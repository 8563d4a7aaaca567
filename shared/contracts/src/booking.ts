// What other apps may know about mf-booking's store: the key it injects under, its action types
// and the shapes of its state (docs/rules.md ). Field names cross the boundary as the rules write them.
import type { MarketLocale } from './markets';

/** mf-booking injects its widget reducer under this key and its recommendation reducer under the next. */
export const BOOKING_STORE_KEY = 'booking';
export const RECOMMENDATION_STORE_KEY = 'recommendation';

/**
 * Steps of the booking widget in the order a client meets them. The rules name only the first (docs/rules.md );
 * the others are the steps a client needs to get from a free time to a paid session.
 * `therapist_selection` is skipped when the therapist is preselected, `sign_in` when the client
 * is already registered.
 */
export const WIDGET_STEPS = [
  'service_and_calendar_selection',
  'therapist_selection',
  'sign_in',
  'review',
  'payment',
] as const;
export type WidgetStep = (typeof WIDGET_STEPS)[number];
export const FIRST_WIDGET_STEP: WidgetStep = 'service_and_calendar_selection';

/** A free time the client picked; `worker_id` is null until a therapist is chosen for it. */
export interface SelectedSlot {
  /** ISO 8601 in UTC. */
  starts_at: string;
  ends_at: string;
  worker_id: string | null;
  /** Therapists free at this time (several when none was preselected). */
  worker_ids: string[];
}

export type PromoStatus = 'idle' | 'loading' | 'success' | 'error';

export interface DefaultPromo {
  status: PromoStatus;
  /** The HTTP status of a failed lookup; 0 when no response came at all. */
  error: number | null;
  price_for_user: number | null;
}

export interface AppliedPromo extends DefaultPromo {
  promo_code: string | null;
}

export interface PromoCodePayment {
  default_promo: DefaultPromo;
  applied_promo: AppliedPromo;
}

export interface BookingWidgetState {
  widget_step: WidgetStep;
  selected_service: string;
  selected_slot: SelectedSlot | null;
  promo_code_payment: PromoCodePayment;
}

export type RecommendationApiStatus = 'idle' | 'loading' | 'success' | 'error';

export interface RecommendedTherapist {
  worker_id: string;
  name: string;
  photo_url: string | null;
  languages: string[];
  specialisations: string[];
  price_for_user: number;
  currency: string;
  next_free_slot: string | null;
  /** Why this therapist fits the answers, as keys the booking namespace translates. */
  reasons: string[];
  score: number;
}

export interface Recommendation {
  service_id: string;
  therapists: RecommendedTherapist[];
}

export interface RecommendationState {
  apiStatus: RecommendationApiStatus;
  errorCode: string | null;
  errorDetail: string | null;
  recommendation: Recommendation | null;
  recommendation_id: string | null;
}

export interface PromoLookupRequest {
  config_id: MarketLocale;
  worker_id: string;
  service_id: string;
}

/** Action types; every one carries mf-booking's prefix. */
export const BookingActionTypes = {
  SET_WIDGET_STEP: 'booking/SET_WIDGET_STEP',
  SELECT_SERVICE: 'booking/SELECT_SERVICE',
  SELECT_SLOT: 'booking/SELECT_SLOT',
  SELECT_WORKER: 'booking/SELECT_WORKER',
  RESET_WIDGET: 'booking/RESET_WIDGET',
  RESET_PROMO: 'booking/RESET_PROMO',
  DEFAULT_PROMO_REQUEST: 'booking/DEFAULT_PROMO_REQUEST',
  DEFAULT_PROMO_SUCCESS: 'booking/DEFAULT_PROMO_SUCCESS',
  DEFAULT_PROMO_FAILURE: 'booking/DEFAULT_PROMO_FAILURE',
  APPLY_PROMO_REQUEST: 'booking/APPLY_PROMO_REQUEST',
  APPLY_PROMO_SUCCESS: 'booking/APPLY_PROMO_SUCCESS',
  APPLY_PROMO_FAILURE: 'booking/APPLY_PROMO_FAILURE',
  RECOMMENDATION_REQUEST: 'booking/RECOMMENDATION_REQUEST',
  RECOMMENDATION_SUCCESS: 'booking/RECOMMENDATION_SUCCESS',
  RECOMMENDATION_FAILURE: 'booking/RECOMMENDATION_FAILURE',
} as const;

/** Another app (e.g. a landing page) may start the widget over on a given service with this. */
export function resetBookingWidget(service_id?: string): {
  type: typeof BookingActionTypes.RESET_WIDGET;
  payload: { service_id?: string };
} {
  return { type: BookingActionTypes.RESET_WIDGET, payload: service_id === undefined ? {} : { service_id } };
}
