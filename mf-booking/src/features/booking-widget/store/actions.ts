import { BookingActionTypes as T } from '@rozmova/contracts/booking';
import type { BookingWidgetAction, PromoLookupPayload, SelectedSlot, WidgetStep } from './types';

type Of<K extends BookingWidgetAction['type']> = Extract<BookingWidgetAction, { type: K }>;

export const setWidgetStep = (widget_step: WidgetStep): Of<typeof T.SET_WIDGET_STEP> => ({
  type: T.SET_WIDGET_STEP,
  payload: { widget_step },
});

export const selectService = (service_id: string): Of<typeof T.SELECT_SERVICE> => ({
  type: T.SELECT_SERVICE,
  payload: { service_id },
});

export const selectSlot = (slot: SelectedSlot | null): Of<typeof T.SELECT_SLOT> => ({
  type: T.SELECT_SLOT,
  payload: { slot },
});

export const selectWorker = (worker_id: string): Of<typeof T.SELECT_WORKER> => ({
  type: T.SELECT_WORKER,
  payload: { worker_id },
});

/** Back to the first step without slot or promo; with a service id the widget switches to it. */
export const resetWidget = (service_id?: string): Of<typeof T.RESET_WIDGET> => ({
  type: T.RESET_WIDGET,
  payload: service_id === undefined ? {} : { service_id },
});

export const resetPromo = (): Of<typeof T.RESET_PROMO> => ({ type: T.RESET_PROMO });

export const requestDefaultPromo = (payload: PromoLookupPayload): Of<typeof T.DEFAULT_PROMO_REQUEST> => ({
  type: T.DEFAULT_PROMO_REQUEST,
  payload,
});

export const defaultPromoSucceeded = (price_for_user: number): Of<typeof T.DEFAULT_PROMO_SUCCESS> => ({
  type: T.DEFAULT_PROMO_SUCCESS,
  payload: { price_for_user },
});

export const defaultPromoFailed = (error: number): Of<typeof T.DEFAULT_PROMO_FAILURE> => ({
  type: T.DEFAULT_PROMO_FAILURE,
  payload: { error },
});

export const requestApplyPromo = (
  payload: PromoLookupPayload & { promo_code: string },
): Of<typeof T.APPLY_PROMO_REQUEST> => ({ type: T.APPLY_PROMO_REQUEST, payload });

export const applyPromoSucceeded = (price_for_user: number, promo_code: string): Of<typeof T.APPLY_PROMO_SUCCESS> => ({
  type: T.APPLY_PROMO_SUCCESS,
  payload: { price_for_user, promo_code },
});

export const applyPromoFailed = (error: number, promo_code: string): Of<typeof T.APPLY_PROMO_FAILURE> => ({
  type: T.APPLY_PROMO_FAILURE,
  payload: { error, promo_code },
});
