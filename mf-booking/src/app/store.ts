// The slices and sagas this remote injects into the shell's store, wired to the real api and page: the
// widget's and the recommendation's own slices (their shapes are the rules'), the series being planned, and
// under `bookingData` the request slices of every plain api call (free times, therapists, series calls, the waitlist).
import type { Reducer } from 'redux';
import { BOOKING_STORE_KEY, RECOMMENDATION_STORE_KEY } from '@rozmova/contracts/booking';
import type { RemoteSlice } from '@rozmova/web/store/inject';
import { requestSlicesReducer, runWatchers } from '@rozmova/web/store/request-slice';
import { BOOKING_DATA_STORE_KEY } from '../lib/store-key';
import { getTherapist, getTherapists } from '../lib/get-therapists';
import { bookingWidgetReducer } from '../features/booking-widget/store/reducer';
import { createBookingWidgetSaga } from '../features/booking-widget/store/saga';
import { applyPurchaseRule } from '../features/booking-widget/api/apply-purchase-rule';
import { bookingSeriesReducer } from '../features/booking-widget/store/series-reducer';
import { BOOKING_SERIES_STORE_KEY } from '../features/booking-widget/store/series-types';
import { seriesSagas, seriesSlices } from '../features/booking-widget/store/series-slices';
import { calendarSagas, calendarSlices } from '../features/booking-widget/store/calendar-slices';
import { createSeries, previewSeries } from '../features/booking-widget/api/series';
import { getSeriesPaymentOptions } from '../features/booking-widget/api/series-payment-options';
import { getFreeSlots } from '../features/booking-widget/api/get-free-slots';
import { waitlistSagas, waitlistSlices } from '../features/booking-widget/store/waitlist-slices';
import { joinWaitlist } from '../features/booking-widget/api/join-waitlist';
import { therapistsSagas, therapistsSlices } from '../features/therapists/store/therapists-slices';
import { recommendationReducer } from '../features/recommendation/store/reducer';
import { createRecommendationSaga } from '../features/recommendation/store/saga';
import { fetchRecommendation } from '../features/recommendation/api/fetch-recommendation';

export const bookingSlice = {
  key: BOOKING_STORE_KEY,
  reducer: bookingWidgetReducer,
  saga: createBookingWidgetSaga({ applyPurchaseRule, reloadPage: () => window.location.reload() }),
};

export const bookingSeriesSlice = { key: BOOKING_SERIES_STORE_KEY, reducer: bookingSeriesReducer };

export const recommendationSlice = {
  key: RECOMMENDATION_STORE_KEY,
  reducer: recommendationReducer,
  saga: createRecommendationSaga({ fetchRecommendation }),
};

const requestSlices = [...calendarSlices, ...seriesSlices, ...waitlistSlices, ...therapistsSlices];

export const bookingDataReducer: Reducer = requestSlicesReducer(requestSlices);

export const bookingDataSaga = function* bookingDataSaga() {
  yield* runWatchers([
    ...calendarSagas({ getTherapists, getFreeSlots, now: () => Date.now() }),
    ...seriesSagas({ previewSeries, createSeries, getSeriesPaymentOptions }),
    ...waitlistSagas({ joinWaitlist }),
    ...therapistsSagas({ getTherapists, getTherapist }),
  ])();
};

export const bookingDataSlice = { key: BOOKING_DATA_STORE_KEY, reducer: bookingDataReducer, saga: bookingDataSaga };

/** What the App injects when it mounts. */
export const slices: readonly RemoteSlice[] = [bookingSlice, bookingSeriesSlice, recommendationSlice, bookingDataSlice];
