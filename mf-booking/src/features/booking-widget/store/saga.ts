import { all, call, put, select, spawn, takeEvery, takeLatest } from 'redux-saga/effects';
import { setSelectedSlot } from '@rozmova/web/store/global/actions';
import { BookingActionTypes as T } from '@rozmova/contracts/booking';
import { DEFAULT_PROMO_CODE } from '@rozmova/contracts/constants';
import { applyPromoFailed, applyPromoSucceeded, defaultPromoFailed, defaultPromoSucceeded } from './actions';
import { selectSelectedSlot } from './selectors';
import type { BookingWidgetAction, BookingWidgetSagaDeps, PurchaseRuleResponse, SelectedSlot } from './types';

/**
 * Rounds to 2 decimals the way people do (1.005 -> 1.01). `Math.round(x * 100) / 100` gets 1.00 there,
 * because 1.005 * 100 is 100.49999999999999 in binary; shifting the decimal point in the number's text does not
 * drift. A value already written with an exponent (below 1e-6, from 1e21 on) has no cents that could drift.
 */
export function roundPrice(value: number): number {
  const text = String(value);
  if (text.includes('e')) return Math.round(value * 100) / 100;
  return Number(`${Math.round(Number(`${text}e2`))}e-2`);
}

/** The price of a 200 response, or null when the body carries none. */
function priceOf(response: PurchaseRuleResponse): number | null {
  if (response.status !== 200) return null;
  const body = response.body as { price_for_user?: unknown } | null;
  const raw = body?.price_for_user;
  const price = typeof raw === 'string' ? Number(raw) : raw;
  return typeof price === 'number' && Number.isFinite(price) ? roundPrice(price) : null;
}

// A network failure has no HTTP status: it is stored as 0 so the widget can still say "try again".
function* lookup(deps: BookingWidgetSagaDeps, input: Parameters<BookingWidgetSagaDeps['applyPurchaseRule']>[0]) {
  try {
    const response: PurchaseRuleResponse = yield call(deps.applyPurchaseRule, input);
    return response;
  } catch {
    return { status: 0, body: null } satisfies PurchaseRuleResponse;
  }
}

function* loadDefaultPromo(
  deps: BookingWidgetSagaDeps,
  action: Extract<BookingWidgetAction, { type: typeof T.DEFAULT_PROMO_REQUEST }>,
) {
  const response: PurchaseRuleResponse = yield* lookup(deps, {
    ...action.payload,
    promo_code: DEFAULT_PROMO_CODE,
    track_mixpanel: false,
  });
  const price = priceOf(response);
  if (price !== null) {
    yield put(defaultPromoSucceeded(price));
    return;
  }
  yield put(defaultPromoFailed(response.status));
  if (response.status === 401) yield call(deps.reloadPage);
}

function* applyPromoCode(
  deps: BookingWidgetSagaDeps,
  action: Extract<BookingWidgetAction, { type: typeof T.APPLY_PROMO_REQUEST }>,
) {
  const { promo_code } = action.payload;
  const response: PurchaseRuleResponse = yield* lookup(deps, { ...action.payload, track_mixpanel: true });
  const price = priceOf(response);
  if (price !== null) {
    yield put(applyPromoSucceeded(price, promo_code));
    return;
  }
  yield put(applyPromoFailed(response.status, promo_code));
  if (response.status === 401) yield call(deps.reloadPage);
}

/** The shell's global booking-widget data (docs/rules.md R-3.5) follows the widget's selected slot. */
function* mirrorSelectedSlot() {
  const slot: SelectedSlot | null = yield select(selectSelectedSlot);
  yield put(setSelectedSlot(slot ? { ...slot, worker_id: slot.worker_id ?? undefined } : null));
}

export function createBookingWidgetSaga(deps: BookingWidgetSagaDeps) {
  return function* bookingWidgetSaga() {
    // Spawned, so a crash in one watcher cannot stop the other.
    yield all([
      spawn(function* () {
        yield takeLatest(T.DEFAULT_PROMO_REQUEST, loadDefaultPromo, deps);
      }),
      spawn(function* () {
        yield takeLatest(T.APPLY_PROMO_REQUEST, applyPromoCode, deps);
      }),
      spawn(function* () {
        yield takeEvery([T.SELECT_SLOT, T.SELECT_WORKER, T.SELECT_SERVICE, T.RESET_WIDGET], mirrorSelectedSlot);
      }),
    ]);
  };
}
