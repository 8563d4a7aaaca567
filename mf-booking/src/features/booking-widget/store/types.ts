import type { MarketLocale } from '@rozmova/contracts/markets';
import type { BookingActionTypes, SelectedSlot, WidgetStep } from '@rozmova/contracts/booking';

export type {
  AppliedPromo,
  BookingWidgetState,
  DefaultPromo,
  PromoCodePayment,
  SelectedSlot,
  WidgetStep,
} from '@rozmova/contracts/booking';

type T = typeof BookingActionTypes;

export interface PromoLookupPayload {
  config_id: MarketLocale;
  worker_id: string;
  service_id: string;
}

export type BookingWidgetAction =
  | { type: T['SET_WIDGET_STEP']; payload: { widget_step: WidgetStep } }
  | { type: T['SELECT_SERVICE']; payload: { service_id: string } }
  | { type: T['SELECT_SLOT']; payload: { slot: SelectedSlot | null } }
  | { type: T['SELECT_WORKER']; payload: { worker_id: string } }
  | { type: T['RESET_WIDGET']; payload: { service_id?: string } }
  | { type: T['RESET_PROMO'] }
  | { type: T['DEFAULT_PROMO_REQUEST']; payload: PromoLookupPayload }
  | { type: T['DEFAULT_PROMO_SUCCESS']; payload: { price_for_user: number } }
  | { type: T['DEFAULT_PROMO_FAILURE']; payload: { error: number } }
  | { type: T['APPLY_PROMO_REQUEST']; payload: PromoLookupPayload & { promo_code: string } }
  | { type: T['APPLY_PROMO_SUCCESS']; payload: { price_for_user: number; promo_code: string } }
  | { type: T['APPLY_PROMO_FAILURE']; payload: { error: number; promo_code: string } };

/** Raw outcome of one apply_purchase_rule call: the saga decides on the status itself (docs/rules.md ). */
export interface PurchaseRuleResponse {
  status: number;
  body: unknown;
}

export interface ApplyPurchaseRuleInput extends PromoLookupPayload {
  promo_code: string;
  track_mixpanel: boolean;
}

export interface BookingWidgetSagaDeps {
  applyPurchaseRule: (input: ApplyPurchaseRuleInput) => Promise<PurchaseRuleResponse>;
  /** Reloads the page; injected so tests can observe the 401 rule. */
  reloadPage: () => void;
}
