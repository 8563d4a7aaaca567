// What the payment result page shows, worked out by a saga: the order (asked again while the bank has not
// confirmed) and the appointment it bought. The page only dispatches and reads.
import { call, delay, put, race, take, takeLatest } from 'redux-saga/effects';
import { toApiFailure } from '@rozmova/web/api-client';
import { createRequestSlice, type RequestAction } from '@rozmova/web/store/request-slice';
import { STORE_KEY } from '../../../lib/store-key';
import {
  getAppointmentDetails,
  getLatestPurchasedAppointment,
  getOrderStatus,
  type Appointment,
  type OrderView,
} from '../api/orders';

/** How often and how long the page asks again while the bank has not confirmed. */
export const PENDING_POLL_MS = 2000;
export const PENDING_POLL_ATTEMPTS = 30;

/** What the provider (or a token booking) put in the address. */
export interface ResultQuery {
  orderId: string | null;
  bookingId: string | null;
  status: string | null;
}

export type ResultView =
  | { kind: 'appointment'; appointment: Appointment }
  | { kind: 'purchase'; order: OrderView }
  | { kind: 'failure'; order: OrderView | null }
  | { kind: 'cancelled'; order: OrderView }
  | { kind: 'pending'; order: OrderView }
  | { kind: 'declined'; order: OrderView; released: boolean }
  | { kind: 'unknown' };

export const paymentResultSlice = createRequestSlice<ResultQuery, ResultView>(STORE_KEY, 'payment-result');

const api = { getOrderStatus, getLatestPurchasedAppointment, getAppointmentDetails };

export function resultSagas(calls = api) {
  function* appointment(id: string): Generator<unknown, ResultView, Appointment> {
    return { kind: 'appointment', appointment: yield call(calls.getAppointmentDetails, id) };
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  function* view(query: ResultQuery): Generator<unknown, ResultView, any> {
    if (query.bookingId) return yield* appointment(query.bookingId);
    const orderId = query.orderId;
    if (!orderId) return { kind: 'unknown' };
    let order: OrderView = yield call(calls.getOrderStatus, orderId);
    // A declined order stays open for another card (an appointment's time stays held until the hold runs
    // out); one closed meanwhile says its time is free again. Either way the bank has answered: no waiting.
    if (order.status === 'cancelled' && order.last_payment_error === 'declined')
      return { kind: 'declined', order, released: true };
    if (order.status === 'pending' && order.last_payment_error) return { kind: 'declined', order, released: false };
    // The provider's callback can arrive a moment after the browser: ask again for a while, the page
    // saying meanwhile that it waits for the bank.
    for (let attempt = 0; order.status === 'pending' && attempt < PENDING_POLL_ATTEMPTS; attempt += 1) {
      if (attempt === 0) yield put(paymentResultSlice.success({ kind: 'pending', order }, query));
      yield delay(PENDING_POLL_MS);
      order = yield call(calls.getOrderStatus, orderId);
    }
    if (order.status === 'pending') return { kind: 'pending', order };
    // The client pressed "cancel" on the provider's page: nobody declined anything.
    if (order.status === 'cancelled' && !order.last_payment_error && query.status === 'cancelled')
      return { kind: 'cancelled', order };
    if (order.status !== 'paid') return { kind: 'failure', order };
    if (order.kind !== 'appointment') return { kind: 'purchase', order };
    const latest: Appointment | null = yield call(calls.getLatestPurchasedAppointment);
    if (latest && (!order.booking_id || latest.id === order.booking_id))
      return { kind: 'appointment', appointment: latest };
    if (order.booking_id) return yield* appointment(order.booking_id);
    return { kind: 'purchase', order };
  }

  function* work(action: RequestAction<ResultQuery, ResultView>) {
    const query = action.args as ResultQuery;
    try {
      const shown = (yield call(view, query)) as ResultView;
      yield put(paymentResultSlice.success(shown, query));
    } catch (error) {
      yield put(paymentResultSlice.failure(toApiFailure(error, 'unexpected'), query));
    }
  }

  return [
    // The latest ask wins ("check again" starts over); leaving the page stops the asking.
    function* watchPaymentResult() {
      yield takeLatest(paymentResultSlice.types.request, function* ask(action: RequestAction<ResultQuery, ResultView>) {
        yield race({ shown: call(work, action), left: take(paymentResultSlice.types.reset) });
      });
    },
  ];
}

export const resultSlices = [paymentResultSlice];
