// The slices and sagas this remote injects into the shell's store, wired to the real api and page.
import { BOOKING_STORE_KEY, RECOMMENDATION_STORE_KEY } from '@rozmova/contracts/booking';
import type { RemoteSlice } from '@rozmova/web/store/inject';
import { bookingWidgetReducer } from '../features/booking-widget/store/reducer';
import { createBookingWidgetSaga } from '../features/booking-widget/store/saga';
import { applyPurchaseRule } from '../features/booking-widget/api/apply-purchase-rule';
import { bookingSeriesReducer } from '../features/booking-widget/store/series-reducer';
import { createBookingSeriesSaga } from '../features/booking-widget/store/series-saga';
import { BOOKING_SERIES_STORE_KEY } from '../features/booking-widget/store/series-types';
import { createSeries, previewSeries } from '../features/booking-widget/api/series';
import { recommendationReducer } from '../features/recommendation/store/reducer';
import { createRecommendationSaga } from '../features/recommendation/store/saga';
import { fetchRecommendation } from '../features/recommendation/api/fetch-recommendation';

export const bookingSlice = {
  key: BOOKING_STORE_KEY,
  reducer: bookingWidgetReducer,
  saga: createBookingWidgetSaga({ applyPurchaseRule, reloadPage: () => window.location.reload() }),
};

export const bookingSeriesSlice = {
  key: BOOKING_SERIES_STORE_KEY,
  reducer: bookingSeriesReducer,
  saga: createBookingSeriesSaga({ previewSeries, createSeries }),
};

export const recommendationSlice = {
  key: RECOMMENDATION_STORE_KEY,
  reducer: recommendationReducer,
  saga: createRecommendationSaga({ fetchRecommendation }),
};

/** What the App injects when it mounts. */
export const slices: readonly RemoteSlice[] = [bookingSlice, bookingSeriesSlice, recommendationSlice];
