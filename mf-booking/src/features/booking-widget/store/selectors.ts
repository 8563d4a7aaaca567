import { BOOKING_STORE_KEY } from '@rozmova/contracts/booking';
import type { BookingWidgetState } from './types';
import { initialBookingWidgetState } from './reducer';

type WithBooking = { [BOOKING_STORE_KEY]?: BookingWidgetState };

// Before the reducer is injected the key is missing; the initial state is what the widget would show.
export const selectBookingWidget = (state: WithBooking): BookingWidgetState =>
  state[BOOKING_STORE_KEY] ?? initialBookingWidgetState;
export const selectWidgetStep = (state: WithBooking) => selectBookingWidget(state).widget_step;
export const selectSelectedService = (state: WithBooking) => selectBookingWidget(state).selected_service;
export const selectSelectedSlot = (state: WithBooking) => selectBookingWidget(state).selected_slot;
export const selectDefaultPromo = (state: WithBooking) => selectBookingWidget(state).promo_code_payment.default_promo;
export const selectAppliedPromo = (state: WithBooking) => selectBookingWidget(state).promo_code_payment.applied_promo;

/** What the client will pay: a successfully applied code wins over the plain price. */
export const selectPriceForUser = (state: WithBooking): number | null => {
  const { default_promo, applied_promo } = selectBookingWidget(state).promo_code_payment;
  if (applied_promo.status === 'success') return applied_promo.price_for_user;
  return default_promo.status === 'success' ? default_promo.price_for_user : null;
};
