import { BookingActionTypes as T, FIRST_WIDGET_STEP } from '@rozmova/contracts/booking';
import { INITIAL_SELECTED_SERVICE } from '@rozmova/contracts/constants';
import type { AppliedPromo, BookingWidgetAction, BookingWidgetState, DefaultPromo, PromoCodePayment } from './types';

const idleDefaultPromo: DefaultPromo = { status: 'idle', error: null, price_for_user: null };
const idleAppliedPromo: AppliedPromo = { ...idleDefaultPromo, promo_code: null };
const idlePromoCodePayment: PromoCodePayment = { default_promo: idleDefaultPromo, applied_promo: idleAppliedPromo };

export const initialBookingWidgetState: BookingWidgetState = {
  widget_step: FIRST_WIDGET_STEP,
  selected_service: INITIAL_SELECTED_SERVICE,
  selected_slot: null,
  promo_code_payment: idlePromoCodePayment,
};

export function bookingWidgetReducer(
  state: BookingWidgetState = initialBookingWidgetState,
  action: BookingWidgetAction | { type: string },
): BookingWidgetState {
  const a = action as BookingWidgetAction;
  const promo = state.promo_code_payment;
  switch (a.type) {
    case T.SET_WIDGET_STEP:
      return { ...state, widget_step: a.payload.widget_step };
    case T.SELECT_SERVICE:
      // A different session type has different free times and prices: what was picked no longer holds.
      if (a.payload.service_id === state.selected_service) return state;
      return {
        ...state,
        selected_service: a.payload.service_id,
        selected_slot: null,
        promo_code_payment: idlePromoCodePayment,
      };
    case T.SELECT_SLOT:
      return { ...state, selected_slot: a.payload.slot };
    case T.SELECT_WORKER:
      if (!state.selected_slot) return state;
      return { ...state, selected_slot: { ...state.selected_slot, worker_id: a.payload.worker_id } };
    case T.RESET_WIDGET:
      return {
        ...initialBookingWidgetState,
        selected_service: a.payload.service_id ?? state.selected_service,
      };
    case T.RESET_PROMO:
      return { ...state, promo_code_payment: idlePromoCodePayment };
    case T.DEFAULT_PROMO_REQUEST:
      return {
        ...state,
        promo_code_payment: { ...promo, default_promo: { status: 'loading', error: null, price_for_user: null } },
      };
    case T.DEFAULT_PROMO_SUCCESS:
      return {
        ...state,
        promo_code_payment: {
          ...promo,
          default_promo: { status: 'success', error: null, price_for_user: a.payload.price_for_user },
        },
      };
    case T.DEFAULT_PROMO_FAILURE:
      return {
        ...state,
        promo_code_payment: {
          ...promo,
          default_promo: { status: 'error', error: a.payload.error, price_for_user: null },
        },
      };
    case T.APPLY_PROMO_REQUEST:
      return {
        ...state,
        promo_code_payment: {
          ...promo,
          applied_promo: { status: 'loading', error: null, price_for_user: null, promo_code: a.payload.promo_code },
        },
      };
    case T.APPLY_PROMO_SUCCESS:
      return {
        ...state,
        promo_code_payment: {
          ...promo,
          applied_promo: {
            status: 'success',
            error: null,
            price_for_user: a.payload.price_for_user,
            promo_code: a.payload.promo_code,
          },
        },
      };
    case T.APPLY_PROMO_FAILURE:
      return {
        ...state,
        promo_code_payment: {
          ...promo,
          applied_promo: {
            status: 'error',
            error: a.payload.error,
            price_for_user: null,
            promo_code: a.payload.promo_code,
          },
        },
      };
    default:
      return state;
  }
}
